/**
 * Exact arithmetic for the coupon and system rule, in BigInt: odds as whole ten-thousandths (2.35 → 23500), money as
 * whole kuruş. A system of 30 selections multiplies up to 30 odds, far past the 15–17 digits a double keeps, and a
 * payout rounded column by column can drift from the exact sum by a kuruş; here nothing is rounded until the end.
 */

/** Decimals odds may carry; 10^4 is the scale they are held at. */
export const ODDS_DECIMALS = 4;
const ODDS_SCALE = 10n ** BigInt(ODDS_DECIMALS);

/** Decimal odds of 1.00 at the odds scale: a void selection counts as won at these odds. */
export const ODDS_ONE = ODDS_SCALE;

/**
 * `value` × 10^decimals as a whole number, or null when `value` carries more decimals. The product is read to 15
 * significant digits first: 1.2345 × 10^4 is 12344.999999999998 as a double, and is meant as 12345.
 */
export function toScaled(value: number, decimals: number): bigint | null {
  const shifted = Number((value * 10 ** decimals).toPrecision(15));
  if (!Number.isInteger(shifted)) return null;
  return BigInt(shifted);
}

/** C(n, k), exactly; 0 outside 0 ≤ k ≤ n. Each step c × (n − j + i) / i is C(n − j + i, i), so it divides evenly. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const j = Math.min(k, n - k);
  let c = 1n;
  for (let i = 1; i <= j; i++) c = (c * BigInt(n - j + i)) / BigInt(i);
  return c;
}

/**
 * The elementary symmetric polynomials e_0 … e_max of `values`: e_j is the sum, over every j of the values, of their
 * product. A system's columns of size j are exactly those j-subsets, so e_j is what they pay together without
 * listing them (C(30, 15) is 155 million columns; this is 30 × 15 multiplications). Built one value at a time:
 * e_j(with x) = e_j(without x) + x × e_{j−1}(without x), walking j downwards so each value is used once.
 */
export function elementarySymmetric(values: readonly bigint[], max: number): bigint[] {
  const e: bigint[] = Array.from({ length: max + 1 }, (_, j) => (j === 0 ? 1n : 0n));
  for (const [seen, x] of values.entries()) {
    for (let j = Math.min(seen + 1, max); j >= 1; j--) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * x;
  }
  return e;
}

/** numerator / denominator rounded to a whole number, halves up; both are non-negative and denominator above 0. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

const product = (values: readonly bigint[]) => values.reduce((p, v) => p * v, 1n);

/**
 * What the columns of every size in `sizes` pay together, in kuruş, rounded once. Every column holds all the
 * bankers and k − b of the others, so the columns of size k pay
 *   perColumn × Π(bankers) × e_{k−b}(others) / 10^(4k),
 * odds given at the 10^4 scale: a lost selection as 0 (its columns pay nothing), a void one as ODDS_ONE. The sizes
 * are brought to the largest one's scale, added, and only that sum is divided and rounded.
 */
export function columnsPayout(
  bankers: readonly bigint[],
  others: readonly bigint[],
  sizes: readonly number[],
  perColumn: bigint,
): bigint {
  const b = bankers.length;
  const largest = Math.max(...sizes);
  const e = elementarySymmetric(others, largest - b);
  let scaled = 0n;
  for (const k of sizes) scaled += (e[k - b] ?? 0n) * ODDS_SCALE ** BigInt(largest - k);
  return roundHalfUp(scaled * product(bankers) * perColumn, ODDS_SCALE ** BigInt(largest));
}
