/**
 * The value of a casino bonus offer, two ways.
 *
 * - **Closed form** (`calculateBonusWagering`, the wagering calculator's rule): expected loss = turnover × (1 − RTP),
 *   value = bonus − expected loss, as if the whole turnover were always played.
 * - **Simulation** (simulate.ts): the offer played `runs` times (20,000 by default) on a game of the given RTP and
 *   volatility at a fixed bet, each run ending when the wagering is done or the balance cannot cover a bet. It gives
 *   the probability of finishing, the expected cash-out (capped by the maximum cash-out), the expected net value
 *   (cash-out − deposit) and their 10th, 50th and 90th percentiles. It differs from the closed form where the closed
 *   form cannot see: a run that busts stops losing, and a cap cuts the lucky runs.
 *
 * The terms are the casino's typed columns. A match bonus (`bonusPercent`) is that share of the deposit, up to
 * `bonusAmount` when that is above 0; otherwise the bonus is `bonusAmount`. A term of 0 (minimum deposit, maximum bet,
 * maximum cash-out) is an unstated one, as the calculator's link reads it, and a null multiple is no wagering. The game
 * counts 100 % toward the wagering (slots). Free spins and the days to complete are not valued: the store holds no
 * stake per free spin, and the time limit depends on the player's pace, not on the game. Seeded: the same input and
 * seed always give the same figures. Input it cannot use is refused with a typed code; the UI words it.
 */
import { calculateBonusWagering, type BonusWagering } from '../betting/bonus-wagering.ts';
import {
  checkNumber,
  firstInvalid,
  invalid,
  readNumbers,
  type InvalidInput,
  type NumberProblem,
  type Overflow,
} from '../betting/input-checks.ts';
import { cashoutHistogram, type Histogram } from './histogram.ts';
import { simulateWagering } from './simulate.ts';
import {
  MAX_STANDARD_DEVIATION,
  payoutDistribution,
  VOLATILITY_STANDARD_DEVIATIONS,
  type PayoutDistribution,
  type VolatilityClass,
} from './volatility.ts';

/**
 * How a bonus behaves at a withdrawal: `cashable`, withdrawable once wagered, the deposit locked until then (the value
 * model's case); `sticky`, the bonus amount removed from the cash-out; `non_sticky`, the deposit played first and the
 * bonus only once the deposit is lost, a cash-out before that keeping the deposit's winnings and forfeiting the bonus.
 */
export const BONUS_TYPES = ['cashable', 'sticky', 'non_sticky'] as const;

export type BonusType = (typeof BONUS_TYPES)[number];

/** A welcome bonus's terms as typed figures (amounts in the bonus's currency); null where a term does not apply. */
export interface BonusTerms {
  bonusAmount: number;
  /** Match percentage of a deposit bonus ('%100' is 100). */
  bonusPercent: number | null;
  /** Wagering multiple; null when there is no wagering requirement. */
  wageringMultiple: number | null;
  /** Whether the multiple applies to the bonus alone or to deposit plus bonus. */
  wageringBase: 'bonus' | 'deposit_bonus';
  minDeposit: number | null;
  maxBet: number | null;
  maxCashout: number | null;
  daysToComplete: number | null;
  bonusType: BonusType;
  /** The least stake a spin may have while wagering; null when the terms set none. */
  minStake: number | null;
  /** Percent of a stake counted toward the wagering, by game class; null where the terms do not say. */
  slotContribution: number | null;
  tableContribution: number | null;
  liveContribution: number | null;
  /** How many free spins come with the offer (0 for none). */
  freeSpins: number;
  /** What one free spin stakes; null when the terms do not say. */
  freeSpinValue: number | null;
  /** Wagering multiple on the free spins' winnings; null when they have none. */
  freeSpinWagering: number | null;
  /** The most the free spins' winnings can turn into; null when uncapped. */
  freeSpinMaxCashout: number | null;
  /** Whether the free spins are played before the match bonus. */
  freeSpinsFirst: boolean;
}

/** The offer's terms as the store's casino row holds them (a row can be passed as it is). */
export type OfferTerms = Pick<
  BonusTerms,
  'bonusAmount' | 'bonusPercent' | 'wageringMultiple' | 'wageringBase' | 'minDeposit' | 'maxBet' | 'maxCashout' | 'minStake'
>;

/** A volatility class, or a game's own standard deviation per unit bet when it is known. */
export type Volatility = VolatilityClass | { standardDeviation: number };

export interface BonusValueInput {
  terms: OfferTerms;
  deposit: number | null;
  rtpPercent: number | null;
  volatility: Volatility;
  /** The stake of every spin, within the terms' maximum bet. */
  bet: number | null;
  /** How many times the offer is played; BONUS_VALUE_RUNS.default when left out. */
  runs?: number;
  /** Any whole number; only its low 32 bits count. BONUS_VALUE_DEFAULT_SEED when left out. */
  seed?: number;
}

