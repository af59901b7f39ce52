/**
 * The counters behind the limits every server process shares: `throttle_counters`, one row per
 * key, each statement one atomic `INSERT … ON CONFLICT … RETURNING` (or a read), so that two processes counting the
 * same key at the same moment both count. Times are epoch milliseconds passed in by the caller. Rows past their
 * `expires_at` mean nothing; `purgeCounters` deletes them and caps how many rows there are.
 */
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../database.ts';
import * as t from '../schema.ts';

const c = t.throttleCounters;

export interface CounterRow {
  key: string;
  count: number;
  until: number;
}

interface RawRow {
  key: string;
  count: number | string;
  until: number | string;
}

const toRow = (row: RawRow): CounterRow => ({ key: row.key, count: Number(row.count), until: Number(row.until) });

/**
 * Counts one hit of `key` in the fixed window of `windowMs` that holds `now` (windows start at multiples of
 * `windowMs`). Answers the hits of that window so far, this one included, and when the window ends.
 */
export async function hitWindow(db: Database, key: string, now: number, windowMs: number): Promise<CounterRow> {
  const end = now - (now % windowMs) + windowMs;
  const [row] = await queryRows<RawRow>(
    db,
    sql`INSERT INTO ${c} ("key", "count", "until", "expires_at") VALUES (${key}, 1, ${end}, ${end})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN ${c}."until" = EXCLUDED.until THEN ${c}."count" + 1 ELSE 1 END,
          "until" = EXCLUDED.until,
          "expires_at" = EXCLUDED.expires_at
        RETURNING "key", "count", "until"`,
  );
  if (!row) throw new Error('throttle counter upsert returned no row');
  return toRow(row);
}

/** The rows of `keys` that have not expired at `now`. */
export async function readCounters(db: Database, keys: readonly string[], now: number): Promise<CounterRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: c.key, count: c.count, until: c.until, expiresAt: c.expiresAt })
    .from(c)
    .where(inArray(c.key, [...keys]));
  return rows.filter((row) => row.expiresAt > now).map(toRow);
}

/**
 * One more failure of a login pair: `count` failures in a row, and its next attempt not before `until`, which is
 * `now` plus `baseMs` doubled for each failure after the first, at most `maxMs`. A pair quiet for `maxMs` after its
 * wait ended (its row expired) starts again from one failure.
 */
export async function addPairFailure(db: Database, key: string, now: number, baseMs: number, maxMs: number): Promise<CounterRow> {
  const failures = sql`(CASE WHEN ${c}."expires_at" <= ${now} THEN 1 ELSE ${c}."count" + 1 END)`;
  // The exponent is capped so that the power stays finite; the wait is capped by maxMs anyway.
  const until = sql`(${now}::bigint + LEAST(${baseMs}::float8 * power(2::float8, LEAST(${failures} - 1, 60)), ${maxMs}::float8)::bigint)`;
  const [row] = await queryRows<RawRow>(
    db,
    sql`INSERT INTO ${c} ("key", "count", "until", "expires_at") VALUES (${key}, 1, ${now + baseMs}, ${now + baseMs + maxMs})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = ${failures},
          "until" = ${until},
          "expires_at" = ${until} + ${maxMs}::bigint
        RETURNING "key", "count", "until"`,
  );
  if (!row) throw new Error('throttle counter upsert returned no row');
  return toRow(row);
}

/**
 * One more failure at an address: failures are counted in a window of `windowMs` that starts at the first failure
 * after the previous window ended.
 */
export async function addWindowFailure(db: Database, key: string, now: number, windowMs: number): Promise<CounterRow> {
  const over = sql`(${c}."until" <= ${now})`;
  const [row] = await queryRows<RawRow>(
    db,
    sql`INSERT INTO ${c} ("key", "count", "until", "expires_at") VALUES (${key}, 1, ${now + windowMs}, ${now + windowMs})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN ${over} THEN 1 ELSE ${c}."count" + 1 END,
          "until" = CASE WHEN ${over} THEN EXCLUDED.until ELSE ${c}."until" END,
          "expires_at" = CASE WHEN ${over} THEN EXCLUDED.until ELSE ${c}."until" END
        RETURNING "key", "count", "until"`,
  );
  if (!row) throw new Error('throttle counter upsert returned no row');
  return toRow(row);
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(c).where(sql`${c.key} = ${key}`);
}

/**
 * Deletes the rows expired at `now`, then, while more than `maxRows` are left, the ones that expire soonest.
 * Answers how many rows it deleted.
 */
export async function purgeCounters(db: Database, now: number, maxRows: number): Promise<number> {
  const [expired] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM ${c} WHERE ${c.expiresAt} <= ${now} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  const [over] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM ${c} WHERE ${c.key} IN (SELECT ${c.key} FROM ${c} ORDER BY ${c.expiresAt} DESC, ${c.key} OFFSET ${maxRows})
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return (expired?.n ?? 0) + (over?.n ?? 0);
}
