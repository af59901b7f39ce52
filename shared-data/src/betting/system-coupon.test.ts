import { describe, expect, it } from 'vitest';
import { calculateCoupon, type CouponInput, type CouponSelection, type MbsBreak } from './system-coupon.ts';

/** A selection from its odds and flags: 'B' banker, 'k' won, 'x' lost, 'i' void (iptal), a digit its MBS (else 1). */
function sel(odds: number | null, flags = ''): CouponSelection {
  const result = flags.includes('k') ? 'won' : flags.includes('x') ? 'lost' : flags.includes('i') ? 'void' : null;
  const mbs = /\d/.exec(flags)?.[0];
  return { odds, mbs: mbs === undefined ? 1 : Number(mbs), banker: flags.includes('B'), result };
}

const same = (count: number, odds: number, flags = '') => Array.from({ length: count }, () => sel(odds, flags));

/** C(n, k) from Pascal's triangle, each row from the one above: an independent check of the rule's column counts. */
function pascal(n: number, k: number): number {
  let row = [1];
  for (let i = 0; i < n; i++) row = [...row, 0].map((v, j) => v + (row[j - 1] ?? 0));
  return row[k] ?? 0;
}

interface PayoutCase {
  name: string;
  selections: CouponSelection[];
  system: number[] | null;
  misli: number;
  kolon: number;
  /** [size, columns] per size. */
  bySize: [number, number][];
  stake: number;
  max: number;
  min: number;
  payout: number | null;
  net: number | null;
}