export const BONUS_VALUE_RUNS = { default: 20_000, min: 1, max: 200_000 } as const;
export const BONUS_VALUE_DEFAULT_SEED = 1;
/** More spins than anyone plays for one bonus (some 58 days non-stop at 5 s a spin); it bounds a run's time. */
export const MAX_SPINS_PER_RUN = 1_000_000;

/** Nearest-rank percentiles over the runs. */
export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
}

export interface BonusValue {
  kind: 'bonusValue';
  /** The bonus the deposit earns. */
  bonus: number;
  /** The calculator's closed form for the same offer and RTP. */
  closedForm: BonusWagering;
  /** The spin's payout the simulation played. */
  payout: PayoutDistribution;
  runs: number;
  seed: number;
  /** Share of runs that finished the wagering, 0 to 1. */
  finishProbability: number;
  expectedCashout: number;
  /** expectedCashout − deposit. */
  expectedNetValue: number;
  /** Standard error of both expectations (the runs' standard deviation / √runs). */
  standardError: number;
  cashout: Percentiles;
  /** The cash-out's percentiles less the deposit. */
  netValue: Percentiles;
  /** The runs' cash-outs in bins, for a chart. */
  histogram: Histogram;
}

export type BonusValueField =
  | Exclude<keyof OfferTerms, 'wageringBase'>
  | 'deposit'
  | 'rtpPercent'
  | 'standardDeviation'
  | 'bet'
  | 'runs'
  | 'seed';

/**
 * A refused number; `belowMinDeposit`; a bet above the maximum bet (`aboveMaxBet`), below the minimum stake
 * (`belowMinStake`: with a minimum stake above the maximum bet no bet is allowed), or so small that the wagering
 * takes more than MAX_SPINS_PER_RUN spins (`betTooSmall`, with the smallest bet); a standard deviation above
 * MAX_STANDARD_DEVIATION; a run count outside BONUS_VALUE_RUNS or not whole; a seed that is not whole; or a
 * wagering so large it overflows.
 */
export type BonusValueError =
  | InvalidInput<BonusValueField, NumberProblem<'positive' | 'nonNegative' | 'percent'>>
  | InvalidInput<'deposit', { code: 'belowMinDeposit'; min: number }>
  | InvalidInput<'bet', { code: 'aboveMaxBet'; max: number } | { code: 'belowMinStake'; min: number } | { code: 'betTooSmall'; min: number }>
  | InvalidInput<'standardDeviation', { code: 'standardDeviationTooLarge'; max: number }>
  | InvalidInput<'runs', { code: 'runCount'; min: number; max: number }>
  | InvalidInput<'seed', { code: 'notAWholeNumber' }>
  | InvalidInput<'wageringMultiple', Overflow>;

export type BonusValueResult = BonusValue | BonusValueError;

type Rule = 'positive' | 'nonNegative' | 'percent';
const optional = <F extends BonusValueField>(field: F, value: number | null, rule: Rule) =>
  value === null ? null : checkNumber(field, { value, rule });
/** A term of 0 is an unstated one. */
const stated = (value: number | null) => (value !== null && value > 0 ? value : null);

export function calculateBonusValue(input: BonusValueInput): BonusValueResult {
  const checked = checkInput(input);
  if (checked.kind === 'invalid') return checked;
  const { deposit, bonus, rtpPercent, standardDeviation, bet, maxBet, runs, seed } = checked;
  const closedForm = calculateBonusWagering({
    bonusAmount: bonus,
    deposit,
    wageringMultiple: input.terms.wageringMultiple ?? 0,
    wageringBase: input.terms.wageringBase,
    contributionPercent: 100,
    rtpPercent,
    maxBet,
  });
  // Every input was checked first, so the closed form can only refuse a turnover that overflows.
  if (closedForm.kind === 'invalid') return invalid('wageringMultiple', { code: 'overflow' });
  if (closedForm.turnover / bet > MAX_SPINS_PER_RUN) {
    return invalid('bet', { code: 'betTooSmall', min: closedForm.turnover / MAX_SPINS_PER_RUN });
  }

  const payout = payoutDistribution(rtpPercent / 100, standardDeviation);
  const play = { start: deposit + bonus, turnover: closedForm.turnover, bet, maxCashout: stated(input.terms.maxCashout) };
  const { cashouts, finished } = simulateWagering(play, payout, runs, seed >>> 0);
  const { mean, standardError, percentiles } = summarise(cashouts);
  return {
    kind: 'bonusValue',
    bonus,
    closedForm,
    payout,
    runs,
    seed,
    finishProbability: finished / runs,
    expectedCashout: mean,
    expectedNetValue: mean - deposit,
    standardError,
    cashout: percentiles,
    netValue: { p10: percentiles.p10 - deposit, p50: percentiles.p50 - deposit, p90: percentiles.p90 - deposit },
    // summarise sorted the cash-outs.
    histogram: cashoutHistogram(cashouts),
  };
}

