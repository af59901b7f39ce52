/**
 * The value of a casino bonus offer, two ways.
 *
 * - **Closed form** (`calculateBonusWagering`, the wagering calculator's rule): expected loss = turnover × (1 − RTP),
 *   value = bonus − expected loss, as if the whole turnover were always played.
 * - **Simulation** (play-offer.ts, simulate.ts): the offer played many times on a game of the given RTP and
 *   volatility at a fixed bet, each run ending when the wagering is done or the balance cannot cover a bet: the
 *   match bonus by its type (cashable, sticky, non-sticky) and the free spins on their slot, each part from its own
 *   balance. It gives the shares of runs that finish, withdraw anything and withdraw more than the deposit, the
 *   expected cash-out and net value (cash-out − deposit) with their standard error, the median withdrawal and a
 *   histogram. It differs from the closed form where the closed form cannot see: a run that busts stops losing, and
 *   a cap cuts the lucky runs.
 *
 * The terms are the casino's typed columns. A match bonus (`bonusPercent`) is that share of the deposit, up to
 * `bonusAmount` when that is above 0; otherwise the bonus is `bonusAmount`. A term of 0 (minimum deposit, maximum bet,
 * maximum cash-out) is an unstated one, as the calculator's link reads it, and a null multiple is no wagering. Only the
 * reference game's class counts toward the wagering, by its contribution (100 % where the terms say nothing). The days
 * to complete are not valued: the time limit depends on the player's pace, not on the game. The runs are 20,000, or
 * more where the standard error would be above RUNS_TARGET. Seeded: the same input and seed always give the same
 * figures. Input it cannot use is refused with a typed code; the UI words it. METHOD.md beside this file states the
 * method and its figures.
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
import { cashoutHistogram, type ValueHistogram } from './histogram.ts';
import type { BonusType } from './bonus-type.ts';
import { type FreeSpinPlan, type PartPlan, type PlayedOffer, playOffer } from './play-offer.ts';
import {
  MAX_STANDARD_DEVIATION,
  payoutDistribution,
  VOLATILITY_STANDARD_DEVIATIONS,
  type PayoutDistribution,
  type VolatilityClass,
} from './volatility.ts';

export { BONUS_TYPES, type BonusType } from './bonus-type.ts';

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

/**
 * The offer's terms as the store's casino row holds them (a row can be passed as it is). The terms added with method
 * version 3 may be left out: a cashable bonus, contributions the terms do not state (100 %), no free spins.
 */
export type OfferTerms = Pick<
  BonusTerms,
  'bonusAmount' | 'bonusPercent' | 'wageringMultiple' | 'wageringBase' | 'minDeposit' | 'maxBet' | 'maxCashout' | 'minStake'
> &
  Partial<
    Pick<
      BonusTerms,
      | 'bonusType'
      | 'slotContribution'
      | 'tableContribution'
      | 'liveContribution'
      | 'freeSpins'
      | 'freeSpinValue'
      | 'freeSpinWagering'
      | 'freeSpinMaxCashout'
      | 'freeSpinsFirst'
    >
  >;

/** A volatility class, or a game's own standard deviation per unit bet when it is known. */
export type Volatility = VolatilityClass | { standardDeviation: number };

/** The class of game a stake is played on, for the terms' contribution: slots or live casino. */
export type GameClass = 'slot' | 'live';

/** A game as the model plays it. */
export interface PlayedGame {
  rtpPercent: number | null;
  volatility: Volatility;
}

export interface BonusValueInput {
  terms: OfferTerms;
  deposit: number | null;
  rtpPercent: number | null;
  volatility: Volatility;
  /** The reference game's class: its contribution counts toward the wagering. 'slot' when left out. */
  gameClass?: GameClass;
  /** The slot the free spins are played on (and their winnings wagered on); the reference game when left out. */
  freeSpinGame?: PlayedGame;
  /** The stake of every wagering spin, within the terms' maximum bet. */
  bet: number | null;
  /**
   * How many times the offer is played. When left out: BONUS_VALUE_RUNS.default, or more where the standard error
   * would be above RUNS_TARGET of the start (see `targetStandardError`), up to BONUS_VALUE_RUNS.max.
   */
  runs?: number;
  /** Any whole number; only its low 32 bits count. BONUS_VALUE_DEFAULT_SEED when left out. */
  seed?: number;
}

