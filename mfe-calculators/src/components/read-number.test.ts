// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, readNumber } from './read-number.ts';

describe('readNumber', () => {
  it('reads a comma or a point as the decimal separator', () => {
    expect(readNumber('2,10')).toEqual({ value: 2.1, error: null });
    expect(readNumber(' 2.10 ')).toEqual({ value: 2.1, error: null });
  });

  it('reads a pasted typographic minus as a minus sign', () => {
    expect(readNumber('\u22120,75')).toEqual({ value: -0.75, error: null });
    expect(readNumber('\u22120.1')).toEqual({ value: -0.1, error: null });
  });

  it('answers an empty field with no value and no error', () => {
    expect(readNumber('   ')).toEqual({ value: null, error: null });
  });

  it('words text that is no number, without asking the rule', () => {
    const rule = () => 'never asked';
    expect(readNumber('iki', rule)).toEqual({ value: null, error: NOT_A_NUMBER });
  });

  it("gives the rule's refusal instead of the value", () => {
    const positive = (value: number) => (value > 0 ? null : 'Sıfırdan büyük olmalı.');
    expect(readNumber('0', positive)).toEqual({ value: null, error: 'Sıfırdan büyük olmalı.' });
    expect(readNumber('3', positive)).toEqual({ value: 3, error: null });
  });
});
