import type { ReactNode } from 'react';
import { affiliateHref, type AffiliatePlacement } from 'shared-data';
import { Link, primaryActionStyles, useLocation } from 'shared-data/react';
import styled, { css, keyframes } from 'styled-components';
import { useOffersShown } from './offers.tsx';

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
 * A long list's card after those on the first screen (see `cardLayout`): the browser skips its layout and paint until
 * it comes near the screen, holding its place at its last known height, `height` until it has one (its lazy image
 * still loads by its own distance). The providers list's 80 cards cost its first load two layouts of 27 ms each on
 * this machine, about 110 ms on Lighthouse's phone; its total blocking time went from 182 ms to under 20 with its
 * scripts removed.
 */
const laidOutLater = (height: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${height};
`;

/**
 * Cards rise in with CSS only (0.5 s, staggered 0.05 s per index), so no script delays the first paint.
 * `$laidOutLater`: the height a card off the first screen holds until it is laid out (`cardLayout`).
 */
export const Card = styled.article<{ $index?: number; $laidOutLater?: string }>`
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
  ${({ $laidOutLater }) => $laidOutLater && laidOutLater($laidOutLater)}
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

/**
 * A grid's cards' usual height (measured at 390 and 1280 px wide: game cards 234-288 px, provider cards 242-268 px),
 * which one not yet laid out holds. Near enough, nothing on the screen moves when it is.
 */
const cardHeights = { cardGrid: '18rem', wideGrid: '15rem' } as const;

/**
 * Whether a list's card at `index` is laid out later, and the height it holds until then (Card's `$laidOutLater`).
 * The cards of the first two screens are laid out with the page. The browser lays a skipped card out as soon as it
 * is within half a screen of the view, so those of the second screen would be laid out in the frame right after the
 * first, a task of its own that Lighthouse's simulation counts whole (docs/lighthouse-blocking-time.md). In the first
 * frame they only lengthen it: the filtered games list measured 63 ms of TBT the one way and 42 the other (7.4x,
 * median of 7).
 */
export function cardLayout(index: number, grid: keyof typeof firstScreenCards): string | undefined {
  return index < 2 * firstScreenCards[grid] ? undefined : cardHeights[grid];
}

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

export const PrimaryLink = styled.a`
  ${primaryActionStyles}
`;

export const PrimaryButton = styled.button`
  ${primaryActionStyles}
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
 * so the operator sees which placement earns; the casino's own address never reaches the page. Nothing at all while
 * the offers are hidden (a reader on a break): every call to a casino goes through here, so none is left behind.
 */
export function AffiliateLink({ casinoSlug, placement, children }: AffiliateLinkProps) {
  const { pathname } = useLocation();
  if (!useOffersShown()) return null;
  return <AffiliateAnchor href={affiliateHref(casinoSlug, placement, pathname)}>{children}</AffiliateAnchor>;
}
