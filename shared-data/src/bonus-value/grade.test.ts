import { describe, expect, it } from 'vitest';
import { gradeOffer, type GradedTerms } from './grade.ts';

/** A plain offer: 500 on a deposit of 500, 20× the bonus, no other limit, cashable, slots counting in full. */
const terms = (overrides: Partial<GradedTerms> = {}): GradedTerms => ({
  bonus: 500,
  deposit: 500,
  wageringMultiple: 20,
  wageringBase: 'bonus',
  minDeposit: null,
  maxBet: null,
  maxCashout: null,
  daysToComplete: null,
  bonusType: 'cashable',
  slotContribution: 100,
  liraPerUnit: 1,
  freeSpins: 0,
  freeSpinWagering: null,
  ...overrides,
});

describe('gradeOffer', () => {
  // Score = (3 × wagering + 2 × bonus type + days + max bet + cap + minimum deposit) ÷ 9, each term 0 to 4 points.
  it.each([
    // The method page's example: 35× on deposit + bonus is 35 × 2,000 ÷ 1,000 = 70× the bonus → 0; cashable 3; no
    // days 4; 50 of a 2,000 start is 2.5 % → 3; no cap 4; a minimum deposit of 100 TL → 4.
    // (0 + 6 + 4 + 3 + 4 + 4) ÷ 9 = 21 ÷ 9 = 2.33 → D.
    [
      'the method example',
      terms({ bonus: 1000, deposit: 1000, wageringMultiple: 35, wageringBase: 'deposit_bonus', minDeposit: 100, maxBet: 50 }),
      'D',
      2.33,
      ['depositWagering'],
    ],
    // 20× → 4; non-sticky 4; 30 days 4; 25 of 1,000 is 2.5 % → 3; no cap 4; 50 TL → 4. (12 + 8 + 4 + 3 + 4 + 4) ÷ 9 = 35 ÷ 9.
    ['a fair offer', terms({ bonusType: 'non_sticky', daysToComplete: 30, maxBet: 25, minDeposit: 50 }), 'A', 3.89, []],
    // 60× → 0; sticky 1; 2 days 0; 4 of 2,000 is 0.2 % → 0; a cap of 1,000 is 1× the bonus → 1; 2,000 TL → 0.
    // (0 + 2 + 0 + 0 + 1 + 0) ÷ 9 = 3 ÷ 9.
    [
      'a harsh offer',
      terms({ bonus: 1000, deposit: 1000, wageringMultiple: 60, bonusType: 'sticky', daysToComplete: 2, maxBet: 4, maxCashout: 1000, minDeposit: 2000, slotContribution: 50 }),
      'F',
      0.33,
      ['lowCap', 'stickyBonus', 'shortDeadline', 'lowMaxBet', 'partialSlotContribution'],
    ],
    // Free spins alone: no bonus and no wagering on their winnings. (12 + 6 + 4 + 4 + 4 + 4) ÷ 9 = 34 ÷ 9.
    ['free spins without wagering', terms({ bonus: 0, deposit: 0, wageringMultiple: null, freeSpins: 10 }), 'A', 3.78, []],
    // Free spins alone with 45× on their winnings → 1; cashable 3; the rest unstated 4.
    // (3 + 6 + 4 + 4 + 4 + 4) ÷ 9 = 25 ÷ 9 = 2.78 → C.
    ['free spins with 45× on their winnings', terms({ bonus: 0, deposit: 0, wageringMultiple: 45, freeSpins: 10, freeSpinWagering: 45 }), 'C', 2.78, []],
  ])('grades %s', (_case, given, grade, score, flags) => {
    const result = gradeOffer(given);
    expect(result.grade).toBe(grade);
    expect(result.score).toBe(score);
    expect(result.flags).toEqual(flags);
  });

  it.each([
    // [multiple on the bonus, points]: the bands are ≤ 20, ≤ 30, ≤ 40, ≤ 50.
    [20, 4],
    [20.5, 3],
    [30, 3],
    [40, 2],
    [50, 1],
    [50.5, 0],
  ])('gives %f× the bonus %i wagering points', (multiple, points) => {
    expect(gradeOffer(terms({ wageringMultiple: multiple })).points.wagering).toBe(points);
  });

  it('counts a multiple on deposit + bonus on the bonus alone: 10× of 500 + 500 is 20× the bonus', () => {
    const result = gradeOffer(terms({ wageringMultiple: 10, wageringBase: 'deposit_bonus' }));
    expect(result.points.wagering).toBe(4);
    expect(result.flags).toEqual(['depositWagering']);
  });

  it.each([
    // The start is 1,000: 1 % is 10, 2.5 % is 25, 5 % is 50, 0.5 % is 5.
    [50, 4, []],
    [25, 3, []],
    [10, 2, []],
    [9.99, 1, ['lowMaxBet']],
    [4.99, 0, ['lowMaxBet']],
  ])('gives a max bet of %f on a start of 1,000 %i points', (maxBet, points, flags) => {
    const result = gradeOffer(terms({ maxBet }));
    expect(result.points.maxBet).toBe(points);
    expect(result.flags).toEqual(flags);
  });

  it.each([
    // The bonus is 500: a cap of 1,500 is 3× (no flag), 1,499 is under 3×.
    [5000, 4, []],
    [2500, 3, []],
    [1500, 2, []],
    [1499, 1, ['lowCap']],
    [499, 0, ['lowCap']],
  ])('gives a cash-out cap of %i on a bonus of 500 %i points', (maxCashout, points, flags) => {
    const result = gradeOffer(terms({ maxCashout }));
    expect(result.points.maxCashout).toBe(points);
    expect(result.flags).toEqual(flags);
  });

  it.each([
    [30, 4, []],
    [14, 3, []],
    [7, 2, []],
    [6, 1, ['shortDeadline']],
    [2, 0, ['shortDeadline']],
  ])('gives %i days %i points', (daysToComplete, points, flags) => {
    const result = gradeOffer(terms({ daysToComplete }));
    expect(result.points.days).toBe(points);
    expect(result.flags).toEqual(flags);
  });

  it('reads a minimum deposit in lira: 20 USD at 35 TL is 700 TL, 1 point', () => {
    expect(gradeOffer(terms({ minDeposit: 20, liraPerUnit: 35 })).points.minDeposit).toBe(1);
    expect(gradeOffer(terms({ minDeposit: 20 })).points.minDeposit).toBe(4);
  });

  it.each([
    // [bonus, free spins, multiple on the bonus, multiple on the spins' winnings, wagering points]
    // No bonus, free spins: the spins' multiple is the figure, in the same bands (≤ 20, ≤ 30, ≤ 40, ≤ 50).
    [0, 100, 30, 20, 4],
    [0, 100, 30, 30, 3],
    [0, 100, 30, 35, 2],
    [0, 100, 30, 50, 1],
    [0, 100, 30, 51, 0],
    [0, 100, 30, null, 4],
    // No bonus and no free spins: nothing to wager, whatever the multiple reads.
    [0, 0, 60, 60, 4],
    // A bonus with free spins: the bonus's multiple is the figure, not the spins'.
    [500, 50, 20, 60, 4],
    [500, 50, 60, 20, 0],
  ])('with a bonus of %i and %i free spins at %s× / %s× gives %i wagering points', (bonus, freeSpins, wageringMultiple, freeSpinWagering, points) => {
    const deposit = bonus;
    expect(gradeOffer(terms({ bonus, deposit, wageringMultiple, freeSpins, freeSpinWagering })).points.wagering).toBe(points);
  });

  it('reads a term of 0 as unstated, with no flag', () => {
    const result = gradeOffer(terms({ maxBet: 0, maxCashout: 0, daysToComplete: 0, minDeposit: 0 }));
    expect(result.points).toEqual({ wagering: 4, bonusType: 3, days: 4, maxBet: 4, maxCashout: 4, minDeposit: 4 });
    expect(result.flags).toEqual([]);
  });
});

