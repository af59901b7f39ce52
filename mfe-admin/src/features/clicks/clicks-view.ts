/**
 * The click dashboard's state, kept in the admin's URL so a view can be shared and survives a reload, and what follows
 * from it: the API's addresses and the figures the page sums up. No React here.
 */
import { formatInteger, paths } from 'shared-data';
import { lastIstanbulDays, statsRangeOf, type ClickStats, type ClickStatsDay } from 'shared-data/cms';
import { adminApiUrl } from '../../../server/contract.ts';

/** The page's query keys, Turkish like the other admin screens' filters. */
export const clicksQueryKeys = { from: 'baslangic', to: 'bitis', casino: 'casino' } as const;

/** Istanbul days 'YYYY-MM-DD' and a casino id ('' for all), as typed: the API judges them. */
export interface ClicksFilters {
  from: string;
  to: string;
  casino: string;
}

/** The filters of the page's query; without dates, the API's own default (the last 30 Istanbul days). */
export function filtersOf(params: URLSearchParams, now: number = Date.now()): ClicksFilters {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  const range = statsRangeOf(value(clicksQueryKeys.from), value(clicksQueryKeys.to), now);
  return { ...range, casino: value(clicksQueryKeys.casino) };
}

function query(filters: ClicksFilters, keys: { from: string; to: string; casino: string }): string {
  const params = new URLSearchParams({ [keys.from]: filters.from, [keys.to]: filters.to });
  if (filters.casino) params.set(keys.casino, filters.casino);
  return params.toString();
}

/** The dashboard's address for `filters`. */
export const clicksHref = (filters: ClicksFilters) => `${paths.adminClicks}?${query(filters, clicksQueryKeys)}`;

/** The dashboard of the last `count` Istanbul days, of the same casino. */
export const lastDaysHref = (count: number, casino: string, now: number = Date.now()) => clicksHref({ ...lastIstanbulDays(count, now), casino });

const apiKeys = { from: 'from', to: 'to', casino: 'casino' };
export const statsUrl = (filters: ClicksFilters) => `${adminApiUrl('stats')}?${query(filters, apiKeys)}`;
export const statsCsvUrl = (filters: ClicksFilters) => `${adminApiUrl('statsCsv')}?${query(filters, apiKeys)}`;

export interface ClickTotals {
  humans: number;
  bots: number;
  registrations: number;
  firstDeposits: number;
}

/** The range's totals, added up from the rows (which hold every click and conversion of the range). */
export function totalsOf(stats: ClickStats): ClickTotals {
  const totals: ClickTotals = { humans: 0, bots: 0, registrations: 0, firstDeposits: 0 };
  for (const row of stats.rows) {
    totals.humans += row.humans;
    totals.bots += row.bots;
    totals.registrations += row.registrations;
    totals.firstDeposits += row.firstDeposits;
  }
  return totals;
}

// Country names in Turkish, from the browser's own data ('TR' → 'Türkiye').
const regionNames = new Intl.DisplayNames('tr', { type: 'region' });

/**
 * A refused click's country as the dashboard names it: 'TR (Türkiye)'; the code alone when the browser knows no
 * name for it; 'Bilinmiyor' when no trusted proxy named one.
 */
export function countryLabel(country: string | null): string {
  if (country === null) return 'Bilinmiyor';
  let name: string | undefined;
  try {
    name = regionNames.of(country);
  } catch {
    // Not a region code by its syntax: the code as it came.
  }
  return name && name !== country ? `${country} (${name})` : country;
}

/** '2026-11-25' -> '25.11.2026'. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The chart's accessible name: the range, its totals and the busiest day, so a screen reader hears the gist. */
export function chartSummary(days: readonly ClickStatsDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Günlük tıklamalar: gün yok.';
  const humans = days.reduce((sum, day) => sum + day.humans, 0);
  const bots = days.reduce((sum, day) => sum + day.bots, 0);
  const range = first === last ? dayLabel(first.day) : `${dayLabel(first.day)} – ${dayLabel(last.day)}`;
  const busiest = days.reduce((top, day) => (day.humans > top.humans ? day : top), first);
  const peak = humans > 0 ? `; en çok insan tıklaması ${dayLabel(busiest.day)} günü (${formatInteger(busiest.humans)})` : '';
  return `Günlük tıklamalar, ${range}: ${formatInteger(humans)} insan ve ${formatInteger(bots)} bot tıklaması${peak}.`;
}
