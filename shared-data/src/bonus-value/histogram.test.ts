import { describe, expect, it } from 'vitest';
import { cashoutHistogram, roundWidth } from './histogram.ts';

describe('roundWidth', () => {
  it.each([
    [0.7, 1],
    [1, 1],
    [1.2, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [12, 20],
    [240, 250],
    [0.03, 0.05],
  ])('rounds %s up to %s', (raw, width) => {
    expect(roundWidth(raw)).toBeCloseTo(width, 12);
  });

  it('answers 1 for nothing to measure', () => {
    expect(roundWidth(0)).toBe(1);
    expect(roundWidth(Number.NaN)).toBe(1);
  });
});

describe('cashoutHistogram', () => {
  it('counts every run once, busts in the first bin, the tail in the open last bin', () => {
    // 20 runs: 10 busts (0), 9 from 10 to 90, and one lucky 1,000. The 95th percentile (19th of 20) is 90, so the
    // width is the round figure above 90 / 9.5 = 9.47: 10. Bins [0,10) … [80,90), and [90, ∞) holding 90 and 1,000.
    const runs = Float64Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 1000]);
    const { width, counts } = cashoutHistogram(runs);
    expect(width).toBe(10);
    expect(counts).toEqual([10, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('reaches the largest cash-out when most runs bust', () => {
    // 96 busts of 100 and four wins of 50: the 95th percentile is 0, so the bins reach 50: 50 / 9.5 = 5.26 rounds up to a width of 10, and 50 falls in bin 5, [50, 60).
    const runs = new Float64Array(100);
    runs.set([50, 50, 50, 50], 96);
    const { width, counts } = cashoutHistogram(runs);
    expect(width).toBe(10);
    expect(counts[0]).toBe(96);
    expect(counts[5]).toBe(4);
  });

  it('has empty bins for no runs', () => {
    expect(cashoutHistogram(new Float64Array(0)).counts).toEqual(new Array(10).fill(0));
  });
});
