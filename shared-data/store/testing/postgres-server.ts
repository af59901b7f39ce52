import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { access, constants, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { processEnv } from '@shared-data/server';

export interface PostgresServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** Stops the server but keeps its data, to test how clients live through an outage; `resume` starts it again. */
  interrupt(): Promise<void>;
  /** Starts the interrupted server again on the same port and data. */
  resume(): Promise<void>;
}

type Log = (line: string) => void;
interface Binaries { initdb: string; postgres: string }

const DATABASE = 'safebet_test';
const isRoot = (): boolean => process.getuid?.() === 0;
const tail = (text: string): string => text.slice(-3000);

// initdb and postgres refuse to run as root, so root runs them as the `postgres` user.
function asPostgresUser(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

function forwardLines(log: Log, sink: (text: string) => void) {
  return (chunk: Buffer): void => {
    const text = chunk.toString();
    sink(text);
    for (const line of text.split('\n')) if (line.trim() !== '') log(line);
  };
}

function run(command: string, args: string[], log: Log, cwd?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const env = { ...processEnv(), DEBIAN_FRONTEND: 'noninteractive' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = forwardLines(log, (text) => (output += text));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => resolve({ code: -1, output: `${output}${String(error)}` }));
    child.once('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

async function runChecked(command: string, args: string[], log: Log, cwd?: string): Promise<void> {
  const { code, output } = await run(command, args, log, cwd);
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed (exit ${code}):\n${tail(output)}`);
}

async function candidateDirs(): Promise<string[]> {
  const pgConfig = await run('pg_config', ['--bindir'], () => undefined);
  const fromPgConfig = pgConfig.code === 0 ? [pgConfig.output.trim()] : [];
  const versions = await readdir('/usr/lib/postgresql').catch((): string[] => []);
  const newestFirst = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const onPath = (processEnv().PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  return [...fromPgConfig, ...newestFirst.map((v) => `/usr/lib/postgresql/${v}/bin`), ...onPath];
}

async function findBinaries(): Promise<Binaries | undefined> {
  const executable = (path: string) => access(path, constants.X_OK).then(() => true, () => false);
  for (const dir of await candidateDirs()) {
    const found = { initdb: join(dir, 'initdb'), postgres: join(dir, 'postgres') };
    if ((await executable(found.initdb)) && (await executable(found.postgres))) return found;
  }
  return undefined;
}

async function installWithApt(log: Log): Promise<void> {
  // Debian's package would otherwise create and start a system cluster on port 5432 that no test owns.
  await mkdir('/etc/postgresql-common/createcluster.d', { recursive: true });
  await writeFile('/etc/postgresql-common/createcluster.d/safebet-tests.conf', 'create_main_cluster = false\n');
  await runChecked('apt-get', ['update'], log);
  await runChecked('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], log);
}

async function ensureBinaries(log: Log): Promise<Binaries> {
  const found = await findBinaries();
  if (found) return found;
  if (isRoot()) {
    log('PostgreSQL server binaries not found; installing the `postgresql` package with apt-get');
    await installWithApt(log);
    const installed = await findBinaries();
    if (installed) return installed;
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, postgres) were not found. Install PostgreSQL 15 ' +
      '(Debian/Ubuntu: `apt-get install postgresql`) or put its bin directory on PATH; ' +
      'set SKIP_POSTGRES_TESTS=1 to skip the database tests.',
  );
}

async function initCluster(binaries: Binaries, dir: string, log: Log): Promise<void> {
  const data = join(dir, 'data');
  const base = ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'];
  let failure = '';
  // C.UTF-8 is missing on some minimal systems; plain C always exists.
  for (const locale of ['C.UTF-8', 'C']) {
    const [command, args] = asPostgresUser(binaries.initdb, [...base, `--locale=${locale}`]);
    const result = await run(command, args, log, dir);
    if (result.code === 0) return;
    failure = result.output;
    await rm(data, { recursive: true, force: true });
  }
  throw new Error(`initdb failed:\n${tail(failure)}`);
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

async function query(port: number, database: string, sql: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

class ServerProcess {
  readonly exited: Promise<void>;
  hasExited = false;
  output = '';
  /** Starts as the child's pid; as root the child is runuser, so it becomes the postmaster's once known. */
  pid: number;
  private stopping: Promise<void> | undefined;
  private readonly killOnExit = (): void => {
    this.signalPostmaster('SIGKILL');
    try {
      rmSync(this.dir, { recursive: true, force: true });
    } catch {
      // Dying backends may still be writing; the OS temp dir keeps the rest.
    }
  };

  constructor(private readonly child: ChildProcess, private readonly dir: string) {
    this.pid = child.pid ?? -1;
    const recordSpawnError = (error: unknown): void => void (this.output += String(error));
    this.exited = once(child, 'exit').then(() => undefined, recordSpawnError).then(() => void (this.hasExited = true));
    // A crashed test run must not leave a server behind.
    process.once('exit', this.killOnExit);
  }

  // runuser ignores SIGINT and turns SIGTERM into a smart shutdown, so the postmaster is signalled directly.
  adoptPostmasterPid(): void {
    if (!isRoot() || this.pid !== this.child.pid) return;
    const firstLine = readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    const pid = Number.parseInt(firstLine, 10);
    if (!Number.isInteger(pid) || pid <= 0) throw new Error(`unreadable postmaster.pid: ${firstLine}`);
    this.pid = pid;
  }

  private signalPostmaster(name: NodeJS.Signals): void {
    try {
      this.adoptPostmasterPid();
    } catch {
      // Not written yet: the pid we have is all there is.
    }
    signal(this.pid, name);
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutDown(true);
    return this.stopping;
  }

  /** Stops the postmaster and keeps the data directory. */
  interrupt(): Promise<void> {
    this.stopping ??= this.shutDown(false);
    return this.stopping;
  }

  private async shutDown(removeData: boolean): Promise<void> {
    process.removeListener('exit', this.killOnExit);
    if (!this.hasExited) {
      // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
      this.signalPostmaster('SIGINT');
      if (!(await settlesWithin(this.exited, 10_000))) this.signalPostmaster('SIGKILL');
      // runuser reaps the postmaster and then exits; killing runuser first would leave a zombie behind.
      if (!(await settlesWithin(this.exited, 5_000))) signal(this.child.pid ?? -1, 'SIGKILL');
    }
    if (removeData) await rm(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

// The timer is cleared so a finished stop() does not hold the process open for the full timeout.
function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

function launch(binaries: Binaries, dir: string, port: number, log: Log): ServerProcess {
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=50'];
  const args = ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, ...settings.flatMap((s) => ['-c', s])];
  const [command, fullArgs] = asPostgresUser(binaries.postgres, args);
  const child = spawn(command, fullArgs, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = new ServerProcess(child, dir);
  const collect = forwardLines(log, (text) => (server.output = tail(server.output + text)));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return server;
}

async function waitForConnections(server: ServerProcess, port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.hasExited) throw new Error(`postgres exited during startup:\n${server.output}`);
    if (await query(port, 'postgres', 'SELECT 1').then(() => true, () => false)) return;
    if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${server.output}`);
    await delay(100);
  }
}

export async function startPostgres(options: { log?: Log } = {}): Promise<PostgresServer> {
  const log = options.log ?? (() => undefined);
  const binaries = await ensureBinaries(log);
  const dir = await mkdtemp(join(tmpdir(), 'safebet-pg-'));
  let server: ServerProcess | undefined;
  try {
    if (isRoot()) await runChecked('chown', ['-R', 'postgres:postgres', dir], log);
    await initCluster(binaries, dir, log);
    const port = await freePort();
    server = launch(binaries, dir, port, log);
    await waitForConnections(server, port);
    server.adoptPostmasterPid();
    await query(port, 'postgres', `CREATE DATABASE ${DATABASE}`);
    let running = server;
    const handle: PostgresServer = {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      pid: running.pid,
      stop: () => running.stop(),
      interrupt: () => running.interrupt(),
      async resume() {
        running = launch(binaries, dir, port, log);
        await waitForConnections(running, port);
        running.adoptPostmasterPid();
        handle.pid = running.pid;
      },
    };
    return handle;
  } catch (error) {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
