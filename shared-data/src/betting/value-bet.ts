/**
 * Value bet with Kelly staking: the bookmaker's decimal odds against the bettor's own fair estimate (a probability
 * or fair odds). With p the fair probability, q = 1 − p and b = odds − 1:
 * EV per unit staked = p × odds − 1, and the Kelly fraction of the bankroll f* = (b·p − q) / b (Kelly 1956).
 * b·p − q equals p × odds − 1, so f* > 0 exactly when the EV is positive.
 */

import { checkNumber, finiteOr, invalid, type InvalidInput } from './input-checks.ts';
import { checkDecimalOdds } from './odds-formats.ts';

/** The bettor's estimate, typed either way: a probability in percent, or the odds that would be fair. */
export type FairEstimate = { kind: 'probability'; percent: number | null } | { kind: 'odds'; odds: number | null };

export interface ValueBetInput {
  /** The bookmaker's decimal odds. */
  odds: number | null;
  fair: FairEstimate;
  /** Optional: with a bankroll the Kelly stakes come in money too. */
  bankroll?: number | null;
}

export type ValueBetField = 'odds' | 'fairProbability' | 'fairOdds' | 'bankroll';

export interface ValueBetAssessment {
  /** `noBet`: f* ≤ 0, Kelly says not to bet (no edge, or the edge is the bookmaker's). */
  kind: 'bet' | 'noBet';
  /** Expected profit per 1 unit staked: p × odds − 1. */
  evPerUnit: number;
  /** The same expectation as a percentage of the stake (the bettor's edge over the price). */
  edgePercent: number;
  /** 100 / odds: the chance the price implies. */
  impliedProbabilityPercent: number;
  fairProbabilityPercent: number;
  fairOdds: number;
  /** f* = (b·p − q) / b; negative when the bet has no value. */
  kellyFraction: number;
  /** Bankroll × f* (full), half and a quarter of it; null for `noBet` or without a bankroll. */
  fullKellyStake: number | null;
  halfKellyStake: number | null;
  quarterKellyStake: number | null;
}

export type ValueBetAssessmentResult = ValueBetAssessment | InvalidInput<ValueBetField>;

// SPEC §5: the probability is a percentage above 0 and at most 100.
const PROBABILITY_RANGE = 'Gerçek olasılık 0’dan büyük ve en fazla 100 olmalıdır.';

/** The fair probability as a fraction of 1, or the reason the estimate cannot be used. */
function fairProbability(fair: FairEstimate): number | InvalidInput<ValueBetField> {
  if (fair.kind === 'odds') {
    return checkDecimalOdds<ValueBetField>('fairOdds', fair.odds, 'Adil oran') ?? 1 / (fair.odds ?? 1);
  }
  const { percent } = fair;
  const field = { value: percent, label: 'Gerçek olasılık', rule: 'positive' } as const;
  const bad = checkNumber<ValueBetField>('fairProbability', field);
  if (bad) return bad;
  return percent !== null && percent <= 100 ? percent / 100 : invalid('fairProbability', PROBABILITY_RANGE);
}

/** Kelly fractions within a rounding hair of zero count as zero, so a break-even price is never a bet. */
const ZERO_EDGE = 1e-12;

export function assessValueBet(input: ValueBetInput): ValueBetAssessmentResult {
  const oddsBad = checkDecimalOdds<ValueBetField>('odds', input.odds, 'Bahis oranı');
  if (oddsBad) return oddsBad;
  const odds = input.odds ?? 0;
  const p = fairProbability(input.fair);
  if (typeof p !== 'number') return p;
  const { bankroll } = input;
  const hasBankroll = bankroll !== null && bankroll !== undefined;
  if (hasBankroll) {
    const bad = checkNumber<ValueBetField>('bankroll', { value: bankroll, label: 'Kasa', rule: 'positive' });
    if (bad) return bad;
  }

  const b = odds - 1;
  const kellyFraction = (b * p - (1 - p)) / b;
  const bet = kellyFraction > ZERO_EDGE;
  // f* ≤ p ≤ 1, so a stake never exceeds the bankroll and stays finite whenever the bankroll is.
  const stake = (share: number) => (bet && hasBankroll ? bankroll * kellyFraction * share : null);
  const evPerUnit = p * odds - 1;

  return finiteOr<ValueBetAssessment, ValueBetField>(
    {
      kind: bet ? 'bet' : 'noBet',
      evPerUnit,
      edgePercent: evPerUnit * 100,
      impliedProbabilityPercent: 100 / odds,
      fairProbabilityPercent: p * 100,
      fairOdds: 1 / p,
      kellyFraction,
      fullKellyStake: stake(1),
      halfKellyStake: stake(1 / 2),
      quarterKellyStake: stake(1 / 4),
    },
    'bankroll',
  );
}
