/**
 * The embedded database in a worker thread, behind the same `Store`. The main thread never runs
 * PGlite: it posts each query to the worker and waits at most `queryTimeoutMs`. A worker that does not answer in time
 * (a write to a folder that cannot be written spins inside PGlite's WebAssembly for good; a statement that runs too
 * long) fails that query and every queued one with `StoreUnavailableError`, is terminated, and is started again in the
 * background every `RESTART_EVERY_MS` until it opens the folder. Meanwhile queries fail at once.
 *
 * Transactions: PGlite is one connection, so a transaction holds a main-thread lock from BEGIN to COMMIT; the queries
 * of its own client go straight to the worker, every other query waits for the lock (as PGlite's own transaction
 * mutex made them wait before).
 */
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Worker } from 'node:worker_threads';
import * as schema from './schema.ts';
import type { Database } from './database-types.ts';

/** What every query fails with while the embedded database does not answer; the servers answer it with 503. */
export class StoreUnavailableError extends Error {
  /** SQLSTATE 08006 "connection failure": not a refused value (class 22), so the servers map it to 503. */
  readonly code = '08006';
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** How often a worker that stopped answering is started again. */
export const RESTART_EVERY_MS = 2_000;
/**
 * How long opening the folder may take before that start counts as failed: on a restart (PGlite replays its WAL
 * after a kill), and at the server's start, which may first create the database (PostgreSQL's initdb in WebAssembly:
 * seen to take more than 30 s on a 2-core machine busy with two browsers).
 */
const OPEN_TIMEOUT_MS = 30_000;
const FIRST_OPEN_TIMEOUT_MS = 120_000;
/** How long a clean close may take before the worker is terminated. */
const CLOSE_TIMEOUT_MS = 3_000;
/** Statements of `exclusive` (migrations, the seed) may run longer than a page's. */
const EXCLUSIVE_TIMEOUT_MS = 60_000;

type RowMode = 'array' | 'object';
interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Pending {
  resolve: (result: QueryResult) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notify'; payload: string }
  | { type?: undefined; id: number; result?: QueryResult; error?: Record<string, unknown> };

/** The subset of PGlite's client that drizzle-orm's PGlite session calls. */
interface ClientLike {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
  transaction<T>(work: (tx: ClientLike) => Promise<T>): Promise<T>;
}

/** A PostgreSQL error from the worker, rebuilt with its fields (`code` above all) for the callers' checks. */
function rebuild(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) if (key !== 'message') error[key] = value;
  return error;
}

export interface WorkerStoreOptions {
  /** The stall bound of one query. */
  queryTimeoutMs: number;
  /** Called with a line whenever the worker is stopped or started again (the server's log). */
  onEvent?: (line: string) => void;
}

export interface PgliteWorker {
  db: Database;
  /** A Database whose statements may take `EXCLUSIVE_TIMEOUT_MS` (migrations). */
  slowDb: Database;
  listen(onPayload: (payload: string) => void): () => void;
  close(): Promise<void>;
}

export async function startPgliteWorker(dataDir: string | undefined, channel: string, options: WorkerStoreOptions): Promise<PgliteWorker> {
  const { queryTimeoutMs, onEvent = () => undefined } = options;
  let worker: Worker | null = null;
  let ready = false;
  let closing = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Set<(payload: string) => void>();

  const failAll = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.reject(error);
    }
  };

  /** Starts a worker and resolves once PGlite has opened the folder; rejects (and terminates it) otherwise. */
  const spawn = (timeoutMs = OPEN_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const candidate = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, channel } });
      let settled = false;
      const timer = setTimeout(() => {
        settle(new Error(`the embedded database did not open within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error || closing) {
          void candidate.terminate();
          reject(error ?? new StoreUnavailableError('the embedded database is closed'));
          return;
        }
        worker = candidate;
        ready = true;
        if (listeners.size > 0) candidate.postMessage({ type: 'listen' });
        resolve();
      };
      candidate.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') settle();
        else if (message.type === 'failed') settle(rebuild(message.error));
        else if (message.type === 'notify') for (const listener of listeners) listener(message.payload);
        else if (message.type === undefined) {
          const entry = pending.get(message.id);
          if (!entry) return;
          pending.delete(message.id);
          clearTimeout(entry.timer);
          if (message.error) {
            entry.reject(rebuild(message.error));
            // PostgreSQL ends itself after a PANIC or FATAL (a write its files refused, say); PGlite does not, and its
            // next statement spins. The worker is replaced at once, so that nothing waits for the stall bound.
            const { severity } = message.error;
            if (severity === 'PANIC' || severity === 'FATAL') down(`the embedded database failed (${String(message.error.message)})`);
          } else entry.resolve(message.result as QueryResult);
        }
      });
      candidate.on('error', (error) => {
        if (!settled) settle(error);
        else if (worker === candidate) down(`the embedded database's worker failed: ${error.message}`);
      });
      candidate.on('exit', (code) => {
        if (!settled) settle(new Error(`the embedded database's worker exited with code ${code} while opening`));
        else if (worker === candidate && !closing) down(`the embedded database's worker exited with code ${code}`);
      });
    });

  const scheduleRestart = () => {
    if (closing || restartTimer) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      spawn().then(
        () => onEvent('the embedded database answers again'),
        (error: Error) => {
          if (closing) return;
          onEvent(`the embedded database could not be opened again (${error.message}); retrying in ${RESTART_EVERY_MS} ms`);
          scheduleRestart();
        },
      );
    }, RESTART_EVERY_MS);
    restartTimer.unref();
  };

  /** Stops the worker that stopped answering, fails everything waiting on it, and starts another later. */
  function down(reason: string) {
    if (!ready && worker === null) return;
    const stopped = worker;
    worker = null;
    ready = false;
    onEvent(`${reason}; the worker is stopped and started again every ${RESTART_EVERY_MS} ms`);
    failAll(new StoreUnavailableError(`the embedded database does not answer (${reason})`));
    // terminate() interrupts the WebAssembly loop; the thread ends at its next check.
    if (stopped) void stopped.terminate();
    scheduleRestart();
  }

  const send = (sql: string, params: unknown[], rowMode: RowMode, timeoutMs: number) =>
    new Promise<QueryResult>((resolve, reject) => {
      if (!ready || !worker) {
        reject(new StoreUnavailableError(closing ? 'the embedded database is closed' : 'the embedded database is restarting'));
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => down(`a query took longer than ${timeoutMs} ms`), timeoutMs);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, sql, params, rowMode });
    });

  // One transaction at a time: the lock is a promise chain; `held` is released when the transaction ends.
  let lock: Promise<void> = Promise.resolve();
  let inTransaction = false;

  const makeClient = (timeoutMs: number): ClientLike => {
    const direct = (sql: string, params: unknown[] = [], config?: { rowMode?: RowMode }) => send(sql, params, config?.rowMode ?? 'object', timeoutMs);
    const txClient: ClientLike = {
      query: direct,
      transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
    };
    return {
      async query(sql, params, config) {
        // Wait for a running transaction to end, so that this query does not run inside it.
        while (inTransaction) await lock;
        return direct(sql, params, config);
      },
      async transaction<T>(work: (tx: ClientLike) => Promise<T>): Promise<T> {
        const previous = lock;
        let release!: () => void;
        lock = new Promise<void>((resolve) => {
          release = resolve;
        });
        await previous;
        inTransaction = true;
        try {
          await direct('BEGIN');
          try {
            const result = await work(txClient);
            await direct('COMMIT');
            return result;
          } catch (error) {
            await direct('ROLLBACK').catch(() => undefined);
            throw error;
          }
        } finally {
          inTransaction = false;
          release();
        }
      },
    };
  };

  await spawn(FIRST_OPEN_TIMEOUT_MS);
  const db = drizzlePglite({ client: makeClient(queryTimeoutMs) as never, schema }) as unknown as Database;
  const slowDb = drizzlePglite({ client: makeClient(EXCLUSIVE_TIMEOUT_MS) as never, schema }) as unknown as Database;

  return {
    db,
    slowDb,
    listen(onPayload) {
      listeners.add(onPayload);
      if (ready && worker) worker.postMessage({ type: 'listen' });
      return () => {
        listeners.delete(onPayload);
      };
    },
    async close() {
      closing = true;
      clearTimeout(restartTimer);
      const current = worker;
      ready = false;
      worker = null;
      failAll(new StoreUnavailableError('the embedded database is closed'));
      if (!current) return;
      const closed = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
        current.on('message', (message: WorkerMessage) => {
          if (message.type === 'closed') {
            clearTimeout(timer);
            resolve(true);
          }
        });
        current.on('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      current.postMessage({ type: 'close' });
      await closed;
      await current.terminate();
    },
  };
}
