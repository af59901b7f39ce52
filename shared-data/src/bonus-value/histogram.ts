/**
 * The runs' cash-outs as a histogram for the review page. The runs that withdraw nothing (busts, and sticky runs that
 * end at or under the bonus) are counted apart: they are most runs of many offers and would flatten every other bar.
 * The others fall in equal bins from 0, the last one open above, reaching the 95th percentile of the positive
 * cash-outs, so a few lucky runs do not squeeze the rest into the first bin.
 *
 * A run's balance moves in whole wins: with the two-outcome spin (volatility.ts) a finished run ends at start −
 * turnover + k × win for a whole k, so cash-outs lie on a lattice of step win × bet. A bin narrower than the step would
 * be empty by construction between two lattice points; the width is therefore a whole number of steps, the smallest
 * that reaches the 95th percentile in the bins.
 */
/**
 * The runs' cash-outs for a chart: the runs that withdraw nothing apart (`nothing`), the others in bins from 0 whose
 * width is a whole number of `step`s, the last bin open above.
 */
export interface ValueHistogram {
  /** What one win adds to a balance: the win per unit bet × the bet. Cash-outs lie on a lattice of this step. */
  step: number;
  /** The width of every bin; bin i holds cash-outs above 0 from i × width up to (not including) (i + 1) × width. */
  width: number;
  /** Runs that withdraw nothing. */
  nothing: number;
  /** Runs per bin; the last bin also holds every cash-out above its lower edge. */
  counts: number[];
}


export const HISTOGRAM_BINS = 10;

/** The histogram of cash-outs sorted from low to high, in bins whose width is a whole number of `step`s. */
export function cashoutHistogram(sorted: Float64Array, step: number, bins = HISTOGRAM_BINS): ValueHistogram {
  const counts = new Array<number>(bins).fill(0);
  let nothing = 0;
  while (nothing < sorted.length && sorted[nothing]! <= 0) nothing += 1;
  const positive = sorted.length - nothing;
  const unit = step > 0 && Number.isFinite(step) ? step : 1;
  if (positive === 0) return { step: unit, width: unit, nothing, counts };
  const p95 = sorted[nothing + Math.max(0, Math.ceil(0.95 * positive) - 1)]!;
  // The 95th percentile must fall inside the last bin, so the open bin starts at or below it.
  const width = unit * Math.max(1, Math.ceil(p95 / (bins - 1 / 2) / unit - 1e-9));
  for (let i = nothing; i < sorted.length; i += 1) counts[Math.min(bins - 1, Math.floor(sorted[i]! / width))]! += 1;
  return { step: unit, width, nothing, counts };
}
