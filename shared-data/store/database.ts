/**
 * Opens the content database with one of two drivers over the same schema and queries: PGlite (embedded
 * PostgreSQL, files in a data directory, run in a worker thread by `pglite-worker-store.ts`, or in memory on this
 * thread for tests) when there is no `DATABASE_URL`, node-postgres with a pool when there is one.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { StoreLocation } from '@shared-data/server';
import * as schema from './schema.ts';
import type { Database } from './database-types.ts';
import { startPgliteWorker } from './pglite-worker-store.ts';

export type { Database, Schema } from './database-types.ts';
export type { StoreLocation };


export interface Store {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for logs: a directory, 'memory', or host:port/database (never the password). */
  where: string;
  /** Runs `work` with a database-wide lock held, so that two processes starting at once do not migrate twice. */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Calls `onChange` with the new content version whenever any process writes content; returns a stop function. */
  listen(onChange: (version: number) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** host:port/database of a connection URL, without user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

// Any number works as long as every process uses the same one.
const MIGRATION_LOCK = 725_8001;
const CHANNEL = 'content_changed';

function toVersion(payload: string | undefined): number {
  const version = Number(payload);
  return Number.isSafeInteger(version) ? version : -1;
}

/** How long one statement may run on PostgreSQL by default (`DATABASE_QUERY_TIMEOUT_MS`). */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** How long getting a connection may take before the query fails (the server down, or every connection busy). */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * The client's own bound beyond the statement's: a server that stopped answering altogether (a hung host, a network
 * partition) cancels no statement, so the client gives up this much later.
 */
const CLIENT_GRACE_MS = 2_000;

/**
 * A pool whose queries never hang: PostgreSQL cancels a statement that runs longer than `queryTimeoutMs`
 * (SQLSTATE 57014, which the server answers with 503), the client gives up `CLIENT_GRACE_MS` later on a server that
 * went silent, and a connection that cannot be had within `CONNECT_TIMEOUT_MS` fails the query.
 */
async function openPostgres(url: string, poolSize = 10, queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + CLIENT_GRACE_MS,
  });
  // A client that loses its server must not crash the process, idle (the pool's 'error') or checked out for a query
  // or a transaction (the client's own 'error', which nothing else listens to): the query in flight fails, and the
  // server answers 503 until the database is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  // Fail now, with the server's own message, rather than at the first page.
  const probe = await pool.connect();
  probe.release();
  return {
    db,
    driver: 'postgres',
    where: describePostgresUrl(url),
    async exclusive(work) {
      // A connection of its own, without the pool's timeouts: a migration may take longer than a page's query, and a
      // second process waits for the first one's lock as long as that takes.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work(drizzlePostgres(client, { schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    async listen(onChange) {
      const client = await pool.connect();
      // A lost connection (the database restarting) must not end the process: the listener just goes quiet, and
      // readers fall back to reading the version.
      client.on('error', () => undefined);
      const handler = (message: pg.Notification) => onChange(toVersion(message.payload));
      client.on('notification', handler);
      await client.query(`LISTEN ${CHANNEL}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded database's folder is the owner's alone: it holds the admin accounts and the
 * session-signing secret. The folder and every folder below are 0700 and every file 0600, those PGlite wrote before
 * included, and the process's umask is 077 so the files it writes later are born private too.
 */
export function makePrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    process.umask(0o077);
  } catch {
    // A worker thread cannot set it (tests); the folder's own mode still keeps other users out.
  }
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
    }
  };
  visit(dataDir);
}

/** An in-memory store that can dump its data folder, for the tests' templates (`testing/templates.ts`). */
export interface MemoryStore extends Store {
  archive(): Promise<Blob>;
}

/**
 * PGlite in memory on this thread: the tests' store (PGlite on a folder runs in a worker, `openPgliteWorker`; its
 * options are the worker's, pglite-worker.mjs).
 */
export async function openMemoryPglite(archive?: Blob): Promise<MemoryStore> {
  // The worker's buffers (pglite-worker.mjs): PostgreSQL zeroes all its shared buffers at start, so they are resident.
  const client = await PGlite.create(undefined, {
    extensions: { pg_trgm },
    postgresqlconf: 'shared_buffers = 8MB',
    // Unpacking a dumped folder skips initdb, most of an empty start's time.
    ...(archive ? { loadDataDir: archive } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    where: 'memory',
    // PGlite runs one query at a time in this process: there is nobody to lock out.
    exclusive: (work) => work(db),
    async listen(onChange) {
      const stop = await client.listen(CHANNEL, (payload) => onChange(toVersion(payload)));
      return stop;
    },
    close: () => client.close(),
    archive: () => client.dumpDataDir('none'),
  };
}

/** The embedded database's stall bound by default (`EMBEDDED_QUERY_TIMEOUT_MS`): the server answers 503 within 5 s. */
const DEFAULT_EMBEDDED_QUERY_TIMEOUT_MS = 3_000;

/**
 * PGlite files in `dataDir`, run in a worker thread (`pglite-worker-store.ts`): a query the worker does not answer
 * within `queryTimeoutMs` fails with `StoreUnavailableError`, and the worker is restarted until it answers again.
 */
async function openPgliteWorker(dataDir: string, queryTimeoutMs = DEFAULT_EMBEDDED_QUERY_TIMEOUT_MS): Promise<Store> {
  // The main thread owns the umask (a worker cannot set it); it applies to the files the worker writes.
  makePrivate(dataDir);
  const worker = await startPgliteWorker(dataDir, CHANNEL, {
    queryTimeoutMs,
    onEvent: (line) => console.error(`[store] ${line}`),
  });
  makePrivate(dataDir);
  return {
    db: worker.db,
    driver: 'pglite',
    where: dataDir,
    exclusive: (work) => work(worker.slowDb),
    async listen(onChange) {
      const stop = worker.listen((payload) => onChange(toVersion(payload)));
      return async () => stop();
    },
    close: () => worker.close(),
  };
}

export function openStore(location: StoreLocation): Promise<Store> {
  switch (location.kind) {
    case 'postgres':
      return openPostgres(location.url, location.poolSize, location.queryTimeoutMs);
    case 'pglite':
      return openPgliteWorker(location.dataDir, location.queryTimeoutMs);
    case 'memory':
      return openMemoryPglite(location.archive);
  }
}

/**
 * Whether the store answers a trivial query within `timeoutMs` (the readiness probe): never throws, and never waits
 * longer than that, whatever the database does.
 */
export async function storeAnswers(store: Store, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = store.db.execute(sql`SELECT 1`).then(() => true, () => false);
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
