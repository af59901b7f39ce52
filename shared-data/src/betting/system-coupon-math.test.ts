import { describe, expect, it } from 'vitest';
import { binomial, columnsPayout, elementarySymmetric, roundHalfUp, toScaled } from './system-coupon-math.ts';

describe('toScaled', () => {
  it.each([
    [2.35, 4, 23_500n],
    [1.2345, 4, 12_345n], // 12344.999999999998 as a double, meant as 12345
    [0.1 + 0.2, 2, 30n], // 0.30000000000000004
    [1.23456, 4, null],
    [0.125, 2, null],
    [1_000_000, 4, 10_000_000_000n],
  ])('%d × 10^%d is %s', (value, decimals, expected) => {
    expect(toScaled(value, decimals)).toBe(expected);
  });
});

describe('binomial', () => {
  it('matches Pascal’s triangle up to 30', () => {
    let row = [1n];
    for (let n = 0; n <= 30; n++) {
      expect(row.map((_, k) => binomial(n, k))).toEqual(row);
      row = [...row, 0n].map((v, k) => v + (row[k - 1] ?? 0n));
    }
  });

  it.each([
    [7, 5, 21n],
    [30, 15, 155_117_520n],
    [5, -1, 0n],
    [5, 6, 0n],
    [0, 0, 1n],
  ])('C(%d, %d) = %s', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });
});

describe('elementarySymmetric', () => {
  it.each([
    // 1, 2, 3: e1 = 6, e2 = 2 + 3 + 6 = 11, e3 = 6.
    [[1n, 2n, 3n], 3, [1n, 6n, 11n, 6n]],
    // Stopped at e2.
    [[1n, 2n, 3n], 2, [1n, 6n, 11n]],
    // A 0 (a lost selection) drops every subset holding it: of 2, 0, 5 only {2, 5} has a product: e2 = 10.
    [[2n, 0n, 5n], 3, [1n, 7n, 10n, 0n]],
    [[], 2, [1n, 0n, 0n]],
  ])('of %s up to e%d', (values, max, expected) => {
    expect(elementarySymmetric(values, max)).toEqual(expected);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [10n, 4n, 3n], // 2.5 → 3
    [9n, 4n, 2n], // 2.25 → 2
    [11n, 4n, 3n], // 2.75 → 3
    [0n, 7n, 0n],
    [8n, 4n, 2n],
  ])('%s / %s → %s', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe('columnsPayout', () => {
  it.each([
    // Banker 1.50, others 2.00 2.00 2.00, sizes 2 and 3, 100 kuruş a column: 1.5 × (e1 + e2) = 1.5 × (6 + 12) = 27 TL.
    [[15_000n], [20_000n, 20_000n, 20_000n], [2, 3], 100n, 2700n],
    // No banker, 1.05 and 1.10 on one column: 115.5 kuruş → 116.
    [[], [10_500n, 11_000n], [2], 100n, 116n],
  ])('pays %s with %s at sizes %s', (bankers, others, sizes, perColumn, expected) => {
    expect(columnsPayout(bankers, others, sizes, perColumn)).toBe(expected);
  });
});
