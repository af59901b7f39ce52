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
    // Free spins alone: no bonus and no wagering. (12 + 6 + 4 + 4 + 4 + 4) ÷ 9 = 34 ÷ 9.
    ['free spins without wagering', terms({ bonus: 0, deposit: 0, wageringMultiple: null }), 'A', 3.78, []],
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

  it('reads a term of 0 as unstated, with no flag', () => {
    const result = gradeOffer(terms({ maxBet: 0, maxCashout: 0, daysToComplete: 0, minDeposit: 0 }));
    expect(result.points).toEqual({ wagering: 4, bonusType: 3, days: 4, maxBet: 4, maxCashout: 4, minDeposit: 4 });
    expect(result.flags).toEqual([]);
  });
});
