/**
 * Affiliate clicks: the casino a `/git/<slug>` redirect leads to, the clicks it records, written in batches
 * with their daily aggregates, and the purge of old raw clicks. Nothing here knows a person: no address, user agent
 * or cookie reaches these tables.
 */
import { and, asc, count, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { istanbulDate } from 'shared-data/cms';
import { queryRows, type Database } from '../database.ts';
import { isPublic } from '../reads/visibility.ts';
import * as t from '../schema.ts';

/** Where a casino's redirect leads: its id (what a click records) and the operator's URL template. */
export interface AffiliateTarget {
  casinoId: number;
  /** The casino's name, for a page that says why the reader is not sent there. */
  name: string;
  affiliateUrl: string;
}

/** One click as the redirect records it; `at` is epoch milliseconds. */
export interface ClickRecord {
  clickId: string;
  at: number;
  casinoId: number;
  placement: string;
  pagePath: string;
  device: (typeof t.deviceClass.enumValues)[number];
  isBot: boolean;
}

/** A row of the daily aggregates; `day` is an Istanbul calendar day, 'YYYY-MM-DD'. */
export interface DailyClicks {
  day: string;
  casinoId: number;
  placement: string;
  pagePath: string;
  humans: number;
  bots: number;
}

/**
 * Rows per statement. Each statement sends its columns as seven array parameters (`unnest`), which PostgreSQL parses
 * far faster than a VALUES list and Drizzle's builder (4,000 clicks: ~70 ms against ~130 and ~270 ms on PGlite);
 * slices keep each statement short, because embedded PGlite runs on the server's own thread.
 */
const SLICE = 500;

/** The public casino behind a slug, with a URL to send readers to; null for a draft, a future one, or no URL. */
export async function affiliateTarget(db: Database, slug: string): Promise<AffiliateTarget | null> {
  const [row] = await db
    .select({ casinoId: t.casinos.id, name: t.casinos.name, affiliateUrl: t.casinos.affiliateUrl })
    .from(t.casinos)
    .where(and(eq(t.casinos.slug, slug), isPublic(t.casinos), ne(t.casinos.affiliateUrl, '')))
    .limit(1);
  return row ?? null;
}

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += SLICE) out.push(items.slice(at, at + SLICE));
  return out;
}

/** One column as one parameter (Drizzle would spread an array into a list of parameters). */
const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));

/** Clicks per Istanbul day, casino, placement and page; one row per key, as one upsert may not touch a row twice. */
function dailyOf(clicks: readonly ClickRecord[]): DailyClicks[] {
  const daily = new Map<string, DailyClicks>();
  for (const click of clicks) {
    const day = istanbulDate(click.at);
    const key = `${day}\n${click.casinoId}\n${click.placement}\n${click.pagePath}`;
    let row = daily.get(key);
    if (!row) {
      row = { day, casinoId: click.casinoId, placement: click.placement, pagePath: click.pagePath, humans: 0, bots: 0 };
      daily.set(key, row);
    }
    if (click.isBot) row.bots += 1;
    else row.humans += 1;
  }
  return [...daily.values()];
}

/**
 * Stores a batch of clicks and adds them to their days' aggregates, in one transaction. A click already stored is
 * skipped and not counted again: a batch whose commit succeeded but whose answer was lost can be written again safely.
 * Returns how many clicks were new.
 */
export async function writeClicks(db: Database, clicks: readonly ClickRecord[]): Promise<number> {
  if (clicks.length === 0) return 0;
  return db.transaction(async (tx) => {
    const stored = new Set<string>();
    for (const slice of slices(clicks)) {
      // Text arrays cast on the server: PGlite cannot send an array of an enum or a date type by itself.
      const rows = await queryRows<{ click_id: string }>(
        tx,
        sql`INSERT INTO ${t.clicks} (click_id, at, casino_id, placement, page_path, device, is_bot)
          SELECT * FROM unnest(
            ${column(slice, (c) => c.clickId)}::text[],
            ${column(slice, (c) => new Date(c.at).toISOString())}::text[]::timestamptz[],
            ${column(slice, (c) => c.casinoId)}::int[],
            ${column(slice, (c) => c.placement)}::text[],
            ${column(slice, (c) => c.pagePath)}::text[],
            ${column(slice, (c) => c.device)}::text[]::device_class[],
            ${column(slice, (c) => c.isBot)}::boolean[])
          ON CONFLICT (click_id) DO NOTHING
          RETURNING click_id`,
      );
      for (const row of rows) stored.add(row.click_id);
    }
    for (const slice of slices(dailyOf(clicks.filter((c) => stored.has(c.clickId))))) {
      await tx.execute(sql`INSERT INTO ${t.clickDaily} (day, casino_id, placement, page_path, humans, bots)
        SELECT * FROM unnest(
          ${column(slice, (d) => d.day)}::text[]::date[],
          ${column(slice, (d) => d.casinoId)}::int[],
          ${column(slice, (d) => d.placement)}::text[],
          ${column(slice, (d) => d.pagePath)}::text[],
          ${column(slice, (d) => d.humans)}::int[],
          ${column(slice, (d) => d.bots)}::int[])
        ON CONFLICT (day, casino_id, placement, page_path)
        DO UPDATE SET humans = click_daily.humans + excluded.humans, bots = click_daily.bots + excluded.bots`);
    }
    return stored.size;
  });
}

/** Deletes raw clicks older than `olderThanDays` days before `now`; the daily aggregates stay. Returns how many went. */
export async function purgeClicks(db: Database, olderThanDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM ${t.clicks} WHERE ${t.clicks.at} < ${cutoff} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return row?.n ?? 0;
}

/** How many raw clicks are stored. */
export async function clickCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.clicks);
  return row?.n ?? 0;
}

/** The daily aggregates from `from` to `to` (Istanbul days, both included), of one casino or all. */
export async function dailyClicks(db: Database, range: { from: string; to: string; casinoId?: number }): Promise<DailyClicks[]> {
  const where: SQL[] = [gte(t.clickDaily.day, range.from), lte(t.clickDaily.day, range.to)];
  if (range.casinoId !== undefined) where.push(eq(t.clickDaily.casinoId, range.casinoId));
  return db
    .select({
      day: t.clickDaily.day,
      casinoId: t.clickDaily.casinoId,
      placement: t.clickDaily.placement,
      pagePath: t.clickDaily.pagePath,
      humans: t.clickDaily.humans,
      bots: t.clickDaily.bots,
    })
    .from(t.clickDaily)
    .where(and(...where))
    .orderBy(asc(t.clickDaily.day), asc(t.clickDaily.casinoId), asc(t.clickDaily.placement), asc(t.clickDaily.pagePath));
}
