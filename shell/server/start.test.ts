import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processEnv } from '@shared-data/server';

const shellDir = fileURLToPath(new URL('../', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

describe('server start', () => {
  it('stops with one clear line naming DATABASE_URL and its host when the database cannot be reached', () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const run = spawnSync(process.execPath, [tsxCli, 'server/start.ts'], {
      cwd: shellDir,
      env: { ...processEnv(), DATABASE_URL: 'postgres://safebet:gizli@127.0.0.1:1/safebet', PORT: '0', LOG: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.includes('SafeBet:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL (127.0.0.1:1/safebet)');
    // The password never reaches the log.
    expect(run.stderr).not.toContain('gizli');
  }, 40_000);
});
