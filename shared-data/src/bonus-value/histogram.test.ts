import { describe, expect, it } from 'vitest';
import { cashoutHistogram } from './histogram.ts';

describe('cashoutHistogram', () => {
  it('counts the runs that withdraw nothing apart, the others in bins of whole steps', () => {
    // 20 runs: 10 withdraw nothing, 9 from 10 to 90 and one lucky 1,000. The 95th percentile of the 10 positive ones
    // (the 10th) is 1,000, so with a step of 7 the width is the whole number of steps at least 1,000 / 9.5 = 105.3:
    // 16 × 7 = 112. Bins [0,112) hold the nine small ones; 1,000 is in bin ⌊1000 / 112⌋ = 8.
    const runs = Float64Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 1000]);
    const histogram = cashoutHistogram(runs, 7);
    expect(histogram.nothing).toBe(10);
    expect(histogram.step).toBe(7);
    expect(histogram.width).toBe(112);
    expect(histogram.counts).toEqual([9, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
  });

  it('puts the tail above the 95th percentile in the open last bin', () => {
    // 40 positive runs 1…40 and one of 5,000: the 95th percentile (39th of 41) is 39; 39 / 9.5 = 4.1 → 5 steps of 1.
    // Bins [0,5) … [40,45) and the open [45, ∞): 1…4 in bin 0 (4), 35…39 in bin 7 (5), 40 in bin 8, 5,000 in bin 9.
    const runs = Float64Array.from([...Array.from({ length: 40 }, (_, i) => i + 1), 5000]);
    const { width, counts } = cashoutHistogram(runs, 1);
    expect(width).toBe(5);
    expect(counts).toEqual([4, 5, 5, 5, 5, 5, 5, 5, 1, 1]);
  });

  it('leaves no bin empty by construction when the cash-outs lie on the lattice', () => {
    // Cash-outs 3 + 10k for k = 0…99, each once (a lattice of step 10): the width is a whole number of steps, so every
    // bin below the 95th percentile holds at least one lattice point.
    const runs = Float64Array.from(Array.from({ length: 100 }, (_, k) => 3 + 10 * k));
    const { width, counts } = cashoutHistogram(runs, 10);
    expect(width % 10).toBe(0);
    expect(counts.every((count) => count > 0)).toBe(true);
  });

  it('has empty bins when every run withdraws nothing, or there are no runs', () => {
    expect(cashoutHistogram(new Float64Array(5), 2)).toEqual({ step: 2, width: 2, nothing: 5, counts: new Array(10).fill(0) });
    expect(cashoutHistogram(new Float64Array(0), 2).counts).toEqual(new Array(10).fill(0));
  });
});
