import { describe, expect, it } from 'vitest';
import {
  formatCounterValue,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRtp,
  formatSignedPercent,
  formatTurkishDate,
  parseTurkishDate,
  roundTo,
} from './format.ts';

describe('formatNumber', () => {
  it.each([
    [5, 2, '5,00'],
    [1234.5, 2, '1.234,50'],
    [-0.001, 2, '0,00'],
    [13.0746, 2, '13,07'],
    [Number.NaN, 2, '–'],
    [Number.POSITIVE_INFINITY, 2, '–'],
  ])('%d with %d decimals is %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('Turkish money, percentages and RTP', () => {
  it('writes Turkish separators', () => {
    expect(formatMoney(50)).toBe('50,00 TL');
    expect(formatPercent(5)).toBe('5,00%');
    expect(formatSignedPercent(25)).toBe('+25,00%');
    expect(formatSignedPercent(-10)).toBe('-10,00%');
    expect(formatRtp(96.5)).toBe('96,50%');
    expect(formatInteger(10000)).toBe('10.000');
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });
});

describe('Turkish dates', () => {
  it.each([
    ['12 Temmuz 2024', '2024-07-12'],
    ['1 Ağustos 2024', '2024-08-01'],
    ['31 Ağustos 2024', '2024-08-31'],
  ])('%s is %s', (text, iso) => {
    expect(parseTurkishDate(text)).toBe(iso);
    expect(formatTurkishDate(iso)).toBe(text);
  });

  it.each(['31 Haziran 2024', '12 July 2024', '2024-07-12', '0 Temmuz 2024', ''])('rejects %j', (text) => {
    expect(parseTurkishDate(text)).toBeNull();
  });
});

describe('formatCounterValue', () => {
  it.each([
    [1234567, true, '1.234.567'],
    [1234.6, true, '1.235'],
    [4.9, false, '4,9'],
    [4.86, false, '4,9'],
    [107, false, '107'],
  ])('%d (format %s) shows %s', (value, format, expected) => {
    expect(formatCounterValue(value, format)).toBe(expected);
  });
});
