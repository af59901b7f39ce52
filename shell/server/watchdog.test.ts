import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processEnv } from '@shared-data/server';

const shellDir = fileURLToPath(new URL('../', import.meta.url));
const watchdogModule = new URL('./watchdog.ts', import.meta.url).href;
const LINE = 'SafeBet: the event loop has been blocked for 0.5 s; exiting so a supervisor restarts the server';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** From the child's 'ready' line to its end, in ms. */
  afterReadyMs: number;
}

/** Runs `body` in a fresh Node process (TypeScript through tsx) after starting the watchdog with a 500 ms threshold. */
function runChild(body: string): Promise<Run> {
  const script = `import { startWatchdog } from ${JSON.stringify(watchdogModule)};
const watchdog = startWatchdog({ thresholdMs: 500 });
console.log('ready');
${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: shellDir,
      env: processEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      // The bound: a watchdog that never fires is a failure, not a hung test.
      timeout: 20_000,
    });
    let stdout = '';
    let stderr = '';
    let readyAt = Number.NaN;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (Number.isNaN(readyAt) && stdout.includes('ready\n')) readyAt = performance.now();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr, afterReadyMs: performance.now() - readyAt }));
  });
}

describe('the event-loop watchdog', () => {
  it('ends a process whose event loop is blocked past the threshold, with its one line', async () => {
    const run = await runChild('for (;;) {}');
    // SIGKILL sent by the watchdog itself; the spawn timeout would have sent SIGTERM.
    expect(run.signal).toBe('SIGKILL');
    expect(run.stderr.split('\n').filter((line) => line.startsWith('SafeBet:'))).toEqual([LINE]);
    // 500 ms of blocking, then at most two heartbeats (50 ms each) for the worker to notice, plus the process's end.
    expect(run.afterReadyMs).toBeGreaterThanOrEqual(500);
    expect(run.afterReadyMs).toBeLessThan(5_000);
  }, 30_000);

  it('leaves alone a process whose loop keeps turning, even through blocks shorter than the threshold', async () => {
    // 150 ms busy, a turn of the loop, 150 ms busy, ... for 2 s, then a clean exit (the margin is wide: a loaded
    // machine may hold the thread back between two blocks).
    const run = await runChild(`
const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
for (let i = 0; i < 14; i += 1) {
  busy(150);
  await new Promise((resolve) => setImmediate(resolve));
}
await watchdog.stop();
console.log('done');`);
    expect(run.stderr).not.toContain('SafeBet:');
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('ready\ndone\n');
  }, 30_000);

  it('does not keep an idle process alive', async () => {
    const run = await runChild('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('ready\n');
  }, 30_000);
});
