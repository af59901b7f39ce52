import { describe, expect, it } from 'vitest';
import { precisionOf, shareInterval, valueInterval } from './uncertainty.ts';

describe('valueInterval', () => {
  it.each([
    // Lalezar's figures under method version 2: +182.16 with SE 6.34 → half-width 12.43, step 10: 180 (170 … 190).
    [182.16, 6.34, { estimate: 180, low: 170, high: 190, step: 10 }],
    // SE 1.2 → half-width 2.352, step 1: no cents.
    [-59.64, 1.2, { estimate: -60, low: -62, high: -57, step: 1 }],
    // SE 0.3 → half-width 0.588, step 0.1.
    [24.83, 0.3, { estimate: 24.8, low: 24.2, high: 25.4, step: 0.1 }],
    // SE 0 (a figure without spread) → cents.
    [100, 0, { estimate: 100, low: 100, high: 100, step: 0.01 }],
  ])('%s ± 1.96 × %s', (mean, se, interval) => {
    expect(valueInterval(mean, se)).toEqual(interval);
  });

  it('shows no cents once the standard error is above 1', () => {
    expect(valueInterval(12.345, 1.01).step).toBeGreaterThanOrEqual(1);
    expect(precisionOf(1.96 * 0.5)).toBe(0.1);
  });
});

describe('shareInterval', () => {
  it('is p ± 1.96 √(p (1 − p) / n), clipped to [0, 1]', () => {
    // 0.3 of 20,000: √(0.21 / 20,000) = 0.0032404; × 1.96 = 0.0063512.
    const { low, high } = shareInterval(0.3, 20000);
    expect(low).toBeCloseTo(0.2936488, 6);
    expect(high).toBeCloseTo(0.3063512, 6);
    expect(shareInterval(1, 100)).toEqual({ share: 1, low: 1, high: 1 });
    expect(shareInterval(0.001, 10).low).toBe(0);
  });
});
