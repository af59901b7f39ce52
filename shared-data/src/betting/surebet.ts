/**
 * Surebet (arbitrage) over the 2 or 3 outcomes of one event, each backed where its price is best. An exchange's
 * commission c% on net winnings lowers a price to its effective odds e = 1 + (odds − 1)(1 − c/100). With
 * S = Σ 1/e_i below 1, stakes in proportion to 1/e_i return the same T / S whichever outcome wins.
 */

import { SUREBET_MAX_OUTCOMES, SUREBET_MIN_OUTCOMES } from '../calculators.ts';
import { roundTo } from '../format.ts';
import { bookSum } from './fair-odds.ts';
import { checkNumber, finiteOr, invalid, type InvalidInput, type NumberProblem, type Overflow } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

/** Stakes are rounded to the nearest multiple of one of these (TL), so they can be typed into a betting slip. */
export const STAKE_ROUNDING_STEPS = [0.01, 1, 5, 10] as const;
export type StakeRounding = (typeof STAKE_ROUNDING_STEPS)[number];

/** A stake above this is refused: with odds up to 1,000,000 every return stays a finite number. */
export const MAX_ARBITRAGE_STAKE = 1_000_000_000;

export interface ArbitrageOutcome {
  odds: number | null;
  /** Exchange commission on net winnings in percent (2 for 2%); empty for a bookmaker. */
  commissionPercent?: number | null;
}

/** Either a total to split, or a fixed stake on one outcome from which the others follow. */
export type ArbitrageStake =
  | { kind: 'total'; amount: number | null }
  | { kind: 'fixed'; outcomeIndex: number; amount: number | null };

export interface ArbitrageInput {
  outcomes: readonly ArbitrageOutcome[];
  stake: ArbitrageStake;
  /** Defaults to 0.01 TL. */
  rounding?: StakeRounding;
}

/**
 * Why the rule cannot compute: `outcomeCount`, not `min` to `max` outcomes; a refused odds, commission (both with the
 * outcome's index) or stake; `stakeTooLarge`, above `max`; `noFixedOutcome`, a fixed stake on an outcome that is not
 * there; `stakeRoundsToZero`, every stake rounded to 0 by the rounding `step`; `overflow`.
 */
export type ArbitrageError =
  | InvalidInput<'outcomes', { code: 'outcomeCount'; min: number; max: number }>
  | InvalidInput<'odds', DecimalOddsProblem>
  | InvalidInput<'commission', NumberProblem<'percent'>>
  | InvalidInput<'stake', NumberProblem<'positive'> | StakeProblem | Overflow>;

type StakeProblem =
  | { code: 'stakeTooLarge'; max: number }
  | { code: 'noFixedOutcome' }
  | { code: 'stakeRoundsToZero'; step: StakeRounding };

interface Market {
  odds: number[];
  commissionPercents: number[];
  /** After commission, in the order of the outcomes. */
  effectiveOdds: number[];
  /** Σ 1/effective odds. */
  bookSum: number;
  /** The market's overround, (S − 1) × 100: negative when there is an arbitrage. */
  marginPercent: number;
}

export interface NoArbitrage extends Market {
  kind: 'noArbitrage';
}

export interface Arbitrage extends Market {
  kind: 'arbitrage';
  rounding: StakeRounding;
  /** Rounded stakes; a fixed stake is kept as typed. */
  stakes: number[];
  /** What each outcome pays back if it wins: stake × effective odds. After rounding these differ slightly. */
  returns: number[];
  /** returns − total stake, per outcome. */
  profits: number[];
  totalStake: number;
  /** The smallest return and profit: what is certain whatever happens. */
  guaranteedReturn: number;
  guaranteedProfit: number;
  /** guaranteedProfit / totalStake × 100. */
  guaranteedProfitPercent: number;
  /** (1/S − 1) × 100: the arbitrage percentage before any rounding. */
  theoreticalProfitPercent: number;
}

export type ArbitrageResult = Arbitrage | NoArbitrage | ArbitrageError;

function roundToStep(value: number, step: StakeRounding): number {
  return roundTo(roundTo(value / step, 0) * step, 2);
}

function readMarket(outcomes: readonly ArbitrageOutcome[]): Market | ArbitrageError {
  const odds: number[] = [];
  const commissionPercents: number[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const oddsBad = checkDecimalOdds('odds', outcome.odds, index);
    if (oddsBad) return oddsBad;
    const commission = outcome.commissionPercent ?? 0;
    const commissionBad = checkNumber('commission', { value: commission, rule: 'percent' }, index);
    if (commissionBad) return commissionBad;
    odds.push(outcome.odds ?? 0);
    commissionPercents.push(commission);
  }
  const effectiveOdds = odds.map((o, i) => 1 + (o - 1) * (1 - (commissionPercents[i] ?? 0) / 100));
  const sum = bookSum(effectiveOdds);
  return { odds, commissionPercents, effectiveOdds, bookSum: sum, marginPercent: (sum - 1) * 100 };
}

export function calculateArbitrage(input: ArbitrageInput): ArbitrageResult {
  const { outcomes, stake } = input;
  const rounding = input.rounding ?? 0.01;
  if (outcomes.length < SUREBET_MIN_OUTCOMES || outcomes.length > SUREBET_MAX_OUTCOMES) {
    return invalid('outcomes', { code: 'outcomeCount', min: SUREBET_MIN_OUTCOMES, max: SUREBET_MAX_OUTCOMES });
  }
  const market = readMarket(outcomes);
  if ('kind' in market) return market;
  // Judged on the percentage as shown (two decimals), so a book of exactly 100% is not called an arbitrage.
  const theoreticalProfitPercent = (1 / market.bookSum - 1) * 100;
  if (roundTo(theoreticalProfitPercent, 2) <= 0) return { kind: 'noArbitrage', ...market };

  const amountBad = checkNumber('stake', { value: stake.amount, rule: 'positive' });
  if (amountBad) return amountBad;
  const amount = stake.amount ?? 0;
  if (amount > MAX_ARBITRAGE_STAKE) return invalid('stake', { code: 'stakeTooLarge', max: MAX_ARBITRAGE_STAKE });
  const fixedOdds = stake.kind === 'fixed' ? market.effectiveOdds[stake.outcomeIndex] : undefined;
  if (stake.kind === 'fixed' && fixedOdds === undefined) return invalid('stake', { code: 'noFixedOutcome' });

  // Every outcome must return the same R: R = T / S for a total T, R = A × e_j for a fixed stake A on outcome j.
  const target = fixedOdds === undefined ? amount / market.bookSum : amount * fixedOdds;
  const stakes = market.effectiveOdds.map((e, i) =>
    stake.kind === 'fixed' && i === stake.outcomeIndex ? amount : roundToStep(target / e, rounding),
  );
  const totalStake = stakes.reduce((sum, s) => sum + s, 0);
  if (totalStake <= 0) return invalid('stake', { code: 'stakeRoundsToZero', step: rounding });
  const returns = stakes.map((s, i) => s * (market.effectiveOdds[i] ?? 0));
  const profits = returns.map((r) => r - totalStake);
  const guaranteedProfit = Math.min(...profits);

  return finiteOr<Arbitrage, 'stake'>(
    {
      kind: 'arbitrage',
      ...market,
      rounding,
      stakes,
      returns,
      profits,
      totalStake,
      guaranteedReturn: Math.min(...returns),
      guaranteedProfit,
      guaranteedProfitPercent: (guaranteedProfit / totalStake) * 100,
      theoreticalProfitPercent,
    },
    'stake',
  );
}
