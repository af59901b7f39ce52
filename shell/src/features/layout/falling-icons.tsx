import { memo } from 'react';
import styled, { keyframes } from 'styled-components';

export const FALLING_ICON_COUNT = 40;
/** The icons fall in a few lanes of different speeds: one animation per lane, not one per icon. */
const LANE_COUNT = 4;
const glyphs = ['♠', '♥', '♦', '♣', '7', '★', '$', '●'] as const;

/** A lane moves down by one screen height and starts again; each icon's copy a screen below makes the loop seamless. */
const fall = keyframes`
  from { transform: translate3d(0, -100vh, 0); }
  to { transform: translate3d(0, 0, 0); }
`;

/**
 * Drawn once the page has loaded (the boot watch stamps the load on <html>: shell/public/boot-watch.js), not in the
 * page's first frame: decoration waits for the content. The first frame's length is what Lighthouse's simulation
 * counts as blocking past FCP (docs/lighthouse-blocking-time.md), and the icons were 205 of the 546 boxes the games
 * list's first layout placed. Without scripts they stay undrawn.
 */
const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  overflow: hidden;
  pointer-events: none;
  contain: strict;
  content-visibility: hidden;
  html[data-loaded-at] & {
    content-visibility: visible;
  }
`;

const Lane = styled.div`
  position: absolute;
  inset: 0;
  will-change: transform;
  animation: ${fall} var(--duration) linear var(--delay) infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/*
 * Each icon is drawn twice, by its ::before and by its copy a screen below (::after), and each drawing turns and
 * scales itself: the icon box stays put, so the copy is exactly one screen height below whatever the turn and size.
 * One font size for all forty, each drawn at its own size by the transform: a font size of their own made the browser
 * set the font up forty times over in the page's first layout, about 10 ms of it on this machine (traced: 19-29 ms
 * for the home page's longest first layout, 11-14 ms with one size).
 */
const Icon = styled.span`
  position: absolute;
  top: var(--y);
  left: var(--x);
  font-size: 1rem;
  line-height: 1;
  opacity: 0.12;
  color: ${({ theme }) => theme.colors.accent};
  &::before,
  &::after {
    content: attr(data-glyph);
    position: absolute;
    left: 0;
    transform: rotate(var(--turn)) scale(var(--scale));
  }
  &::before {
    top: 0;
  }
  &::after {
    top: 100vh;
  }
`;

/** Deterministic pseudo-random layout, so server and client render the same thing. */
function spread(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const lanes = Array.from({ length: LANE_COUNT }, (_, lane) => ({
  style: {
    '--duration': `${18 + lane * 7}s`,
    '--delay': `${(-spread(lane, 4) * 20).toFixed(1)}s`,
  } as React.CSSProperties,
  icons: Array.from({ length: FALLING_ICON_COUNT / LANE_COUNT }, (_, k) => {
    const i = lane + k * LANE_COUNT;
    return {
      glyph: glyphs[(lane + k) % glyphs.length] ?? '★',
      style: {
        '--x': `${(spread(i, 1) * 100).toFixed(2)}%`,
        '--y': `${(spread(i, 5) * 100).toFixed(1)}vh`,
        '--scale': (1 + spread(i, 2) * 1.5).toFixed(2),
        '--turn': `${Math.round(spread(i, 3) * 360)}deg`,
      } as React.CSSProperties,
    };
  }),
}));

/**
 * The decorative background of 40 falling icons: pure CSS, fixed behind the page, hidden from assistive tech. Four
 * lanes move at their own speeds, so the browser animates four layers instead of forty.
 */
export const FallingIcons = memo(function FallingIcons() {
  return (
    <Layer aria-hidden="true" data-testid="falling-icons">
      {lanes.map((lane, l) => (
        <Lane key={l} style={lane.style}>
          {lane.icons.map((icon, k) => (
            <Icon key={k} style={icon.style} data-glyph={icon.glyph} />
          ))}
        </Lane>
      ))}
    </Layer>
  );
});
