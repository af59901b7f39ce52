import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { formatCounterValue } from '../format.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Ease-out cubic: quick at first, settling softly on the target. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  &::before { content: attr(data-figure); }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

interface AnimatedCounterProps {
  /** The figure to count up to. */
  value: number;
  /** Turkish digit grouping of the rounded value; otherwise one decimal when not whole. */
  format?: boolean;
  durationMs?: number;
  className?: string;
}

/**
 * A number that eases from its previous value (0 at first) to `value` over about a second. Screen
 * readers get only the final figure; with reduced motion requested the final figure shows at once.
 */
export function AnimatedCounter({ value, format = false, durationMs = 1000, className }: AnimatedCounterProps) {
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [animated, setAnimated] = useState(0);
  // Where the next animation starts: the figure last drawn, so a new target continues from what the reader sees.
  const drawn = useRef(0);

  useEffect(() => {
    if (reducedMotion) {
      drawn.current = value;
      return;
    }
    const from = drawn.current;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = durationMs > 0 ? Math.min(1, (now - start) / durationMs) : 1;
      const next = progress >= 1 ? value : from + (value - from) * easeOut(progress);
      drawn.current = next;
      setAnimated(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reducedMotion]);

  const shown = reducedMotion ? value : animated;
  return (
    <span className={className}>
      {/* The moving figure is drawn from an attribute, so the element's text is only ever the final figure:
          what screen readers read and what a text search finds, once. */}
      <Figure aria-hidden="true" data-testid="animated-counter-figure" data-figure={formatCounterValue(shown, format)} />
      <VisuallyHidden>{formatCounterValue(value, format)}</VisuallyHidden>
    </span>
  );
}