export const BONUS_VALUE_RUNS = { default: 20_000, min: 1, max: 200_000 } as const;
export const BONUS_VALUE_DEFAULT_SEED = 1;
/** More spins than anyone plays for one bonus (some 58 days non-stop at 5 s a spin); it bounds a run's time. */
export const MAX_SPINS_PER_RUN = 1_000_000;
/** The standard error the run count aims at: at most this share of the start, or 1 unit of money when that is more. */
export const RUNS_TARGET = { shareOfStart: 0.02, atLeast: 1 } as const;

/** One part of an offer's figures: the match bonus (with the deposit) or the free spins. */
export interface PartValue {
  part: 'match' | 'freeSpins';
  /** Mean of what the part pays out (0 on a bust), and its standard error. */
  expectedCashout: number;
  standardError: number;
  /** Share of runs that finish the part: the match bonus's wagering done; the free spins won and, if asked, wagered. */
  finishProbability: number;
  /** The game the part is played on. */
  payout: PayoutDistribution;
  /** The closed form of the part: bonus − turnover × (1 − RTP) for the match; for the free spins, their expected win
   * less its wagering's expected loss, spins × value × RTP × (1 − multiple × (1 − RTP) ÷ contribution). */
  closedFormValue: number;
}

export interface BonusValue {
  kind: 'bonusValue';
  /** The bonus the deposit earns (0 for free spins alone). */
  bonus: number;
  deposit: number;
  bet: number;
  /** The calculator's closed form for the match bonus and the reference game's RTP; null without a match bonus. */
  closedForm: BonusWagering | null;
  /** The spin's payout on the reference game. */
  payout: PayoutDistribution;
  /** The parts in the order they are played. */
  parts: PartValue[];
  /** Free spins the terms give without a value per spin: not valued. */
  unvaluedFreeSpins: boolean;
  runs: number;
  seed: number;
  /** Share of runs that finish every part they start (free spins that win nothing start nothing), 0 to 1. */
  finishProbability: number;
  /** Share of runs that withdraw anything. */
  withdrawProbability: number;
  /** Share of runs that withdraw more than the deposit. */
  profitProbability: number;
  /** The median cash-out of the runs that withdraw anything; null when none does. */
  medianCashout: number | null;
  /** What the parts pay out, on average. */
  expectedCashout: number;
  /** expectedCashout − deposit (the deposit counts only when a match bonus plays it). */
  expectedNetValue: number;
  /** Standard error of both expectations (the runs' standard deviation / √runs). */
  standardError: number;
  histogram: ValueHistogram;
}

export type BonusValueField =
  | Exclude<keyof OfferTerms, 'wageringBase' | 'bonusType' | 'freeSpinsFirst'>
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
 * MAX_STANDARD_DEVIATION; a game whose class does not count toward the wagering (`gameDoesNotCount`, on the class's
 * contribution); a run count outside BONUS_VALUE_RUNS or not whole; a seed that is not whole; or a wagering so large
 * it overflows.
 */
export type BonusValueError =
  | InvalidInput<BonusValueField, NumberProblem<'positive' | 'nonNegative' | 'percent'>>
  | InvalidInput<'deposit', { code: 'belowMinDeposit'; min: number }>
  | InvalidInput<'bet', { code: 'aboveMaxBet'; max: number } | { code: 'belowMinStake'; min: number } | { code: 'betTooSmall'; min: number }>
  | InvalidInput<'standardDeviation', { code: 'standardDeviationTooLarge'; max: number }>
  | InvalidInput<'slotContribution' | 'liveContribution', { code: 'gameDoesNotCount' }>
  | InvalidInput<'runs', { code: 'runCount'; min: number; max: number }>
  | InvalidInput<'seed', { code: 'notAWholeNumber' }>
  | InvalidInput<'wageringMultiple', Overflow>;

export type BonusValueResult = BonusValue | BonusValueError;

type Rule = 'positive' | 'nonNegative' | 'percent';
const optional = <F extends BonusValueField>(field: F, value: number | null | undefined, rule: Rule) =>
  value === null || value === undefined ? null : checkNumber(field, { value, rule });
