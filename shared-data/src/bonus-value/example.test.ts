import { describe, expect, it } from 'vitest';
import { bonusValueExample, METHOD_EXAMPLE } from './example.ts';

describe('bonusValueExample', () => {
  const example = bonusValueExample();

  it('plays the example offer as the method page works it by hand', () => {
    // A 100 % match up to 1,000: the deposit that earns it all is 1,000 ÷ 1.00 = 1,000 (above the minimum of 100).
    // The balance starts at 1,000 + 1,000 = 2,000; 1 % of it is 20, under the maximum bet of 50.
    expect(example.play).toEqual({ deposit: 1000, bet: 20 });
    expect(example.value.bonus).toBe(1000);
    expect(example.terms).toEqual(METHOD_EXAMPLE.terms);
    expect(example.game).toMatchObject({ rtp: 96, volatility: 'Orta' });
  });

  it('has the closed form worked by hand: 70,000 turnover, 2,800 expected loss, a value of −1,800', () => {
    const closedForm = example.value.closedForm!;
    // 35 × (1,000 + 1,000) = 70,000, all of it on a game that counts 100 %.
    expect(closedForm.requiredWagering).toBe(70_000);
    expect(closedForm.turnover).toBe(70_000);
    // 70,000 × (1 − 0.96) = 2,800; 1,000 − 2,800 = −1,800.
    expect(closedForm.expectedLoss).toBeCloseTo(2800, 9);
    expect(closedForm.expectedValue).toBeCloseTo(-1800, 9);
    // 70,000 ÷ 20 = 3,500 spins a run that finishes.
    expect(closedForm.turnover / example.play.bet).toBe(3500);
  });

  it("is the standard play's simulation: 20,000 runs from seed 1, every run in the histogram, never below the deposit lost", () => {
    const { value } = example;
    expect(value.runs).toBe(20_000);
    expect(value.seed).toBe(1);
    const { nothing, counts, step, width } = value.histogram;
    expect(nothing + counts.reduce((sum, count) => sum + count, 0)).toBe(20_000);
    // A win on the medium class at 96 % pays 38.46 bets of 20: the bins are whole multiples of 769.2.
    expect(step).toBeCloseTo(769.2, 9);
    expect(Number.isInteger(Number((width / step).toFixed(9)))).toBe(true);
    // A run that busts loses the deposit and no more.
    expect(value.expectedNetValue).toBeGreaterThan(-1000);
    expect(value.finishProbability).toBeGreaterThan(0);
    expect(value.finishProbability).toBeLessThan(1);
  });

  it('agrees with an independent simulation at the three bets of the sensitivity table', () => {
    // An independent simulation, written from the terms alone, gave the example −737 TL at a 1 TL bet, +111 TL at the
    // standard 20 TL and +342 TL at the 50 TL maximum bet. Each row must be within 3 standard errors of the
    // difference (its own error taken twice, the other simulation's being of the same size at most).
    const byIndependentRun = { minStake: -737, standard: 111, maxBet: 342 };
    expect(example.sensitivity.map((row) => [row.at, row.bet])).toEqual([
      ['minStake', 1],
      ['standard', 20],
      ['maxBet', 50],
    ]);
    for (const row of example.sensitivity) {
      if (row.kind !== 'value') throw new Error(`refused: ${JSON.stringify(row)}`);
      expect(Math.abs(row.expectedNetValue - byIndependentRun[row.at])).toBeLessThan(3 * Math.SQRT2 * row.standardError);
    }
  });

  it('gives the same figures every time (seeded)', () => {
    expect(bonusValueExample()).toEqual(example);
  });

  it("lists the four classes' σ and the spin each gives at RTP 96 %, as METHOD.md works them out", () => {
    // win = 0.96 + σ² / 0.96; a win once every 1 + (σ / 0.96)² spins.
    const rows = example.classes.map(({ volatility, standardDeviation, payout }) => [
      volatility,
      standardDeviation,
      payout.win,
      1 / payout.hitProbability,
    ]);
    const byHand = [
      ['Düşük', 3, 10.335, 10.765625],
      ['Orta', 6, 38.46, 40.0625],
      ['Yüksek', 12, 150.96, 157.25],
      ['Çok Yüksek', 24, 600.96, 626],
    ] as const;
    expect(rows.map(([volatility, sd]) => [volatility, sd])).toEqual(byHand.map(([volatility, sd]) => [volatility, sd]));
    rows.forEach(([, , win, every], i) => {
      expect(win).toBeCloseTo(byHand[i]![2], 9);
      expect(every).toBeCloseTo(byHand[i]![3], 9);
    });
  });
});
