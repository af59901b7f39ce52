import { describe, expect, it } from 'vitest';
import { asianBetTable, settleAsianBet, splitAsianLine, type AsianMarket } from './asian-lines.ts';
import { expectFinite, r2 } from './test-support.ts';

// Every case is worked by hand: a quarter line is two halves on the lines a quarter either side, each half settled on
// its margin (handicap: home − away + line; over: total − line; under: line − total): above 0 half × odds back,
// 0 the half back, below 0 nothing.

describe('splitAsianLine', () => {
  it.each([
    [-0.75, [-1, -0.5]],
    [-0.25, [-0.5, 0]],
    [0.25, [0, 0.5]],
    [1.25, [1, 1.5]],
    [-1.75, [-2, -1.5]],
    [2.25, [2, 2.5]],
    [2.75, [2.5, 3]],
    // whole and half lines are one bet: both halves on the line itself
    [0, [0, 0]],
    [-1, [-1, -1]],
    [2.5, [2.5, 2.5]],
  ] as const)('splits %d into %j', (line, halves) => {
    expect(splitAsianLine(line)).toEqual(halves);
  });
});

const handicap = (line: number, odds: number, stake: number, homeGoals: number, awayGoals: number) =>
  settleAsianBet({ type: 'handicap', line, odds, stake, homeGoals, awayGoals });

const totals = (side: 'over' | 'under', line: number, odds: number, stake: number, homeGoals: number, awayGoals: number) =>
  settleAsianBet({ type: 'totals', side, line, odds, stake, homeGoals, awayGoals });

