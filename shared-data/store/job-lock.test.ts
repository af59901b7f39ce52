import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore, queryRows, type Store } from './database.ts';
import { runAlone, runDaily } from './job-lock.ts';
import { prepareStore } from './migrate.ts';
import { pgliteDriver } from './testing/test-stores.ts';

const DAY = 86_400_000;

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const postgresUrl = inject('postgresUrl');

// Two stores on one PostgreSQL database: two server processes, each with its own pool.
describe.skipIf(!postgresUrl)('jobs run once across two processes on PostgreSQL', () => {
  let a: Store;
  let b: Store;
  beforeAll(async () => {
    const name = `t_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    a = await openStore({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    b = await openStore({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    await prepareStore(a, { seed: false });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('turns the second process away while the first runs the job, and lets it in afterwards', async () => {
    const held = gate();
    const started = gate();
    const first = runAlone(a, 'link-check', async () => {
      started.open();
      await held.opened;
      return 'a';
    });
    await started.opened;
    expect(await runAlone(b, 'link-check', async () => 'b')).toEqual({ ran: false });
    // Another job's lock is another lock.
    expect(await runAlone(b, 'other', async () => 'b')).toEqual({ ran: true, result: 'b' });
    held.open();
    expect(await first).toEqual({ ran: true, result: 'a' });
    expect(await runAlone(b, 'link-check', async () => 'b')).toEqual({ ran: true, result: 'b' });
  });

  it('releases the lock when the work fails', async () => {
    await expect(runAlone(a, 'failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runAlone(b, 'failing', async () => 'b')).toEqual({ ran: true, result: 'b' });
  });

  it('does a daily job once when both processes start it at once, and again a day later', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return runs;
    };
    const t0 = new Date('2026-11-27T03:00:00Z');
    const outcomes = await Promise.all([runDaily(a, 'click-purge', DAY, work, () => t0), runDaily(b, 'click-purge', DAY, work, () => t0)]);
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    // An hour later the job is not due on either.
    const hourLater = new Date(t0.getTime() + 3_600_000);
    expect(await runDaily(b, 'click-purge', DAY, work, () => hourLater)).toEqual({ ran: false });
    const dayLater = new Date(t0.getTime() + DAY);
    expect(await runDaily(b, 'click-purge', DAY, work, () => dayLater)).toEqual({ ran: true, result: 2 });
    const [row] = await queryRows<{ runs: number; last: Date }>(a.db, sql`SELECT runs, last_run_at AS last FROM job_runs WHERE job = 'click-purge'`);
    expect(row?.runs).toBe(2);
    expect(new Date(row?.last ?? 0).toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });
});

describe('jobs on PGlite', () => {
  let store: Store;
  beforeAll(async () => {
    store = await pgliteDriver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('always lets the one process in, and still runs a daily job once a day', async () => {
    expect(await runAlone(store, 'link-check', async () => 1)).toEqual({ ran: true, result: 1 });
    const t0 = new Date('2026-11-27T03:00:00Z');
    expect(await runDaily(store, 'click-purge', DAY, async () => 'done', () => t0)).toEqual({ ran: true, result: 'done' });
    expect(await runDaily(store, 'click-purge', DAY, async () => 'again', () => new Date(t0.getTime() + DAY - 1))).toEqual({ ran: false });
  });
});
