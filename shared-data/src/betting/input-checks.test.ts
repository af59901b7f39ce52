import { describe, expect, it } from 'vitest';
import { checkNumber, finiteOr, firstInvalid, invalid, type NumberRule, readNumbers } from './input-checks.ts';

describe('checkNumber', () => {
  it.each([
    ['positive', 0.01, null],
    ['positive', 0, 'Tutar sıfırdan büyük olmalı.'],
    ['nonNegative', 0, null],
    ['nonNegative', -0.01, 'Tutar negatif olamaz.'],
    ['odds', 1.01, null],
    ['odds', 1, "Tutar 1'den büyük olmalı."],
    ['percent', 0, null],
    ['percent', 100, null],
    ['percent', 100.01, 'Tutar 0 ile 100 arasında olmalı.'],
    ['percent', null, 'Tutar için bir sayı girin.'],
    ['positive', Number.NEGATIVE_INFINITY, 'Tutar için bir sayı girin.'],
  ] as const)('%s rule on %j', (rule: NumberRule, value, message) => {
    const result = checkNumber('amount', { value, label: 'Tutar', rule });
    expect(result).toEqual(message === null ? null : { kind: 'invalid', field: 'amount', message });
  });

  it('names the position in a list', () => {
    expect(checkNumber('odds', { value: 1, label: 'Oran', rule: 'odds' }, 3)).toEqual({
      kind: 'invalid',
      field: 'odds',
      message: "Oran 1'den büyük olmalı.",
      index: 3,
    });
  });
});

describe('readNumbers', () => {
  it('answers the first failing field in the order given', () => {
    const result = readNumbers({
      a: { value: 1, label: 'A', rule: 'positive' },
      b: { value: -1, label: 'B', rule: 'positive' },
      c: { value: null, label: 'C', rule: 'positive' },
    });
    expect(result).toEqual({ kind: 'invalid', field: 'b', message: 'B sıfırdan büyük olmalı.' });
  });

  it('answers every value as a number when all pass', () => {
    const result = readNumbers({ a: { value: 2, label: 'A', rule: 'odds' }, b: { value: 0, label: 'B', rule: 'percent' } });
    expect(result).toEqual({ kind: 'valid', values: { a: 2, b: 0 } });
  });
});

describe('firstInvalid', () => {
  it.each([
    [[null, null], null],
    [[null, invalid('x', 'X'), invalid('y', 'Y')], invalid('x', 'X')],
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
    if (!kept) expect(answer).toMatchObject({ kind: 'invalid', field: 'a' });
  });
});
