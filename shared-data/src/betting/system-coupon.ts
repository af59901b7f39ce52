/**
 * The İddaa coupon and system calculator: how many columns a coupon plays, what it costs, and what it pays.
 *
 * A coupon of n selections is either a plain combination (one column of all n) or a system of chosen sizes k: every
 * column of k selections, each column holding all the bankers. A column wins when each of its selections has won
 * (a void one, cancelled or postponed, counts as won at 1.00) and pays kolon × misli × the product of its odds.
 *
 * Amounts are computed exactly (see system-coupon-math.ts) and rounded once, half up, to the kuruş. Odds with more
 * than four decimals are refused rather than rounded: the rule would otherwise compute with odds the reader never
 * typed, and no bookmaker prices that finely. Repeated system sizes are taken once ('3,3' is the system 3).
 */

import { invalid, type InvalidInput, type NotANumber, type NumberProblem, type Overflow } from './input-checks.ts';
import { MAX_DECIMAL_ODDS, type OddsTooLarge } from './odds-formats.ts';
import { binomial, columnsPayout, ODDS_DECIMALS, ODDS_ONE, toScaled } from './system-coupon-math.ts';

export const COUPON_MIN_SELECTIONS = 1;
export const COUPON_MAX_SELECTIONS = 30;
/** More columns than this are refused, not computed: no bookmaker takes such a coupon. */
export const COUPON_MAX_COLUMNS = 100_000;
export const COUPON_MIN_MISLI = 1;
export const COUPON_MAX_MISLI = 1000;
export const COUPON_MIN_MBS = 1;
export const COUPON_MAX_MBS = 4;
/** The lowest odds a bookmaker offers on a selection. */
export const COUPON_MIN_ODDS = 1.01;
/** Odds are read to four decimals, the column price to the kuruş. */
export const COUPON_ODDS_DECIMALS = ODDS_DECIMALS;
export const COUPON_KOLON_DECIMALS = 2;

/** A settled selection: `void` is cancelled or postponed, and counts as won at odds of 1.00. */
export type SelectionOutcome = 'won' | 'lost' | 'void';

export interface CouponSelection {
  /** Decimal odds. */
  odds: number | null;
  /** Minimum number of selections a coupon holding this one must have (MBS), 1 to 4. */
  mbs: number | null;
  /** A banker is in every column of the system. */
  banker: boolean;
  /** Null while the selection is still open. */
  result: SelectionOutcome | null;
}

export interface CouponInput {
  selections: readonly CouponSelection[];
  /** The system's sizes (e.g. [3, 4]); null or empty for a plain combination of all the selections. */
  system: readonly number[] | null;
  /** How many times each column is played: a whole number from 1 to 1000. */
  misli: number | null;
  /** Price of one column in TL. */
  kolon: number | null;
}

export type NotWhole = { code: 'notWhole' };
export type OutOfRange = { code: 'outOfRange'; min: number; max: number };
/** More decimals than `max`: odds past four, a column price past the kuruş. */
export interface TooManyDecimals {
  code: 'tooManyDecimals';
  max: number;
}
export interface SelectionCount {
  code: 'selectionCount';
  min: number;
  max: number;
  count: number;
}

/** Odds the rule refuses: missing, below COUPON_MIN_ODDS, above MAX_DECIMAL_ODDS, or past four decimals. */
export type CouponOddsProblem = NotANumber | { code: 'oddsBelowMinimum'; min: number } | OddsTooLarge | TooManyDecimals;

/** A system size that cannot be played with these selections. */
export type SystemSizeProblem =
  | { code: 'sizeNotWhole'; size: number }
  | { code: 'sizeBelowOne'; size: number }
  | { code: 'sizeAboveSelections'; size: number; selections: number }
  | { code: 'sizeBelowBankers'; size: number; bankers: number };

/** The coupon would have `columns` columns, more than `max`. */
export interface TooManyColumns {
  code: 'tooManyColumns';
  columns: number;
  max: number;
}

/**
 * Why the rule cannot compute the coupon. `odds` and `mbs` carry the selection's `index` (0-based). `overflow` (on
 * `kolon`) is a stake or payout beyond Number.MAX_SAFE_INTEGER kuruş.
 */
