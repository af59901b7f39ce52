/**
 * SIGTERM during a burst of clicks loses none. The real server process (`server/start.ts` over PGlite
 * files in a temporary DATA_DIR, with the built site: `npm run pnpm -- run build`) takes a burst of redirects,
 * is sent SIGTERM in the middle of it, and must have stored exactly one click per 302 it answered.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@shared-data/store';
import { clickCount, dailyClicks } from '@shared-data/store/cms';
import { pgliteDataDir, sql } from '@shared-data/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process-test-utils.ts';

const shellDir = fileURLToPath(new URL('../', import.meta.url));
const BURST = 2_000;
const CONCURRENCY = 20;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let dataDir = '';
let child: ChildProcess | undefined;

beforeAll(async () => {
  if (!existsSync(join(shellDir, 'dist/server/entry-server.js'))) throw new Error('Build the site first: npm run pnpm -- run build');
  dataDir = mkdtempSync(join(tmpdir(), 'safebet-shutdown-'));
  // The database is made ready here, so the casino's URL is the test's before the server reads it.
  await pgliteDataDir(dataDir, 'seeded');
  const store = await openStore({ kind: 'pglite', dataDir });
  await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'http://127.0.0.1:9/landing?cid={clickId}' WHERE slug = 'lalezar-casino'`);
  await store.close();
}, 120_000);

afterAll(() => {
  // Whatever happened above, the server does not outlive the test.
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('stores one click for every 302 answered when SIGTERM comes in the middle of a burst', async () => {
    const { origin, running, exited } = await startServerProcess(dataDir, {}, (spawned) => {
      child = spawned;
    });

    // The built site's own 404 page, as any unknown path gets it (only the canonical URL in it differs).
    const notFound = await fetch(`${origin}/git/yok-boyle-casino`);
    expect(notFound.status).toBe(404);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(await notFound.text())?.[1];
    expect(h1).toBe(/<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${origin}/bilinmeyen-sayfa`)).text())?.[1]);
    expect(h1).toMatch(/Bulunamadı/);

    let next = 0;
    let redirects = 0;
    let refused = 0;
    const worker = async () => {
      while (next < BURST) {
        const n = next++;
        if (n === BURST / 2) process.kill(running.pid as number, 'SIGTERM');
        try {
          const res = await fetch(`${origin}/git/lalezar-casino?yer=tablo&kaynak=/n/${n}`, { redirect: 'manual', headers: { 'user-agent': CHROME } });
          await res.arrayBuffer();
          if (res.status === 302) redirects += 1;
          else refused += 1;
        } catch {
          // Refused or reset once the server stops listening: no redirect, so no click owed.
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await exited).toBe(0);

    // The signal really came mid-burst: the first half was answered (but for the requests still in flight), and not everything after it.
    expect(redirects).toBeGreaterThanOrEqual(BURST / 2 - CONCURRENCY);
    expect(refused).toBeGreaterThan(0);
    expect(redirects + refused).toBe(BURST);

    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      expect(await clickCount(store.db)).toBe(redirects);
      const days = await dailyClicks(store.db, { from: '2000-01-01', to: '2999-12-31' });
      expect(days.reduce((sum, day) => sum + day.humans + day.bots, 0)).toBe(redirects);
    } finally {
      await store.close();
    }
  }, 120_000);
});
