import { describe, expect, it } from 'vitest';
import { assessValueBet, type ValueBetAssessment, type ValueBetInput, type ValueBetAssessmentResult } from './value-bet.ts';

// Sources named beside the cases: Wikipedia "Kelly criterion" (p = 0.6, b = 1 → f* = 0.2; zero edge → bet nothing;
// negative edge → negative f*); Algorithm::Kelly on metacpan (optimal_f(0.5, 2) = 0.25 with net odds 2);
// gss-analytics.com "Expected value betting explained"; bigmike.ai "What is expected value"; smartbetlab.io
// "Expected value in betting"; R. Hagstrom, "The Warren Buffett Way" (Kelly at even money, 2p − 1: 55% → 10%,
// 70% → 40%); thedentaku.pages.dev EV calculator (edge = (p × odds − 1) × 100%). 'hand' = worked out beside it.

function assessment(result: ValueBetAssessmentResult): ValueBetAssessment {
  if (result.kind === 'invalid') throw new Error(`expected an assessment, got ${JSON.stringify(result)}`);
  return result;
}

const withProbability = (odds: number | null, percent: number | null, bankroll?: number | null): ValueBetInput => ({
  odds,
  fair: { kind: 'probability', percent },
  bankroll,
});

describe('assessValueBet', () => {
  it.each([
    [2, 60, 0.2, 0.2], // Wikipedia: p = 0.6, b = 1 → f* = 0.6 − 0.4/1 = 0.2; hand: EV 0.6 × 2 − 1 = 0.2
    [3, 50, 0.25, 0.5], // Algorithm::Kelly: optimal_f(0.5, 2) = 0.25; hand: EV 0.5 × 3 − 1 = 0.5
    [2, 55, 0.1, 0.1], // Warren Buffett Way: 55% → bet 10%; smartbetlab: 55% at 2.00 → EV +0.10
    [2, 70, 0.4, 0.4], // Warren Buffett Way: 70% → bet 40%; hand: EV 0.7 × 2 − 1 = 0.4
    [2.1, 52, 0.092 / 1.1, 0.092], // gss-analytics: EV 0.52 × 2.10 − 1 = +0.092; hand: f* = (1.1 × 0.52 − 0.48)/1.1
    [2.2, 48, 0.056 / 1.2, 0.056], // bigmike: +120 = 2.20 at 48% → EV +0.056; hand: f* = (1.2 × 0.48 − 0.52)/1.2
  ])('odds %d at %d%% is a bet of f* = %d with EV %d per unit', (odds, percent, kelly, ev) => {
    const result = assessment(assessValueBet(withProbability(odds, percent)));
    expect(result.kind).toBe('bet');
    expect(result.kellyFraction).toBeCloseTo(kelly, 10);
    expect(result.evPerUnit).toBeCloseTo(ev, 10);
    expect(result.edgePercent).toBeCloseTo(ev * 100, 8); // thedentaku: edge = (p × odds − 1) × 100%
  });

  it('reports the implied and fair sides of the price', () => {
    // gss-analytics: odds 2.10 imply 1 / 2.10 = 47.6%, against the model's 52%; hand: fair odds 1 / 0.52 = 1.923
    const result = assessment(assessValueBet(withProbability(2.1, 52)));
    expect(result.impliedProbabilityPercent).toBeCloseTo(47.619, 3);
    expect(result.fairProbabilityPercent).toBeCloseTo(52, 10);
    expect(result.fairOdds).toBeCloseTo(1.923077, 6);
  });

  it.each([
    [2.5, 3, 0.1, 0.2], // hand: p = 1/2.5 = 0.4, b = 2 → f* = (2 × 0.4 − 0.6)/2 = 0.1; EV 0.4 × 3 − 1 = 0.2
    [1 / 0.6, 2, 0.2, 0.2], // Wikipedia case written as fair odds: 1/0.6 = 1.667 → p = 0.6
  ])('fair odds %d against odds %d give f* = %d, EV %d', (fairOdds, odds, kelly, ev) => {
    const result = assessment(assessValueBet({ odds, fair: { kind: 'odds', odds: fairOdds } }));
    expect(result.kind).toBe('bet');
    expect(result.kellyFraction).toBeCloseTo(kelly, 10);
    expect(result.evPerUnit).toBeCloseTo(ev, 10);
  });

  it.each([
    [1.8, 55, -0.01], // smartbetlab: 55% at 1.80 → EV −0.01, a losing bet
    [2.1, 45, -0.055], // gss-analytics: 45% at 2.10 → EV −0.055
    [2, 50, 0], // Wikipedia: zero edge (b = q/p) → bet nothing
    [1.5, 60, -0.1], // hand: 0.6 × 1.5 − 1 = −0.1
  ])('says not to bet at odds %d with %d%% (EV %d)', (odds, percent, ev) => {
    const result = assessment(assessValueBet(withProbability(odds, percent, 1000)));
    expect(result.kind).toBe('noBet');
    expect(result.evPerUnit).toBeCloseTo(ev, 10);
    expect(result.kellyFraction).toBeLessThanOrEqual(0); // Wikipedia: a negative edge gives a negative f*
    expect([result.fullKellyStake, result.halfKellyStake, result.quarterKellyStake]).toEqual([null, null, null]);
  });

  it('treats a break-even price lost in rounding as no bet', () => {
    // hand: fair odds 3 and odds 3 give p × odds = (1/3) × 3 = 1 exactly in arithmetic, EV 0
    expect(assessment(assessValueBet({ odds: 3, fair: { kind: 'odds', odds: 3 } })).kind).toBe('noBet');
  });

  it.each([
    [1000, 200, 100, 50], // Wikipedia f* = 0.2 → hand: 1000 × 0.2, half and quarter of it
    [250, 50, 25, 12.5],
  ])('stakes a bankroll of %d as full %d, half %d and quarter %d Kelly', (bankroll, full, half, quarter) => {
    const result = assessment(assessValueBet(withProbability(2, 60, bankroll)));
    expect(result.fullKellyStake).toBeCloseTo(full, 9);
    expect(result.halfKellyStake).toBeCloseTo(half, 9);
    expect(result.quarterKellyStake).toBeCloseTo(quarter, 9);
  });

  it('gives no stakes without a bankroll', () => {
    const result = assessment(assessValueBet(withProbability(2, 60)));
    expect([result.fullKellyStake, result.halfKellyStake, result.quarterKellyStake]).toEqual([null, null, null]);
  });

  it('stays finite at the largest inputs', () => {
    // hand: f* ≤ 1, so a stake is at most the bankroll; 99.999% at odds 1,000,000 is near certainty at a huge price
    const result = assessment(assessValueBet(withProbability(1_000_000, 99.999, Number.MAX_VALUE)));
    const numbers = Object.values(result).filter((v): v is number => typeof v === 'number');
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(result.fullKellyStake).toBeLessThanOrEqual(Number.MAX_VALUE);
  });

  it('takes a certain outcome (100 %), which is allowed: EV = odds − 1 and Kelly stakes everything', () => {
    // hand: p = 1, odds 2 → EV = 1 × 2 − 1 = 1 (100 %); f* = (1 × 1 − 0) / 1 = 1
    const result = assessment(assessValueBet(withProbability(2, 100, 500)));
    expect(result.edgePercent).toBeCloseTo(100, 10);
    expect(result.kellyFraction).toBeCloseTo(1, 10);
    expect(result.fullKellyStake).toBeCloseTo(500, 10);
  });

  it.each([
    [withProbability(1, 50), 'odds', { code: 'notAboveOne' }], // oddsorca: decimal odds must be greater than 1
    [withProbability(0.5, 50), 'odds', { code: 'notAboveOne' }],
    [withProbability(null, 50), 'odds', { code: 'notANumber' }],
    [withProbability(Number.NaN, 50), 'odds', { code: 'notANumber' }],
    [withProbability(2_000_000, 50), 'odds', { code: 'oddsTooLarge', max: 1_000_000 }],
    // The probability must be above 0 and at most 100 percent.
    [withProbability(2, 0), 'fairProbability', { code: 'notPositive' }],
    [withProbability(2, 100.5), 'fairProbability', { code: 'probabilityAbove100' }],
    [withProbability(2, -5), 'fairProbability', { code: 'notPositive' }],
    [withProbability(2, null), 'fairProbability', { code: 'notANumber' }],
    [withProbability(2, Infinity), 'fairProbability', { code: 'notANumber' }],
    [{ odds: 2, fair: { kind: 'odds', odds: 1 } }, 'fairOdds', { code: 'notAboveOne' }],
    [{ odds: 2, fair: { kind: 'odds', odds: null } }, 'fairOdds', { code: 'notANumber' }],
    [withProbability(2, 60, 0), 'bankroll', { code: 'notPositive' }],
    [withProbability(2, 60, -10), 'bankroll', { code: 'notPositive' }],
    [withProbability(2, 60, Number.NaN), 'bankroll', { code: 'notANumber' }],
    [withProbability(2, 60, Infinity), 'bankroll', { code: 'notANumber' }],
  ] as const)('refuses %j on the field %s', (input, field, problem) => {
    expect(assessValueBet(input)).toEqual({ kind: 'invalid', field, ...problem });
  });
});
