/**
 * Store and API bench: the production server on each database driver (PGlite in a fresh data directory, PostgreSQL
 * on a throwaway server), cold and warm start, autocannon on three API routes and the server's memory after the load;
 * then the store's own search and list queries in-process, on the demo catalogue and with 50,000 more games.
 * Prints Markdown tables; asserts nothing. Needs a build (`npm run build`); every server it starts is stopped by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile, printTable } from './table.ts';
import { contentApi, gamesApiUrl, queryKeys } from 'shared-data';
import {
  isPublic,
  listGames,
  openStore,
  prepareStore,
  searchStore,
  type Database,
  type Store,
} from '@shared-data/store';
import { freePort, queryRows, schema, sql, startPostgres, type PostgresServer } from '@shared-data/store/testing';

const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 10;
const LOAD_MAX_REQUESTS = 200_000;
const P95_REQUESTS = 2_000;
const P95_TIME_LIMIT_MS = 60_000;
const START_TIMEOUT_MS = 120_000;
const ROUNDS = 20;
const SYNTHETIC_GAMES = 50_000;
const BATCH = 1_000;

const endpoints: Array<[string, string]> = [
  ['list', gamesApiUrl({ page: 2 })],
  ['detail', contentApi.game('gates-of-olympus')],
  ['search', `${contentApi.search}?${queryKeys.search}=bo`],
];

const searches = ['bo', 'kasa yonetimi', 'KASA YÖNETİMİ', 'bonanza', 'çevrim', 'megaways', 'zz', 'live', 'book of', 'sweet', 'olympus', 'rulet'];

interface QueryCase {
  label: string;
  run: (db: Database) => Promise<unknown>;
}

const queryCases: QueryCase[] = [
  ...searches.map((q): QueryCase => ({ label: `searchStore '${q}'`, run: (db) => searchStore(db, q) })),
  { label: 'listGames page 2', run: (db) => listGames(db, { page: 2, search: '', provider: '' }) },
  { label: "listGames search 'book'", run: (db) => listGames(db, { page: 1, search: 'book', provider: '' }) },
];

// ---- figures and printing ------------------------------------------------------------------------------------

const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(2);


// ---- the production server -----------------------------------------------------------------------------------


interface ApiServer {
  child: ChildProcess;
  exited: Promise<void>;
  hasExited: boolean;
  startedAt: number;
}

/** `tsx server/start.ts` in shell/, as `npm run serve` and e2e/server.ts run it; its output goes to stderr. */
function launchServer(env: NodeJS.ProcessEnv): ApiServer {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const startedAt = performance.now();
  const child = spawn(process.execPath, [tsxCli, 'server/start.ts'], { cwd: shellDir, env: { LINK_CHECK_DAILY: '0', ...env }, stdio: ['ignore', 2, 2] });
  if (!child.pid) throw new Error('Could not start the server');
  const server: ApiServer = { child, exited: Promise.resolve(), hasExited: false, startedAt };
  server.exited = once(child, 'exit').then(
    () => void (server.hasExited = true),
    () => void (server.hasExited = true),
  );
  return server;
}

