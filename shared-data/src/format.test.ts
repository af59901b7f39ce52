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
  wageringLabel,
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

describe('the Turkish number text, against Intl.NumberFormat tr-TR', () => {
  const intl = (value: number, decimals: number, grouping = true) =>
    new Intl.NumberFormat('tr-TR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping }).format(value);
  const values = [0, 0.5, 7, 999, 999.995, 1000, 1234.5, 10_000, 65_432.1, 999_999.5, 1_000_000, 123_456_789.987, 98_765_432_109_876, -0.004, -3.2, -1234.5, -1_000_000];

  it.each(values)('formatNumber(%d) at 0, 1, 2 and 3 decimals', (value) => {
    for (const decimals of [0, 1, 2, 3]) {
      const rounded = roundTo(value, decimals);
      expect(formatNumber(value, decimals)).toBe(intl(rounded === 0 ? 0 : rounded, decimals));
    }
  });

  it.each(values)('formatInteger(%d)', (value) => {
    const whole = Math.round(value);
    expect(formatInteger(value)).toBe(intl(whole === 0 ? 0 : whole, 0));
  });

  it('writes one decimal without grouping for the counter', () => {
    expect(formatCounterValue(12345.67, false)).toBe(intl(12345.7, 1, false));
  });
});

describe('wageringLabel', () => {
  it.each([
    [30, '30x'],
    [2.5, '2,5x'],
    [null, 'Yok'],
    [0, 'Yok'],
  ])('%s gives %s', (multiple, label) => {
    expect(wageringLabel(multiple)).toBe(label);
  });
});
