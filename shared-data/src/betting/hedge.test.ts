import { describe, expect, it } from 'vitest';
import { calculateHedge } from './hedge.ts';
import { expectFinite, r2 } from './test-support.ts';

describe('calculateHedge', () => {
  // [source, stake, odds, hedge odds, kind, hedge stake, profit either way, total outlay]
  it.each([
    // thepunterspage.com/hedging-calculator: £100 at 8.0, opponent at 1.80: X = 800 / 1.80 = 444.44,
    // £255.56 whoever wins. Outlay by hand: 100 + 444.44 = 544.44.
    ['thepunterspage futures hedge', 100, 8, 1.8, 'lockedProfit', 444.44, 255.56, 544.44],
    // costcalculator.calculator.city hedge example: $100 at 10.00, opponent at 2.00: $500 hedge, $400 profit.
    ['calculator.city tournament hedge', 100, 10, 2, 'lockedProfit', 500, 400, 600],
    // cal57.calculator.city hedge example: $100 at 2.40, hedge at 1.80: about $133.33, about $6.67 either way.
    ['calculator.city green book', 100, 2.4, 1.8, 'lockedProfit', 133.33, 6.67, 233.33],
    // codingace.net hedge table: $100 at +250 (3.50), hedge at −140 (1 + 100/140 = 1.7143): $204.17, $45.83 net.
    ['codingace American odds', 100, 3.5, 1 + 100 / 140, 'lockedProfit', 204.17, 45.83, 304.17],
    // worked by hand: 100 × 2.0 / 1.5 = 133.33; 200 − 233.33 = −33.33 either way (1/2 + 1/1.5 = 1.17 > 1).
    ['hand-worked loss both ways', 100, 2, 1.5, 'lockedLoss', 133.33, -33.33, 233.33],
    // worked by hand: 100 × 2 / 2 = 100; 200 − 200 = 0 (1/2 + 1/2 = 1).
    ['hand-worked break-even', 100, 2, 2, 'breakEven', 100, 0, 200],
    // worked by hand: 1 × 2 / 2.0001 = 0.99995; 2 − 1.99995 = 0.00005, which shows as 0,00: not called a profit.
    ['hand-worked profit too small to show', 1, 2, 2.0001, 'breakEven', 1, 0, 2],
  ] as const)('%s', (_source, stake, odds, hedgeOdds, kind, hedgeStake, profit, outlay) => {
    const result = calculateHedge({ stake, odds, hedgeOdds });
    expect(result.kind).toBe(kind);
    if (result.kind === 'invalid') return;
    expect(r2(result.hedgeStake)).toBe(hedgeStake);
    expect(r2(result.profitIfOriginalWins)).toBe(profit);
    expect(r2(result.profitIfHedgeWins)).toBe(profit);
    expect(r2(result.totalOutlay)).toBe(outlay);
    // Either winning bet pays back stake × odds.
    expect(r2(result.guaranteedReturn)).toBe(r2(stake * odds));
    expectFinite(result);
  });

  it.each([
    ['zero stake', { stake: 0, odds: 2, hedgeOdds: 2 }, 'stake', { code: 'notPositive' }],
    ['negative stake', { stake: -5, odds: 2, hedgeOdds: 2 }, 'stake', { code: 'notPositive' }],
    ['empty stake', { stake: null, odds: 2, hedgeOdds: 2 }, 'stake', { code: 'notANumber' }],
    ['NaN odds', { stake: 10, odds: Number.NaN, hedgeOdds: 2 }, 'odds', { code: 'notANumber' }],
    ['odds of 1', { stake: 10, odds: 1, hedgeOdds: 2 }, 'odds', { code: 'notAboveOne' }],
    ['hedge odds of 1', { stake: 10, odds: 2, hedgeOdds: 1 }, 'hedgeOdds', { code: 'notAboveOne' }],
    ['negative hedge odds', { stake: 10, odds: 2, hedgeOdds: -3 }, 'hedgeOdds', { code: 'notAboveOne' }],
    ['overflowing return', { stake: 1e308, odds: 10, hedgeOdds: 2 }, 'stake', { code: 'overflow' }],
  ] as const)('refuses a %s', (_case, given, field, problem) => {
    expect(calculateHedge(given)).toEqual({ kind: 'invalid', field, ...problem });
  });

  it('answers with finite numbers or a refusal across extreme inputs', () => {
    const values = [null, -1, 0, 1, 1 + 1e-12, 1.5, 1000, 1e12, 1e200, Number.NaN, Number.NEGATIVE_INFINITY];
    for (const stake of values) {
      for (const odds of values) {
        for (const hedgeOdds of values) {
          const result = calculateHedge({ stake, odds, hedgeOdds });
          if (result.kind !== 'invalid') expectFinite(result);
        }
      }
    }
  });
});
