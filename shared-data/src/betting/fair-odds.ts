/**
 * Margin removal: from a bookmaker's decimal odds for every outcome of one market to fair probabilities and fair odds.
 * With π_i = 1/odds_i and the book sum Σπ above 1 (the overround), six ways of taking the excess back out:
 *
 * - multiplicative: p_i = π_i / Σπ (normalisation; Štrumbelj 2014, "On determining probability forecasts from
 *   betting odds", International Journal of Forecasting 30(4), calls it the basic method);
 * - additive: p_i = π_i − (Σπ − 1) / n, the same amount off every outcome (Clarke, Kovalchik & Ingram 2017,
 *   "Adjusting bookmaker's odds to allow for overround", American Journal of Sports Science 5(6)); a long shot whose
 *   π_i is smaller than that amount would get a negative probability, so the method is refused for such a market.
 *   Buchdahl's "margin weights proportional to the odds" (Wisdom of the Crowd, football-data.co.uk) is the same
 *   method: its fair odds n·O_i / (n − M·O_i), with M = Σπ − 1, invert to π_i − M/n, so it is not offered apart;
 * - power: p_i = π_i^k with k such that Σ π_i^k = 1 (Clarke, Kovalchik & Ingram 2017);
 * - Shin: Shin's model of a bookmaker facing a share z of insiders (Shin 1992, "Prices of state contingent claims
 *   with insider traders, and the favorite-longshot bias", Economic Journal 102; Shin 1993, "Measuring the incidence
 *   of insider trading in a market for state-contingent claims", Economic Journal 103), in the form of Štrumbelj 2014:
 *   p_i = (sqrt(z² + 4(1 − z) π_i² / Σπ) − z) / (2(1 − z)), with z in [0, 1) such that Σ p_i = 1;
 * - odds ratio: p_i = π_i / (c(1 − π_i) + π_i), so that the odds ratio of π_i to p_i is the same c for every outcome,
 *   with c > 0 such that Σ p_i = 1 (Cheung 2015, "Fixed-odds betting and traditional odds", Sports Trading Network;
 *   described in Buchdahl's Wisdom of the Crowd);
 * - balanced book: z = (Σπ − 1) / (n − 1) and p_i = (π_i − z) / (1 − z) (Fingleton & Waldron 1999, "Optimal
 *   determination of bookmakers' betting odds: theory and tests"): insiders again, but a bookmaker who keeps its
 *   worst-case loss small instead of maximising profit. Like the additive method it is refused when a long shot's π_i
 *   is not above z.
 *
 * The last two follow the R package 'implied' by J. C. Lindstrøm (github.com/opisthokonta/implied,
 * R/implied_probabilities.R), methods "or" (or_func: io / (cc + io − cc·io)) and "bb". implied's bb takes two more
 * arguments, a gross margin g for the bookmaker's costs and a target sum t: z = ((1 − g)Σπ − t) / (n − t) and
 * p_i = ((1 − g)π_i − z) / (1 − z); at its defaults g = 0 and t = 1 that is the formula above, the one used here.
 * implied only warns where bb gives a negative probability (the row's 'problematic' flag) and stops on any book below
 * 100%; here a negative probability is refused, and a book below 100% (an arbitrage) is answered: the odds
 * ratio then has c < 1, and balanced book z < 0, which no longer reads as an insiders' share but still gives positive
 * probabilities that add up to 1 (every π_i > 0 > z).
 */

import { finiteOr, invalid, type InvalidInput, type Overflow } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

export const MARGIN_METHODS = ['multiplicative', 'additive', 'power', 'shin', 'oddsRatio', 'balancedBook'] as const;
export type MarginMethod = (typeof MARGIN_METHODS)[number];

export const FAIR_ODDS_MIN_OUTCOMES = 2;

/**
 * Why the rule cannot answer. On `odds`, the prices typed: `tooFewOdds` (`count` of at least `min`) or a refused
 * price (with its index). On `method`, the chosen method cannot serve this market: `negativeProbability` for the
 * additive method's long shots and `balancedBookNegative` for the balanced book's (`outcomes`, 0-based; the index is
 * the first), `shinNeedsMargin` for a book below 100%, or `overflow`.
 */
export type FairOddsError =
  | InvalidInput<'odds', { code: 'tooFewOdds'; min: number; count: number } | DecimalOddsProblem>
  | InvalidInput<
      'method',
      | { code: 'negativeProbability' | 'balancedBookNegative'; outcomes: number[] }
      | { code: 'shinNeedsMargin' }
      | Overflow
    >;

export interface FairOdds {
  kind: 'fair';
  method: MarginMethod;
  /** Σ 1/odds: above 1 the bookmaker keeps a margin, below 1 the prices form an arbitrage. */
  bookSum: number;
  /** (Σ 1/odds − 1) × 100. */
  overroundPercent: number;
  /** Fair probability of each outcome in percent, in the order of the odds; they add up to 100. */
  probabilitiesPercent: number[];
  /** 100 / probability: the odds without the margin. */
  fairOdds: number[];
  /** Power: the exponent k; Shin and balanced book: the insiders' share z; odds ratio: c; null for the other two. */
  parameter: number | null;
}

export type FairOddsResult = FairOdds | FairOddsError;

/** Σ 1/odds of a market: 1.9 / 1.9 gives 1.0526. */
export function bookSum(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0);
}

/**
 * Root of a function that is positive at `lo` and not positive at `hi`, by bisection down to the last bit of a
 * double (at most ~1100 halvings, ~60 on [0, 1]); the residual is far below the 1e-12 asked of these methods.
 */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (;;) {
    const mid = (a + b) / 2;
    if (mid === a || mid === b) return mid;
    const value = f(mid);
    if (value === 0) return mid;
    if (value > 0) a = mid;
    else b = mid;
  }
}