describe('calculateCoupon', () => {
  it.each<PayoutCase>([
    // 7 selections, system 5: C(7,5) = 21 columns; stake 21 × 10 misli × 1 TL = 210 TL.
    // Odds 1.50 and six 2.00, product 96; a 5-column leaves out two selections, so e5 = Σ 96 / (o_a × o_b):
    // 6 pairs with the 1.50 give 96 / 3 = 32 each (192), 15 pairs of 2.00s give 96 / 4 = 24 each (360): 552 × 10 = 5520.
    // Least: the five lowest, 1.50 × 2^4 = 24 × 10 = 240. Marked: the 6th lost, the rest won; the winners' 5-subsets
    // leave out one of six (product 48): 48 / 1.5 + 5 × 48 / 2 = 32 + 120 = 152 × 10 = 1520; net 1520 − 210 = 1310.
    { name: 'the worked example: 7 selections, system 5', selections: [sel(1.5, 'k'), ...same(4, 2, 'k'), sel(2, 'x'), sel(2, 'k')], system: [5], misli: 10, kolon: 1, bySize: [[5, 21]], stake: 210, max: 5520, min: 240, payout: 1520, net: 1310 },
    // One column: 1 × 5 × 2 = 10 TL. 1.85 × 2.10 = 3.885, × 1.60 = 6.216, × 5 × 2 = 62.16 (least = most); net 52.16.
    { name: 'a plain combination', selections: [sel(1.85, 'k'), sel(2.1, 'k'), sel(1.6, 'k')], system: null, misli: 5, kolon: 2, bySize: [[3, 1]], stake: 10, max: 62.16, min: 62.16, payout: 62.16, net: 52.16 },
    // The 1.85 is cancelled: 1.00 × 2.10 × 1.60 = 3.36 × 10 = 33.60; net 33.60 − 10 = 23.60.
    { name: 'a plain combination with a cancelled selection at 1.00', selections: [sel(1.85, 'i'), sel(2.1, 'k'), sel(1.6, 'k')], system: null, misli: 5, kolon: 2, bySize: [[3, 1]], stake: 10, max: 62.16, min: 62.16, payout: 33.6, net: 23.6 },
    // Banker 1.50 and five 2.00, system 3,4: C(5,2) + C(5,3) = 10 + 10 = 20 columns × 2 × 0.50 = 20 TL; 1 TL a column.
    // Most: 1.5 × (e2 + e3) of five 2.00s = 1.5 × (10 × 4 + 10 × 8) = 180. Least: 1.5 × 2 × 2 = 6.
    // Marked: others void, won, lost, won, lost → 1, 2, 2 count: e2 = 1×2 + 1×2 + 2×2 = 8, e3 = 1×2×2 = 4;
    // 1.5 × 12 = 18; net 18 − 20 = −2.
    { name: 'a banker, two sizes and a cancellation', selections: [sel(1.5, 'Bk'), sel(2, 'i'), sel(2, 'k'), sel(2, 'x'), sel(2, 'k'), sel(2, 'x')], system: [3, 4], misli: 2, kolon: 0.5, bySize: [[3, 10], [4, 10]], stake: 20, max: 180, min: 6, payout: 18, net: -2 },
    // The same coupon with the banker lost: every column holds it, so nothing pays; net −20.
    { name: 'a lost banker', selections: [sel(1.5, 'Bx'), sel(2, 'i'), sel(2, 'k'), sel(2, 'x'), sel(2, 'k'), sel(2, 'x')], system: [3, 4], misli: 2, kolon: 0.5, bySize: [[3, 10], [4, 10]], stake: 20, max: 180, min: 6, payout: 0, net: -20 },
    // 1.50 2.00 2.50 3.00, system 2,3: 6 + 4 = 10 columns × 2 TL = 20. e2 = 3 + 3.75 + 4.5 + 5 + 6 + 7.5 = 29.75;
    // e3 = 15 + 11.25 + 9 + 7.5 = 42.75 (each triple leaves one out of 22.5); (29.75 + 42.75) × 2 = 145.
    // Least: 1.50 × 2.00 × 2 = 6. Results open: no payout yet.
    { name: 'two sizes, results still open', selections: [sel(1.5), sel(2), sel(2.5), sel(3)], system: [2, 3], misli: 1, kolon: 2, bySize: [[2, 6], [3, 4]], stake: 20, max: 145, min: 6, payout: null, net: null },
    // System 2 of 1.05 1.10 1.30 at 1 TL: columns pay 115.5, 136.5 and 143 kuruş, exactly 395 kuruş = 3.95 TL.
    // Rounding each column first would give 116 + 137 + 143 = 396 (3.96). Least: 1.05 × 1.10 = 115.5 kuruş → 1.16.
    { name: 'rounding once, not per column', selections: [sel(1.05, 'k'), sel(1.1, 'k'), sel(1.3, 'k')], system: [2], misli: 1, kolon: 1, bySize: [[2, 3]], stake: 3, max: 3.95, min: 1.16, payout: 3.95, net: 0.95 },
    // Banker 3.00, others 1.20 2.50 1.50, system 2,3: C(3,1) + C(3,2) = 6 columns × 10 TL = 60.
    // Least: the banker and the lowest other, 3 × 1.2 × 10 = 36. Most: 3 × (e1 + e2) × 10 with e1 = 5.2 and
    // e2 = 3 + 1.8 + 3.75 = 8.55: 3 × 13.75 × 10 = 412.50. Marked: 1.20 lost, 2.50 won, 1.50 void → 0, 2.5, 1:
    // e1 = 3.5, e2 = 2.5; 3 × 6 × 10 = 180; net 120.
    { name: 'the least payout takes the lowest odds wherever they stand', selections: [sel(3, 'Bk'), sel(1.2, 'x'), sel(2.5, 'k'), sel(1.5, 'i')], system: [2, 3], misli: 1, kolon: 10, bySize: [[2, 3], [3, 3]], stake: 60, max: 412.5, min: 36, payout: 180, net: 120 },
    // Bankers 2.00 and 3.00 with one 4.00, system 2,3: C(1,0) + C(1,1) = 2 columns (one of the bankers alone).
    // Most: 6 × (1 + 4) = 30; least: the bankers' column, 6.
    { name: 'a size equal to the number of bankers', selections: [sel(2, 'B'), sel(3, 'B'), sel(4)], system: [2, 3], misli: 1, kolon: 1, bySize: [[2, 1], [3, 1]], stake: 2, max: 30, min: 6, payout: null, net: null },
    // One selection at 1.2345: 123.45 kuruş rounds half up to 123 → 1.23 TL.
    { name: 'a single selection with four-decimal odds', selections: [sel(1.2345, 'k')], system: null, misli: 1, kolon: 1, bySize: [[1, 1]], stake: 1, max: 1.23, min: 1.23, payout: 1.23, net: 0.23 },
    // Repeated sizes count once: system 3 of 5 selections is C(5,3) = 10 columns. 2.00s: 10 × 8 = 80; least 8.
    { name: 'a repeated size', selections: same(5, 2), system: [3, 3], misli: 1, kolon: 1, bySize: [[3, 10]], stake: 10, max: 80, min: 8, payout: null, net: null },
    // 20 selections at 1.50, system 7: C(20,7) = 77,520 columns (under the 100,000 cap). 1.5^7 = 17.0859375;
    // × 77,520 = 1,317,840 + 77,520 × 11/128 (= 6,661.875) = 1,324,501.875 TL, an exact half kuruş → 1,324,501.88.
    // Least: 17.0859375 → 17.09.
    { name: 'a large system, its exact half kuruş rounded up', selections: same(20, 1.5), system: [7], misli: 1, kolon: 1, bySize: [[7, 77_520]], stake: 77_520, max: 1_324_501.88, min: 17.09, payout: null, net: null },
    // 28 bankers and two others at 2.00, system 29: C(2,1) = 2 columns, each 2^29 = 536,870,912; together 2^30.
    { name: 'thirty selections, twenty-eight bankers', selections: [...same(28, 2, 'B'), ...same(2, 2)], system: [29], misli: 1, kolon: 1, bySize: [[29, 2]], stake: 2, max: 1_073_741_824, min: 536_870_912, payout: null, net: null },
  ])('$name', ({ selections, system, misli, kolon, bySize, stake, max, min, payout, net }) => {
    expect(calculateCoupon({ selections, system, misli, kolon })).toEqual({
      kind: 'coupon',
      plain: system === null,
      columnsBySize: bySize.map(([size, columns]) => ({ size, columns })),
      columns: bySize.reduce((sum, [, columns]) => sum + columns, 0),
      stake,
      mbsBreaks: [],
      maxPayout: max,
      minPayout: min,
      payout,
      net,
    });
  });

  it('reads an empty system as a plain combination', () => {
    const result = calculateCoupon({ selections: same(3, 2), system: [], misli: 1, kolon: 1 });
    // 2 × 2 × 2 = 8 on one column.
    expect(result).toMatchObject({ plain: true, columns: 1, maxPayout: 8 });
  });

  it('counts the columns as Pascal’s triangle does', () => {
    expect([pascal(7, 5), pascal(5, 2), pascal(20, 7), pascal(23, 6), pascal(30, 10)]).toEqual([21, 10, 77_520, 100_947, 30_045_015]);
  });

  // [case, selections, system, column count, stake, breaks]: one column of 1 TL, misli 1, odds 2.00 throughout.
  it.each<[string, CouponSelection[], number[] | null, number, MbsBreak[]]>([
    // C(5,3) = 10 columns; the 2nd selection's MBS 4 needs 4-columns: 4 − 3 = 1 short.
    ['a system one short of an MBS', [sel(2), sel(2, '4'), sel(2), sel(2), sel(2)], [3], 10, [{ size: 3, mbs: 4, selections: [2], by: 1 }]],
    // 10 + 10 + 5 = 25 columns; MBS 4 on the 2nd and 5th: the 2s break it by 2, the 3s by 1, the 4s keep it.
    ['two broken sizes and two holders', [sel(2), sel(2, '4'), sel(2, '3'), sel(2), sel(2, '4')], [2, 3, 4], 25, [{ size: 2, mbs: 4, selections: [2, 5], by: 2 }, { size: 3, mbs: 4, selections: [2, 5], by: 1 }]],
    // A double (one column of 2) holding an MBS 3: 3 − 2 = 1 short.
    ['a plain double with an MBS 3', [sel(2, '3'), sel(2)], null, 1, [{ size: 2, mbs: 3, selections: [1], by: 1 }]],
  ])('says which selection %s breaks, without payouts', (_case, selections, system, columns, breaks) => {
    expect(calculateCoupon({ selections, system, misli: 1, kolon: 1 })).toMatchObject({
      columns,
      stake: columns,
      mbsBreaks: breaks,
      maxPayout: null,
      minPayout: null,
      payout: null,
      net: null,
    });
  });

  it('pays a coupon that keeps the MBS: a treble of MBS 3 at 2.00 pays 2 × 2 × 2 = 8', () => {
    expect(calculateCoupon({ selections: [sel(2, '3k'), sel(2, '3k'), sel(2, 'k')], system: null, misli: 1, kolon: 1 })).toMatchObject({
      mbsBreaks: [],
      maxPayout: 8,
      payout: 8,
      net: 7,
    });
  });

  const base = (change: Partial<CouponInput>): CouponInput => ({ selections: same(5, 2), system: [3], misli: 1, kolon: 1, ...change });

  it.each<[string, CouponInput, object]>([
    ['no selections', base({ selections: [] }), { field: 'selections', code: 'selectionCount', min: 1, max: 30, count: 0 }],
    ['31 selections', base({ selections: same(31, 2) }), { field: 'selections', code: 'selectionCount', min: 1, max: 30, count: 31 }],
    ['missing odds', base({ selections: [sel(2), sel(null), sel(2)] }), { field: 'odds', index: 1, code: 'notANumber' }],
    ['NaN odds', base({ selections: [sel(Number.NaN), sel(2), sel(2)] }), { field: 'odds', index: 0, code: 'notANumber' }],
    ['odds of 1.00', base({ selections: [sel(2), sel(2), sel(1)] }), { field: 'odds', index: 2, code: 'oddsBelowMinimum', min: 1.01 }],
    ['odds of 1.009', base({ selections: [sel(1.009), sel(2), sel(2)] }), { field: 'odds', index: 0, code: 'oddsBelowMinimum', min: 1.01 }],
    ['odds above a million', base({ selections: [sel(2), sel(2e6), sel(2)] }), { field: 'odds', index: 1, code: 'oddsTooLarge', max: 1_000_000 }],
    ['odds with five decimals', base({ selections: [sel(2), sel(2), sel(1.23456)] }), { field: 'odds', index: 2, code: 'tooManyDecimals', max: 4 }],
    ['an MBS of 0', base({ selections: [sel(2), sel(2, '0'), sel(2)] }), { field: 'mbs', index: 1, code: 'outOfRange', min: 1, max: 4 }],
    ['an MBS of 5', base({ selections: [sel(2, '5'), sel(2), sel(2)] }), { field: 'mbs', index: 0, code: 'outOfRange', min: 1, max: 4 }],
    ['an MBS of 2.5', base({ selections: [sel(2), sel(2), { ...sel(2), mbs: 2.5 }] }), { field: 'mbs', index: 2, code: 'notWhole' }],
    ['a missing MBS', base({ selections: [sel(2), { ...sel(2), mbs: null }, sel(2)] }), { field: 'mbs', index: 1, code: 'notANumber' }],
    ['a size of 2.5', base({ system: [2.5] }), { field: 'system', code: 'sizeNotWhole', size: 2.5 }],
    ['a size of 0', base({ system: [0, 3] }), { field: 'system', code: 'sizeBelowOne', size: 0 }],
    ['a size above the selections', base({ system: [3, 6] }), { field: 'system', code: 'sizeAboveSelections', size: 6, selections: 5 }],
    ['a size below the bankers', base({ selections: [...same(3, 2, 'B'), ...same(2, 2)], system: [2, 4] }), { field: 'system', code: 'sizeBelowBankers', size: 2, bankers: 3 }],
    ['misli 0', base({ misli: 0 }), { field: 'misli', code: 'outOfRange', min: 1, max: 1000 }],
    ['misli 1001', base({ misli: 1001 }), { field: 'misli', code: 'outOfRange', min: 1, max: 1000 }],
    ['misli 1.5', base({ misli: 1.5 }), { field: 'misli', code: 'notWhole' }],
    ['a missing misli', base({ misli: null }), { field: 'misli', code: 'notANumber' }],
    ['a missing kolon', base({ kolon: null }), { field: 'kolon', code: 'notANumber' }],
    ['a kolon of 0', base({ kolon: 0 }), { field: 'kolon', code: 'notPositive' }],
    ['a negative kolon', base({ kolon: -1 }), { field: 'kolon', code: 'notPositive' }],
    ['a kolon below the kuruş', base({ kolon: 0.125 }), { field: 'kolon', code: 'tooManyDecimals', max: 2 }],
    // 30 selections, system 10: C(30,10) = 30,045,015 columns, refused before anything is computed.
    ['30 selections in a system 10', base({ selections: same(30, 2), system: [10] }), { field: 'system', code: 'tooManyColumns', columns: 30_045_015, max: 100_000 }],
    // C(23,6) = 100,947: just over the cap.
    ['23 selections in a system 6', base({ selections: same(23, 2), system: [6] }), { field: 'system', code: 'tooManyColumns', columns: 100_947, max: 100_000 }],
    // Each size allowed alone, not together: C(20,6) + C(20,7) = 38,760 + 77,520 = 116,280.
    ['20 selections in a system 6,7', base({ selections: same(20, 2), system: [6, 7] }), { field: 'system', code: 'tooManyColumns', columns: 116_280, max: 100_000 }],
    // 10^14 TL is 10^16 kuruş, past 2^53 − 1 ≈ 9.007 × 10^15.
    ['a kolon past the safe kuruş', base({ kolon: 1e14 }), { field: 'kolon', code: 'overflow' }],
    // 9 × 10^13 TL = 9 × 10^15 kuruş is safe; 10 columns of it are not.
    ['a stake past the safe kuruş', base({ kolon: 9e13 }), { field: 'kolon', code: 'overflow' }],
    // Ten 1000.00s on one column: 10^30 TL.
    ['a payout past the safe kuruş', base({ selections: same(10, 1000), system: null }), { field: 'kolon', code: 'overflow' }],
  ])('refuses %s', (_case, input, expected) => {
    expect(calculateCoupon(input)).toEqual({ kind: 'invalid', ...expected });
  });
});
