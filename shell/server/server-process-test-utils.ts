/**
 * The real server as its own process, for the tests that need one (a SIGTERM, a fault of the database's folder):
 * `server/start.ts` on the built site over PGlite files in `dataDir`, on a free 127.0.0.1 port, never on the run's
 * PostgreSQL or a remotes file. The caller stops it by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processEnv } from '@shared-data/server';
import { freePort } from '@shared-data/store/testing';

const shellDir = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  origin: string;
  running: ChildProcess;
  /** Its exit code once it has ended (null for a signal). */
  exited: Promise<number | null>;
}

/** Starts the server; resolves once it says it listens, rejects (with what it printed) if it ends first. */
export async function startServerProcess(dataDir: string, extra: NodeJS.ProcessEnv = {}, onSpawn?: (running: ChildProcess) => void): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...processEnv(), PORT: String(port), HOST: '127.0.0.1', LOG: '0', DATA_DIR: dataDir, ...extra };
  delete env.REMOTES_FILE;
  delete env.DATABASE_URL;
  const running = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: shellDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  onSpawn?.(running);
  const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`SafeBet: http://localhost:${port}`)) resolve();
    };
    running.stdout?.on('data', onData);
    running.stderr?.on('data', onData);
    running.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, running, exited };
}