export type CouponError =
  | InvalidInput<'selections', SelectionCount>
  | InvalidInput<'odds', CouponOddsProblem>
  | InvalidInput<'mbs', NotANumber | NotWhole | OutOfRange>
  | InvalidInput<'system', SystemSizeProblem | TooManyColumns>
  | InvalidInput<'misli', NotANumber | NotWhole | OutOfRange>
  | InvalidInput<'kolon', NumberProblem<'positive'> | TooManyDecimals | Overflow>;

export type CouponField = CouponError['field'];

/**
 * A system size smaller than the largest MBS on the coupon: its columns are too short for the selection(s) that
 * carry it. `selections` are the 1-based numbers of every selection with that MBS; `by` is mbs − size.
 */
export interface MbsBreak {
  size: number;
  mbs: number;
  selections: number[];
  by: number;
}

export interface Coupon {
  kind: 'coupon';
  /** True for a plain combination (one column of all the selections). */
  plain: boolean;
  /** Columns of each size, sizes ascending; a plain combination has the one size n. */
  columnsBySize: { size: number; columns: number }[];
  columns: number;
  /** columns × misli × kolon, in TL. */
  stake: number;
  /** Empty when the coupon keeps the MBS rule; otherwise every payout below is null. */
  mbsBreaks: MbsBreak[];
  /** Every selection wins. */
  maxPayout: number | null;
  /** The least a paying coupon pays: the bankers and the lowest-priced others win, just enough for one column. */
  minPayout: number | null;
  /** What the results marked pay; null until every selection has a result. */
  payout: number | null;
  /** payout − stake; null with the payout. */
  net: number | null;
}

export type CouponResult = Coupon | CouponError;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const toTl = (kurus: bigint) => Number(kurus) / 100;

function readOdds(value: number | null, index: number): bigint | InvalidInput<'odds', CouponOddsProblem> {
  if (value === null || !Number.isFinite(value)) return invalid('odds', { code: 'notANumber' }, index);
  if (value < COUPON_MIN_ODDS) return invalid('odds', { code: 'oddsBelowMinimum', min: COUPON_MIN_ODDS }, index);
  if (value > MAX_DECIMAL_ODDS) return invalid('odds', { code: 'oddsTooLarge', max: MAX_DECIMAL_ODDS }, index);
  return toScaled(value, ODDS_DECIMALS) ?? invalid('odds', { code: 'tooManyDecimals', max: ODDS_DECIMALS }, index);
}

function checkWhole<F extends string>(
  field: F,
  value: number | null,
  min: number,
  max: number,
  index?: number,
): InvalidInput<F, NotANumber | NotWhole | OutOfRange> | null {
  if (value === null || !Number.isFinite(value)) return invalid(field, { code: 'notANumber' }, index);
  if (!Number.isInteger(value)) return invalid(field, { code: 'notWhole' }, index);
  return value < min || value > max ? invalid(field, { code: 'outOfRange', min, max }, index) : null;
}

function checkSize(size: number, selections: number, bankers: number): InvalidInput<'system', SystemSizeProblem> | null {
  if (!Number.isInteger(size)) return invalid('system', { code: 'sizeNotWhole', size });
  if (size < 1) return invalid('system', { code: 'sizeBelowOne', size });
  if (size > selections) return invalid('system', { code: 'sizeAboveSelections', size, selections });
  if (size < bankers) return invalid('system', { code: 'sizeBelowBankers', size, bankers });
  return null;
}

function readKolon(value: number | null): bigint | InvalidInput<'kolon', NumberProblem<'positive'> | TooManyDecimals | Overflow> {
  if (value === null || !Number.isFinite(value)) return invalid('kolon', { code: 'notANumber' });
  if (value <= 0) return invalid('kolon', { code: 'notPositive' });
  const kurus = toScaled(value, COUPON_KOLON_DECIMALS);
  if (kurus === null) return invalid('kolon', { code: 'tooManyDecimals', max: COUPON_KOLON_DECIMALS });
  return kurus > MAX_SAFE ? invalid('kolon', { code: 'overflow' }) : kurus;
}

/** Each size k that is smaller than the largest MBS, with the selections carrying that MBS. */
function mbsBreaks(mbs: readonly number[], sizes: readonly number[]): MbsBreak[] {
  const largest = Math.max(...mbs);
  const holders = mbs.flatMap((m, index) => (m === largest ? [index + 1] : []));
  return sizes.filter((k) => k < largest).map((size) => ({ size, mbs: largest, selections: holders, by: largest - size }));
}

