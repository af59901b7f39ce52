/**
 * The runs' cash-outs as a histogram for the review page: equal bins from 0 whose width is a round figure (1, 2, 2.5
 * or 5 times a power of ten), the last bin open above. The bins reach the 95th percentile of the cash-outs (or the
 * largest one when that is 0), so a few lucky runs do not squeeze every other bar into the first one; the runs above
 * fall in the last, open bin. Every run is counted once: busts are the cash-outs of 0, in the first bin.
 */
export interface Histogram {
  /** Width of every bin; bin i holds cash-outs from i × width up to (not including) (i + 1) × width. */
  width: number;
  /** Runs per bin; the last bin also holds every cash-out above its lower edge. */
  counts: number[];
}

export const HISTOGRAM_BINS = 10;

/** The smallest round width (1, 2, 2.5 or 5 × 10^k) at least `raw`. */
export function roundWidth(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const step of [1, 2, 2.5, 5, 10]) {
    // A hair of tolerance, so 0.3 / 0.1 style quotients do not push 3 up to 5.
    if (step * power >= raw * (1 - 1e-12)) return step * power;
  }
  return 10 * power;
}

/** The histogram of cash-outs sorted from low to high. */
export function cashoutHistogram(sorted: Float64Array, bins = HISTOGRAM_BINS): Histogram {
  const n = sorted.length;
  const counts = new Array<number>(bins).fill(0);
  if (n === 0) return { width: 1, counts };
  const p95 = sorted[Math.max(0, Math.ceil(0.95 * n) - 1)] ?? 0;
  const reach = p95 > 0 ? p95 : (sorted[n - 1] ?? 0);
  // The reach must fall inside the last bin, so the open bin starts at or below it.
  const width = roundWidth(reach / (bins - 1 / 2));
  for (const value of sorted) counts[Math.min(bins - 1, Math.floor(value / width))]! += 1;
  return { width, counts };
}
