/**
 * How sure a simulated figure is, for the pages: a 95 % interval (estimate ± 1.96 standard errors, the normal
 * approximation, which the central limit theorem makes good at the thousands of runs the model plays) and the
 * precision the interval supports.
 */

/** z of a two-sided 95 % interval. */
export const Z95 = 1.96;

export interface Interval {
  /** The estimate and the interval's ends, rounded to `step`. */
  estimate: number;
  low: number;
  high: number;
  /** The rounding: the largest power of ten not above the half-width, at least 0.01 (a cent). */
  step: number;
}

/** The largest power of ten not above `halfWidth`, at least 0.01. */
export function precisionOf(halfWidth: number): number {
  if (!(halfWidth > 0.01) || !Number.isFinite(halfWidth)) return 0.01;
  return 10 ** Math.floor(Math.log10(halfWidth) + 1e-12);
}

const roundTo = (value: number, step: number) => {
  const rounded = Math.round(value / step) * step;
  // Clean binary artefacts (0.30000000000000004) and negative zero.
  return Number(rounded.toFixed(Math.max(0, -Math.floor(Math.log10(step))))) + 0;
};

/**
 * The 95 % interval of a mean with its standard error, rounded to the precision it supports: with a standard error
 * above 1 the half-width is above 1.96, so no cents are shown.
 */
export function valueInterval(mean: number, standardError: number): Interval {
  const halfWidth = Z95 * standardError;
  const step = precisionOf(halfWidth);
  return { estimate: roundTo(mean, step), low: roundTo(mean - halfWidth, step), high: roundTo(mean + halfWidth, step), step };
}

/** The 95 % interval of a share of `runs` runs (Wald), clipped to [0, 1]; not rounded. */
export function shareInterval(share: number, runs: number): { share: number; low: number; high: number } {
  const halfWidth = runs > 0 ? Z95 * Math.sqrt((share * (1 - share)) / runs) : 0;
  return { share, low: Math.max(0, share - halfWidth), high: Math.min(1, share + halfWidth) };
}
