import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from 'shared-data';

export const FALLING_ICON_COUNT = 40;
/** The icons fall in a few lanes of different speeds: one animation per lane, not one per icon. */
const LANE_COUNT = 4;
/**
 * The glyphs as outlines on a 16-unit square: each pair of numbers an x and a y, which cut a box of the accent colour
 * into the glyph by a clip path, in percentages of the box, so that an icon's size is its box's. The curves are drawn
 * as short straight edges, none more than a tenth of a unit from the arc it stands for; the dollar's S and its two bar
 * ends are one outline, joined along a line of no width. A polygon, because the HTML checker's CSS does not take
 * path(), and no text or image, because both cost the page more than the icons are worth:
 * - as text, forty icons were eighty runs to shape, mostly in a fallback font (few text fonts have the suits or the
 *   star), and their layout took 14-19 ms of the task after the load on this machine;
 * - as SVG images, every glyph was a document of its own to build, and the load's style took 10-15 ms more instead.
 * In the order the lanes take them; null is the dot, a circle.
 */
const glyphOutlines: readonly (readonly [glyph: string, outline: string | null])[] = [
  ['♠', '8 1,6.9 2.4,5.6 3.8,4.3 5.1,3.2 6.4,2.3 7.8,2 9.3,2.2 10.4,2.9 11.4,3.9 12,5 12.2,6.2 11.9,7.1 11.2,6.3 15,9.7 15,8.9 11.2,9.8 11.9,11 12.2,12.1 12,13.1 11.4,13.8 10.4,14 9.3,13.7 7.8,12.8 6.4,11.7 5.1,10.4 3.8,9.1 2.4'],
  ['♥', '8 14.3,2.2 8.6,1.5 7.3,1.3 5.8,1.7 4.4,2.7 3.3,3.9 2.5,5.4 2.4,6.8 2.8,8 3.7,9.2 2.8,10.6 2.4,12.1 2.5,13.3 3.3,14.3 4.4,14.7 5.8,14.5 7.3,13.8 8.6'],
  ['♦', '8 1,13 8,8 15,3 8'],
  ['♣', '8 1.3,6.8 1.6,5.8 2.3,5.2 3.4,5.2 4.6,5.6 5.8,4.4 5.8,3.2 6.3,2.4 7.2,2 8.3,2.2 9.6,2.8 10.6,3.8 11.3,5.1 11.5,6.3 11.2,7.2 10.4,6.3 15,9.7 15,8.8 10.4,9.7 11.2,10.9 11.5,12.2 11.3,13.2 10.6,13.8 9.6,14 8.3,13.6 7.2,12.8 6.3,11.6 5.8,10.4 5.8,10.8 4.6,10.8 3.4,10.2 2.3,9.2 1.6'],
  ['7', '3 2,13 2,13 4.1,7.8 15,5.1 15,10.2 4.3,3 4.3'],
  ['★', '8 1,10.1 5.6,15.1 6.1,11.3 9.5,12.4 14.4,8 11.9,3.6 14.4,4.7 9.5,0.9 6.1,5.9 5.6'],
  ['$', '12 2.8,5.8 2.8,4.5 3.1,3.5 3.9,2.9 5.1,2.9 6.5,3.5 7.7,4.5 8.5,5.8 8.8,10.2 8.8,10.9 9.1,11.2 9.8,10.9 10.5,10.2 10.8,4 10.8,4 12.8,10.2 12.8,11.5 12.5,12.5 11.7,13.1 10.5,13.1 9.1,12.5 7.9,11.5 7.1,10.2 6.8,5.8 6.8,5.1 6.5,4.8 5.8,5.1 5.1,5.8 4.8,12 4.8,12 2.8,7 1,9 1,9 2.8,7 2.8,7 1,12 2.8,7 12.8,9 12.8,9 15,7 15,7 12.8'],
  ['●', null],
];

/** A length of the 16-unit square as a percentage of the box. */
const percent = (units: string | number): string => `${Number((Number(units) * 6.25).toFixed(2))}%`;
/** Every number of an outline is a coordinate: each becomes a percentage, the spaces and commas between them stay. */
const clipOf = (outline: string | null): string =>
  outline === null ? `circle(${percent(5.5)})` : `polygon(${outline.replace(/-?[\d.]+/g, percent)})`;

/** Each icon's outline by its data-glyph attribute: eight rules in the stylesheet, not forty outlines in the page. */
const glyphRules = glyphOutlines.map(([glyph, outline]) => `&[data-glyph='${glyph}'] { clip-path: ${clipOf(outline)}; }`).join('\n');

/** A lane moves down by one screen height and starts again; its copy a screen below makes the loop seamless. */
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

/*
 * Each lane has a copy of itself a screen below, a lane of its own, so that every lane is one screen tall. With the
 * copies inside their lanes instead (each icon drawn twice, the second a screen below the first), the same eighty
 * drawings took two to four and a half times the main thread's time after the load (figures in
 * docs/lighthouse-blocking-time.md).
 */
const Lane = styled.div`
  position: absolute;
  inset: 0;
  &[data-copy] {
    inset: 100vh 0 -100vh;
  }
  will-change: transform;
  animation: ${fall} var(--duration) linear var(--delay) infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/*
 * Each icon is a box of its own size cut by its outline, upright: a clip path on a box that also turned and scaled
 * itself by a transform cost the browser far more to draw, for the same icons (docs/lighthouse-blocking-time.md).
 * Faint by a translucent colour: the look of opacity, without making each box an effect of its own for the compositor.
 */
const Icon = styled.span`
  position: absolute;
  top: var(--y);
  left: var(--x);
  width: calc(16px * var(--scale));
  height: calc(16px * var(--scale));
  /* The theme's colour as a constant, so all the icons share one class; made faint as the dialog's backdrop is. */
  background: color-mix(in srgb, ${theme.colors.accent} 12%, transparent);
  ${glyphRules}
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
      glyph: glyphOutlines[(lane + k) % glyphOutlines.length]?.[0] ?? '★',
      style: {
        '--x': `${(spread(i, 1) * 100).toFixed(2)}%`,
        '--y': `${(spread(i, 5) * 100).toFixed(1)}vh`,
        '--scale': (1 + spread(i, 2) * 1.5).toFixed(2),
      } as React.CSSProperties,
    };
  }),
}));

/**
 * The decorative background of 40 falling icons: pure CSS, fixed behind the page, hidden from assistive tech. Four
 * lanes move at their own speeds, each with its copy, so the browser animates eight layers instead of eighty.
 */
export const FallingIcons = memo(function FallingIcons() {
  return (
    <Layer aria-hidden="true" data-testid="falling-icons">
      {[false, true].map((copy) =>
        lanes.map((lane, l) => (
          <Lane key={`${l}${copy ? '-copy' : ''}`} style={lane.style} data-copy={copy ? '' : undefined}>
            {lane.icons.map((icon, k) => (
              <Icon key={k} style={icon.style} data-glyph={icon.glyph} />
            ))}
          </Lane>
        )),
      )}
    </Layer>
  );
});
