/**
 * The event loop's watchdog: a worker thread that ends the whole process when the main
 * thread's event loop has not turned for `thresholdMs` (10 s), so a supervisor (systemd, Docker, Kubernetes) starts
 * it again. A blocked loop answers nothing and runs no signal handler, so SIGTERM cannot stop it either: PGlite
 * spinning in its WebAssembly over a data folder that cannot be written was such a hang, and only SIGKILL ended it.
 *
 * The main thread adds 1 to a shared counter every `beatMs` (a tenth of the threshold, at most 1 s). The worker reads
 * it every `beatMs` on its own loop; once the counter has not moved for `thresholdMs + beatMs` of its own clock (so the
 * loop was blocked for at least `thresholdMs`), it writes one line straight to stderr's file descriptor (the worker's
 * `process.stderr` goes through the blocked main thread) and sends the process SIGKILL (`process.exit` in a worker
 * ends only the worker). The exit status is then 137 (killed by signal 9): a restart under any restart policy.
 *
 * `npm start` starts it once the server listens (start.ts); the tests start it in a child process of their own.
 */
import { Worker } from 'node:worker_threads';

export const DEFAULT_WATCHDOG_MS = 10_000;

/** The one line written before the process ends. */
export function watchdogLine(thresholdMs: number): string {
  const seconds = Number((thresholdMs / 1000).toFixed(3));
  return `SafeBet: the event loop has been blocked for ${seconds} s; exiting so a supervisor restarts the server`;
}

// Plain JavaScript, an ES module the worker loads from a data: URL: no loader needed, whatever runs the server.
const WORKER_SOURCE = `
import { workerData } from 'node:worker_threads';
import { writeSync } from 'node:fs';
const { beats, thresholdMs, beatMs, line } = workerData;
let seen = Atomics.load(beats, 0);
let since = performance.now();
setInterval(() => {
  const now = performance.now();
  const count = Atomics.load(beats, 0);
  if (count !== seen) {
    seen = count;
    since = now;
  } else if (now - since >= thresholdMs + beatMs) {
    try { writeSync(2, line + '\\n'); } catch {}
    process.kill(process.pid, 'SIGKILL');
  }
}, beatMs);
`;

export interface WatchdogOptions {
  /** How long the event loop may be blocked before the process ends. Default 10 s. */
  thresholdMs?: number;
}

export interface Watchdog {
  /** Stops the heartbeat and the worker (a graceful stop, or a test). */
  stop(): Promise<void>;
}

export function startWatchdog(options: WatchdogOptions = {}): Watchdog {
  const thresholdMs = options.thresholdMs ?? DEFAULT_WATCHDOG_MS;
  const beatMs = Math.max(10, Math.min(1_000, Math.floor(thresholdMs / 10)));
  const beats = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), beatMs);
  // Neither keeps a process alive that has nothing else to do.
  heartbeat.unref();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_SOURCE)}`), {
    workerData: { beats, thresholdMs, beatMs, line: watchdogLine(thresholdMs) },
    // Not the main thread's flags (its TypeScript loader): the worker is plain JavaScript and stays small.
    execArgv: [],
  });
  worker.unref();
  worker.on('error', (error) => console.error(`SafeBet: the event-loop watchdog stopped: ${error.message}`));
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
