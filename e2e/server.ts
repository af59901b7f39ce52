/** Starts the production server of `npm start` on 127.0.0.1 for the suite, and stops it by process id. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The suite server's admin account (test-only values), given to it through ADMIN_USERNAME and ADMIN_PASSWORD. */
export const SUITE_ADMIN = { username: 'e2e-admin', password: 'e2e-Parola-2024!' } as const;

/**
 * The suite server's settings over the defaults, for `startServer` and for a journey's own server that must start as
 * the suite's does. No page view is measured for field vitals: the journeys' beacons, all from 127.0.0.1, would pass
 * the beacon route's limit per address, and the browser reports each 429 as a console error, which journeys count as
 * a problem (tests/vitals.spec.ts measures on servers of its own).
 */
export const suiteServerEnv = { ADMIN_USERNAME: SUITE_ADMIN.username, ADMIN_PASSWORD: SUITE_ADMIN.password, VITALS_SAMPLE_RATE: '0' } as const;
const pidFile = fileURLToPath(new URL('./.server.pid', import.meta.url));
const dataDirFile = fileURLToPath(new URL('./.server.data', import.meta.url));
const templateFile = fileURLToPath(new URL('./.server.template', import.meta.url));
/**
 * The server's remote-locations file (REMOTES_FILE): absent, every remote is served from this server; a journey may
 * write it to move a remote while the server runs, and removes it after.
 */
export const remotesFile = fileURLToPath(new URL('./.remotes.json', import.meta.url));
const shellDir = fileURLToPath(new URL('../shell/', import.meta.url));
/** The production server's command (`npm start`, `npm run serve`): it `exec`s Node, so the child's pid is the server's. */
const serveScript = join(shellDir, 'serve.sh');

async function waitUntilUp(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Makes the run's seeded data folder, once, before any server starts: an embedded database as a first start leaves
 * it (migrated and seeded with the demo content, no account). A server started on a copy of it starts as a restart
 * does. Through serve.sh on a quiet two-core machine, a server listened 22–25 s after a first start in a new folder
 * (PGlite's own initdb, the migrations, the seeding) and 8–9 s after a start on a copy; making the folder once takes
 * about 7 s. The journey of a first start (tests/first-admin.spec.ts) starts on an empty folder.
 */
export async function makeSeededTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'safebet-e2e-template-'));
  writeFileSync(templateFile, dir);
  // Imported here: the config and every spec import this file, and the store's modules are the global setup's alone.
  const { pgliteDataDir } = await import('@shared-data/store/testing');
  await pgliteDataDir(dir, 'seeded');
}

/** A new data folder under the system's temporary folder: a copy of the run's seeded one, or empty without it. */
function dataFolder(prefix: string, seeded: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let template = '';
  try {
    template = seeded ? readFileSync(templateFile, 'utf8') : '';
  } catch {
    // No template (a spec run without the global setup): the server seeds its folder at its first start.
  }
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export async function startServer(extraEnv: Record<string, string> = {}) {
  // A database of its own, as seeded, so the suite never depends on (or changes) the developer's `.data`.
  const dataDir = dataFolder('safebet-e2e-data-', true);
  writeFileSync(dataDirFile, dataDir);
  // As `npm start` and `npm run serve` start it: shell/serve.sh, which becomes the built server's one Node process.
  const child = spawn('sh', [serveScript], {
    cwd: shellDir,
    env: { ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1', LOG: '0', LINK_CHECK_DAILY: '0', DATA_DIR: dataDir, REMOTES_FILE: remotesFile, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  if (!child.pid) throw new Error('Could not start the server');
  writeFileSync(pidFile, String(child.pid));
  await waitUntilUp(`${BASE_URL}/remotes.json`, 120_000);
}

export function stopServer() {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid) process.kill(pid, 'SIGTERM');
  } catch {
    // already stopped
  }
  rmSync(pidFile, { force: true });
  rmSync(remotesFile, { force: true });
  removeFolderNamedIn(dataDirFile);
  removeFolderNamedIn(templateFile);
}

/** Removes the folder whose path `file` holds, then `file`. */
function removeFolderNamedIn(file: string) {
  try {
    rmSync(readFileSync(file, 'utf8'), { recursive: true, force: true });
  } catch {
    // nothing to remove
  }
  rmSync(file, { force: true });
}

/** A server a journey starts for itself: where it listens, the lines it printed at start, and how to stop it. */
export interface OwnServer {
  baseUrl: string;
  /** Its standard output's lines up to the one saying where it listens (and any printed right after, by then). */
  lines: string[];
  /** Stops it by its pid and removes its data folder once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts another `npm start` server on `port` (its own, beside the suite's) over a data folder of its own, empty or
 * (`seeded`) a copy of the run's seeded one, with `env` over the suite's settings and without any admin variable, and
 * resolves once it prints the first admin's setup line or its address: `waitFor` says which line to wait for. Stop it
 * with `stop()` (by its pid).
 */
export async function startOwnServer(port: number, waitFor: RegExp, env: Record<string, string> = {}, { seeded = false } = {}): Promise<OwnServer> {
  const dataDir = dataFolder('safebet-e2e-own-', seeded);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(ADMIN_|SESSION_SECRET$|DATABASE_URL$)/.test(key)));
  const child = spawn('sh', [serveScript], {
    cwd: shellDir,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG: '0', LINK_CHECK_DAILY: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const lines: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server printed no line matching ${waitFor} within 100 s: ${lines.join(' | ')}`)), 100_000);
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        if (waitFor.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server stopped (${code}) before printing ${waitFor}: ${lines.join(' | ')}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, lines, stop };
}
