/**
 * Affiliate redirect bench: autocannon on /git/<slug> against the production server of `npm start`, on the
 * embedded PGlite and on a PostgreSQL server of its own. After each run the server is stopped with SIGTERM, as an
 * operator's restart does, and the clicks it stored are counted against the 302s it answered: every redirect must
 * have left its click. Prints Markdown tables; asserts nothing. Needs a build (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { affiliateHref } from 'shared-data';
import { openStore, type StoreLocation } from '@shared-data/store';
import { clickCount } from '@shared-data/store/cms';
import { startPostgres } from '@shared-data/store/testing';
import { BASE_URL, startServer, stopServer } from '../server.ts';
import { printTable } from './table.ts';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_REQUESTS = 20_000;
/** The bound on a run's requests whatever the machine: 30 s at the target rate of 10,000/s. */
const MAX_REQUESTS = 300_000;
const CONNECTIONS = 10;
const pidFile = fileURLToPath(new URL('../.server.pid', import.meta.url));
const dataDirFile = fileURLToPath(new URL('../.server.data', import.meta.url));
const target = affiliateHref('lalezar-casino', 'siralama', '/');

/** SIGTERM, then waits (at most 30 s) until the process has flushed and gone. */
async function terminate(pid: number): Promise<number> {
  const started = Date.now();
  process.kill(pid, 'SIGTERM');
  while (existsSync(`/proc/${pid}`) && Date.now() - started < 30_000) {
    // A zombie has exited; only its parent's wait is missing.
    if (/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

async function measureOn(database: string, location: () => StoreLocation, extraEnv: Record<string, string> = {}): Promise<string[]> {
  await startServer(extraEnv);
  const store = location();
  try {
    const first = await fetch(`${BASE_URL}${target}`, { redirect: 'manual' });
    if (first.status !== 302) throw new Error(`${target} answered ${first.status}, not 302`);
    // Runs by request count, not by time: a run cut off by time leaves requests in flight that the server answers
    // (and records) after the client stopped counting. A short first run sets the count to about LOAD_SECONDS.
    const statusCount = (run: autocannon.Result, code: string) =>
      Number((run.statusCodeStats as Record<string, { count: number }> | undefined)?.[code]?.count ?? 0);
    const warm = await autocannon({ url: `${BASE_URL}${target}`, connections: CONNECTIONS, amount: WARM_UP_REQUESTS });
    const amount = Math.min(MAX_REQUESTS, Math.round((warm.requests.total / Math.max(warm.duration, 0.1)) * LOAD_SECONDS));
    const result = await autocannon({ url: `${BASE_URL}${target}`, connections: CONNECTIONS, amount });
    const redirects = 1 + statusCount(warm, '302') + statusCount(result, '302');
    const shutdownMs = await terminate(Number(readFileSync(pidFile, 'utf8')));
    const db = await openStore(store);
    const stored = await clickCount(db.db).finally(() => db.close());
    console.error(`measured ${database}`);
    return [
      database,
      String(Math.round(result.requests.average)),
      String(result.latency.p50),
      String(result.latency.p99),
      result.duration.toFixed(1),
      String(result.errors + result.timeouts + warm.errors + warm.timeouts),
      String(redirects),
      String(stored),
      String(redirects - stored),
      String(shutdownMs),
    ];
  } finally {
    stopServer();
  }
}

async function main() {
  const rows: string[][] = [];
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
  // The PGlite folder is the server's own (DATA_DIR, written by startServer): read once the server has exited.
  const pgliteDir = (): StoreLocation => ({ kind: 'pglite', dataDir: readFileSync(dataDirFile, 'utf8') });
  if (databases.includes('pglite')) rows.push(await measureOn('PGlite (embedded, npm start)', pgliteDir));
  if (databases.includes('postgres')) {
    const postgres = await startPostgres();
    try {
      rows.push(await measureOn('PostgreSQL 15 (DATABASE_URL)', () => ({ kind: 'postgres', url: postgres.url }), { DATABASE_URL: postgres.url }));
    } finally {
      await postgres.stop();
    }
  }
  printTable(
    `Affiliate redirects: GET ${target} (autocannon, ${CONNECTIONS} connections, about ${LOAD_SECONDS} s after a warm-up), then SIGTERM`,
    ['database', 'req/s', 'p50 (ms)', 'p99 (ms)', 'seconds', 'errors', '302s answered', 'clicks stored', 'clicks lost', 'shutdown (ms)'],
    rows,
    ['Targets: >= 3,000 redirects/s on 2 cores, p99 <= 20 ms, 0 clicks lost.'],
  );
}

await main();
