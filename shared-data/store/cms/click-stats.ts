/**
 * The click dashboard's figures: clicks from the daily aggregates and conversions by the Istanbul day they
 * arrived, over a range of days, of one casino or all. Read from `click_daily` (and `refused_click_daily`), never the
 * raw clicks, so the figures outlive the raw clicks' purge.
 */
import { and, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  daysInRange,
  type ClickStats,
  type ClickStatsPage,
  type ClickStatsRange,
  type ClickStatsRow,
} from 'shared-data/cms';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { refusedClicksByCountry } from './clicks.ts';

/** How many pages the dashboard lists. */
const TOP_PAGES = 20;

function clickFilter(range: ClickStatsRange): SQL | undefined {
  const where = [gte(t.clickDaily.day, range.from), lte(t.clickDaily.day, range.to)];
  if (range.casinoId !== undefined) where.push(eq(t.clickDaily.casinoId, range.casinoId));
  return and(...where);
}

function conversionFilter(range: ClickStatsRange): SQL | undefined {
  const where = [gte(t.conversions.day, range.from), lte(t.conversions.day, range.to)];
  if (range.casinoId !== undefined) where.push(eq(t.conversions.casinoId, range.casinoId));
  return and(...where);
}

// Sums of int columns are bigint (and numeric for the amounts), which the drivers hand over as text.
const total = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);
const eventCount = (event: 'registration' | 'first_deposit') =>
  sql`count(*) FILTER (WHERE ${t.conversions.event} = ${event})`.mapWith(Number);
const humans = total(t.clickDaily.humans);
const bots = total(t.clickDaily.bots);

async function statsDays(db: Database, range: ClickStatsRange): Promise<ClickStats['days']> {
  const [clicks, conversions] = await Promise.all([
    db.select({ day: t.clickDaily.day, humans, bots }).from(t.clickDaily).where(clickFilter(range)).groupBy(t.clickDaily.day),
    db
      .select({ day: t.conversions.day, conversions: sql`count(*)`.mapWith(Number) })
      .from(t.conversions)
      .where(conversionFilter(range))
      .groupBy(t.conversions.day),
  ]);
  const clicksOf = new Map(clicks.map((row) => [row.day, row]));
  const conversionsOf = new Map(conversions.map((row) => [row.day, row.conversions]));
  return daysInRange(range.from, range.to).map((day) => ({
    day,
    humans: clicksOf.get(day)?.humans ?? 0,
    bots: clicksOf.get(day)?.bots ?? 0,
    conversions: conversionsOf.get(day) ?? 0,
  }));
}

/** The casinos' names and currencies; '#<id>' and '' for one that no longer exists. */
async function casinoInfo(db: Database, ids: readonly number[]): Promise<Map<number, { name: string; currency: string }>> {
  const info = new Map(ids.map((id) => [id, { name: `#${id}`, currency: '' }]));
  if (ids.length === 0) return info;
  const rows = await db
    .select({ id: t.casinos.id, name: t.casinos.name, currency: t.casinos.currency })
    .from(t.casinos)
    .where(sql`${t.casinos.id} = ANY(${sql.param([...ids])}::int[])`);
  for (const row of rows) info.set(row.id, { name: row.name, currency: row.currency });
  return info;
}

async function statsRows(db: Database, range: ClickStatsRange): Promise<ClickStatsRow[]> {
  const [clicks, conversions] = await Promise.all([
    db
      .select({ casinoId: t.clickDaily.casinoId, placement: t.clickDaily.placement, humans, bots })
      .from(t.clickDaily)
      .where(clickFilter(range))
      .groupBy(t.clickDaily.casinoId, t.clickDaily.placement),
    db
      .select({
        casinoId: t.conversions.casinoId,
        placement: t.conversions.placement,
        registrations: eventCount('registration'),
        firstDeposits: eventCount('first_deposit'),
        depositAmount: sql`coalesce(sum(${t.conversions.amount}) FILTER (WHERE ${t.conversions.event} = 'first_deposit'), 0)`.mapWith(Number),
      })
      .from(t.conversions)
      .where(conversionFilter(range))
      .groupBy(t.conversions.casinoId, t.conversions.placement),
  ]);
  // Keyed by casino and placement; a pair with conversions but no clicks in the range gets a row of its own.
  const rows = new Map<string, Omit<ClickStatsRow, 'casinoName' | 'currency' | 'conversionRate'>>();
  const rowOf = (casinoId: number, placement: string) => {
    const key = `${casinoId}\n${placement}`;
    let row = rows.get(key);
    if (!row) {
      row = { casinoId, placement, humans: 0, bots: 0, registrations: 0, firstDeposits: 0, depositAmount: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const c of clicks) Object.assign(rowOf(c.casinoId, c.placement), { humans: c.humans, bots: c.bots });
  for (const { casinoId, placement, ...counts } of conversions) Object.assign(rowOf(casinoId, placement), counts);

  const casinos = await casinoInfo(db, [...new Set([...rows.values()].map((row) => row.casinoId))]);
  return [...rows.values()]
    .map((row) => ({
      ...row,
      casinoName: casinos.get(row.casinoId)?.name ?? `#${row.casinoId}`,
      currency: casinos.get(row.casinoId)?.currency ?? '',
      conversionRate: row.humans === 0 ? null : row.registrations / row.humans,
    }))
    .sort((a, b) => b.humans - a.humans || b.registrations - a.registrations || compare(a.casinoName, b.casinoName) || compare(a.placement, b.placement));
}

/** Code-point order: the same on every driver and collation. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function statsPages(db: Database, range: ClickStatsRange): Promise<ClickStatsPage[]> {
  const [clicks, conversions] = await Promise.all([
    db
      .select({ pagePath: t.clickDaily.pagePath, humans, bots })
      .from(t.clickDaily)
      .where(clickFilter(range))
      .groupBy(t.clickDaily.pagePath),
    db
      .select({ pagePath: t.conversions.pagePath, registrations: eventCount('registration') })
      .from(t.conversions)
      .where(conversionFilter(range))
      .groupBy(t.conversions.pagePath),
  ]);
  const pages = new Map<string, ClickStatsPage>(clicks.map((c) => [c.pagePath, { ...c, registrations: 0 }]));
  for (const { pagePath, registrations } of conversions) {
    const page = pages.get(pagePath);
    if (page) page.registrations = registrations;
    else if (registrations > 0) pages.set(pagePath, { pagePath, humans: 0, bots: 0, registrations });
  }
  return [...pages.values()]
    .sort((a, b) => b.humans - a.humans || b.registrations - a.registrations || b.bots - a.bots || compare(a.pagePath, b.pagePath))
    .slice(0, TOP_PAGES);
}

/**
 * The dashboard of `range` (Istanbul days, both included): every day zero-filled and in order, a row per casino and
 * placement (conversion rate = registrations / human clicks), the 20 pages with the most human clicks, and the
 * clicks refused per country and rule.
 */
export async function clickStats(db: Database, range: ClickStatsRange): Promise<ClickStats> {
  const [days, rows, pages, refused] = await Promise.all([
    statsDays(db, range),
    statsRows(db, range),
    statsPages(db, range),
    refusedClicksByCountry(db, range),
  ]);
  return { days, rows, pages, refused };
}