/** A term of 0 is an unstated one. */
const stated = (value: number | null | undefined) => (value !== null && value !== undefined && value > 0 ? value : null);

/** The standard error the run count aims at for a start (deposit + bonus + the free spins' stakes). */
export function targetStandardError(start: number): number {
  return Math.max(RUNS_TARGET.shareOfStart * start, RUNS_TARGET.atLeast);
}

/** The bonus a deposit earns: a match (`bonusPercent`) up to `bonusAmount` when that is stated, else `bonusAmount`. */
export function bonusOf(terms: OfferTerms, deposit: number): number {
  if (terms.bonusPercent === null) return terms.bonusAmount;
  const match = (deposit * terms.bonusPercent) / 100;
  return terms.bonusAmount > 0 ? Math.min(match, terms.bonusAmount) : match;
}

/** The free spins the model values: their count and stake per spin, or null when the terms give none or no stake. */
export function valuedFreeSpins(terms: OfferTerms): { spins: number; value: number } | null {
  const spins = terms.freeSpins ?? 0;
  const value = stated(terms.freeSpinValue);
  return spins > 0 && value !== null ? { spins, value } : null;
}

export function calculateBonusValue(input: BonusValueInput): BonusValueResult {
  const checked = checkInput(input);
  if (checked.kind === 'invalid') return checked;
  const { deposit, bonus, bet, seed, plans, closedForm, payout, freeSpins } = checked;
  const start = deposit + bonus + (freeSpins ? freeSpins.spins * freeSpins.value : 0);
  let runs = input.runs ?? BONUS_VALUE_RUNS.default;
  let played = playOffer(plans, bet, runs, seed >>> 0);
  let summary = summarise(played, plans, deposit);
  if (input.runs === undefined) {
    // Enough runs for the target error: it falls as 1 / √runs. Runs are seeded one by one, so the first runs are the
    // same ones again.
    const target = targetStandardError(start);
    if (summary.standardError > target) {
      const needed = Math.ceil((runs * (summary.standardError / target) ** 2) / 1000) * 1000;
      runs = Math.min(BONUS_VALUE_RUNS.max, needed);
      played = playOffer(plans, bet, runs, seed >>> 0);
      summary = summarise(played, plans, deposit);
    }
  }
  const matchPlan = plans.find((plan) => plan.part === 'match');
  const stepGame = matchPlan ?? plans[0]!;
  // Free spins without wagering pay whole wins of the spin's value; everything else moves in wins of the bet.
  const stepStake = stepGame.part === 'freeSpins' && stepGame.turnoverPerWinnings === 0 ? stepGame.spinValue : bet;
  return {
    kind: 'bonusValue',
    bonus,
    deposit,
    bet,
    closedForm,
    payout,
    parts: plans.map((plan, index) => ({
      part: plan.part,
      expectedCashout: summary.parts[index]!.mean,
      standardError: summary.parts[index]!.standardError,
      finishProbability: played.finished[index]! / runs,
      payout: plan.payout,
      closedFormValue: partClosedForm(plan),
    })),
    unvaluedFreeSpins: (input.terms.freeSpins ?? 0) > 0 && !freeSpins,
    runs,
    seed,
    finishProbability: played.allFinished / runs,
    withdrawProbability: summary.withdraw / runs,
    profitProbability: summary.profit / runs,
    medianCashout: summary.median,
    expectedCashout: summary.mean,
    expectedNetValue: summary.mean - (matchPlan ? deposit : 0),
    standardError: summary.standardError,
    histogram: cashoutHistogram(summary.totals, stepGame.payout.win * stepStake),
  };
}

/** A part's closed form: what it is worth if every run played its whole turnover (no bust, no cap). */
function partClosedForm(plan: PartPlan): number {
  const rtp = plan.payout.win * plan.payout.hitProbability;
  if (plan.part === 'match') {
    const loss = plan.turnover * (1 - rtp);
    return (plan.bonusType === 'sticky' ? 0 : plan.bonus) - loss;
  }
  const winnings = plan.spins * plan.spinValue * rtp;
  return winnings - winnings * plan.turnoverPerWinnings * (1 - rtp);
}

interface CheckedInput {
  kind: 'checked';
  deposit: number;
  bonus: number;
  bet: number;
  seed: number;
  plans: PartPlan[];
  closedForm: BonusWagering | null;
  payout: PayoutDistribution;
  freeSpins: { spins: number; value: number } | null;
}

