import { memo } from 'react';
import styled, { keyframes } from 'styled-components';

export const FALLING_ICON_COUNT = 40;
const glyphs = ['♠', '♥', '♦', '♣', '7', '★', '$', '●'] as const;

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(0deg); }
  to { transform: translate3d(0, 110vh, 0) rotate(360deg); }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  overflow: hidden;
  pointer-events: none;
  contain: strict;
`;

const Icon = styled.span`
  position: absolute;
  top: 0;
  left: var(--x);
  font-size: var(--size);
  opacity: 0.12;
  color: ${({ theme }) => theme.colors.accent};
  will-change: transform;
  transform: translate3d(0, var(--rest), 0);
  animation: ${fall} var(--duration) linear var(--delay) infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Deterministic pseudo-random layout, so server and client render the same thing. */
function spread(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const icons = Array.from({ length: FALLING_ICON_COUNT }, (_, i) => ({
  glyph: glyphs[i % glyphs.length],
  style: {
    '--x': `${(spread(i, 1) * 100).toFixed(2)}%`,
    '--size': `${(1 + spread(i, 2) * 1.5).toFixed(2)}rem`,
    '--duration': `${(12 + spread(i, 3) * 18).toFixed(1)}s`,
    '--delay': `${(-spread(i, 4) * 30).toFixed(1)}s`,
    '--rest': `${(spread(i, 5) * 100).toFixed(1)}vh`,
  } as React.CSSProperties,
}));

/** The decorative background of 40 falling icons: pure CSS, fixed behind the page, hidden from assistive tech. */
export const FallingIcons = memo(function FallingIcons() {
  return (
    <Layer aria-hidden="true" data-testid="falling-icons">
      {icons.map((icon, i) => (
        <Icon key={i} style={icon.style}>
          {icon.glyph}
        </Icon>
      ))}
    </Layer>
  );
});
