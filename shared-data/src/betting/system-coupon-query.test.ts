import { describe, expect, it } from 'vitest';
import { calculateCoupon } from './system-coupon.ts';
import { couponInputFromQuery, couponSelectionKeys, parseSystemSizes } from './system-coupon-query.ts';

const unreadable = { kind: 'invalid', field: 'system', code: 'systemUnreadable' };

describe('parseSystemSizes', () => {
  it.each([
    ['3,4', [3, 4]],
    ['3, 4', [3, 4]],
    [' 4 ,3, 3 ', [3, 4]], // sorted, each size once
    ['5', [5]],
    ['3,', [3]], // a reader still typing
    ['0', [0]], // readable; the rule refuses the size
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['abc', unreadable],
    ['3;4', unreadable],
    ['3 4', unreadable],
    ['3.5', unreadable],
    ['-3', unreadable],
    [',', unreadable],
  ])('reads %j as %j', (text, expected) => {
    expect(parseSystemSizes(text)).toEqual(expected);
  });
});

describe('couponSelectionKeys', () => {
  it('names a selection’s keys by its 1-based number', () => {
    expect(couponSelectionKeys(12)).toEqual({ odds: 'o12', mbs: 'm12', banker: 'b12', result: 'r12' });
  });
});

describe('couponInputFromQuery', () => {
  const open = { mbs: 1, banker: false, result: null };

  it.each([
    [
      'every key, Turkish and English decimals',
      'n=3&o1=1,85&m1=2&b1=1&r1=k&o2=2.10&r2=i&o3=1,60&r3=x&sistem=2,3&misli=5&kolon=2,50',
      {
        selections: [
          { odds: 1.85, mbs: 2, banker: true, result: 'won' },
          { odds: 2.1, mbs: 1, banker: false, result: 'void' },
          { odds: 1.6, mbs: 1, banker: false, result: 'lost' },
        ],
        system: [2, 3],
        misli: 5,
        kolon: 2.5,
      },
    ],
    ['defaults: MBS 1, misli 1, open, plain', 'n=2&o1=2&o2=3&kolon=1', { selections: [{ odds: 2, ...open }, { odds: 3, ...open }], system: null, misli: 1, kolon: 1 }],
    [
      'the empty fields a form without scripts sends',
      'n=2&o1=&m1=&r1=&o2=2&m2=3&r2=&sistem=&misli=&kolon=',
      { selections: [{ odds: null, ...open }, { odds: 2, ...open, mbs: 3 }], system: null, misli: 1, kolon: null },
    ],
    [
      'unreadable numbers as null, unknown flags as unset',
      'n=1&o1=abc&m1=x&b1=on&r1=z&misli=abc&kolon=1e3',
      { selections: [{ odds: null, mbs: null, banker: false, result: null }], system: null, misli: null, kolon: null },
    ],
    ['only the first n selections', 'n=1&o1=2&o2=5&kolon=1', { selections: [{ odds: 2, ...open }], system: null, misli: 1, kolon: 1 }],
  ])('reads %s', (_case, query, input) => {
    expect(couponInputFromQuery(new URLSearchParams(query))).toEqual({ kind: 'query', input });
  });

  it.each([
    ['no n', 'o1=2', { field: 'selections', code: 'notANumber' }],
    ['an unreadable n', 'n=abc', { field: 'selections', code: 'notANumber' }],
    ['a fractional n', 'n=2,5', { field: 'selections', code: 'notWhole' }],
    ['n of 0', 'n=0', { field: 'selections', code: 'selectionCount', min: 1, max: 30, count: 0 }],
    ['n of 31', 'n=31', { field: 'selections', code: 'selectionCount', min: 1, max: 30, count: 31 }],
    ['an unreadable system', 'n=3&sistem=3-4', { field: 'system', code: 'systemUnreadable' }],
  ])('refuses %s', (_case, query, expected) => {
    expect(couponInputFromQuery(new URLSearchParams(query))).toEqual({ kind: 'invalid', ...expected });
  });

  it('computes the worked example from its shared link', () => {
    // 7 selections at 2.00, system 5, misli 10, kolon 1 TL: C(7,5) = 21 columns, 21 × 10 × 1 = 210 TL;
    // all winning: 21 × 2^5 × 10 = 6720 TL.
    const odds = Array.from({ length: 7 }, (_, i) => `o${i + 1}=2`).join('&');
    const read = couponInputFromQuery(new URLSearchParams(`n=7&${odds}&sistem=5&misli=10&kolon=1`));
    if (read.kind !== 'query') throw new Error(JSON.stringify(read));
    expect(calculateCoupon(read.input)).toMatchObject({ columns: 21, stake: 210, maxPayout: 6720 });
  });
});