const standardDeviationOf = (volatility: Volatility) =>
  typeof volatility === 'string' ? VOLATILITY_STANDARD_DEVIATIONS[volatility] : volatility.standardDeviation;

/** The input as plain numbers with the parts it plays, or the first refusal: the terms first, then the player's choices. */
function checkInput(input: BonusValueInput): CheckedInput | BonusValueError {
  const { terms } = input;
  const runs = input.runs ?? BONUS_VALUE_RUNS.default;
  const seed = input.seed ?? BONUS_VALUE_DEFAULT_SEED;
  const freeSpinGame = input.freeSpinGame ?? { rtpPercent: input.rtpPercent, volatility: input.volatility };
  const read = readNumbers<'deposit' | 'rtpPercent' | 'standardDeviation' | 'bet', Rule>({
    deposit: { value: input.deposit, rule: 'nonNegative' },
    rtpPercent: { value: input.rtpPercent, rule: 'percent' },
    standardDeviation: { value: standardDeviationOf(input.volatility), rule: 'nonNegative' },
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
    optional('slotContribution', terms.slotContribution, 'percent'),
    optional('tableContribution', terms.tableContribution, 'percent'),
    optional('liveContribution', terms.liveContribution, 'percent'),
    optional('freeSpins', terms.freeSpins, 'nonNegative'),
    optional('freeSpinValue', terms.freeSpinValue, 'nonNegative'),
    optional('freeSpinWagering', terms.freeSpinWagering, 'nonNegative'),
    optional('freeSpinMaxCashout', terms.freeSpinMaxCashout, 'nonNegative'),
    read.kind === 'invalid' ? read : null,
    optional('rtpPercent', freeSpinGame.rtpPercent, 'percent'),
    optional('standardDeviation', standardDeviationOf(freeSpinGame.volatility), 'nonNegative'),
  );
  if (bad) return bad;
  if (read.kind === 'invalid') return read;
  const { deposit, rtpPercent, standardDeviation, bet } = read.values;
  const spinRtp = freeSpinGame.rtpPercent ?? rtpPercent;
  const spinDeviation = standardDeviationOf(freeSpinGame.volatility);
  const minDeposit = stated(terms.minDeposit);
  const maxBet = stated(terms.maxBet);
  const minStake = stated(terms.minStake);
  const freeSpins = valuedFreeSpins(terms);
  const bonus = bonusOf(terms, deposit);
  const gameClass = input.gameClass ?? 'slot';
  const contributionField = gameClass === 'slot' ? 'slotContribution' : 'liveContribution';
  const contribution = terms[contributionField] ?? 100;
  const slotContribution = terms.slotContribution ?? 100;
  const refused = firstInvalid<BonusValueError>(
    minDeposit !== null && deposit < minDeposit ? invalid('deposit', { code: 'belowMinDeposit', min: minDeposit }) : null,
    // A game that pays nothing back has no spread either: its payout is 0 on every spin.
    rtpPercent === 0 || spinRtp === 0 ? invalid('rtpPercent', { code: 'notPositive' }) : null,
    Math.max(standardDeviation, spinDeviation) > MAX_STANDARD_DEVIATION
      ? invalid('standardDeviation', { code: 'standardDeviationTooLarge', max: MAX_STANDARD_DEVIATION })
      : null,
    maxBet !== null && bet > maxBet ? invalid('bet', { code: 'aboveMaxBet', max: maxBet }) : null,
    minStake !== null && bet < minStake ? invalid('bet', { code: 'belowMinStake', min: minStake }) : null,
    Number.isInteger(runs) && runs >= BONUS_VALUE_RUNS.min && runs <= BONUS_VALUE_RUNS.max
      ? null
      : invalid('runs', { code: 'runCount', min: BONUS_VALUE_RUNS.min, max: BONUS_VALUE_RUNS.max }),
    Number.isInteger(seed) ? null : invalid('seed', { code: 'notAWholeNumber' }),
    bonus > 0 || freeSpins ? null : noBonus(terms),
    bonus > 0 && stated(terms.wageringMultiple) !== null && contribution === 0
      ? invalid(contributionField, { code: 'gameDoesNotCount' })
      : null,
    freeSpins && stated(terms.freeSpinWagering) !== null && slotContribution === 0
      ? invalid('slotContribution', { code: 'gameDoesNotCount' })
      : null,
  );
  if (refused) return refused;

  const payout = payoutDistribution(rtpPercent / 100, standardDeviation);
  const spinPayout = payoutDistribution(spinRtp / 100, spinDeviation);
  const plans: PartPlan[] = [];
  let closedForm: BonusWagering | null = null;
  if (bonus > 0) {
    const wagering = calculateBonusWagering({
      bonusAmount: bonus,
      deposit,
      wageringMultiple: terms.wageringMultiple ?? 0,
      wageringBase: terms.wageringBase,
      contributionPercent: contribution,
      rtpPercent,
      maxBet,
    });
    // Every input was checked first, so the closed form can only refuse a turnover that overflows.
    if (wagering.kind === 'invalid') return invalid('wageringMultiple', { code: 'overflow' });
    if (wagering.turnover / bet > MAX_SPINS_PER_RUN) {
      return invalid('bet', { code: 'betTooSmall', min: wagering.turnover / MAX_SPINS_PER_RUN });
    }
    closedForm = wagering;
    plans.push({
      part: 'match',
      deposit,
      bonus,
      turnover: wagering.turnover,
      bonusType: terms.bonusType ?? 'cashable',
      maxCashout: stated(terms.maxCashout),
      payout,
    });
  }
  if (freeSpins) {
    const turnoverPerWinnings = (stated(terms.freeSpinWagering) ?? 0) / (slotContribution / 100);
    const expectedTurnover = freeSpins.spins * freeSpins.value * (spinRtp / 100) * turnoverPerWinnings;
    if (!Number.isFinite(expectedTurnover)) return invalid('wageringMultiple', { code: 'overflow' });
    if (expectedTurnover / bet > MAX_SPINS_PER_RUN) return invalid('bet', { code: 'betTooSmall', min: expectedTurnover / MAX_SPINS_PER_RUN });
    const plan: FreeSpinPlan = {
      part: 'freeSpins',
      spins: freeSpins.spins,
      spinValue: freeSpins.value,
      turnoverPerWinnings,
      maxCashout: stated(terms.freeSpinMaxCashout),
      payout: spinPayout,
    };
    if (terms.freeSpinsFirst) plans.unshift(plan);
    else plans.push(plan);
  }
  return { kind: 'checked', deposit, bonus, bet, seed, plans, closedForm, payout, freeSpins };
}

/** The refusal on the field that makes the bonus 0. */
function noBonus(terms: OfferTerms): BonusValueError {
  const field = terms.bonusPercent === null ? 'bonusAmount' : terms.bonusPercent === 0 ? 'bonusPercent' : 'deposit';
  return invalid(field, { code: 'notPositive' });
}

interface Moments {
  mean: number;
  standardError: number;
}

function moments(values: Float64Array): Moments {
  const n = values.length;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return { mean, standardError: n > 1 ? Math.sqrt(squares / (n - 1) / n) : 0 };
}

/** The runs' totals (sorted), their moments, each part's, and the counts the shares are made of. */
function summarise(played: PlayedOffer, plans: readonly PartPlan[], deposit: number) {
  const runs = played.cashouts[0]?.length ?? 0;
  const totals = new Float64Array(runs);
  for (const part of played.cashouts) for (let run = 0; run < runs; run += 1) totals[run]! += part[run]!;
  const { mean, standardError } = moments(totals);
  // The deposit is at stake only when a match bonus plays it.
  const stake = plans.some((plan) => plan.part === 'match') ? deposit : 0;
  totals.sort();
  let withdraw = 0;
  let profit = 0;
  for (const total of totals) {
    if (total > 0) withdraw += 1;
    if (total > stake + 1e-9) profit += 1;
  }
  // The median of the runs that withdraw: those are the last `withdraw` of the sorted totals.
  const first = runs - withdraw;
  const median = withdraw === 0 ? null : ((totals[first + Math.floor((withdraw - 1) / 2)]! + totals[first + Math.floor(withdraw / 2)]!) / 2);
  return { totals, mean, standardError, withdraw, profit, median, parts: played.cashouts.map(moments) };
}
