import { describe, expect, it } from 'vitest';
import { addDays, conversionPercent, dayCount, daysInRange, isCalendarDay, lastIstanbulDays, statsRangeOf } from './click-stats.ts';

describe('isCalendarDay', () => {
  it.each([
    ['2026-11-25', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['25.11.2026', false],
    ['', false],
  ])('%s -> %s', (value, real) => {
    expect(isCalendarDay(value)).toBe(real);
  });
});

describe('addDays, daysInRange and dayCount', () => {
  it('steps over month and year ends and a leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysInRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('is one day for a one-day range and none for a reversed one', () => {
    expect(daysInRange('2026-11-25', '2026-11-25')).toEqual(['2026-11-25']);
    expect(daysInRange('2026-11-26', '2026-11-25')).toEqual([]);
    expect([dayCount('2026-11-25', '2026-11-25'), dayCount('2026-11-26', '2026-11-25')]).toEqual([1, 0]);
  });

  it('counts a leap year as 366 days', () => {
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(dayCount('0001-01-01', '9999-12-31')).toBe(3_652_059);
  });
});

describe('lastIstanbulDays', () => {
  it('ends with the Istanbul day: 20:59:59Z is still the 24th there, 21:00:00Z the 25th', () => {
    expect(lastIstanbulDays(30, Date.parse('2026-11-24T20:59:59Z'))).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(lastIstanbulDays(7, Date.parse('2026-11-24T21:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  });
});

describe('statsRangeOf', () => {
  const now = Date.parse('2026-11-24T21:00:00Z');
  it.each([
    ['', '', { from: '2026-10-27', to: '2026-11-25' }],
    ['2026-11-01', '', { from: '2026-11-01', to: '2026-11-25' }],
    ['', '2026-11-10', { from: '2026-10-12', to: '2026-11-10' }],
    ['2026-11-20', '2026-11-21', { from: '2026-11-20', to: '2026-11-21' }],
    ['', '2026-02-30', { from: '', to: '2026-02-30' }],
  ])('%j to %j reads as %j', (from, to, range) => {
    expect(statsRangeOf(from, to, now)).toEqual(range);
  });
});

describe('conversionPercent', () => {
  it.each([
    [0.025, '2,5'],
    [1 / 3, '33,3'],
    [0.00049, '0,0'],
    [0, '0,0'],
    [12.5, '1250,0'],
    [null, ''],
  ])('%s -> %s', (rate, text) => {
    expect(conversionPercent(rate)).toBe(text);
  });
});
