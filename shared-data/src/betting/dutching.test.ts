import { describe, expect, it } from 'vitest';
import { calculateDutching } from './dutching.ts';
import { expectFinite, r2 } from './test-support.ts';

describe('calculateDutching', () => {
  // [source, odds, total stake, stakes, equal return, profit, profit %, book %, guaranteed loss]
  it.each([
    // bettingmaths.co.uk dutching calculator example: £100 over 3.00 and 4.00: £57.14 and £42.86, return £171.43,
    // profit £71.43. By hand: 71.43 / 100 = 71.43%; book 1/3 + 1/4 = 58.33%.
    ['bettingmaths two selections', [3, 4], 100, [57.14, 42.86], 171.43, 71.43, 71.43, 58.33, false],
    // plusevlab.com/en/dutching: 2.50 / 4.00 / 6.00 over 100: 48.98 / 30.61 / 20.41, return 122, profit +22.45,
    // return on stake +22.45%, combined book 81.67%. Return by hand: 100 / 0.816667 = 122.45.
    ['plusevlab three selections', [2.5, 4, 6], 100, [48.98, 30.61, 20.41], 122.45, 22.45, 22.45, 81.67, false],
    // app.sharkbetting.com dutching example: €50 over 3.0 / 4.0 / 6.0, sum 0.750: €22.22 / €16.67 / €11.11.
    // The page multiplies the rounded stake (22.22 × 3 = 66.66) and says "33% ROI"; by hand unrounded:
    // 50 / 0.75 = 66.67, profit 16.67, 16.667 / 50 = 33.33%.
    ['sharkbetting horse race', [3, 4, 6], 50, [22.22, 16.67, 11.11], 66.67, 16.67, 33.33, 75, false],
    // worked by hand: 1/1.5 + 1/2.5 = 0.666667 + 0.4 = 1.066667; stakes 100 × 0.666667 / 1.066667 = 62.5 and
    // 100 × 0.4 / 1.066667 = 37.5; return 100 / 1.066667 = 93.75; profit −6.25 (−6.25%).
    ['hand-worked book over 100%', [1.5, 2.5], 100, [62.5, 37.5], 93.75, -6.25, -6.25, 106.67, true],
    // worked by hand: 1/2 + 1/2 = 1; 50 and 50, return 100, profit 0: break-even is not a loss.
    ['hand-worked break-even book', [2, 2], 100, [50, 50], 100, 0, 0, 100, false],
    // worked by hand: ten selections at 11.0, Σ = 10/11 = 0.909091; each 100 × (1/11) / (10/11) = 10,
    // return 100 / 0.909091 = 110, profit 10 (10%).
    ['hand-worked ten selections', Array.from({ length: 10 }, () => 11), 100, Array.from({ length: 10 }, () => 10), 110, 10, 10, 90.91, false],
  ] as const)('%s', (_source, odds, totalStake, stakes, equalReturn, profit, profitPercent, bookPercent, guaranteedLoss) => {
    const result = calculateDutching({ odds, totalStake });
    expect(result.kind).toBe('dutched');
    if (result.kind !== 'dutched') return;
    expect(result.stakes.map(r2)).toEqual(stakes);
    expect(r2(result.equalReturn)).toBe(equalReturn);
    expect(r2(result.profit)).toBe(profit);
    expect(r2(result.profitPercent)).toBe(profitPercent);
    expect(r2(result.bookPercent)).toBe(bookPercent);
    expect(result.guaranteedLoss).toBe(guaranteedLoss);
    expectFinite(result);
  });

  it.each([
    ['single selection', [2], 100, { field: 'selections', code: 'selectionCount', min: 2, max: 10, count: 1 }],
    ['empty list', [], 100, { field: 'selections', code: 'selectionCount', min: 2, max: 10, count: 0 }],
    ['eleven selections', Array.from({ length: 11 }, () => 12), 100, { field: 'selections', code: 'selectionCount', min: 2, max: 10, count: 11 }],
    ['odds of 1', [2, 1], 100, { field: 'odds', index: 1, code: 'notAboveOne' }],
    ['odds below 1', [0.5, 3], 100, { field: 'odds', index: 0, code: 'notAboveOne' }],
    ['empty odds', [null, 3], 100, { field: 'odds', index: 0, code: 'notANumber' }],
    ['NaN odds', [2, 3, Number.NaN], 100, { field: 'odds', index: 2, code: 'notANumber' }],
    ['zero stake', [2, 3], 0, { field: 'totalStake', code: 'notPositive' }],
    ['negative stake', [2, 3], -10, { field: 'totalStake', code: 'notPositive' }],
    ['empty stake', [2, 3], null, { field: 'totalStake', code: 'notANumber' }],
    ['odds above the shared upper bound', [2, 2e6], 100, { field: 'odds', index: 1, code: 'oddsTooLarge', max: 1_000_000 }],
    // Odds and stake are each allowed, but 1e303 / (2 × 1e-6) = 5e308 overflows: refused rather than Infinity.
    ['overflowing return', [1e6, 1e6], 1e303, { field: 'totalStake', code: 'overflow' }],
  ] as const)('refuses a %s', (_case, odds, totalStake, expected) => {
    expect(calculateDutching({ odds, totalStake })).toEqual({ kind: 'invalid', ...expected });
  });

  it('answers with finite numbers or a refusal across extreme inputs', () => {
    const values = [null, 0, 1, 1 + 1e-12, 1.5, 1000, 1e12, 1e300, Number.NaN];
    for (const a of values) {
      for (const b of values) {
        for (const totalStake of [null, -1, 0, 1e-9, 100, 1e300]) {
          const result = calculateDutching({ odds: [a, b, 3], totalStake });
          if (result.kind === 'dutched') expectFinite(result);
        }
      }
    }
  });
});
