/**
 * PGlite in a worker thread: a write to a data folder that cannot be written makes PGlite spin
 * inside its WebAssembly for good, and on the main thread that would stop every answer and SIGTERM with it. Here it
 * only stops this thread; the main thread (`pglite-worker-store.ts`) bounds every query and terminates this worker.
 *
 * Messages in: `{ id, sql, params, rowMode }`, `{ type: 'listen' }`, `{ type: 'close' }`. Messages out: `{ type: 'ready' }`,
 * `{ type: 'failed', error }`, `{ id, result }` or `{ id, error }`, `{ type: 'notify', payload }`, `{ type: 'closed' }`.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
const { dataDir, channel } = workerData;

// The same parsers drizzle-orm's PGlite session passes: dates, times and numeric arrays stay the database's text.
const keep = (value) => value;
const parsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep,
  1115: keep,
  1185: keep,
  1187: keep,
  1182: keep,
};

/** An error as plain data: its message and the fields PostgreSQL gives (the SQLSTATE `code` above all). */
function plain(error) {
  // Emscripten's file errors are not Errors: `{ name: 'ErrnoError', errno }`.
  const message =
    error && typeof error === 'object'
      ? typeof error.message === 'string' && error.message
        ? error.message
        : `${error.name ?? 'error'}${error.errno === undefined ? '' : ` (errno ${error.errno})`}`
      : String(error);
  const out = { message };
  if (error && typeof error === 'object') {
    for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where']) {
      const value = error[key];
      if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    }
  }
  return out;
}

let client;
try {
  // PostgreSQL zeroes all its shared buffers at start, so every megabyte of them is resident: the default 128 MB were
  // most of PGlite's memory. The demo catalogue's tables and indexes are a few MB and the files' pages stay in the
  // system's cache besides; measured on the search API's unique queries, 8 MB answer 518 req/s, 32 MB 438, and the
  // idle server is about 40 MB smaller.
  client = await PGlite.create(dataDir, { extensions: { pg_trgm }, postgresqlconf: 'shared_buffers = 8MB' });
} catch (error) {
  port.postMessage({ type: 'failed', error: plain(error) });
  process.exit(1);
}

let unlisten;
port.on('message', async (message) => {
  if (message.type === 'close') {
    try {
      if (unlisten) await unlisten();
      await client.close();
    } finally {
      port.postMessage({ type: 'closed' });
    }
    return;
  }
  if (message.type === 'listen') {
    if (!unlisten) unlisten = await client.listen(channel, (payload) => port.postMessage({ type: 'notify', payload }));
    return;
  }
  try {
    const result = await client.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
    port.postMessage({ id: message.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
  } catch (error) {
    port.postMessage({ id: message.id, error: plain(error) });
  }
});
port.postMessage({ type: 'ready' });
