import { hash } from '@node-rs/argon2';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { createAccount, lastLinkCheckAt, saveLinkCheck } from '@shared-data/store/cms';
import { sql, testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApiPrefix } from './contract.ts';
import { guardMessages } from './guard.ts';
import type { LinkHealthReport } from './contract.ts';
import { linkHealthRoutes } from './link-health-routes.ts';
import { addCasino, fakeCasino } from './link-health-test-utils.ts';
import { buildApi, closeApis, cookieHeader, admin, login, openTestStore, sameOrigin } from './test-utils.ts';

const EDITOR = { username: 'editor-ayse', password: 'editörün-uzun-şifresi' };
const HOUR = 3_600_000;

/** Releases the answers of /gate, which wait while a test holds them. */
let releaseGate: (() => void) | null = null;
let gateClosed: Promise<void> | null = null;
const casino = fakeCasino({
  ok: (_req, res) => res.writeHead(200).end(),
  missing: (_req, res) => res.writeHead(404).end(),
  gate: (_req, res) => void (gateClosed ?? Promise.resolve()).then(() => res.writeHead(200).end()),
});

function holdGate() {
  gateClosed = new Promise((resolve) => (releaseGate = resolve));
}
function openGate() {
  releaseGate?.();
  gateClosed = null;
}

let base = '';
beforeAll(async () => {
  base = await casino.start();
});
afterAll(() => casino.stop());

