import { describe, expect, it } from 'vitest';
import { breakEnd, formatBreakEnd, isBreakDays, OFFERS_SHOWN, policyOf, runningBreak } from './offer-policy.ts';

const now = new Date('2026-11-30T02:00:00.000Z');

describe('a break from the offers', () => {
  it('ends 7, 30 or 90 whole days after it is taken', () => {
    expect(breakEnd(now, 7, null).toISOString()).toBe('2026-12-07T02:00:00.000Z');
    expect(breakEnd(now, 30, null).toISOString()).toBe('2026-12-30T02:00:00.000Z');
    // November has 30 days, December and January 31: 0 + 31 + 31 + 28 days into February.
    expect(breakEnd(now, 90, null).toISOString()).toBe('2027-02-28T02:00:00.000Z');
  });

  it('is never shortened by taking a shorter one while it runs', () => {
    const running = new Date('2027-01-15T00:00:00.000Z');
    expect(breakEnd(now, 7, running)).toEqual(running);
    expect(breakEnd(now, 90, running).toISOString()).toBe('2027-02-28T02:00:00.000Z');
  });

  it('accepts only the offered lengths', () => {
    expect([7, 30, 90, '7', '30', '90'].every(isBreakDays)).toBe(true);
    expect([0, 1, 8, '365', '', null, '7.0', 'yedi'].some(isBreakDays)).toBe(false);
  });

  it('reads a running break from the cookie, and nothing else', () => {
    expect(runningBreak('2026-12-07T02:00:00.000Z', now)?.toISOString()).toBe('2026-12-07T02:00:00.000Z');
    expect(runningBreak(undefined, now)).toBeNull();
    expect(runningBreak('', now)).toBeNull();
    expect(runningBreak('yarın', now)).toBeNull();
    // Ended a second ago, and one that would run longer than any the site sets (91 days and more).
    expect(runningBreak('2026-11-30T01:59:59.000Z', now)).toBeNull();
    expect(runningBreak('2027-03-02T02:00:01.000Z', now)).toBeNull();
  });

  it("hides the offers while it runs and gives its end in Istanbul's time, in Turkish", () => {
    expect(policyOf(null)).toEqual(OFFERS_SHOWN);
    // 02:00 UTC is 05:00 in Istanbul (UTC+3 all year).
    expect(policyOf(new Date('2026-12-07T02:00:00.000Z'))).toEqual({
      shown: false,
      breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' },
    });
    expect(formatBreakEnd('2027-02-28T21:30:00.000Z')).toBe('1 Mart 2027 00:30');
  });
});
