import { describe, expect, it } from 'vitest';
import { checkNumber, finiteOr, firstInvalid, invalid, type NumberRule, readNumbers } from './input-checks.ts';

describe('checkNumber', () => {
  it.each([
    ['positive', 0.01, null],
    ['positive', 0, 'notPositive'],
    ['nonNegative', 0, null],
    ['nonNegative', -0.01, 'negative'],
    ['odds', 1.01, null],
    ['odds', 1, 'notAboveOne'],
    ['percent', 0, null],
    ['percent', 100, null],
    ['percent', 100.01, 'notAPercent'],
    ['percent', null, 'notANumber'],
    ['positive', Number.NEGATIVE_INFINITY, 'notANumber'],
  ] as const)('%s rule on %j', (rule: NumberRule, value, code) => {
    const result = checkNumber('amount', { value, rule });
    expect(result).toEqual(code === null ? null : { kind: 'invalid', field: 'amount', code });
  });

  it('names the position in a list', () => {
    expect(checkNumber('odds', { value: 1, rule: 'odds' }, 3)).toEqual({
      kind: 'invalid',
      field: 'odds',
      code: 'notAboveOne',
      index: 3,
    });
  });

  it('answers what a check of its own answers', () => {
    const check = <F extends string>(field: F, value: number | null) => (value === 7 ? invalid(field, { code: 'seven' }) : null);
    expect(checkNumber('lucky', { value: 7, rule: check })).toEqual({ kind: 'invalid', field: 'lucky', code: 'seven' });
    expect(checkNumber('lucky', { value: 8, rule: check })).toBeNull();
  });
});

describe('readNumbers', () => {
  it('answers the first failing field in the order given', () => {
    const result = readNumbers({
      a: { value: 1, rule: 'positive' },
      b: { value: -1, rule: 'positive' },
      c: { value: null, rule: 'positive' },
    });
    expect(result).toEqual({ kind: 'invalid', field: 'b', code: 'notPositive' });
  });

  it('answers every value as a number when all pass', () => {
    const result = readNumbers({ a: { value: 2, rule: 'odds' }, b: { value: 0, rule: 'percent' } });
    expect(result).toEqual({ kind: 'valid', values: { a: 2, b: 0 } });
  });
});

describe('firstInvalid', () => {
  const x = invalid('x', { code: 'notANumber' });
  const y = invalid('y', { code: 'negative' });
  it.each([
    [[null, null], null],
    [[null, x, y], x],
  ] as const)('of %j', (checks, expected) => {
    expect(firstInvalid(...checks)).toEqual(expected);
  });
});

describe('finiteOr', () => {
  it.each([
    [{ kind: 'ok', a: 1, list: [1, 2], flag: true, none: null }, true],
    [{ kind: 'ok', a: Number.POSITIVE_INFINITY }, false],
    [{ kind: 'ok', a: 1, list: [1, Number.NaN] }, false],
  ] as const)('keeps %j only when every number is finite', (result, kept) => {
    const answer = finiteOr(result, 'a');
    expect(answer === result).toBe(kept);
    if (!kept) expect(answer).toEqual({ kind: 'invalid', field: 'a', code: 'overflow' });
  });
});
