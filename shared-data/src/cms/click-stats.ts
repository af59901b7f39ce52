/**
 * The click dashboard's shapes and rules, shared by the admin's screen, the admin API and the store: the
 * range of Istanbul days, the answer's rows, and the conversion rate's number format (the admin names the columns).
 * In `shared-data/cms`, not in the root entry, because no public page needs them.
 */
import { istanbulDate } from './istanbul-time.ts';
import { roundTo } from '../format.ts';
import type { CountryRule } from '../offer-policy.ts';

/** The dashboard's range: Istanbul days 'YYYY-MM-DD', both included, of one casino or all. */
export interface ClickStatsRange {
  from: string;
  to: string;
  casinoId?: number;
}

/** One Istanbul day: its clicks, and the conversions (registrations and first deposits) that arrived that day. */
export interface ClickStatsDay {
  day: string;
  humans: number;
  bots: number;
  conversions: number;
}

/** A casino and placement over the range. `conversionRate` is registrations per human click, null without clicks. */
export interface ClickStatsRow {
  casinoId: number;
  /** '#<id>' for a casino that no longer exists. */
  casinoName: string;
  placement: string;
  humans: number;
  bots: number;
  registrations: number;
  firstDeposits: number;
  /** The first deposits' amounts added up, in the casino's currency. */
  depositAmount: number;
  /** The casino's currency (TL or USD); '' for a casino that no longer exists. */
  currency: string;
  conversionRate: number | null;
}

/** A page the clicks came from; '' for clicks whose page is not known. */
export interface ClickStatsPage {
  pagePath: string;
  humans: number;
  bots: number;
  registrations: number;
}

/** The clicks a country's rule refused over the range (the reader stayed on the site); `country` null: not known. */
export interface RefusedClicks {
  country: string | null;
  rule: CountryRule;
  humans: number;
  bots: number;
}

/**
 * What the dashboard shows: every day of the range (zero-filled), the casino-and-placement rows, the top pages, all
 * of clicks sent on to a casino; and apart from them the clicks refused per country and rule.
 */
export interface ClickStats {
  days: ClickStatsDay[];
  rows: ClickStatsRow[];
  pages: ClickStatsPage[];
  refused: RefusedClicks[];
}

/** The longest range the dashboard asks for: a year, leap day included. */
export const MAX_STATS_DAYS = 366;
/** The range when none is chosen: the last 30 Istanbul days, today included. */
export const DEFAULT_STATS_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

/** `day` moved by `count` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 when `from` is after `to`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1);
}

/** Every day from `from` to `to`, both included, in order; empty when `from` is after `to`. */
export function daysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The `count` Istanbul days that end with today (the day of `now` in Istanbul). */
export function lastIstanbulDays(count: number, now: number = Date.now()): { from: string; to: string } {
  const to = istanbulDate(now);
  return { from: addDays(to, 1 - count), to };
}

/**
 * The range of a query's dates, each 'YYYY-MM-DD' or '': without an end, up to today in Istanbul; without a start,
 * the 30 days up to the end. A date that is not a real day is kept as it is, for the API to refuse.
 */
export function statsRangeOf(from: string, to: string, now: number = Date.now()): { from: string; to: string } {
  const end = to || istanbulDate(now);
  return { from: from || (isCalendarDay(end) ? addDays(end, 1 - DEFAULT_STATS_DAYS) : ''), to: end };
}

/** A conversion rate as the dashboard writes it, a percentage with one decimal and a comma: 0.025 -> '2,5'; null -> ''. */
export function conversionPercent(rate: number | null): string {
  return rate === null ? '' : roundTo(rate * 100, 1).toFixed(1).replace('.', ',');
}