describe.each(testDrivers())('link health routes on $name', (driver) => {
  let store: Store;
  let ids: Record<'lale' | 'bozuk' | 'bos' | 'kapi', number>;
  beforeAll(async () => {
    store = await openTestStore(driver);
    await createAccount(store.db, { username: EDITOR.username, passwordHash: await hash(EDITOR.password), role: 'editor' }, 'test');
    ids = {
      lale: await addCasino(store.db, { rank: 1, slug: 'lale-casino', name: 'Lale Casino', affiliateUrl: `${base}/ok?sub={clickId}` }),
      bozuk: await addCasino(store.db, { rank: 2, slug: 'bozuk-bet', name: 'Bozuk Bet', affiliateUrl: `${base}/missing` }),
      bos: await addCasino(store.db, { rank: 3, slug: 'bos-casino', name: 'Boş Casino', affiliateUrl: '', status: 'draft' }),
      kapi: await addCasino(store.db, { rank: 4, slug: 'kapi-casino', name: 'Kapı Casino', affiliateUrl: `${base}/gate` }),
    };
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM link_checks`);
  });
  afterEach(async () => {
    openGate();
    await closeApis();
  });

  function call(app: FastifyInstance, method: 'GET' | 'POST', cookie?: string) {
    return app.inject({ method, url: `${adminApiPrefix}/link-health`, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });
  }

  async function signedIn(who: 'admin' | 'editor' = 'admin', withStore = true) {
    const built = await buildApi({ admin, ...(withStore ? { store } : {}) });
    const res = who === 'admin' ? await login(built.app) : await login(built.app, EDITOR);
    return { ...built, cookie: cookieHeader(res) };
  }

  describe('who may use them', () => {
    it('answers 401 without a session and 403 to an editor, and checks nothing for either', async () => {
      const before = casino.requests.length;
      const { app, cookie } = await signedIn('editor');
      for (const method of ['GET', 'POST'] as const) {
        const stranger = await call(app, method);
        expect(stranger.statusCode).toBe(401);
        expect(stranger.json()).toEqual({ error: 'unauthenticated', message: guardMessages.unauthenticated });
        const editor = await call(app, method, cookie);
        expect(editor.statusCode).toBe(403);
        expect(editor.json()).toEqual({ error: 'forbidden', message: guardMessages.forbidden });
      }
      expect(casino.requests.length).toBe(before);
    });

    it('answers 503 with the database message when the API has no store', async () => {
      const { app, cookie } = await signedIn('admin', false);
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(app, method, cookie);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'unavailable', message: guardMessages.unavailable });
      }
    });
  });

  describe('GET /link-health', () => {
    it('lists every casino, unchecked before the first check, and says which have no usable URL', async () => {
      const { app, cookie } = await signedIn();
      const res = await call(app, 'GET', cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json<LinkHealthReport>();
      expect(body.checkedAt).toBeNull();
      expect(body.links.map(({ name, status, usable, check, stale }) => ({ name, status, usable, check, stale }))).toEqual([
        { name: 'Lale Casino', status: 'published', usable: true, check: null, stale: false },
        { name: 'Bozuk Bet', status: 'published', usable: true, check: null, stale: false },
        { name: 'Boş Casino', status: 'draft', usable: false, check: null, stale: false },
        { name: 'Kapı Casino', status: 'published', usable: true, check: null, stale: false },
      ]);
    });

    it('marks a check stale once the URL has changed since', async () => {
      await saveLinkCheck(store.db, {
        casinoId: ids.lale,
        checkedAt: new Date().toISOString(),
        url: 'https://eski.example/lale',
        status: 'ok',
        httpStatus: 200,
        method: 'HEAD',
        finalUrl: 'https://eski.example/lale',
        redirects: 0,
        durationMs: 5,
        message: 'Bağlantı çalışıyor.',
      });
      const { app, cookie } = await signedIn();
      const lale = (await call(app, 'GET', cookie)).json<LinkHealthReport>().links.find((link) => link.id === ids.lale);
      expect(lale).toMatchObject({ stale: true, check: { url: 'https://eski.example/lale' } });
    });
  });

  describe('POST /link-health', () => {
    it('checks every link now, answers the fresh list and logs a summary', async () => {
      const { app, cookie, logs } = await signedIn();
      const res = await call(app, 'POST', cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json<LinkHealthReport>();
      expect(body.checkedAt).toBe(await lastLinkCheckAt(store.db));
      expect(body.links.map((link) => [link.name, link.check?.status, link.check?.httpStatus, link.check?.message])).toEqual([
        ['Lale Casino', 'ok', 200, 'Bağlantı çalışıyor.'],
        ['Bozuk Bet', 'broken', 404, 'Sunucu 404 döndü.'],
        ['Boş Casino', 'invalid', null, 'Ortaklık bağlantısı yok: /git/ bağlantıları 404 döner.'],
        ['Kapı Casino', 'ok', 200, 'Bağlantı çalışıyor.'],
      ]);
      expect(casino.requests).toContain('HEAD /ok?sub=baglanti-kontrolu');
      const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'link check: 4 links, 2 not working');
      expect(line).toMatchObject({ trigger: 'button', links: 4, ok: 2, broken: 1, invalid: 1 });
    });

    it('lets a second check that arrives while one runs share it, requesting each link once', async () => {
      const { app, cookie, logs } = await signedIn();
      holdGate();
      const before = casino.requests.length;
      const first = call(app, 'POST', cookie);
      await vi.waitFor(() => expect(casino.requests.slice(before)).toContain('HEAD /gate'));
      const second = call(app, 'POST', cookie);
      await vi.waitFor(() => expect(logs.some((line) => line.includes('link check: one is running, waiting for it'))).toBe(true));
      openGate();
      const [a, b] = await Promise.all([first, second]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json()).toEqual(a.json());
      expect(casino.requests.slice(before).filter((r) => r.startsWith('HEAD /gate'))).toHaveLength(1);
      expect(casino.requests.slice(before).filter((r) => r.startsWith('HEAD /ok'))).toHaveLength(1);
    });
  });

  describe('the daily check', () => {
    /** The plugin alone, logging into `logs`, with its daily check looking every few milliseconds. */
    async function dailyPlugin() {
      const logs: Array<Record<string, unknown>> = [];
      const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => logs.push(JSON.parse(line)) } } });
      await app.register(linkHealthRoutes, { store, daily: { firstLookMs: 0, everyMs: 5, maxAgeMs: 24 * HOUR } });
      await app.ready();
      return { app, logs };
    }

    it('checks again once the last check is a day old, then only looks until the next is due', async () => {
      const dayAgo = new Date(Date.now() - 25 * HOUR).toISOString();
      await saveLinkCheck(store.db, {
        casinoId: ids.lale,
        checkedAt: dayAgo,
        url: `${base}/ok?sub={clickId}`,
        status: 'ok',
        httpStatus: 200,
        method: 'HEAD',
        finalUrl: `${base}/ok?sub=baglanti-kontrolu`,
        redirects: 0,
        durationMs: 5,
        message: 'Bağlantı çalışıyor.',
      });
      const { app, logs } = await dailyPlugin();
      try {
        await vi.waitFor(() => expect(logs.find((l) => l.trigger === 'daily')).toMatchObject({ links: 4, msg: 'link check: 4 links, 2 not working' }));
        expect(Date.parse((await lastLinkCheckAt(store.db)) ?? '')).toBeGreaterThan(Date.parse(dayAgo));
        const requests = casino.requests.length;
        await vi.waitFor(() => expect(logs.filter((l) => l.msg === 'link check: the last one is recent, none due').length).toBeGreaterThanOrEqual(2));
        expect(casino.requests.length).toBe(requests);
        expect(logs.filter((l) => l.trigger === 'daily')).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    // Two processes on one PostgreSQL: two plugins on one database, each looking every few milliseconds. (PGlite
    // belongs to one process: there the lock always lets it in.)
    it.runIf(driver.name === 'PostgreSQL')('runs in one of two processes on one database while the other only looks', async () => {
      holdGate();
      const before = casino.requests.length;
      const one = await dailyPlugin();
      const two = await dailyPlugin();
      const lines = () => [...one.logs, ...two.logs];
      try {
        await vi.waitFor(() => expect(casino.requests.slice(before)).toContain('HEAD /gate'));
        await vi.waitFor(() => expect(lines().some((l) => l.msg === 'link check: another process is checking')).toBe(true));
        openGate();
        await vi.waitFor(() => expect(lines().find((l) => l.trigger === 'daily')).toMatchObject({ links: 4 }));
        // Once it is over, both find the check recent.
        await vi.waitFor(() => {
          for (const { logs } of [one, two]) expect(logs.some((l) => l.msg === 'link check: the last one is recent, none due')).toBe(true);
        });
        expect(lines().filter((l) => l.trigger === 'daily')).toHaveLength(1);
        expect(casino.requests.slice(before).filter((r) => r.startsWith('HEAD /gate'))).toHaveLength(1);
      } finally {
        openGate();
        await one.app.close();
        await two.app.close();
      }
    });
  });
});