export function calculateCoupon(input: CouponInput): CouponResult {
  const { selections } = input;
  const n = selections.length;
  if (n < COUPON_MIN_SELECTIONS || n > COUPON_MAX_SELECTIONS) {
    return invalid('selections', { code: 'selectionCount', min: COUPON_MIN_SELECTIONS, max: COUPON_MAX_SELECTIONS, count: n });
  }
  const odds: bigint[] = [];
  for (const [index, selection] of selections.entries()) {
    const read = readOdds(selection.odds, index);
    if (typeof read !== 'bigint') return read;
    odds.push(read);
    const badMbs = checkWhole('mbs', selection.mbs, COUPON_MIN_MBS, COUPON_MAX_MBS, index);
    if (badMbs) return badMbs;
  }
  const bankers = selections.filter((s) => s.banker).length;
  const chosen = input.system ?? [];
  const plain = chosen.length === 0;
  const sizes = plain ? [n] : [...new Set(chosen)].sort((a, b) => a - b);
  for (const size of sizes) {
    const bad = checkSize(size, n, bankers);
    if (bad) return bad;
  }
  const badMisli = checkWhole('misli', input.misli, COUPON_MIN_MISLI, COUPON_MAX_MISLI);
  if (badMisli) return badMisli;
  const kolon = readKolon(input.kolon);
  if (typeof kolon !== 'bigint') return kolon;

  const columnsBySize = sizes.map((size) => ({ size, columns: binomial(n - bankers, size - bankers) }));
  const columns = columnsBySize.reduce((sum, c) => sum + c.columns, 0n);
  if (columns > BigInt(COUPON_MAX_COLUMNS)) {
    return invalid('system', { code: 'tooManyColumns', columns: Number(columns), max: COUPON_MAX_COLUMNS });
  }
  const perColumn = kolon * BigInt(input.misli ?? 0);
  const stake = columns * perColumn;
  if (stake > MAX_SAFE) return invalid('kolon', { code: 'overflow' });

  const coupon: Coupon = {
    kind: 'coupon',
    plain,
    columnsBySize: columnsBySize.map((c) => ({ size: c.size, columns: Number(c.columns) })),
    columns: Number(columns),
    stake: toTl(stake),
    mbsBreaks: mbsBreaks(selections.map((s) => s.mbs ?? COUPON_MIN_MBS), sizes),
    maxPayout: null,
    minPayout: null,
    payout: null,
    net: null,
  };
  if (coupon.mbsBreaks.length > 0) return coupon;

  const bankerOdds = odds.filter((_, i) => selections[i]?.banker);
  const otherOdds = odds.filter((_, i) => !selections[i]?.banker);
  // Every payout is at most this one: a void selection pays 1.00, less than its odds, and a lost one nothing.
  const max = columnsPayout(bankerOdds, otherOdds, sizes, perColumn);
  if (max > MAX_SAFE) return invalid('kolon', { code: 'overflow' });
  const smallest = sizes[0] ?? n;
  const cheapest = [...otherOdds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, smallest - bankers);
  const min = columnsPayout(bankerOdds, cheapest, [smallest], perColumn);

  const settled = selections.every((s) => s.result !== null) ? settledPayout(selections, odds, sizes, perColumn) : null;
  return {
    ...coupon,
    maxPayout: toTl(max),
    minPayout: toTl(min),
    payout: settled === null ? null : toTl(settled),
    net: settled === null ? null : toTl(settled - stake),
  };
}

/** What the coupon pays on the results marked: won at its odds, void at 1.00, lost as 0. */
function settledPayout(selections: readonly CouponSelection[], odds: readonly bigint[], sizes: readonly number[], perColumn: bigint): bigint {
  const bankers: bigint[] = [];
  const others: bigint[] = [];
  for (const [i, s] of selections.entries()) {
    const value = s.result === 'won' ? (odds[i] ?? 0n) : s.result === 'void' ? ODDS_ONE : 0n;
    (s.banker ? bankers : others).push(value);
  }
  return columnsPayout(bankers, others, sizes, perColumn);
}
