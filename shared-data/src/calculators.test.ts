import { describe, expect, it } from 'vitest';
import { formatAmerican, formatDecimalOdds, formatFraction, parseNumberInput } from './calculators.ts';

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

describe('writing odds', () => {
  it.each([
    // hand: numerator/denominator as written
    [{ numerator: 5, denominator: 2 }, '5/2'],
    [{ numerator: 10, denominator: 11 }, '10/11'],
  ])('formatFraction(%j) is %s', (fraction, text) => {
    expect(formatFraction(fraction)).toBe(text);
  });

  it.each([
    [500, '+500'],
    [100, '+100'],
    [-125, '-125'],
  ])('formatAmerican(%d) is %s', (american, text) => {
    expect(formatAmerican(american)).toBe(text);
  });

  it.each([
    [2, '2.00'],
    [1.005, '1.01'], // half away from zero, free of the binary artefact that gives 1.00
    [1 - 100 / -110, '1.91'], // American -110: 1 + 100/110 = 1.909…
  ])('formatDecimalOdds(%d) is %s', (decimal, text) => {
    expect(formatDecimalOdds(decimal)).toBe(text);
  });
});