/** Exponent k with Σ π_i^k = 1; the sum falls as k grows because every π_i is below 1. */
function powerExponent(implied: readonly number[]): number {
  const excess = (k: number) => implied.reduce((sum, p) => sum + p ** k, 0) - 1;
  if (excess(1) <= 0) return bisect(excess, 0, 1); // Σπ ≤ 1: at k = 0 the sum is n ≥ 2, so the root is in (0, 1].
  // Every π_i < 1, so doubling ends (at worst at Infinity, where the sum is 0 and finiteOr refuses the answer).
  let hi = 2;
  while (excess(hi) > 0) hi *= 2;
  return bisect(excess, 1, hi);
}

/** The odds ratio method's probabilities for a given c: π_i / (c(1 − π_i) + π_i), implied's or_func. */
function oddsRatioProbabilities(implied: readonly number[], c: number): number[] {
  return implied.map((p) => p / (c * (1 - p) + p));
}

/** Odds ratio c with Σp = 1; the sum falls as c grows (each p_i does, as every π_i is below 1). */
function oddsRatioC(implied: readonly number[]): number {
  const excess = (c: number) => oddsRatioProbabilities(implied, c).reduce((sum, p) => sum + p, 0) - 1;
  // Σπ ≤ 1: at c = 0 every p_i is 1 and the sum n ≥ 2, so the root is in (0, 1] (below 1 for an arbitrage).
  if (excess(1) <= 0) return bisect(excess, 0, 1);
  // As c grows every p_i goes to 0, so doubling ends (at worst at Infinity, where each p_i is 0).
  let hi = 2;
  while (excess(hi) > 0) hi *= 2;
  return bisect(excess, 1, hi);
}

/**
 * Shin's probabilities for a given z. Multiplying the published form by (sqrt(·) + z) / (sqrt(·) + z) gives
 * 2a / (sqrt(z² + 4(1 − z)a) + z) with a = π_i² / Σπ: the same value, free of the cancellation as z nears 1.
 */
function shinProbabilities(implied: readonly number[], sum: number, z: number): number[] {
  return implied.map((p) => {
    const a = (p * p) / sum;
    return (2 * a) / (Math.sqrt(z * z + 4 * (1 - z) * a) + z);
  });
}

/** Insiders' share z: Σp is sqrt(Σπ) ≥ 1 at z = 0 and Σπ²/Σπ < 1 at z = 1, so the root lies in [0, 1). */
function shinZ(implied: readonly number[], sum: number): number {
  const excess = (z: number) => shinProbabilities(implied, sum, z).reduce((s, p) => s + p, 0) - 1;
  return excess(0) <= 0 ? 0 : bisect(excess, 0, 1);
}

function fair(
  method: MarginMethod,
  odds: readonly number[],
  probabilities: number[],
  parameter: number | null,
): FairOddsResult {
  const sum = bookSum(odds);
  return finiteOr<FairOdds, 'method'>(
    {
      kind: 'fair',
      method,
      bookSum: sum,
      overroundPercent: (sum - 1) * 100,
      probabilitiesPercent: probabilities.map((p) => p * 100),
      // A probability that underflowed to 0 gives Infinity here, which finiteOr turns into an invalid answer.
      fairOdds: probabilities.map((p) => 1 / p),
      parameter,
    },
    'method',
  );
}

/** Fair probabilities and odds of one market (2 or more decimal odds, each above 1) by the chosen method. */
export function removeMargin(odds: readonly (number | null)[], method: MarginMethod): FairOddsResult {
  if (odds.length < FAIR_ODDS_MIN_OUTCOMES) {
    return invalid('odds', { code: 'tooFewOdds', min: FAIR_ODDS_MIN_OUTCOMES, count: odds.length });
  }
  const valid: number[] = [];
  for (const [index, value] of odds.entries()) {
    const bad = checkDecimalOdds('odds', value, index);
    if (bad) return bad;
    valid.push(value ?? 0);
  }
  const implied = valid.map((o) => 1 / o);
  const sum = bookSum(valid);

  switch (method) {
    case 'multiplicative':
      return fair(method, valid, implied.map((p) => p / sum), null);
    case 'additive': {
      const probabilities = implied.map((p) => p - (sum - 1) / implied.length);
      const broken = probabilities.flatMap((p, i) => (p > 0 ? [] : [i]));
      if (broken.length > 0) return invalid('method', { code: 'negativeProbability', outcomes: broken }, broken[0]);
      return fair(method, valid, probabilities, null);
    }
    case 'power': {
      const k = powerExponent(implied);
      return fair(method, valid, implied.map((p) => p ** k), k);
    }
    case 'shin': {
      // z is an insiders' share, never negative: a book under 100% (an arbitrage) is outside the model.
      if (sum < 1) return invalid('method', { code: 'shinNeedsMargin' });
      const z = shinZ(implied, sum);
      return fair(method, valid, shinProbabilities(implied, sum, z), z);
    }
    case 'oddsRatio': {
      const c = oddsRatioC(implied);
      return fair(method, valid, oddsRatioProbabilities(implied, c), c);
    }
    case 'balancedBook': {
      // z < 1 as every π_i is below 1; z < 0 for an arbitrage is kept (see the header).
      const z = (sum - 1) / (implied.length - 1);
      const probabilities = implied.map((p) => (p - z) / (1 - z));
      const broken = probabilities.flatMap((p, i) => (p > 0 ? [] : [i]));
      if (broken.length > 0) return invalid('method', { code: 'balancedBookNegative', outcomes: broken }, broken[0]);
      return fair(method, valid, probabilities, z);
    }
  }
}
