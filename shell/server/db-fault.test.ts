/**
 * A database fault never hangs the server. The real server process (`server/start.ts` over PGlite
 * files in a temporary DATA_DIR, with the built site) meets two faults of the embedded database:
 *
 * - the data folder made unwritable (`chattr -R +i`, as root; the same as a full disk) just before a click, whose
 *   batch write would spin PGlite forever;
 * - a statement that runs longer than the embedded query timeout (the content API and probes in process).
 *
 * Under each, every request is answered within 5 s: static files and `/healthz` 200, pages and APIs 503 with the
 * Turkish page (or 200 where PGlite could still read). Within 10 s of the fault ending pages answer 200 again, no
 * click is lost, and SIGTERM ends the process with code 0.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@shared-data/store';
import { clickCount } from '@shared-data/store/cms';
import { pgliteDataDir, setImmutable, sql, whyNotImmutable } from '@shared-data/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from 'shared-data';
import { startServerProcess } from './server-process-test-utils.ts';
import { storeServer } from './site-test-utils.ts';
import { STORE_UNAVAILABLE } from './unavailable.ts';
import { contentApiRoutes } from './routes/content-api.ts';
import { healthRoutes } from './routes/health.ts';

const shellDir = fileURLToPath(new URL('../', import.meta.url));
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANSWER_WITHIN_MS = 5_000;
const UNAVAILABLE = 'Geçici Olarak Hizmet Dışı';

let root = '';
let child: ChildProcess | undefined;

/** A GET that must be answered within 5 s: its status and body. */
async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  return { status: res.status, body: await res.text() };
}

/**
 * What a visitor sees while the data folder cannot be written, each answered within 5 s. PGlite refuses a write with
 * an error, or spins on it; the worker is then stopped and cannot reopen the folder until it is writable again.
 * Reads of tables it has open may still work meanwhile, so a page is either itself (200) or the Turkish outage page (503).
 */
async function expectAnswersDuringFault(origin: string) {
  for (const path of ['/blog?sayfa=2', '/oyunlar?q=yildiz', '/']) {
    const page = await get(`${origin}${path}`);
    expect([200, 503]).toContain(page.status);
    if (page.status === 503) expect(page.body).toContain(UNAVAILABLE);
  }
  expect([200, 503]).toContain((await get(`${origin}/api/content/search?q=bonus`)).status);
  expect((await get(`${origin}/healthz`)).status).toBe(200);
  expect((await get(`${origin}/robots.txt`)).status).toBe(200);
}

async function preparedDataDir(name: string): Promise<string> {
  const dataDir = join(root, name);
  await pgliteDataDir(dataDir, 'seeded');
  const store = await openStore({ kind: 'pglite', dataDir });
  await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'http://127.0.0.1:9/landing?cid={clickId}' WHERE slug = 'lalezar-casino'`);
  await store.close();
  return dataDir;
}

async function storedClicks(dataDir: string): Promise<number> {
  const store = await openStore({ kind: 'pglite', dataDir });
  try {
    return await clickCount(store.db);
  } finally {
    await store.close();
  }
}

const click = (origin: string, n: number) => get(`${origin}/git/lalezar-casino?yer=tablo&kaynak=/n/${n}`, { headers: { 'user-agent': CHROME } });

beforeAll(() => {
  if (!existsSync(join(shellDir, 'dist/server/entry-server.js'))) throw new Error('Build the site first: npm run pnpm -- run build');
  root = mkdtempSync(join(tmpdir(), 'safebet-fault-'));
});

afterAll(() => {
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  if (root) {
    if (process.getuid?.() === 0) spawnSync('chattr', ['-R', '-i', root]);
    rmSync(root, { recursive: true, force: true });
  }
});

describe('a database fault never hangs the server', () => {
  it('answers within 5 s while the data folder cannot be written, recovers when it can, and loses no click', async (context) => {
    const reason = whyNotImmutable(root);
    if (reason) {
      context.skip(reason);
      return;
    }
    const dataDir = await preparedDataDir('unwritable');
    const { origin, running, exited } = await startServerProcess(dataDir, {}, (spawned) => {
      child = spawned;
    });
    try {
      expect((await get(`${origin}/readyz`)).status).toBe(200);
      setImmutable('+i', dataDir);
      try {
        expect((await click(origin, 1)).status).toBe(302);
        // Past the click recorder's batch (1 s) and the embedded query timeout (3 s): the write has failed or hung.
        const faulted = Date.now();
        while (Date.now() - faulted < 6_000) await expectAnswersDuringFault(origin);
      } finally {
        setImmutable('-i', dataDir);
      }
      const fixed = Date.now();
      await expect.poll(async () => (await get(`${origin}/blog?sayfa=3`)).status, { timeout: 10_000 }).toBe(200);
      expect(Date.now() - fixed).toBeLessThan(10_000);
      expect((await click(origin, 2)).status).toBe(302);
    } finally {
      setImmutable('-i', dataDir);
      process.kill(running.pid as number, 'SIGTERM');
    }
    expect(await exited).toBe(0);
    // The click taken during the fault was kept and written after it, beside the one taken after.
    expect(await storedClicks(dataDir)).toBe(2);
  }, 120_000);

  it('answers 503 in Turkish within the bound while a statement of the embedded database is stuck, then recovers', async () => {
    // The server's content API and probes over a PGlite folder whose statements may run 1 s (EMBEDDED_QUERY_TIMEOUT_MS).
    const store = await openStore({ kind: 'pglite', dataDir: await preparedDataDir('stuck'), queryTimeoutMs: 1_000 });
    const api = await storeServer(store);
    await api.register(contentApiRoutes);
    await api.register(healthRoutes);
    try {
      const counts = () => api.inject({ method: 'GET', url: contentApi.counts });
      expect((await counts()).statusCode).toBe(200);
      // A runaway statement holds the embedded database's only connection.
      const stuck = store.db.execute(sql`SELECT pg_sleep(60)`).catch(() => 'failed');
      const started = performance.now();
      const answer = await counts();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: STORE_UNAVAILABLE });
      expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
      expect(await stuck).toBe('failed');
      expect((await api.inject('/readyz')).statusCode).toBe(503);
      expect((await api.inject('/healthz')).statusCode).toBe(200);
      await expect.poll(async () => (await counts()).statusCode, { timeout: 10_000 }).toBe(200);
      expect((await api.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await api.close();
      await store.close();
    }
  }, 60_000);
});