describe('settleAsianBet', () => {
  // [case, bet, outcome, total return, net profit]
  it.each([
    // −0.75 → −0.5 and −1; 2–1 is +1: −0.5 half +0.5 wins 50 × 1.90 = 95, −1 half 0 pushes 50: 145, net 45
    ['home −0.75 winning by one', handicap(-0.75, 1.9, 100, 2, 1), 'halfWon', 145, 45],
    // 2–0 is +2: both halves win, 2 × 50 × 1.90 = 190, net 90
    ['home −0.75 winning by two', handicap(-0.75, 1.9, 100, 2, 0), 'won', 190, 90],
    // 1–1: margins −0.5 and −1, both lose: 0, net −100
    ['home −0.75 on a draw', handicap(-0.75, 1.9, 100, 1, 1), 'lost', 0, -100],
    // +0.25 → 0 and +0.5; 1–1: 0 pushes 50, +0.5 wins 50 × 2 = 100: 150, net 50
    ['home +0.25 on a draw', handicap(0.25, 2, 100, 1, 1), 'halfWon', 150, 50],
    // 0–1: margins −1 and −0.5, both lose
    ['home +0.25 losing by one', handicap(0.25, 2, 100, 0, 1), 'lost', 0, -100],
    // −0.25 → −0.5 and 0; 1–1: −0.5 loses, 0 pushes 40 of 80: 40, net −40
    ['home −0.25 on a draw', handicap(-0.25, 1.85, 80, 1, 1), 'halfLost', 40, -40],
    // +0.75 → +0.5 and +1; 0–1 is −1: −0.5 loses, 0 pushes 50: 50, net −50
    ['home +0.75 losing by one', handicap(0.75, 1.9, 100, 0, 1), 'halfLost', 50, -50],
    // −1.25 → −1.5 and −1; 2–1: −0.5 loses, 0 pushes 50
    ['home −1.25 winning by one', handicap(-1.25, 1.9, 100, 2, 1), 'halfLost', 50, -50],
    // 3–1 is +2: margins +0.5 and +1, both win: 190
    ['home −1.25 winning by two', handicap(-1.25, 1.9, 100, 3, 1), 'won', 190, 90],
    // +1.25 → +1 and +1.5; 0–1: 0 pushes 40, +0.5 wins 40 × 1.85 = 74: 114, net 34
    ['home +1.25 losing by one', handicap(1.25, 1.85, 80, 0, 1), 'halfWon', 114, 34],
    // −1.75 → −2 and −1.5; 2–0: 0 pushes 50, +0.5 wins 95: 145
    ['home −1.75 winning by two', handicap(-1.75, 1.9, 100, 2, 0), 'halfWon', 145, 45],
    // +1.75 → +1.5 and +2; 0–2: −0.5 loses, 0 pushes 50
    ['home +1.75 losing by two', handicap(1.75, 1.9, 100, 0, 2), 'halfLost', 50, -50],
    // half line: 1–0 under −0.5 is +0.5: the whole 100 × 1.90 = 190
    ['home −0.5 winning by one', handicap(-0.5, 1.9, 100, 1, 0), 'won', 190, 90],
    ['home −0.5 on a draw', handicap(-0.5, 1.9, 100, 0, 0), 'lost', 0, -100],
    // whole lines push on the margin 0: the stake back
    ['level ball on a draw', handicap(0, 1.9, 100, 2, 2), 'push', 100, 0],
    ['home −1 winning by one', handicap(-1, 1.9, 100, 2, 1), 'push', 100, 0],
    ['home +1 losing by one', handicap(1, 1.9, 100, 0, 1), 'push', 100, 0],
    // 3–1 under −1 is +1: 100 × 1.90
    ['home −1 winning by two', handicap(-1, 1.9, 100, 3, 1), 'won', 190, 90],
    // over 2.25 → 2 and 2.5; 1–1 is 2 goals: 0 pushes 50, −0.5 loses: 50
    ['over 2.25 with two goals', totals('over', 2.25, 2, 100, 1, 1), 'halfLost', 50, -50],
    // 2–1: margins 1 and 0.5, both win 100 × 2 = 200
    ['over 2.25 with three goals', totals('over', 2.25, 2, 100, 2, 1), 'won', 200, 100],
    // under 2.25 with 2 goals: 2 − 2 = 0 pushes 50, 2.5 − 2 = 0.5 wins 50 × 2 = 100: 150
    ['under 2.25 with two goals', totals('under', 2.25, 2, 100, 2, 0), 'halfWon', 150, 50],
    // over 2.75 → 2.5 and 3; 3 goals: +0.5 wins 95, 0 pushes 50: 145
    ['over 2.75 with three goals', totals('over', 2.75, 1.9, 100, 1, 2), 'halfWon', 145, 45],
    // under 2.75 with 3 goals: 2.5 − 3 loses, 3 − 3 pushes 50
    ['under 2.75 with three goals', totals('under', 2.75, 1.9, 100, 3, 0), 'halfLost', 50, -50],
    // under 2.75 with 2 goals: +0.5 and +1 both win: 190
    ['under 2.75 with two goals', totals('under', 2.75, 1.9, 100, 1, 1), 'won', 190, 90],
    ['over 2.5 with two goals', totals('over', 2.5, 1.9, 100, 0, 2), 'lost', 0, -100],
    ['over 3 with three goals', totals('over', 3, 1.9, 100, 2, 1), 'push', 100, 0],
    // 0–0 under 0.5: +0.5 wins 10 × 3.5 = 35
    ['under 0.5 at nil–nil', totals('under', 0.5, 3.5, 10, 0, 0), 'won', 35, 25],
  ] as const)('%s', (_case, result, outcome, totalReturn, netProfit) => {
    expect(result.kind).toBe('settled');
    if (result.kind !== 'settled') return;
    expect(result.outcome).toBe(outcome);
    expect(r2(result.totalReturn)).toBe(totalReturn);
    expect(r2(result.netProfit)).toBe(netProfit);
    expectFinite(result);
  });

  it('gives two equal halves on the same line the answer of the line itself', () => {
    // −0.5 is one bet: at 1–0 the whole stake wins, exactly as two halves on −0.5 would (2 × 50 × 1.90 = 190)
    expect(handicap(-0.5, 1.9, 100, 1, 0)).toMatchObject({ halves: [-0.5, -0.5], totalReturn: 190 });
  });

  const ok = { line: -0.75, odds: 1.9, stake: 100, homeGoals: 2, awayGoals: 1 };
  it.each([
    ['empty line', { line: null }, 'line', { code: 'notANumber' }],
    ['line off the quarter steps', { line: 0.3 }, 'line', { code: 'notAQuarterLine', step: 0.25 }],
    ['handicap above 10', { line: 10.25 }, 'line', { code: 'lineOutOfRange', min: -10, max: 10 }],
    ['handicap below −10', { line: -10.5 }, 'line', { code: 'lineOutOfRange', min: -10, max: 10 }],
    ['odds of 1', { odds: 1 }, 'odds', { code: 'notAboveOne' }],
    ['empty odds', { odds: null }, 'odds', { code: 'notANumber' }],
    ['odds above the maximum', { odds: 2_000_000 }, 'odds', { code: 'oddsTooLarge', max: 1_000_000 }],
    ['zero stake', { stake: 0 }, 'stake', { code: 'notPositive' }],
    ['overflowing return', { stake: 1e308, odds: 10 }, 'stake', { code: 'overflow' }],
    ['negative home goals', { homeGoals: -1 }, 'homeGoals', { code: 'negative' }],
    ['empty home goals', { homeGoals: null }, 'homeGoals', { code: 'notANumber' }],
    ['fractional away goals', { awayGoals: 1.5 }, 'awayGoals', { code: 'notWholeGoals' }],
  ] as const)('refuses a handicap with %s', (_case, change, field, problem) => {
    expect(settleAsianBet({ type: 'handicap', ...ok, ...change })).toEqual({ kind: 'invalid', field, ...problem });
  });

  it.each([
    ['a negative total', -0.5],
    ['a total above 15', 15.25],
  ])('refuses %s', (_case, line) => {
    expect(settleAsianBet({ type: 'totals', side: 'over', ...ok, line })).toEqual({
      kind: 'invalid',
      field: 'line',
      code: 'lineOutOfRange',
      min: 0,
      max: 15,
    });
  });
});

