import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from 'shared-data';
import { openStore, prepareStore, type Store } from '@shared-data/store';
import { queryRows, sql, startPostgres, type PostgresServer } from '@shared-data/store/testing';
import { storeServer } from '../site-test-utils.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { contentApiRoutes } from './content-api.ts';
import { healthRoutes } from './health.ts';

let postgres: PostgresServer;
let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  postgres = await startPostgres();
  store = await openStore({ kind: 'postgres', url: postgres.url, poolSize: 2 });
  await prepareStore(store);
  // The API over `store`, reading the content version on every request (no notification to wait for).
  app = await storeServer(store);
  await app.register(contentApiRoutes);
  await app.register(healthRoutes);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close().catch(() => undefined);
  await postgres?.stop();
});

describe('content API through a PostgreSQL outage', () => {
  it('answers 503 in Turkish while the database is down and recovers when it is back, without a restart', async () => {
    const get = () => app.inject({ method: 'GET', url: contentApi.casinos });
    expect((await get()).statusCode).toBe(200);

    await postgres.interrupt();
    // The probes: not ready, but alive (liveness never asks the database).
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const down = await get();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: STORE_UNAVAILABLE });
    expect(down.headers['retry-after']).toBe('5');

    await postgres.resume();
    await expect.poll(async () => (await get()).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  }, 60_000);
});

describe('a connection lost inside a transaction', () => {
  it('fails that transaction and leaves the process running (no unhandled error event of a checked-out client)', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let backend = 0;
    const transaction = store.db
      .transaction(async (tx) => {
        backend = Number((await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid);
        entered();
        await held;
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await inside;
    // Between two of its statements, its server process ends (a restart, a crash, an operator's kill).
    await store.db.execute(sql`SELECT pg_terminate_backend(${backend})`);
    const alive = async () => (await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${backend}`))[0]?.n;
    await expect.poll(alive, { timeout: 10_000 }).toBe(0);
    // The lost connection's 'error' reaches the client while nothing of it is running: it must not end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await transaction).toBe('failed');
    expect((await app.inject({ method: 'GET', url: contentApi.casinos })).statusCode).toBe(200);
  }, 30_000);
});

describe('a query stuck longer than its timeout', () => {
  const TIMEOUT_MS = 500;
  let short: Store;
  let api: FastifyInstance;

  beforeAll(async () => {
    // The same database through a pool whose statements may run 500 ms (DATABASE_QUERY_TIMEOUT_MS).
    short = await openStore({ kind: 'postgres', url: postgres.url, poolSize: 2, queryTimeoutMs: TIMEOUT_MS });
    api = await storeServer(short);
    await api.register(contentApiRoutes);
    await api.register(healthRoutes);
  });

  afterAll(async () => {
    await api?.close();
    await short?.close().catch(() => undefined);
  });

  it('is cancelled by PostgreSQL after the timeout (SQLSTATE 57014), and the pool serves the next query', async () => {
    const started = performance.now();
    const error = await short.db.execute(sql`SELECT pg_sleep(5)`).then(() => null, (caught: unknown) => caught);
    const took = performance.now() - started;
    const codes: unknown[] = [];
    for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) codes.push((at as { code?: unknown }).code);
    expect(codes).toContain('57014');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(3_000);
    await expect(short.db.execute(sql`SELECT 1 AS one`)).resolves.toBeTruthy();
  }, 30_000);

  it('leaves the migrations unbounded: work under the start-up lock may take longer', async () => {
    await expect(short.exclusive((db) => db.execute(sql`SELECT pg_sleep(1)`))).resolves.toBeTruthy();
  }, 30_000);

  it('answers 503 in Turkish within the bound while a lock holds the casinos, and 200 once it is released', async () => {
    // Counted afresh: no answer of the API's cache stands in for the query.
    const get = () => api.inject({ method: 'GET', url: contentApi.counts });
    expect((await api.inject({ method: 'GET', url: contentApi.casinos })).statusCode).toBe(200);

    // Another process's transaction holds the table (as a long migration or a stuck writer would), without a timeout.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = store.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE casinos IN ACCESS EXCLUSIVE MODE`);
      locked();
      await released;
    });
    try {
      await isLocked;
      const started = performance.now();
      const stuck = await get();
      const took = performance.now() - started;
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toEqual({ error: STORE_UNAVAILABLE });
      expect(stuck.headers['retry-after']).toBe('5');
      expect(took).toBeLessThan(5_000);
      // The database itself answers: ready, and alive.
      expect((await api.inject('/readyz')).statusCode).toBe(200);
      expect((await api.inject('/healthz')).statusCode).toBe(200);
    } finally {
      release();
      await holder;
    }
    expect((await get()).statusCode).toBe(200);
  }, 30_000);
});
