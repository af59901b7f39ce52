/**
 * Dutching: one total stake spread over several selections of the same event so that whichever of them wins, the
 * return is the same. If none of the selections wins, the whole stake is lost; the profit below is the profit when
 * one of them wins.
 */

import { roundTo } from '../format.ts';
import { checkNumber, finiteOr, invalid, type InvalidInput, type NumberProblem, type Overflow } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

export const DUTCHING_MIN_SELECTIONS = 2;
export const DUTCHING_MAX_SELECTIONS = 10;

export interface DutchingInput {
  /** Decimal odds of each selection. */
  odds: readonly (number | null)[];
  totalStake: number | null;
}

/**
 * Why the rule cannot split the stake: `selectionCount` (`count` selections, not `min` to `max`), a refused odds (with
 * its index) or stake, or `overflow`.
 */
export type DutchingError =
  | InvalidInput<'selections', { code: 'selectionCount'; min: number; max: number; count: number }>
  | InvalidInput<'odds', DecimalOddsProblem>
  | InvalidInput<'totalStake', NumberProblem<'positive'> | Overflow>;

export interface Dutching {
  kind: 'dutched';
  /** Stake per selection, in the order of the odds. */
  stakes: number[];
  /** What any winning selection pays back, stake included: totalStake / Σ(1/odds). */
  equalReturn: number;
  profit: number;
  profitPercent: number;
  /** Σ(1/odds) in percent: the bookmaker's combined chance of the selections. */
  bookPercent: number;
  /**
   * True when even a winning selection returns less than the total stake (Σ 1/odds > 1), judged on the profit as
   * shown to two decimals, so a break-even book (Σ = 1) is not called a loss.
   */
  guaranteedLoss: boolean;
}

export type DutchingResult = Dutching | DutchingError;

/** stake_i = totalStake × (1/odds_i) / Σ(1/odds_j). */
export function calculateDutching(input: DutchingInput): DutchingResult {
  const { odds } = input;
  if (odds.length < DUTCHING_MIN_SELECTIONS || odds.length > DUTCHING_MAX_SELECTIONS) {
    const bounds = { min: DUTCHING_MIN_SELECTIONS, max: DUTCHING_MAX_SELECTIONS };
    return invalid('selections', { code: 'selectionCount', ...bounds, count: odds.length });
  }
  const valid: number[] = [];
  for (const [index, value] of odds.entries()) {
    const bad = checkDecimalOdds('odds', value, index);
    if (bad) return bad;
    valid.push(value ?? 0);
  }
  const stakeBad = checkNumber('totalStake', { value: input.totalStake, rule: 'positive' });
  if (stakeBad) return stakeBad;
  const totalStake = input.totalStake ?? 0;

  const inverseSum = valid.reduce((sum, o) => sum + 1 / o, 0);
  const stakes = valid.map((o) => (totalStake * (1 / o)) / inverseSum);
  const equalReturn = totalStake / inverseSum;
  const profit = equalReturn - totalStake;

  return finiteOr<Dutching, 'totalStake'>(
    {
      kind: 'dutched',
      stakes,
      equalReturn,
      profit,
      profitPercent: (profit / totalStake) * 100,
      bookPercent: inverseSum * 100,
      guaranteedLoss: roundTo(profit, 2) < 0,
    },
    'totalStake',
  );
}
