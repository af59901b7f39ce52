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
      expect(result.closedForm?.expectedValue).toBeCloseTo(closedFormValue, 9);
      expect(result.finishProbability).toBe(1);
      expect(Math.abs(result.expectedNetValue - closedFormValue)).toBeLessThanOrEqual(0.005 * Math.abs(closedFormValue));
    });

    it('cannot lose more than the account holds, where the closed form does', () => {
      // 35 × (1,000 + 1,000) = 70,000 at 96 %: the closed form says 1,000 − 2,800 = −1,800. The balance after j spins
      // is 2,000 − 0.4 j, which covers a bet of 10 only while j ≤ 4,975: the run busts long before spin 7,000.
      const result = valueOf(input({ volatility: noSpread, terms: terms({ wageringBase: 'deposit_bonus' }) }));
      expect(result.closedForm?.expectedValue).toBeCloseTo(-1800, 9);
      expect(result.finishProbability).toBe(0);
      expect(result.expectedNetValue).toBe(-1000);
    });
  });

  it('gives the shares and median of a two-outcome game worked by hand', () => {
    /*
     * A fixed bonus of 10 on a deposit of 10, 2.5× deposit + bonus: a turnover of 50, five spins of 10 from 2 bets, on
     * a fair coin (RTP 100 %, σ 1: a spin pays 20 or nothing). By the 32 win/loss sequences (simulate.test.ts works
     * them out): bust (0) 12/32 = 0.375; 10 with 5/32; 30 with 9/32; 50 with 5/32; 70 with 1/32. So a withdrawal
     * happens in 20/32 = 0.625 of runs, more than the deposit of 10 in 15/32 = 0.46875; among the 20/32 that withdraw,
     * 5 take 10 and 9 take 30: the median is 30. Expected cash-out 10 × 64 / 32 = 20: net 10. Wins move a balance in
     * steps of 2 × 10 = 20.
     */
    const result = valueOf({
      terms: terms({ bonusAmount: 10, bonusPercent: null, wageringMultiple: 2.5, wageringBase: 'deposit_bonus', maxBet: null }),
      deposit: 10,
      rtpPercent: 100,
      volatility: { standardDeviation: 1 },
      bet: 10,
    });
    // The spread is small against the start: the default run count already meets the target standard error (1).
    expect(result.runs).toBe(20_000);
    // Four standard errors of a share of 20,000 runs: 4 √(p (1 − p) / 20,000) ≤ 0.0142.
    expect(Math.abs(result.withdrawProbability - 0.625)).toBeLessThan(0.0137);
    expect(Math.abs(result.profitProbability - 0.46875)).toBeLessThan(0.0142);
    expect(Math.abs(result.finishProbability - 0.625)).toBeLessThan(0.0137);
    expect(result.medianCashout).toBe(30);
    expect(result.histogram.step).toBe(20);
    expect(Math.abs(result.histogram.nothing / 20_000 - 0.375)).toBeLessThan(0.0137);
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
    expect(result.withdrawProbability).toBe(1);
    expect(result.medianCashout).toBe(cashout);
    expect(result.expectedNetValue).toBe(cashout - deposit);
  });

  describe('without spread (σ = 0), each bonus type walks as worked by hand', () => {
    // 10× a matched 1,000 on the bonus at 97 % and 10 a spin: a turnover of 10,000 (1,000 spins) costs 0.3 a spin,
    // 300 in all; the balance ends at 2,000 − 300 = 1,700.
    const walk = (offer: Partial<OfferTerms>, deposit = 1000) =>
      valueOf(input({ volatility: noSpread, rtpPercent: 97, deposit, terms: terms({ wageringMultiple: 10, ...offer }) }));

    it('cashable: the balance is paid, 1,700, a net of +700 (bonus − expected loss)', () => {
      const result = walk({ bonusType: 'cashable' });
      expect(result.expectedCashout).toBeCloseTo(1700, 6);
      expect(result.expectedNetValue).toBeCloseTo(700, 6);
      expect(result.parts.map((part) => part.part)).toEqual(['match']);
      expect(result.parts[0]!.closedFormValue).toBeCloseTo(700, 6);
    });

    it('sticky: the bonus is taken off at the withdrawal, 1,700 − 1,000 = 700, a net of −300 (the expected loss)', () => {
      const result = walk({ bonusType: 'sticky' });
      expect(result.expectedCashout).toBeCloseTo(700, 6);
      expect(result.expectedNetValue).toBeCloseTo(-300, 6);
      expect(result.profitProbability).toBe(0);
      expect(result.parts[0]!.closedFormValue).toBeCloseTo(-300, 6);
    });

    it('sticky, where the loss eats the bonus: nothing to withdraw', () => {
      // 35× at 96 %: 35,000 × 0.04 = 1,400 lost, the balance ends at 600, under the bonus of 1,000.
      const result = valueOf(input({ volatility: noSpread, terms: terms({ bonusType: 'sticky' }) }));
      expect(result.withdrawProbability).toBe(0);
      expect(result.histogram.nothing).toBe(result.runs);
      expect(result.expectedNetValue).toBe(-1000);
    });

    it('non-sticky, the deposit lost first: the bonus plays the rest of the wagering', () => {
      // A deposit of 100 (10 bets) loses 0.03 bets a spin: it covers a bet until spin 301, where it is 10 − 9.03 = 0.97
      // bets. The bonus (100 bets) and that 0.97 play the other 699 spins: 100.97 − 699 × 0.03 = 80 bets = 800. Net
      // 800 − 100 = +700, as the same bonus cashable would pay (no spread: the deposit can never reach its target).
      const result = walk({ bonusType: 'non_sticky', bonusAmount: 1000, bonusPercent: null }, 100);
      expect(result.expectedCashout).toBeCloseTo(800, 6);
      expect(result.expectedNetValue).toBeCloseTo(700, 6);
    });

    it('non-sticky, the whole wagering played on the deposit: the bonus is released on top', () => {
      // A deposit of 1,000 (100 bets) plays all 1,000 spins: 100 − 30 = 70 bets = 700, and the bonus of 1,000 joins it.
      const result = walk({ bonusType: 'non_sticky' });
      expect(result.expectedCashout).toBeCloseTo(1700, 6);
    });

    it('free spins: 100 at 0.20 win 19.20 at 96 %, less their wagering, under their cap', () => {
      // 100 × 0.2 × 0.96 = 19.2. Wagered 5× at 0.20 a spin: 96 bets, 480 spins at −0.04: 96 − 19.2 = 76.8 bets = 15.36.
      const spins = (offer: Partial<OfferTerms>) =>
        valueOf({
          terms: terms({ bonusAmount: 0, bonusPercent: null, wageringMultiple: null, maxBet: null, freeSpins: 100, freeSpinValue: 0.2, ...offer }),
          deposit: 0,
          rtpPercent: 96,
          volatility: noSpread,
          bet: 0.2,
          runs: 100,
        });
      expect(spins({ freeSpinWagering: null }).expectedNetValue).toBeCloseTo(19.2, 9);
      expect(spins({ freeSpinWagering: 5 }).expectedNetValue).toBeCloseTo(15.36, 9);
      expect(spins({ freeSpinWagering: 5, freeSpinMaxCashout: 10 }).expectedNetValue).toBeCloseTo(10, 9);
      // Slots at 50 %: twice the turnover, 960 spins, 96 − 38.4 = 57.6 bets = 11.52.
      expect(spins({ freeSpinWagering: 5, slotContribution: 50 }).expectedNetValue).toBeCloseTo(11.52, 9);
      const parts = spins({ freeSpinWagering: 5 }).parts;
      expect(parts.map((part) => part.part)).toEqual(['freeSpins']);
      expect(parts[0]!.closedFormValue).toBeCloseTo(15.36, 9);
    });

    it('both parts, in the order the terms say: 1,700 + 15.36 paid, a net of +715.36', () => {
      const result = valueOf(
        input({
          volatility: noSpread,
          rtpPercent: 97,
          terms: terms({ wageringMultiple: 10, freeSpins: 100, freeSpinValue: 0.2, freeSpinWagering: 5, freeSpinsFirst: true }),
          freeSpinGame: { rtpPercent: 96, volatility: noSpread },
        }),
      );
      expect(result.parts.map((part) => part.part)).toEqual(['freeSpins', 'match']);
      expect(result.parts[0]!.expectedCashout).toBeCloseTo(15.36, 6);
      expect(result.parts[1]!.expectedCashout).toBeCloseTo(1700, 6);
      expect(result.expectedNetValue).toBeCloseTo(715.36, 6);
    });

    it("counts only the reference game's class toward the wagering", () => {
      // Live casino at 50 %: 1× the bonus of 1,000 is 2,000 of bets at 97 %, 60 lost: 2,000 − 60 = 1,940, net +940.
      const live = valueOf(
        input({ volatility: noSpread, rtpPercent: 97, gameClass: 'live', terms: terms({ wageringMultiple: 1, liveContribution: 50, slotContribution: 100 }) }),
      );
      expect(live.closedForm?.turnover).toBe(2000);
      expect(live.expectedNetValue).toBeCloseTo(940, 6);
      expect(
        calculateBonusValue(input({ gameClass: 'live', terms: terms({ liveContribution: 0 }) })),
      ).toEqual({ kind: 'invalid', field: 'liveContribution', code: 'gameDoesNotCount' });
    });
  });

  it('plays more runs when the standard error would be above 2 % of the start', () => {
    // A 100 no-deposit bonus wagered 1× on the very-high class at 10 a spin: 10 spins from 10 bets, a win pays 601×.
    // With 20,000 runs the standard error is about 601 × √(10 × 0.0016) × 10 / √20,000 ≈ 5.4, above the target of
    // max(2 % of 100, 1) = 2: the model plays more, and the error meets the target.
    const result = valueOf({
      terms: terms({ bonusAmount: 100, bonusPercent: null, wageringMultiple: 1, maxBet: null }),
      deposit: 0,
      rtpPercent: 96,
      volatility: 'veryHigh',
      bet: 10,
    });
    expect(result.runs).toBeGreaterThan(20_000);
    expect(result.runs).toBeLessThanOrEqual(200_000);
    expect(result.standardError).toBeLessThanOrEqual(2 * 1.05);
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
