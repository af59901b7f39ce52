import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, queryRows, type Store } from './database.ts';
import { StoreUnavailableError } from './pglite-worker-store.ts';
import { setImmutable, whyNotImmutable } from './testing/index.ts';

const TIMEOUT_MS = 600;

/** Whether `error` is, or was caused by (Drizzle wraps the driver's error), the store's unavailable error. */
function unavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) {
    if (at instanceof StoreUnavailableError) return true;
  }
  return false;
}

const count = async (store: Store) => Number((await queryRows<{ n: string }>(store.db, sql`SELECT count(*) AS n FROM notes`))[0]?.n);

describe('the embedded database in a worker thread', () => {
  const root = mkdtempSync(join(tmpdir(), 'safebet-worker-'));
  let store: Store;

  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: join(root, 'data'), queryTimeoutMs: TIMEOUT_MS });
    await store.db.execute(sql`CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)`);
  });
  afterAll(async () => {
    await store?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps a concurrent query out of a running transaction', async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = store.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (text) VALUES ('uncommitted')`);
        inserted();
        await finished;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    await insertedYet;
    // Issued while the transaction holds its row: it must neither see it nor be rolled back with it.
    const outside = store.db.execute(sql`INSERT INTO notes (text) VALUES ('outside')`);
    finish();
    expect(await transaction).toBe('rolled back on purpose');
    await outside;
    expect(await queryRows<{ text: string }>(store.db, sql`SELECT text FROM notes ORDER BY id`)).toEqual([{ text: 'outside' }]);
  });

  it('nests a transaction as a savepoint', async () => {
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (text) VALUES ('kept')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO notes (text) VALUES ('undone')`);
        inner.rollback();
      }).catch(() => undefined);
    });
    expect((await queryRows<{ text: string }>(store.db, sql`SELECT text FROM notes ORDER BY id`)).map((row) => row.text)).toEqual(['outside', 'kept']);
  });

  it('answers a PostgreSQL error with its SQLSTATE, and keeps answering', async () => {
    const error = await store.db.execute(sql`SELECT 1/0`).catch((caught: unknown) => caught);
    const codes: unknown[] = [];
    for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) codes.push((at as { code?: unknown }).code);
    expect(codes).toContain('22012');
    expect(await count(store)).toBe(2);
  });

  it('fails a stuck query and the queued ones as unavailable, fails fast while down, and recovers with the data intact', async () => {
    const started = Date.now();
    const stuck = store.db.execute(sql`SELECT pg_sleep(30)`).catch((caught: unknown) => caught);
    const queued = store.db.execute(sql`SELECT 1`).catch((caught: unknown) => caught);
    expect(unavailable(await stuck)).toBe(true);
    expect(unavailable(await queued)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    // While the worker is down, a query does not wait for the bound.
    const whileDown = Date.now();
    expect(unavailable(await store.db.execute(sql`SELECT 1`).catch((caught: unknown) => caught))).toBe(true);
    expect(Date.now() - whileDown).toBeLessThan(TIMEOUT_MS);
    // expect.poll asks again while the worker is still down (the count throws) until the deadline.
    await expect.poll(() => count(store), { timeout: 10_000 }).toBe(2);
  });

  it('survives a data folder that cannot be written: the write fails, the hung worker is replaced once the folder is writable, and the data is intact', async (context) => {
    const reason = whyNotImmutable(root);
    if (reason) return context.skip(reason);
    const dir = join(root, 'unwritable');
    const local = await openStore({ kind: 'pglite', dataDir: dir, queryTimeoutMs: TIMEOUT_MS });
    try {
      await local.db.execute(sql`CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)`);
      await local.db.execute(sql`INSERT INTO notes (text) VALUES ('before')`);
      setImmutable('+i', dir);
      try {
        // PGlite refuses the write with PostgreSQL's PANIC (its WAL cannot be written) and would spin on the next
        // statement: the worker is replaced at once, so the next one fails as unavailable without waiting for the bound.
        const refused = await local.db.execute(sql`INSERT INTO notes (text) VALUES ('during')`).then(() => null, (caught: unknown) => caught);
        expect((refused as { cause?: { severity?: string } } | null)?.cause?.severity).toBe('PANIC');
        const started = Date.now();
        const next = await local.db.execute(sql`SELECT count(*) FROM notes`).then(() => null, (caught: unknown) => caught);
        expect(unavailable(next)).toBe(true);
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
      } finally {
        setImmutable('-i', dir);
      }
      await expect.poll(() => count(local), { timeout: 10_000 }).toBe(1);
      expect(await queryRows<{ text: string }>(local.db, sql`SELECT text FROM notes`)).toEqual([{ text: 'before' }]);
    } finally {
      setImmutable('-i', dir);
      await local.close();
    }
  }, 30_000);
});
