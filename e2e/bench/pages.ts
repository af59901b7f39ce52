/**
 * Server-rendering bench: the production server of `npm start` (embedded database) on 127.0.0.1.
 * - cached pages under load (autocannon, 10 connections, 10 s, brotli as a browser asks);
 * - uncached render time, p50 and p95, over distinct URLs that each need a render (searches, comparisons, calculator
 *   inputs), per kind of page;
 * - the server's memory (RSS) after a flood of 20,000 unique URLs, and what its page cache holds;
 * on the embedded PGlite of `npm start`, then on a PostgreSQL server of its own (as the store bench does).
 * Prints Markdown tables; asserts nothing. Needs a build (`npm run build`); the server is stopped by its pid.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { paths } from 'shared-data';
import { startPostgres } from '@shared-data/store/testing';
import { BASE_URL, startServer, stopServer } from '../server.ts';
import { floodUniqueUrls, timedRequest as timed } from './flood.ts';
import { printTable } from './table.ts';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const UNCACHED_SAMPLES = 100;
const pidFile = fileURLToPath(new URL('../.server.pid', import.meta.url));

const cachedPages: Array<[string, string]> = [
  ['home', paths.home],
  ['games list', paths.games],
  ['game', paths.game('pragmatic-play', 'sweet-bonanza')],
  ['blog post', paths.blogPost('sorumlu-oyun-rehberi')],
  ['calculators', paths.calculators],
];

/** A process and its descendants (tsx's launcher runs the server in a child process). */
function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** The server's resident memory in MB (the whole process tree), read from /proc (Linux). */
function rssMb(): number {
  const kb = processTree(Number(readFileSync(pidFile, 'utf8'))).reduce((sum, pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
  return kb / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** The largest script the home page preloads, served from its precompressed brotli copy. */
async function largestScript(): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${paths.home}`)).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const sizes = await Promise.all(scripts.map(async (url) => [url, (await (await fetch(`${BASE_URL}${url}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength] as const));
  return sizes.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

async function loadCached(): Promise<string[][]> {
  const rows: string[][] = [];
  const script = await largestScript();
  for (const [name, path] of [...cachedPages, ...(script ? [['largest preloaded script (precompressed br)', script] as [string, string]] : [])]) {
    await timed(`${BASE_URL}${path}`);
    const result = await autocannon({
      url: `${BASE_URL}${path}`,
      connections: 10,
      duration: LOAD_SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    rows.push([name, String(Math.round(result.requests.average)), String(result.latency.p50), String(result.latency.p99), String(result.non2xx + result.errors)]);
    console.error(`loaded ${name}`);
  }
  return rows;
}

/** Pages rendered on every request in the uncached measure: each sample's URL is new to the page cache. */
const uncachedPages: Array<[string, (i: number) => string]> = [
  // A search of its own: the games list read from the store.
  ['games search', (i) => `${paths.games}?q=bench${i}`],
  // A comparison of its own: two casinos read from the store, and a name it explains it does not know.
  ['casino comparison', (i) => paths.comparison(['nebula-bet', 'lalezar-casino', `bench-${i}`])],
  // Calculator inputs of their own: no store read, the render alone.
  ['calculator', (i) => `${paths.calculator('hedge')}?oran=${(1.5 + i / 1000).toFixed(3)}`],
];

async function uncached(): Promise<string[][]> {
  const rows: string[][] = [];
  for (const [name, url] of uncachedPages) {
    const times: number[] = [];
    for (let i = 0; i < UNCACHED_SAMPLES; i += 1) times.push(await timed(`${BASE_URL}${url(i)}`));
    times.sort((a, b) => a - b);
    rows.push([name, String(UNCACHED_SAMPLES), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), percentile(times, 99).toFixed(1)]);
  }
  return rows;
}

async function flood(): Promise<string[]> {
  const before = rssMb();
  const { sent, seconds } = await floodUniqueUrls(BASE_URL);
  return [String(sent), String(Math.round(seconds)), before.toFixed(0), rssMb().toFixed(0)];
}

/** Runs the three measures on one database: the embedded PGlite of `npm start`, or a PostgreSQL server. */
/** BENCH_MEASURES=uncached (a comma list of cached, uncached, flood) runs only those measures. */
const measures = new Set((process.env.BENCH_MEASURES ?? 'cached,uncached,flood').split(',').map((name) => name.trim()));

/** Runs the measures on one database: the embedded PGlite of `npm start`, or a PostgreSQL server. */
async function measureOn(database: string, extraEnv: Record<string, string> = {}) {
  await startServer(extraEnv);
  try {
    const startRss = rssMb();
    const cached = measures.has('cached') ? await loadCached() : null;
    const render = measures.has('uncached') ? await uncached() : null;
    const memory = measures.has('flood') ? await flood() : null;
    console.log(`\nServer-rendered pages on ${database} (server RSS at start ${startRss.toFixed(0)} MB)`);
    if (cached) printTable(`Cached pages under load (autocannon, 10 connections, ${LOAD_SECONDS} s, brotli)`, ['page', 'req/s', 'p50 (ms)', 'p99 (ms)', 'errors'], cached);
    if (render) printTable('Uncached render (one request at a time, each URL new to the cache)', ['page', 'samples', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)'], render);
    if (memory) printTable('Memory after a flood of unique URLs (8 at a time)', ['unique URLs', 'seconds', 'RSS before (MB)', 'RSS after (MB)'], [memory]);
    console.log('Targets: cached >= 5,000 req/s on 2 cores, uncached p95 <= 30 ms, RSS <= 300 MB after the flood.');
  } finally {
    stopServer();
  }
}

async function main() {
  // BENCH_DATABASES=pglite measures the embedded database only.
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
  if (databases.includes('pglite')) await measureOn('PGlite (embedded, npm start)');
  if (databases.includes('postgres')) {
    const postgres = await startPostgres();
    try {
      await measureOn('PostgreSQL 15 (DATABASE_URL)', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.stop();
    }
  }
}

await main();
