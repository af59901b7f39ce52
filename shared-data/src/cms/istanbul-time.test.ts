import { describe, expect, it } from 'vitest';
import { formatIstanbulDateTime, istanbulDate, istanbulLocalToIso, isoToIstanbulLocal } from './istanbul-time.ts';

describe('istanbulLocalToIso', () => {
  it.each([
    // UTC+3 all year since 2016: 14:30 in Istanbul is 11:30 UTC, and midnight is the evening before in UTC.
    ['2026-11-25T14:30', '2026-11-25T11:30:00.000Z'],
    ['2026-12-01T00:00', '2026-11-30T21:00:00.000Z'],
    ['2026-07-15T02:59', '2026-07-14T23:59:00.000Z'],
    // A field with step=1 gives seconds too.
    ['2026-11-25T14:30:45', '2026-11-25T11:30:45.000Z'],
    // 2015 still had summer time (UTC+3 in summer, UTC+2 in winter).
    ['2015-01-10T12:00', '2015-01-10T10:00:00.000Z'],
  ])('reads %s in Istanbul as %s', (local, iso) => {
    expect(istanbulLocalToIso(local)).toBe(iso);
  });

  it.each(['2026-02-30T10:00', '2026-11-25T24:00', '2026-11-25T10:00:60', '2026-11-25 14:30', '25.11.2026 14:30', ''])('refuses %j', (local) => {
    expect(istanbulLocalToIso(local)).toBeNull();
  });
});

describe('isoToIstanbulLocal', () => {
  it('gives the wall-clock time a datetime-local field shows', () => {
    expect(isoToIstanbulLocal('2026-11-30T21:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(isoToIstanbulLocal('not a date')).toBe('');
  });
});

describe('formatIstanbulDateTime', () => {
  it('writes day.month.year hour:minute in Istanbul', () => {
    expect(formatIstanbulDateTime('2026-11-25T11:30:00Z')).toBe('25.11.2026 14:30');
  });
});

describe('istanbulDate', () => {
  it.each([
    // Istanbul is UTC+3: 20:59:59 UTC is 23:59:59 the same day, 21:00:00 UTC is midnight of the next.
    ['2026-11-24T20:59:59.999Z', '2026-11-24'],
    ['2026-11-24T21:00:00.000Z', '2026-11-25'],
    ['2026-12-31T21:00:00.000Z', '2027-01-01'],
    ['2026-03-01T00:00:00.000Z', '2026-03-01'],
    // Winter time of 2015 (UTC+2): 21:30 UTC was still 23:30 the same day.
    ['2015-01-10T21:30:00.000Z', '2015-01-10'],
  ])('counts %s on %s', (iso, day) => {
    expect(istanbulDate(Date.parse(iso))).toBe(day);
  });
});
