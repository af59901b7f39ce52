/**
 * Value bet with Kelly staking: the bookmaker's decimal odds against the bettor's own fair estimate (a probability
 * or fair odds). With p the fair probability, q = 1 − p and b = odds − 1:
 * EV per unit staked = p × odds − 1, and the Kelly fraction of the bankroll f* = (b·p − q) / b (Kelly 1956).
 * b·p − q equals p × odds − 1, so f* > 0 exactly when the EV is positive.
 */

import { checkNumber, finiteOr, invalid, type InvalidInput, type NumberProblem, type Overflow } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

/** The bettor's estimate, typed either way: a probability in percent, or the odds that would be fair. */
export type FairEstimate = { kind: 'probability'; percent: number | null } | { kind: 'odds'; odds: number | null };

export interface ValueBetInput {
  /** The bookmaker's decimal odds. */
  odds: number | null;
  fair: FairEstimate;
  /** Optional: with a bankroll the Kelly stakes come in money too. */
  bankroll?: number | null;
}

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

/**
 * Why the rule cannot judge the bet: refused odds or fair odds; a refused probability, or `probabilityAbove100` (SPEC
 * §5: a percentage above 0 and at most 100); a refused bankroll, or `overflow`.
 */
export type ValueBetError =
  | InvalidInput<'odds' | 'fairOdds', DecimalOddsProblem>
  | InvalidInput<'fairProbability', NumberProblem<'positive'> | { code: 'probabilityAbove100' }>
  | InvalidInput<'bankroll', NumberProblem<'positive'> | Overflow>;

export type ValueBetAssessmentResult = ValueBetAssessment | ValueBetError;

/** The fair probability as a fraction of 1, or the reason the estimate cannot be used. */
function fairProbability(fair: FairEstimate): number | ValueBetError {
  if (fair.kind === 'odds') return checkDecimalOdds('fairOdds', fair.odds) ?? 1 / (fair.odds ?? 1);
  const { percent } = fair;
  const bad = checkNumber('fairProbability', { value: percent, rule: 'positive' });
  if (bad) return bad;
  return percent !== null && percent <= 100 ? percent / 100 : invalid('fairProbability', { code: 'probabilityAbove100' });
}

/** Kelly fractions within a rounding hair of zero count as zero, so a break-even price is never a bet. */
const ZERO_EDGE = 1e-12;

export function assessValueBet(input: ValueBetInput): ValueBetAssessmentResult {
  const oddsBad = checkDecimalOdds('odds', input.odds);
  if (oddsBad) return oddsBad;
  const odds = input.odds ?? 0;
  const p = fairProbability(input.fair);
  if (typeof p !== 'number') return p;
  const { bankroll } = input;
  const hasBankroll = bankroll !== null && bankroll !== undefined;
  if (hasBankroll) {
    const bad = checkNumber('bankroll', { value: bankroll, rule: 'positive' });
    if (bad) return bad;
  }

  const b = odds - 1;
  const kellyFraction = (b * p - (1 - p)) / b;
  const bet = kellyFraction > ZERO_EDGE;
  // f* ≤ p ≤ 1, so a stake never exceeds the bankroll and stays finite whenever the bankroll is.
  const stake = (share: number) => (bet && hasBankroll ? bankroll * kellyFraction * share : null);
  const evPerUnit = p * odds - 1;

  return finiteOr<ValueBetAssessment, 'bankroll'>(
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
