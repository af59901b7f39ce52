import { describe, expect, it } from 'vitest';
import { expectFinite } from '../betting/test-support.ts';
import { type BonusValue, type BonusValueInput, calculateBonusValue, type OfferTerms } from './bonus-value.ts';
import { VOLATILITY_CLASSES } from './volatility.ts';

/** A 100 % match up to 1,000 with 35× the bonus, on a deposit of 1,000 at 10 a spin on a 96 % game. */
const terms = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({
  bonusAmount: 1000,
  bonusPercent: 100,
  wageringMultiple: 35,
  wageringBase: 'bonus',
  minDeposit: null,
  maxBet: 10,
  maxCashout: null,
  minStake: null,
  ...overrides,
});
const input = (overrides: Partial<BonusValueInput> = {}): BonusValueInput => ({
  terms: terms(),
  deposit: 1000,
  rtpPercent: 96,
  volatility: 'medium',
  bet: 10,
  runs: 2000,
  ...overrides,
});
const noSpread = { standardDeviation: 0 };

function valueOf(given: BonusValueInput): BonusValue {
  const result = calculateBonusValue(given);
  if (result.kind !== 'bonusValue') throw new Error(`refused: ${JSON.stringify(result)}`);
  expectFinite(result);
  return result;
}

describe('calculateBonusValue', () => {
  describe('without spread (σ = 0) it agrees with the closed form', () => {
    // [case, input, closed-form value by hand]; the balance never falls under a bet, so every run finishes.
    it.each([
      // 1,000 − 35 × 1,000 × 0.04 = −400; the balance ends at 2,000 − 1,400 = 600.
      ['35× a matched 1,000', input({ volatility: noSpread }), -400],
      // A 50 % match up to 500 on 1,000: 500; 10 × (1,000 + 500) = 15,000 at 97 %: 500 − 450 = 50.
      [
        '10× deposit + bonus, a capped 50 % match',
        input({
          volatility: noSpread,
          rtpPercent: 97,
          terms: terms({ bonusAmount: 500, bonusPercent: 50, wageringMultiple: 10, wageringBase: 'deposit_bonus' }),
        }),
        50,
      ],
      // A fixed 100 without deposit, 20× = 2,000 at 97 % and 1 a spin: 100 − 60 = 40.
      [
        'a no-deposit bonus',
        input({ volatility: noSpread, rtpPercent: 97, deposit: 0, bet: 1, terms: terms({ bonusAmount: 100, bonusPercent: null, wageringMultiple: 20 }) }),
        40,
      ],
    ])('%s', (_case, given, closedFormValue) => {
      const result = valueOf(given);
      expect(result.closedForm.expectedValue).toBeCloseTo(closedFormValue, 9);
      expect(result.finishProbability).toBe(1);
      expect(Math.abs(result.expectedNetValue - closedFormValue)).toBeLessThanOrEqual(0.005 * Math.abs(closedFormValue));
    });

    it('cannot lose more than the account holds, where the closed form does', () => {
      // 35 × (1,000 + 1,000) = 70,000 at 96 %: the closed form says 1,000 − 2,800 = −1,800. The balance after j spins
      // is 2,000 − 0.4 j, which covers a bet of 10 only while j ≤ 4,975: the run busts long before spin 7,000.
      const result = valueOf(input({ volatility: noSpread, terms: terms({ wageringBase: 'deposit_bonus' }) }));
      expect(result.closedForm.expectedValue).toBeCloseTo(-1800, 9);
      expect(result.finishProbability).toBe(0);
      expect(result.expectedNetValue).toBe(-1000);
    });
  });

  it('gives the percentiles of a two-outcome game worked by hand', () => {
    /*
     * A fixed bonus of 10 on a deposit of 10, 2.5× deposit + bonus: a turnover of 50, five spins of 10 from 2 bets, on
     * a fair coin (RTP 100 %, σ 1: a spin pays 20 or nothing). By the 32 win/loss sequences (simulate.test.ts works
     * them out): bust (0) 12/32 = 0.375; 10 with 5/32; 30 with 9/32; 50 with 5/32; 70 with 1/32.
     * Cumulative: 0.375 at 0, 0.53125 at 10, 0.8125 at 30, 0.96875 at 50. So the 10th percentile is 0, the median 10,
     * the 90th 50; less the deposit: −10, 0 and 40. Expected cash-out 10 × 64 / 32 = 20: net 10.
     */
    const result = valueOf({
      terms: terms({ bonusAmount: 10, bonusPercent: null, wageringMultiple: 2.5, wageringBase: 'deposit_bonus', maxBet: null }),
      deposit: 10,
      rtpPercent: 100,
      volatility: { standardDeviation: 1 },
      bet: 10,
    });
    expect(result.runs).toBe(20_000);
    expect(result.cashout).toEqual({ p10: 0, p50: 10, p90: 50 });
    expect(result.netValue).toEqual({ p10: -10, p50: 0, p90: 40 });
    // Four standard errors: √(0.375 × 0.625 / 20,000) ≈ 0.0034, and the run's own standard error for the mean.
    expect(Math.abs(result.finishProbability - 0.625)).toBeLessThan(0.0137);
    expect(Math.abs(result.expectedNetValue - 10)).toBeLessThan(4 * result.standardError);
  });

  it.each([
    // [case, terms, deposit, bonus by hand, cash-out without wagering]
    ['a match up to its amount', terms({ wageringMultiple: null }), 1500, 1000, 2500],
    ['a match under its amount', terms({ wageringMultiple: null }), 400, 400, 800],
    ['a match without a stated amount (0)', terms({ bonusAmount: 0, wageringMultiple: null }), 3000, 3000, 6000],
    ['a fixed bonus', terms({ bonusAmount: 250, bonusPercent: null, wageringMultiple: 0 }), 100, 250, 350],
    ['capped by the maximum cash-out', terms({ wageringMultiple: null, maxCashout: 1200 }), 1000, 1000, 1200],
    ['a cash-out cap of 0 is an unstated one', terms({ wageringMultiple: null, maxCashout: 0 }), 1000, 1000, 2000],
  ])('reads the bonus from the terms: %s', (_case, given, deposit, bonus, cashout) => {
    const result = valueOf(input({ terms: given, deposit }));
    expect(result.bonus).toBe(bonus);
    expect(result.finishProbability).toBe(1);
    expect(result.cashout).toEqual({ p10: cashout, p50: cashout, p90: cashout });
    expect(result.expectedNetValue).toBe(cashout - deposit);
  });

  it('takes a stated minimum deposit or maximum bet of 0 as none', () => {
    expect(calculateBonusValue(input({ terms: terms({ minDeposit: 0, maxBet: 0 }), bet: 50 })).kind).toBe('bonusValue');
  });

  it.each([
    ['a negative amount', input({ terms: terms({ bonusAmount: -1 }) }), { field: 'bonusAmount', code: 'negative' }],
    ['no bonus at all', input({ terms: terms({ bonusAmount: 0, bonusPercent: null }) }), { field: 'bonusAmount', code: 'notPositive' }],
    ['a match of 0 %', input({ terms: terms({ bonusPercent: 0 }) }), { field: 'bonusPercent', code: 'notPositive' }],
    ['a match without deposit', input({ deposit: 0 }), { field: 'deposit', code: 'notPositive' }],
    ['a negative multiple', input({ terms: terms({ wageringMultiple: -1 }) }), { field: 'wageringMultiple', code: 'negative' }],
    [
      'a deposit under the minimum',
      input({ terms: terms({ minDeposit: 100 }), deposit: 50 }),
      { field: 'deposit', code: 'belowMinDeposit', min: 100 },
    ],
    ['an empty deposit', input({ deposit: null }), { field: 'deposit', code: 'notANumber' }],
    ['an RTP above 100 %', input({ rtpPercent: 101 }), { field: 'rtpPercent', code: 'notAPercent' }],
    ['an RTP of 0', input({ rtpPercent: 0 }), { field: 'rtpPercent', code: 'notPositive' }],
    ['a negative spread', input({ volatility: { standardDeviation: -1 } }), { field: 'standardDeviation', code: 'negative' }],
    [
      'a spread too large',
      input({ volatility: { standardDeviation: 1001 } }),
      { field: 'standardDeviation', code: 'standardDeviationTooLarge', max: 1000 },
    ],
    ['a bet of 0', input({ bet: 0 }), { field: 'bet', code: 'notPositive' }],
    ['a bet above the maximum', input({ bet: 20 }), { field: 'bet', code: 'aboveMaxBet', max: 10 }],
    // 35,000 / 1,000,000 spins = 0.035.
    ['a bet too small to finish', input({ bet: 0.01 }), { field: 'bet', code: 'betTooSmall', min: 0.035 }],
    ['no runs', input({ runs: 0 }), { field: 'runs', code: 'runCount', min: 1, max: 200_000 }],
    ['a part of a run', input({ runs: 1.5 }), { field: 'runs', code: 'runCount', min: 1, max: 200_000 }],
    ['too many runs', input({ runs: 200_001 }), { field: 'runs', code: 'runCount', min: 1, max: 200_000 }],
    ['a seed that is not whole', input({ seed: 0.5 }), { field: 'seed', code: 'notAWholeNumber' }],
    [
      'a turnover that overflows',
      input({ terms: terms({ bonusAmount: 1e300, bonusPercent: null, wageringMultiple: 1e10, maxBet: null }) }),
      { field: 'wageringMultiple', code: 'overflow' },
    ],
  ])('refuses %s', (_case, given, refusal) => {
    expect(calculateBonusValue(given)).toEqual({ kind: 'invalid', ...refusal });
  });

  describe.each(VOLATILITY_CLASSES)('on a %s volatility game, with one seed', (volatility) => {
    const net = (overrides: Partial<BonusValueInput>, offer: Partial<OfferTerms> = {}) =>
      valueOf(input({ volatility, runs: 4000, ...overrides, terms: terms(offer) })).expectedNetValue;
    const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || v <= (values[i - 1] ?? v));

    it('never gains from more wagering', () => {
      expect(nonIncreasing([20, 30, 40, 50].map((wageringMultiple) => net({}, { wageringMultiple })))).toBe(true);
    });

    it('never gains from a lower cash-out cap', () => {
      expect(nonIncreasing([null, 5000, 3000, 1500].map((maxCashout) => net({}, { maxCashout })))).toBe(true);
    });

    it('never gains from a lower RTP', () => {
      expect(nonIncreasing([98, 96, 94, 92].map((rtpPercent) => net({ rtpPercent })))).toBe(true);
    });
  });

  it('gives the same figures for the same input and seed, and counts only the low 32 bits of a seed', () => {
    const first = valueOf(input({ seed: 5 }));
    expect(valueOf(input({ seed: 5 }))).toEqual(first);
    expect(valueOf(input({ seed: 5 + 2 ** 32 })).expectedCashout).toBe(first.expectedCashout);
    expect(valueOf(input({ seed: 6 })).expectedCashout).not.toBe(first.expectedCashout);
  });
});