/** tsx runs the server in a child process of its own: that child is the process whose memory counts. */
function serverPid(server: ApiServer): number | undefined {
  const pid = server.child.pid;
  if (!pid) return undefined;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.find((child) => Number.isInteger(child) && child > 0) ?? pid;
  } catch {
    return pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn until `/api/content/casinos` answers 200. */
async function waitUntilUp(server: ApiServer, baseUrl: string): Promise<number> {
  const url = `${baseUrl}${contentApi.casinos}`;
  while (performance.now() - server.startedAt < START_TIMEOUT_MS) {
    if (server.hasExited) throw new Error(`The server exited before answering at ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - server.startedAt;
    } catch {
      // not listening yet
    }
    await delay(20);
  }
  throw new Error(`The server did not answer at ${url} within ${START_TIMEOUT_MS} ms`);
}

/** SIGTERM by pid and wait for the exit; SIGKILL (the wrapper and the server itself) if it does not come. */
async function stopServer(server: ApiServer): Promise<void> {
  const inner = serverPid(server);
  const pid = server.child.pid;
  if (!server.hasExited && pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const settled = await Promise.race([server.exited.then(() => true), delay(15_000, false)]);
    if (!settled) {
      for (const target of [inner, pid]) if (target && isAlive(target)) process.kill(target, 'SIGKILL');
      await Promise.race([server.exited, delay(5_000)]);
    }
  }
  if (inner && inner !== pid && isAlive(inner)) {
    process.kill(inner, 'SIGKILL');
    await delay(200);
  }
}

function rssMegabytes(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

interface LoadFigures {
  endpoint: string;
  path: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  p95Requests: number;
  p95Non2xx: number;
  p95Errors: number;
}

interface DriverFigures {
  driver: string;
  coldMs: number;
  warmMs: number;
  rssMb: number;
  loads: LoadFigures[];
}

/** The p95 phase: `P95_REQUESTS` requests, `LOAD_CONNECTIONS` at a time, each timed with performance.now(). */
async function fetchLatencies(url: string) {
  const latencies: number[] = [];
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  const deadline = performance.now() + P95_TIME_LIMIT_MS;
  const worker = async () => {
    while (sent < P95_REQUESTS && performance.now() < deadline) {
      sent += 1;
      const started = performance.now();
      try {
        // autocannon asks for no compression either.
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status < 200 || response.status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, worker));
  return { p95: percentile(latencies, 95), requests: latencies.length, non2xx, errors };
}

async function load(baseUrl: string, endpoint: string, path: string): Promise<LoadFigures> {
  const url = `${baseUrl}${path}`;
  const result = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    maxOverallRequests: LOAD_MAX_REQUESTS,
  });
  const phase = await fetchLatencies(url);
  return {
    endpoint,
    path,
    requests: result.requests.total,
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95: phase.p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    p95Requests: phase.requests,
    p95Non2xx: phase.non2xx,
    p95Errors: phase.errors,
  };
}

function serverEnv(database: { DATABASE_URL: string } | { DATA_DIR: string }, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return {
    ...env,
    ...database,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG: '0',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-not-a-secret',
  };
}

async function benchServer(driver: string, database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<DriverFigures> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(database, port);
  let server = launchServer(env);
  try {
    const coldMs = await waitUntilUp(server, baseUrl);
    console.error(`${driver}: cold start ${seconds(coldMs)} s`);
    await stopServer(server);
    server = launchServer(env);
    const warmMs = await waitUntilUp(server, baseUrl);
    console.error(`${driver}: warm start ${seconds(warmMs)} s`);
    const loads: LoadFigures[] = [];
    for (const [endpoint, path] of endpoints) {
      loads.push(await load(baseUrl, endpoint, path));
      console.error(`${driver}: loaded ${path}`);
    }
    return { driver, coldMs, warmMs, rssMb: rssMegabytes(serverPid(server)), loads };
  } finally {
    await stopServer(server);
  }
}

// ---- the store in-process ------------------------------------------------------------------------------------

type Timings = Map<string, { p50: number; p95: number }>;

/** One unmeasured round, then `ROUNDS` rounds of every query in turn. */
async function timeQueries(db: Database): Promise<Timings> {
  for (const query of queryCases) await query.run(db);
  const samples = new Map<string, number[]>(queryCases.map((q) => [q.label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queryCases) {
      const started = performance.now();
      await query.run(db);
      samples.get(query.label)?.push(performance.now() - started);
    }
  }
  return new Map([...samples].map(([label, values]) => [label, { p50: percentile(values, 50), p95: percentile(values, 95) }]));
}

/** A small seeded generator, so every run inserts the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const adjectives = [
  'Altın', 'Büyük', 'Çılgın', 'Gizli', 'Kızıl', 'Şanslı', 'Güneşli', 'Öfkeli', 'Sihirli', 'Yıldızlı', 'İnci', 'Ölümsüz',
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Sweet', 'Mega', 'Super', 'Hot', 'Dark', 'Crazy', 'Book of', 'Live', 'Big',
];
const nouns = [
  'Hazine', 'Ejderha', 'Sultan', 'Lale', 'Kervan', 'Yıldız', 'Çarşı', 'Şeker', 'Meyve', 'Kaplan', 'Köprü', 'Saray', 'Gölge',
  'Bonanza', 'Olympus', 'Megaways', 'Fruits', 'Tiger', 'Pharaoh', 'Rulet', 'Blackjack', 'Gems', 'Fortune', 'Dragon', 'Bass', 'Wolf',
];
const pick = <T>(list: readonly T[], next: () => number): T => list[Math.floor(next() * list.length)] as T;

function syntheticGame(n: number, providerIds: number[], next: () => number): typeof schema.games.$inferInsert {
  const adjective = pick(adjectives, next);
  const noun = pick(nouns, next);
  const live = adjective === 'Live' || noun === 'Rulet' || noun === 'Blackjack';
  return {
    slug: `sentetik-oyun-${n}`,
    name: `${adjective} ${noun} ${n}`,
    providerId: pick(providerIds, next),
    type: live ? 'live' : 'slot',
    rtp: Math.round((88 + next() * 11) * 100) / 100,
    volatility: pick(schema.volatility.enumValues, next),
    year: 2012 + Math.floor(next() * 14),
    coverUrl: `/images/games/sentetik-oyun-${n}.webp`,
  };
}

/** Inserts the synthetic games in batches inside one transaction; returns the milliseconds it took. */
async function insertSyntheticGames(db: Database): Promise<number> {
  const providerIds = (await db.select({ id: schema.providers.id }).from(schema.providers)).map((row) => row.id);
  if (providerIds.length === 0) throw new Error('No providers to spread the synthetic games over');
  const next = random(2024);
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let first = 1; first <= SYNTHETIC_GAMES; first += BATCH) {
      const rows: Array<typeof schema.games.$inferInsert> = [];
      for (let n = first; n < first + BATCH && n <= SYNTHETIC_GAMES; n += 1) rows.push(syntheticGame(n, providerIds, next));
      await tx.insert(schema.games).values(rows);
    }
  });
  return performance.now() - started;
}

interface Explained {
  needle: string;
  usesTrigram: boolean;
  scans: string;
  executionMs: string;
}

/** EXPLAIN ANALYZE of the games part of `searchStore`, written with the same builder and conditions. */
async function explainSearch(db: Database, needle: string): Promise<Explained> {
  const g = schema.games;
  const p = schema.providers;
  const rank = sql`CASE WHEN strpos(${g.nameFolded}, ${needle}) = 1 THEN 0
    WHEN substr(${g.nameFolded}, strpos(${g.nameFolded}, ${needle}) - 1, 1) ~ '[a-z0-9]' THEN 2 ELSE 1 END`;
  const query = db
    .select({ slug: g.slug, name: g.name, provider: p.slug, providerName: p.name, rank })
    .from(g)
    .innerJoin(p, sql`${g.providerId} = ${p.id} AND ${isPublic(p)}`)
    .where(sql`${isPublic(g)} AND ${g.nameFolded} LIKE ${`%${needle}%`}`)
    .orderBy(rank, g.id)
    .limit(5);
  const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN ANALYZE ${query.getSQL()}`);
  const lines = rows.map((row) => Object.values(row)[0] ?? '');
  const scans = lines
    .map((line) => /(?:->\s*)?((?:Parallel )?(?:Bitmap Index|Bitmap Heap|Index Only|Index|Seq) Scan(?: using)?(?: on)? \S+)/.exec(line)?.[1])
    .filter((scan): scan is string => scan !== undefined);
  return {
    needle,
    usesTrigram: lines.some((line) => line.includes('games_name_folded_trgm')),
    scans: [...new Set(scans)].join('; '),
    executionMs: /Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? 'n/a',
  };
}

interface StoreFigures {
  driver: string;
  demoGames: number;
  passes: Array<{ title: string; timings: Timings }>;
  insertMs: number;
  analyzeMs: number;
  explained: Array<Explained & { statistics: string }>;
}

const explainNeedles = ['bonanza', 'bo', 'kasa yonetimi'];

async function countGames(db: Database): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM games`);
  return Number(row?.total ?? 0);
}

async function explainAll(db: Database, statistics: string) {
  const explained: StoreFigures['explained'] = [];
  for (const needle of explainNeedles) explained.push({ ...(await explainSearch(db, needle)), statistics });
  return explained;
}

/**
 * The queries on the demo catalogue; then with the synthetic games, first with the statistics as seeding and the
 * insert left them (PGlite has no autovacuum), then after an ANALYZE of the whole database.
 */
async function benchStore(driver: string, store: Store): Promise<StoreFigures> {
  await prepareStore(store);
  const demoGames = await countGames(store.db);
  const demo = await timeQueries(store.db);
  console.error(`${driver}: timed the store's queries on the demo catalogue (${demoGames} games)`);
  const insertMs = await insertSyntheticGames(store.db);
  console.error(`${driver}: inserted ${SYNTHETIC_GAMES} games in ${seconds(insertMs)} s`);
  const explained = await explainAll(store.db, 'as left');
  const large = await timeQueries(store.db);
  console.error(`${driver}: timed the store's queries with ${SYNTHETIC_GAMES} more games`);
  const analyzeStarted = performance.now();
  await store.db.execute(sql`ANALYZE`);
  const analyzeMs = performance.now() - analyzeStarted;
  explained.push(...(await explainAll(store.db, 'ANALYZE')));
  const analyzed = await timeQueries(store.db);
  console.error(`${driver}: timed the store's queries with ${SYNTHETIC_GAMES} more games after ANALYZE`);
  const bigLabel = `+${SYNTHETIC_GAMES / 1000}k`;
  return {
    driver,
    demoGames,
    passes: [
      { title: `${driver} demo`, timings: demo },
      { title: `${driver} ${bigLabel}`, timings: large },
      { title: `${driver} ${bigLabel} ANALYZE`, timings: analyzed },
    ],
    insertMs,
    analyzeMs,
    explained,
  };
}

/** A new database on the PostgreSQL server, for the in-process bench (the server's own one is the API's). */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = await openStore({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withStore<T>(open: () => Promise<Store>, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await open();
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

// ---- main ----------------------------------------------------------------------------------------------------

async function main() {
  const benchStarted = performance.now();
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`;
  const servers: DriverFigures[] = [];
  const stores: StoreFigures[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'safebet-bench-data-'));
  try {
    servers.push(await benchServer('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    console.error(`PostgreSQL started (pid ${postgres.pid})`);
    servers.push(await benchServer('PostgreSQL', { DATABASE_URL: postgres.url }));
    stores.push(await withStore(() => openStore({ kind: 'memory' }), (store) => benchStore('PGlite', store)));
    const url = await freshDatabase(postgres.url, 'bench_store');
    stores.push(await withStore(() => openStore({ kind: 'postgres', url }), (store) => benchStore('PostgreSQL', store)));
  } finally {
    await postgres?.stop();
  }

  console.log(`Store/API bench: ${machine}`);

  printTable(
    'Server start (tsx shell/server/start.ts, until /api/content/casinos answers 200) and memory',
    ['driver', 'cold start (s)', 'warm start (s)', 'RSS after load (MB)'],
    servers.map((s) => [s.driver, seconds(s.coldMs), seconds(s.warmMs), ms(s.rssMb, 0)]),
    [
      'Cold: empty database (PGlite: fresh temporary DATA_DIR; PostgreSQL: fresh server), so it includes migrating and seeding.',
      'Warm: the same database, already seeded. RSS: VmRSS of the server process (the child tsx runs) after the load below.',
    ],
  );

  printTable(
    `API under load (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s or ${LOAD_MAX_REQUESTS.toLocaleString('en')} requests)`,
    ['driver', 'route', 'requests', 'req/s (mean)', 'p50 (ms)', 'p90 (ms)', 'p95* (ms)', 'p97.5 (ms)', 'p99 (ms)', 'non-2xx', 'errors'],
    servers.flatMap((s) =>
      s.loads.map((l) => [
        s.driver,
        `${l.endpoint} ${l.path}`,
        String(l.requests),
        l.reqPerSec.toFixed(0),
        String(l.p50),
        String(l.p90),
        ms(l.p95),
        String(l.p97_5),
        String(l.p99),
        l.p95Non2xx + l.p95Errors > 0 ? `${l.non2xx} (+${l.p95Non2xx})` : String(l.non2xx),
        l.p95Non2xx + l.p95Errors > 0 ? `${l.errors} (+${l.p95Errors})` : String(l.errors),
      ]),
    ),
    [
      'p50, p90, p97.5 and p99 are autocannon\'s (whole milliseconds); autocannon has no p95.',
      `* p95 comes from a second, shorter phase right after: ${P95_REQUESTS.toLocaleString('en')} requests, ${LOAD_CONNECTIONS} at a time, sent by a`,
      '  loop of fetch() (keep-alive, no compression) and timed with performance.now(); its non-2xx and errors, if any, are in (+n).',
      '  fetch() costs more on the client than autocannon, so p95* can come out above autocannon\'s p97.5.',
      'Each request reads the content version from the database (one small query), then answers from the server\'s',
      'in-memory cache keyed on it: this is the cached path. The queries behind it are timed in the next table.',
    ],
  );

  const passes = stores.flatMap((s) => s.passes);
  printTable(
    `Store queries in-process (no HTTP, no cache), ${ROUNDS} rounds after one warm-up round: p50 / p95 (ms)`,
    ['query', ...passes.map((pass) => pass.title)],
    queryCases.map((q) => [
      q.label,
      ...passes.map((pass) => {
        const t = pass.timings.get(q.label);
        return t ? `${ms(t.p50, 2)} / ${ms(t.p95, 2)}` : 'n/a';
      }),
    ]),
    [
      'PGlite: in memory, in this process. PostgreSQL: a fresh database on the throwaway server (node-postgres pool, one query at a time).',
      `demo: the seeded demo content (${stores.map((s) => `${s.driver} ${s.demoGames}`).join(', ')} games).`,
      `+${SYNTHETIC_GAMES / 1000}k: ${SYNTHETIC_GAMES.toLocaleString('en')} synthetic games more, with the planner statistics as seeding and the insert left them`,
      '  (PGlite runs no autovacuum, so a PGlite database stays so until something runs ANALYZE; on PostgreSQL autovacuum',
      '  analyzes changed tables by itself, within about a minute). ANALYZE: the same after `ANALYZE` of the whole database.',
      ...stores.map(
        (s) =>
          `${s.driver}: ${SYNTHETIC_GAMES.toLocaleString('en')} games inserted in batches of ${BATCH.toLocaleString('en')} in one transaction in ` +
          `${seconds(s.insertMs)} s; ANALYZE took ${seconds(s.analyzeMs)} s.`,
      ),
    ],
  );

  printTable(
    `EXPLAIN ANALYZE of the games query of searchStore, with ${SYNTHETIC_GAMES.toLocaleString('en')} more games`,
    ['driver', 'statistics', 'needle', 'games_name_folded_trgm used', 'scans', 'execution (ms)'],
    stores.flatMap((s) =>
      s.explained.map((e) => [s.driver, e.statistics, `'${e.needle}'`, e.usesTrigram ? 'yes' : 'no', e.scans, e.executionMs]),
    ),
    [
      'statistics: "as left" = right after the insert, as in the +50k column above; "ANALYZE" = after it.',
      'A 2-character needle gives pg_trgm no trigram to look up (the index would have to be read whole), so the planner',
      'does not use the index for it; for longer needles it weighs the index against a sequential scan by the expected matches.',
    ],
  );

  console.log('');
  console.log(`Bench took ${seconds(performance.now() - benchStarted)} s.`);
}

await main();