interface CheckedInput {
  kind: 'checked';
  deposit: number;
  bonus: number;
  rtpPercent: number;
  standardDeviation: number;
  bet: number;
  maxBet: number | null;
  runs: number;
  seed: number;
}

/** The input as plain numbers with the bonus it earns, or the first refusal: the terms first, then the player's choices. */
function checkInput(input: BonusValueInput): CheckedInput | BonusValueError {
  const { terms } = input;
  const runs = input.runs ?? BONUS_VALUE_RUNS.default;
  const seed = input.seed ?? BONUS_VALUE_DEFAULT_SEED;
  const { volatility } = input;
  const read = readNumbers<'deposit' | 'rtpPercent' | 'standardDeviation' | 'bet', Rule>({
    deposit: { value: input.deposit, rule: 'nonNegative' },
    rtpPercent: { value: input.rtpPercent, rule: 'percent' },
    standardDeviation: {
      value: typeof volatility === 'string' ? VOLATILITY_STANDARD_DEVIATIONS[volatility] : volatility.standardDeviation,
      rule: 'nonNegative',
    },
    bet: { value: input.bet, rule: 'positive' },
  });
  const bad = firstInvalid<BonusValueError>(
    checkNumber('bonusAmount', { value: terms.bonusAmount, rule: 'nonNegative' }),
    optional('bonusPercent', terms.bonusPercent, 'nonNegative'),
    optional('wageringMultiple', terms.wageringMultiple, 'nonNegative'),
    optional('minDeposit', terms.minDeposit, 'nonNegative'),
    optional('maxBet', terms.maxBet, 'nonNegative'),
    optional('maxCashout', terms.maxCashout, 'nonNegative'),
    optional('minStake', terms.minStake, 'nonNegative'),
    read.kind === 'invalid' ? read : null,
  );
  if (bad) return bad;
  if (read.kind === 'invalid') return read;
  const { deposit, rtpPercent, standardDeviation, bet } = read.values;
  const minDeposit = stated(terms.minDeposit);
  const maxBet = stated(terms.maxBet);
  const minStake = stated(terms.minStake);
  const refused = firstInvalid<BonusValueError>(
    minDeposit !== null && deposit < minDeposit ? invalid('deposit', { code: 'belowMinDeposit', min: minDeposit }) : null,
    // A game that pays nothing back has no spread either: its payout is 0 on every spin.
    rtpPercent === 0 ? invalid('rtpPercent', { code: 'notPositive' }) : null,
    standardDeviation > MAX_STANDARD_DEVIATION
      ? invalid('standardDeviation', { code: 'standardDeviationTooLarge', max: MAX_STANDARD_DEVIATION })
      : null,
    maxBet !== null && bet > maxBet ? invalid('bet', { code: 'aboveMaxBet', max: maxBet }) : null,
    minStake !== null && bet < minStake ? invalid('bet', { code: 'belowMinStake', min: minStake }) : null,
    Number.isInteger(runs) && runs >= BONUS_VALUE_RUNS.min && runs <= BONUS_VALUE_RUNS.max
      ? null
      : invalid('runs', { code: 'runCount', min: BONUS_VALUE_RUNS.min, max: BONUS_VALUE_RUNS.max }),
    Number.isInteger(seed) ? null : invalid('seed', { code: 'notAWholeNumber' }),
    noBonus(terms, deposit),
  );
  if (refused) return refused;
  const bonus = bonusOf(terms, deposit);
  return { kind: 'checked', deposit, bonus, rtpPercent, standardDeviation, bet, maxBet, runs, seed };
}

/** The bonus a deposit earns: a match (`bonusPercent`) up to `bonusAmount` when that is stated, else `bonusAmount`. */
function bonusOf(terms: OfferTerms, deposit: number): number {
  if (terms.bonusPercent === null) return terms.bonusAmount;
  const match = (deposit * terms.bonusPercent) / 100;
  return terms.bonusAmount > 0 ? Math.min(match, terms.bonusAmount) : match;
}

/** Null when the deposit earns a bonus above 0; else the refusal on the field that makes it 0. */
function noBonus(terms: OfferTerms, deposit: number): BonusValueError | null {
  if (bonusOf(terms, deposit) > 0) return null;
  const field = terms.bonusPercent === null ? 'bonusAmount' : terms.bonusPercent === 0 ? 'bonusPercent' : 'deposit';
  return invalid(field, { code: 'notPositive' });
}

/** Mean, its standard error and percentiles of the runs' cash-outs (sorted in place). */
function summarise(values: Float64Array): { mean: number; standardError: number; percentiles: Percentiles } {
  const n = values.length;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  const standardError = n > 1 ? Math.sqrt(squares / (n - 1) / n) : 0;
  const sorted = values.sort();
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * n) - 1)] ?? 0;
  return { mean, standardError, percentiles: { p10: rank(10), p50: rank(50), p90: rank(90) } };
}
