import { describe, expect, it } from 'vitest';
import { expectFinite, r2 } from '../betting/test-support.ts';
import { calculateSpendingPlan, hasSpendingQuery, parseAmountInput, spendingInputFromQuery, type SpendingPlanInput } from './spending-plan.ts';

const input = (monthlyIncome: number | null, fixedCosts: number | null, sharePercent: number | null, bet: number | null): SpendingPlanInput => ({
  monthlyIncome,
  fixedCosts,
  sharePercent,
  bet,
});

describe('calculateSpendingPlan', () => {
  // Worked by hand with the stated rules: weekly = monthly × 12 / 52; an hour's average loss = bet × 600 × 4 %;
  // session = ⌊weekly / hourly loss × 60⌋ minutes, at most 60; guideline = 1 % of income.
  // [case, input, monthly, weekly, guideline, monthly spins, weekly spins, hourly loss, session minutes]
  it.each([
    [
      // (30,000 − 17,000) × 4 % = 520; 520 × 12 / 52 = 120; 520 / 2 = 260 spins, 120 / 2 = 60; 2 × 600 × 0.04 = 48 an
      // hour; 120 / 48 = 2.5 hours, so the 60-minute cap; 1 % of 30,000 = 300.
      'a long weekly budget is capped at an hour',
      input(30000, 17000, 4, 2),
      520, 120, 300, 260, 60, 48, 60,
    ],
    [
      // (20,000 − 15,000) × 2 % = 100; 1,200 / 52 = 23.0769…; 100 / 10 = 10 spins, 23.08 / 10 = 2; 10 × 600 × 0.04 = 240;
      // 23.0769 / 240 × 60 = 5.77 minutes, so 5; 1 % of 20,000 = 200.
      'a high bet shortens the session',
      input(20000, 15000, 2, 10),
      100, 23.08, 200, 10, 2, 240, 5,
    ],
    [
      // (10,000 − 5,000) × 2.6 % = 130; 1,560 / 52 = 30; 130 / 5 = 26, 30 / 5 = 6; 5 × 24 = 120 an hour; 30 / 120 × 60 = 15.
      'a fractional share',
      input(10000, 5000, 2.6, 5),
      130, 30, 100, 26, 6, 120, 15,
    ],
    [
      // (10,000 − 9,000) × 5 % = 50; 600 / 52 = 11.538…; 50 / 20 = 2.5 so 2 spins, 11.54 / 20 = 0.58 so none;
      // 20 × 24 = 480 an hour; 11.538 / 480 × 60 = 1.44, so 1 minute.
      'a bet above the weekly limit buys no spin a week',
      input(10000, 9000, 5, 20),
      50, 11.54, 100, 2, 0, 480, 1,
    ],
    [
      // All of 5,200 with no fixed costs: 5,200; 62,400 / 52 = 1,200; 5,200 and 1,200 spins at 1; 24 an hour; capped.
      'the whole income, no fixed costs',
      input(5200, 0, 100, 1),
      5200, 1200, 52, 5200, 1200, 24, 60,
    ],
    [
      // 3.9 × 12 / 52 = 0.9 exactly, which binary arithmetic makes 0.8999…: still 9 spins of 0.1, and 39 a month;
      // 0.1 × 24 = 2.4 an hour; 0.9 / 2.4 × 60 = 22.5, so 22.
      'binary artefacts do not lose a spin',
      input(3.9, 0, 100, 0.1),
      3.9, 0.9, 0.04, 39, 9, 2.4, 22,
    ],
  ] as const)('%s', (_case, given, monthly, weekly, guideline, monthlySpins, weeklySpins, hourly, minutes) => {
    const result = calculateSpendingPlan(given);
    expect(result.kind).toBe('plan');
    if (result.kind !== 'plan') return;
    expect(r2(result.monthlyLimit)).toBe(monthly);
    expect(r2(result.weeklyLimit)).toBe(weekly);
    expect(r2(result.guidelineLimit)).toBe(guideline);
    expect(result.monthlySpins).toBe(monthlySpins);
    expect(result.weeklySpins).toBe(weeklySpins);
    expect(r2(result.hourlyLoss)).toBe(hourly);
    expect(result.sessionMinutes).toBe(minutes);
    expectFinite(result);
  });

  it.each([
    ['no income', input(null, 0, 5, 2), 'monthlyIncome', { code: 'notANumber' }],
    ['an income of 0', input(0, 0, 5, 2), 'monthlyIncome', { code: 'notPositive' }],
    ['negative fixed costs', input(1000, -1, 5, 2), 'fixedCosts', { code: 'negative' }],
    ['fixed costs equal to the income', input(1000, 1000, 5, 2), 'fixedCosts', { code: 'noMoneyLeft' }],
    ['no share', input(1000, 0, null, 2), 'sharePercent', { code: 'notANumber' }],
    ['a share of 0', input(1000, 0, 0, 2), 'sharePercent', { code: 'notAShare' }],
    ['a share above 100', input(1000, 0, 100.5, 2), 'sharePercent', { code: 'notAShare' }],
    ['a bet of 0', input(1000, 0, 5, 0), 'bet', { code: 'notPositive' }],
    ['numbers too large to compute with', input(1e308, 0, 100, 1e-300), 'monthlyIncome', { code: 'overflow' }],
  ] as const)('refuses %s on its field with a code', (_case, given, field, problem) => {
    expect(calculateSpendingPlan(given)).toEqual({ kind: 'invalid', field, ...problem });
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['30.000', 30000],
    ['1.250,50', 1250.5],
    ['1.000.000', 1000000],
    ['30000', 30000],
    ['30 000', 30000],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['12.34', 12.34],
    ['1.2345', 1.2345],
    ['', null],
    ['abc', null],
    ['30.000.5', null],
  ] as const)('reads %j as %s', (raw, value) => {
    expect(parseAmountInput(raw)).toBe(value);
  });
});

describe('spendingInputFromQuery', () => {
  it('reads amounts the Turkish way and the share and bet as numbers', () => {
    expect(spendingInputFromQuery(new URLSearchParams('gelir=30.000&gider=17000&pay=4&bahis=2%2C5'))).toEqual(input(30000, 17000, 4, 2.5));
  });

  it('leaves absent and unreadable fields empty', () => {
    expect(spendingInputFromQuery(new URLSearchParams('gelir=abc&pay='))).toEqual(input(null, null, null, null));
  });
});

describe('hasSpendingQuery', () => {
  it.each([
    ['', false],
    ['utm_source=x', false],
    ['bahis=2', true],
    ['gelir=', true],
  ])('%j: %s', (query, has) => {
    expect(hasSpendingQuery(new URLSearchParams(query))).toBe(has);
  });
});
