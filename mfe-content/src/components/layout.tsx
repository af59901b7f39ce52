import type { ReactNode } from 'react';
import { affiliateHref, type AffiliatePlacement } from 'shared-data';
import { Link, useLocation } from 'shared-data/react';
import styled, { css, keyframes } from 'styled-components';

export const PageHeading = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xxl}; line-height: 1.2; }
  p { margin: 0; max-width: 48rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

// Movement only, no fading: text is at full contrast from the first frame (readers and contrast checks alike).
const rise = keyframes`
  from { transform: translateY(12px); }
  to { transform: none; }
`;

/**
 * How many of a long list's first cards are laid out with the page; those after it only as they come near the screen
 * (`laidOutLater`). A card laid out late while on screen would push what follows it, so the count covers a desktop's
 * first screen too: three rows of four.
 */
export const laidOutAtOnce = 12;

/**
 * The browser skips the layout and paint of a card off screen until it nears it, holding its place at its last known
 * height (an estimate until it has one). The providers list's 80 cards cost its first load two layouts of 27 ms each
 * on this machine, about 110 ms on Lighthouse's phone, and its total blocking time went from 182 ms to under 20 with
 * its scripts removed.
 */
const laidOutLater = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 15rem;
`;

/**
 * Cards rise in with CSS only (0.5 s, staggered 0.05 s per index), so no script delays the first paint. `$offscreen`:
 * one of a long list's cards after its first `laidOutAtOnce`.
 */
export const Card = styled.article<{ $index?: number; $offscreen?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${rise} ${({ theme }) => theme.motion.cardDuration} ease-out both;
  animation-delay: ${({ theme, $index = 0 }) => `${(theme.motion.cardStagger * $index).toFixed(2)}s`};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ $offscreen }) => $offscreen && laidOutLater}
  h2, h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; line-height: 1.3; }
  p { margin: 0; }
`;

/**
 * How many of a grid's first cards are on the first screen, worked out for a 390 × 844 phone and a desktop's first
 * row: their images load at once (`cardImageLoad`), the rest lazily.
 * - CardGrid: two columns on a phone, whose first screen shows two rows under a list's heading and filters; four on
 *   a desktop.
 * - WideGrid: one column on a phone, whose first screen shows three provider cards or two blog cards; three on a
 *   desktop.
 */
export const firstScreenCards = { cardGrid: 4, wideGrid: 3 } as const;

export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const WideGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A link that stretches over its whole card, so the card is one target. */
export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:hover { color: ${({ theme }) => theme.colors.link}; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

export const Tag = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  > h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const primaryStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accentHover}; }
`;

export const PrimaryLink = styled.a`
  ${primaryStyles}
`;

export const PrimaryButton = styled.button`
  ${primaryStyles}
`;

/** Opens the partner in a new tab and is marked as sponsored for search engines. */
const AffiliateAnchor = styled(PrimaryLink).attrs({ target: '_blank', rel: 'sponsored noopener noreferrer' })`
  position: relative;
  z-index: 1;
`;

interface AffiliateLinkProps {
  casinoSlug: string;
  placement: AffiliatePlacement;
  children: ReactNode;
}

/**
 * A link to a casino, always through our redirect (`/git/<slug>`), tagged with where it sits and the page it is on,
 * so the operator sees which placement earns; the casino's own address never reaches the page.
 */
export function AffiliateLink({ casinoSlug, placement, children }: AffiliateLinkProps) {
  const { pathname } = useLocation();
  return <AffiliateAnchor href={affiliateHref(casinoSlug, placement, pathname)}>{children}</AffiliateAnchor>;
}