describe('asianBetTable', () => {
  const rowsOf = (market: AsianMarket) => {
    const table = asianBetTable(market);
    if (table.kind !== 'table') throw new Error(`expected a table, got ${JSON.stringify(table)}`);
    return table.rows.map((row) => [row.goals, row.outcome, r2(row.totalReturn), r2(row.netProfit)]);
  };

  it('settles home −0.75 at 1.90 for 100 on every goal difference −3..+3', () => {
    // −0.75 → −0.5 and −1. Up to a draw both margins are below 0: nothing back. +1: 95 + 50 = 145.
    // +2 and more: 2 × 95 = 190.
    expect(rowsOf({ type: 'handicap', line: -0.75, odds: 1.9, stake: 100 })).toEqual([
      [-3, 'lost', 0, -100],
      [-2, 'lost', 0, -100],
      [-1, 'lost', 0, -100],
      [0, 'lost', 0, -100],
      [1, 'halfWon', 145, 45],
      [2, 'won', 190, 90],
      [3, 'won', 190, 90],
    ]);
  });

  it('settles home +1 at 2.00 for 10 on every goal difference −3..+3', () => {
    // margin = difference + 1: below 0 up to −2, 0 at −1 (10 back), above 0 from a draw on (10 × 2 = 20)
    expect(rowsOf({ type: 'handicap', line: 1, odds: 2, stake: 10 })).toEqual([
      [-3, 'lost', 0, -10],
      [-2, 'lost', 0, -10],
      [-1, 'push', 10, 0],
      [0, 'won', 20, 10],
      [1, 'won', 20, 10],
      [2, 'won', 20, 10],
      [3, 'won', 20, 10],
    ]);
  });

  it('settles over 2.25 at 1.90 for 100 on every total 0..6', () => {
    // 2 and 2.5: two goals push 50 and lose 50; three or more win both, 190
    expect(rowsOf({ type: 'totals', side: 'over', line: 2.25, odds: 1.9, stake: 100 })).toEqual([
      [0, 'lost', 0, -100],
      [1, 'lost', 0, -100],
      [2, 'halfLost', 50, -50],
      [3, 'won', 190, 90],
      [4, 'won', 190, 90],
      [5, 'won', 190, 90],
      [6, 'won', 190, 90],
    ]);
  });

  it('settles under 2.75 at 1.90 for 100 on every total 0..6', () => {
    // 2.5 and 3: up to two goals both win, 190; three lose 50 and push 50; four or more lose both
    expect(rowsOf({ type: 'totals', side: 'under', line: 2.75, odds: 1.9, stake: 100 })).toEqual([
      [0, 'won', 190, 90],
      [1, 'won', 190, 90],
      [2, 'won', 190, 90],
      [3, 'halfLost', 50, -50],
      [4, 'lost', 0, -100],
      [5, 'lost', 0, -100],
      [6, 'lost', 0, -100],
    ]);
  });

  it('refuses the market as the settlement does', () => {
    expect(asianBetTable({ type: 'handicap', line: 0.1, odds: 1.9, stake: 100 })).toEqual({
      kind: 'invalid',
      field: 'line',
      code: 'notAQuarterLine',
      step: 0.25,
    });
    expect(asianBetTable({ type: 'totals', side: 'under', line: 2.5, odds: 1.9, stake: -1 })).toEqual({
      kind: 'invalid',
      field: 'stake',
      code: 'notPositive',
    });
  });
});
