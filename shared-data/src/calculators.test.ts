import { describe, expect, it } from 'vitest';
import {
  calculateSurebet,
  calculateValueBet,
  formatAmerican,
  formatDecimalOdds,
  formatFraction,
  fromDecimal,
  parseAmerican,
  parseFractional,
  parseNumberInput,
} from './calculators.ts';
import { roundTo } from './format.ts';

const r2 = (n: number | null | undefined) => (n === null || n === undefined ? n : roundTo(n, 2));

describe('parseNumberInput', () => {
  it.each([
    ['2,10', 2.1],
    ['2.10', 2.1],
    [' 3 ', 3],
    ['+100', 100],
    ['-1,5', -1.5],
    [',5', 0.5],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseNumberInput(raw)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '2,1,0', '1.234,5', '2x', '--2', 'NaN', 'Infinity'])('rejects %j', (raw) => {
    expect(parseNumberInput(raw)).toBeNull();
  });
});

describe('calculateSurebet', () => {
  it('splits 100 TL over 2.10/2.10 into 50/50 for 5.00 TL (5.00%) profit', () => {
    const result = calculateSurebet([2.1, 2.1], 100);
    expect(result.kind).toBe('arbitrage');
    if (result.kind !== 'arbitrage') return;
    expect(result.stakes.map(r2)).toEqual([50, 50]);
    expect(r2(result.profit)).toBe(5);
    expect(r2(result.profitPercent)).toBe(5);
    expect(r2(result.guaranteedReturn)).toBe(105);
  });

  it('splits 3.2/3.6/3.4 into 35.33/31.41/33.26 with 13.07 profit', () => {
    // 1/3.2 + 1/3.6 + 1/3.4 = 0.884395...; stake_i = 100 * (1/o_i) / 0.884395
    const result = calculateSurebet([3.2, 3.6, 3.4], 100);
    expect(result.kind).toBe('arbitrage');
    if (result.kind !== 'arbitrage') return;
    expect(result.stakes.map(r2)).toEqual([35.33, 31.41, 33.26]);
    expect(r2(result.profit)).toBe(13.07);
    expect(r2(result.impliedTotal)).toBe(88.44);
  });

  it('reports no arbitrage when the inverse odds sum to 1 or more', () => {
    expect(calculateSurebet([2, 2], 100).kind).toBe('none');
    const result = calculateSurebet([1.9, 1.9], 100);
    expect(result.kind).toBe('none');
    if (result.kind === 'none') expect(r2(result.margin)).toBe(5.26);
  });

  it('ignores non-positive and missing odds, keeping stakes aligned with the inputs', () => {
    const result = calculateSurebet([2.1, 0, 2.1], 100);
    expect(result.kind).toBe('arbitrage');
    if (result.kind === 'arbitrage') expect(result.stakes.map(r2)).toEqual([50, null, 50]);
    expect(calculateSurebet([2.1, -3, null], 100)).toEqual({ kind: 'incomplete' });
  });

  it.each([
    [[2.1], 100],
    [[2.1, 2.1], 0],
    [[2.1, 2.1], -5],
    [[2.1, 2.1], null],
  ] as const)('gives no result for odds %j and stake %j', (odds, stake) => {
    expect(calculateSurebet(odds, stake)).toEqual({ kind: 'incomplete' });
  });
});

describe('calculateValueBet', () => {
  it('odds 2.5 at 50% is +25.00% EV', () => {
    const result = calculateValueBet(2.5, 50);
    expect(result.kind).toBe('value');
    if (result.kind !== 'incomplete') {
      expect(r2(result.evPercent)).toBe(25);
      expect(r2(result.impliedProbability)).toBe(40);
      expect(r2(result.fairOdds)).toBe(2);
    }
  });

  it('odds 1.8 at 50% is -10.00% EV and not a value bet', () => {
    const result = calculateValueBet(1.8, 50);
    expect(result.kind).toBe('noValue');
    if (result.kind !== 'incomplete') expect(r2(result.evPercent)).toBe(-10);
  });

  it('zero EV is not a value bet', () => {
    expect(calculateValueBet(2, 50).kind).toBe('noValue');
  });

  it.each([
    [1, 50, 'odds'],
    [0.5, 50, 'odds'],
    [2, 0, 'probability'],
    [2, 101, 'probability'],
    [null, null, 'both'],
  ] as const)('odds %j with probability %j gives no result (%s)', (odds, p, reason) => {
    expect(calculateValueBet(odds, p)).toEqual({ kind: 'incomplete', reason });
  });

  it('accepts a probability of exactly 100', () => {
    expect(calculateValueBet(1.5, 100).kind).toBe('value');
  });
});

describe('odds conversion', () => {
  it.each([
    // decimal, fractional, american — worked out by hand: (d-1) over 100 reduced; d>=2: +(d-1)*100, else -100/(d-1)
    [1.8, '4/5', '-125'],
    [1.91, '91/100', '-110'],
    [2, '1/1', '+100'],
    [2.5, '3/2', '+150'],
    [6, '5/1', '+500'],
    [1.5, '1/2', '-200'],
    [1.25, '1/4', '-400'],
  ])('decimal %d is %s and %s', (decimal, fractional, american) => {
    const f = fromDecimal(decimal);
    expect(f).not.toBeNull();
    if (!f) return;
    expect(formatFraction(f.fractional)).toBe(fractional);
    expect(formatAmerican(f.american)).toBe(american);
  });

  it('American +500 is decimal 6.00 and -125 is 1.80', () => {
    expect(formatDecimalOdds(parseAmerican('+500') ?? 0)).toBe('6.00');
    expect(formatDecimalOdds(parseAmerican('-125') ?? 0)).toBe('1.80');
    expect(formatDecimalOdds(parseAmerican('-110') ?? 0)).toBe('1.91');
  });

  it('fractional 5/2 is decimal 3.50 and 4/5 is 1.80', () => {
    expect(parseFractional('5/2')).toBe(3.5);
    expect(parseFractional(' 4 / 5 ')).toBe(1.8);
  });

  it('marks 2.00 as evens and gives its implied probability', () => {
    expect(fromDecimal(2)?.evens).toBe(true);
    expect(fromDecimal(1.8)?.evens).toBe(false);
    expect(r2(fromDecimal(4)?.impliedProbability)).toBe(25);
  });

  it.each([1, 0.9, 0, -2, null, Number.NaN])('rejects decimal %j', (d) => {
    expect(fromDecimal(d)).toBeNull();
  });

  it.each(['5/0', '0/3', '2.5/1', 'a/b', '5', '-1/2', ''])('rejects fractional %j', (raw) => {
    expect(parseFractional(raw)).toBeNull();
  });

  it.each(['0', '+0', '1.5', 'abc', '', '++100'])('rejects American %j', (raw) => {
    expect(parseAmerican(raw)).toBeNull();
  });
});
