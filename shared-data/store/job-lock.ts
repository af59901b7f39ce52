/**
 * Work that must run once however many server processes share the database: the daily click
 * purge, the vitals purge, the link check and the backup. On PostgreSQL a session advisory lock, taken with
 * `pg_try_advisory_lock` on a connection of the pool held for the work, lets one process in and turns the others away
 * at once (they never wait: the one inside does the work for all). PGlite belongs to one process, so there the lock
 * trivially succeeds. `runDaily` adds a record of the last run (`job_runs`), so a job is done once a day, not once per
 * process start; `scheduleDaily` looks every hour whether it is due.
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

/** Whether a job is due now, given when it last ran (undefined: never). */
export type Due = (last: Date | undefined, now: Date) => boolean;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Due when the last run is `everyMs` or longer ago, or there was none. */
const dueEvery =
  (everyMs: number): Due =>
  (last, now) =>
    last === undefined || now.getTime() - last.getTime() >= everyMs;

/**
 * Runs `work` when `due` says so (a number: when the job last ran that many milliseconds ago or longer, or never), in
 * one process at a time, and records the run. Answers `{ ran: false }` when the job was not due or another process
 * was running it. A run whose work throws is not recorded, so it is due again at the next look.
 */
export async function runDaily<T>(store: Store, job: string, due: number | Due, work: () => Promise<T>, now: () => Date = () => new Date()): Promise<Alone<T>> {
  const isDue = typeof due === 'number' ? dueEvery(due) : due;
  const outcome = await runAlone(store, `job:${job}`, async (): Promise<Alone<T>> => {
    const [last] = await queryRows<{ at: Date | string }>(store.db, sql`SELECT ${t.jobRuns.lastRunAt} AS at FROM ${t.jobRuns} WHERE ${t.jobRuns.job} = ${job}`);
    if (!isDue(last ? new Date(last.at) : undefined, now())) return { ran: false };
    const result = await work();
    await store.db
      .insert(t.jobRuns)
      .values({ job, lastRunAt: now(), runs: 1 })
      .onConflictDoUpdate({ target: t.jobRuns.job, set: { lastRunAt: now(), runs: sql`${t.jobRuns.runs} + 1` } });
    return { ran: true, result };
  });
  return outcome.ran ? outcome.result : outcome;
}

/** Where a scheduled job's outcome is logged (a server's logger). */
export interface JobLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface DailyJob<T> {
  /** The job's name in `job_runs`. */
  name: string;
  /** When it is due; default a day after its last run. */
  due?: Due;
  /** Does the work. */
  run(): Promise<T>;
  /** The log line of a run ('purged 12 clicks older than 400 days'), or null for none. */
  done(result: T): string | null;
}

/**
 * Looks at start and every hour after whether `job` is due and then runs it (`runDaily`); a failure is logged and
 * tried again at the next look. `stop` ends the looks and waits for a run under way.
 */
export function scheduleDaily<T>(store: Store, log: JobLog, job: DailyJob<T>): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const look = () => {
    // A run longer than an hour is not joined by a second one (on PGlite the lock would let it in).
    if (running) return;
    running = runDaily(store, job.name, job.due ?? DAY_MS, job.run)
      .then((outcome) => {
        const line = outcome.ran ? job.done(outcome.result) : null;
        if (line !== null) log.info(line);
      })
      .catch((error: unknown) => log.error({ err: error }, `the daily job ${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  look();
  const timer = setInterval(look, HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
