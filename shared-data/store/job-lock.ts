/**
 * Work that must run once however many server processes share the database: the daily click
 * purge and link check. On PostgreSQL a session advisory lock, taken with `pg_try_advisory_lock` on a connection of
 * the pool held for the work, lets one process in and turns the others away at once (they never wait: the one inside
 * does the work for all). PGlite belongs to one process, so there the lock trivially succeeds. `runDaily` adds a
 * record of the last run (`job_runs`), so a job is done once a day, not once per process start.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryRows, type Store } from './database.ts';
import * as t from './schema.ts';

/** The first half of every job's two-part advisory lock key; the second is `hashtext` of the job's name. */
const JOB_LOCK_CLASS = 725_8002;

export type Alone<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` unless another process is running the work of the same `name` right now, in which case it answers
 * `{ ran: false }` without waiting. The lock is released when the work ends, or with its connection if that is lost.
 */
export async function runAlone<T>(store: Store, name: string, work: () => Promise<T>): Promise<Alone<T>> {
  if (store.driver !== 'postgres') return { ran: true, result: await work() };
  const pool = (store.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: unknown;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [JOB_LOCK_CLASS, name],
    );
    if (rows[0]?.locked !== true) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name]).catch((error: unknown) => {
        // A connection that cannot unlock must not go back to the pool still holding the lock.
        broken = error;
      });
    }
  } catch (error) {
    broken = error;
    throw error;
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/**
 * Runs `work` when the job last ran `everyMs` or longer ago (or never), in one process at a time, and records the run.
 * Answers `{ ran: false }` when the job was not due or another process was running it.
 */
export async function runDaily<T>(store: Store, job: string, everyMs: number, work: () => Promise<T>, now: () => Date = () => new Date()): Promise<Alone<T>> {
  const outcome = await runAlone(store, `job:${job}`, async (): Promise<Alone<T>> => {
    const [last] = await queryRows<{ at: Date | string }>(store.db, sql`SELECT ${t.jobRuns.lastRunAt} AS at FROM ${t.jobRuns} WHERE ${t.jobRuns.job} = ${job}`);
    if (last && now().getTime() - new Date(last.at).getTime() < everyMs) return { ran: false };
    const result = await work();
    await store.db
      .insert(t.jobRuns)
      .values({ job, lastRunAt: now(), runs: 1 })
      .onConflictDoUpdate({ target: t.jobRuns.job, set: { lastRunAt: now(), runs: sql`${t.jobRuns.runs} + 1` } });
    return { ran: true, result };
  });
  return outcome.ran ? outcome.result : outcome;
}