/**
 * The five seeded offers (shared-data/store/demo-casinos.ts for the amount, currency, free spins and wagering label;
 * seed.ts `demoTerms` and `demoOfferTerms` for the rest), graded by hand from the bands. The standard deposit is the
 * minimum deposit (0 when none), or for a match the deposit that earns it; the seed's dollar is 42 TL.
 * Score = (3 × wagering + 2 × bonus type + days + max bet + cap + minimum deposit) ÷ 9.
 */
describe('the seeded offers', () => {
  it.each([
    // Lalezar Casino, TL: 250 TL (no match) on the minimum deposit of 100; start 350. 30× on the bonus → 3; cashable 3;
    // 30 days → 4; max bet 50 ≥ 5 % of 350 = 17.5 → 4; no cap → 4; 100 TL ≤ 100 → 4.
    // (9 + 6 + 4 + 4 + 4 + 4) ÷ 9 = 31 ÷ 9 = 3.44 → B. No flag (50 ≥ 3.5 = 1 % of 350).
    [
      'Lalezar Casino',
      terms({ bonus: 250, deposit: 100, wageringMultiple: 30, wageringBase: 'bonus', minDeposit: 100, maxBet: 50, maxCashout: null, daysToComplete: 30, bonusType: 'cashable', slotContribution: 100, liraPerUnit: 1, freeSpins: 1000, freeSpinWagering: 30 }),
      'B',
      3.44,
      [],
    ],
    // Nebula Bet, USD: 3 USD, no minimum deposit → deposit 0; start 3. 35× → 2; cashable 3; 7 days → 2; max bet 5 ≥
    // 5 % of 3 = 0.15 → 4; cap 100 ≥ 10 × 3 = 30 → 4; minimum deposit 0 (unstated) → 4.
    // (6 + 6 + 2 + 4 + 4 + 4) ÷ 9 = 26 ÷ 9 = 2.89 → C. No flag: 100 ≥ 3 × 3, 7 days is not under 7.
    [
      'Nebula Bet',
      terms({ bonus: 3, deposit: 0, wageringMultiple: 35, wageringBase: 'bonus', minDeposit: 0, maxBet: 5, maxCashout: 100, daysToComplete: 7, bonusType: 'cashable', slotContribution: 100, liraPerUnit: 42, freeSpins: 10, freeSpinWagering: 35 }),
      'C',
      2.89,
      [],
    ],
    // Fjord Spins, USD: 5 free spins, no bonus, no wagering on their winnings → 4; cashable 3; no days, max bet, cap
    // or minimum deposit → 4 each. (12 + 6 + 4 + 4 + 4 + 4) ÷ 9 = 34 ÷ 9 = 3.78 → A.
    [
      'Fjord Spins',
      terms({ bonus: 0, deposit: 0, wageringMultiple: null, wageringBase: 'bonus', minDeposit: 0, maxBet: null, maxCashout: null, daysToComplete: null, bonusType: 'cashable', slotContribution: 100, liraPerUnit: 42, freeSpins: 5, freeSpinWagering: null }),
      'A',
      3.78,
      [],
    ],
    // Zümrüt Palace, TL: a 100 % match with no ceiling and a minimum deposit of 200 → deposit 200, bonus 200; start
    // 400. 35× on deposit + bonus = 35 × 400 ÷ 200 = 70× the bonus → 0; sticky 1; 30 days → 4; max bet 100 ≥ 5 % of
    // 400 = 20 → 4; no cap → 4; 200 TL ≤ 250 → 3. (0 + 2 + 4 + 4 + 4 + 3) ÷ 9 = 17 ÷ 9 = 1.89 → E.
    [
      'Zümrüt Palace',
      terms({ bonus: 200, deposit: 200, wageringMultiple: 35, wageringBase: 'deposit_bonus', minDeposit: 200, maxBet: 100, maxCashout: null, daysToComplete: 30, bonusType: 'sticky', slotContribution: 100, liraPerUnit: 1, freeSpins: 50, freeSpinWagering: 35 }),
      'E',
      1.89,
      ['depositWagering', 'stickyBonus'],
    ],
    // Atlas Vegas, USD: 100 free spins, no bonus, on the minimum deposit of 20 USD; start 20. 30× on the spins'
    // winnings → 3; cashable 3; 14 days → 3; max bet 5 ≥ 5 % of 20 = 1 → 4; no cap → 4; 20 USD × 42 = 840 TL ≤ 1,000
    // → 1. (9 + 6 + 3 + 4 + 4 + 1) ÷ 9 = 27 ÷ 9 = 3 → B.
    [
      'Atlas Vegas',
      terms({ bonus: 0, deposit: 20, wageringMultiple: 30, wageringBase: 'bonus', minDeposit: 20, maxBet: 5, maxCashout: null, daysToComplete: 14, bonusType: 'cashable', slotContribution: 100, liraPerUnit: 42, freeSpins: 100, freeSpinWagering: 30 }),
      'B',
      3,
      [],
    ],
  ])('grades %s', (_name, given, grade, score, flags) => {
    const result = gradeOffer(given);
    expect(result.grade).toBe(grade);
    expect(result.score).toBe(score);
    expect(result.flags).toEqual(flags);
  });
});
