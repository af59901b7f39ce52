import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { lastIstanbulDays } from 'shared-data/cms';
import { vitalBuckets, type VitalsReport } from 'shared-data/vitals';
import type { Store } from '@shared-data/store';
import { createAccount, recordVitals, type VitalsRecord } from '@shared-data/store/cms';
import { sql, testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPrefix } from './contract.ts';
import { guardMessages } from './guard.ts';
import { statsMessages } from './stats-routes.ts';
import { buildApi, closeApis, cookieHeader, admin, login, openTestStore, sameOrigin } from './test-utils.ts';
import { vitalsRange } from './vitals-routes.ts';

const EDITOR = { username: 'editor-ayse', password: 'editörün-uzun-şifresi' };

describe('vitalsRange', () => {
  // 21:00Z on the 24th is already the 25th in Istanbul.
  const now = Date.parse('2026-11-24T21:00:00Z');
  it.each([
    [{}, { from: '2026-10-29', to: '2026-11-25' }],
    [{ from: '', to: '' }, { from: '2026-10-29', to: '2026-11-25' }],
    [{ from: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-25' }],
    [{ to: '2026-11-10' }, { from: '2026-10-14', to: '2026-11-10' }],
    [{ from: '2026-11-25', to: '2026-11-25' }, { from: '2026-11-25', to: '2026-11-25' }],
    [{ from: '2025-11-25', to: '2026-11-25' }, { from: '2025-11-25', to: '2026-11-25' }],
  ])('reads %j as %j', (query, range) => {
    expect(vitalsRange(query, now)).toEqual({ ok: true, range });
  });

  it.each([
    [{ from: '2026-02-30' }, statsMessages.invalidDate],
    [{ to: '25.11.2026' }, statsMessages.invalidDate],
    [{ from: ['2026-11-01', '2026-11-02'] }, statsMessages.invalidDate],
    [{ from: '2026-11-26', to: '2026-11-25' }, statsMessages.reversed],
    [{ from: '2026-11-26' }, statsMessages.reversed],
    [{ from: '2025-11-24', to: '2026-11-25' }, statsMessages.tooLong],
  ])('refuses %j', (query, message) => {
    expect(vitalsRange(query, now)).toEqual({ ok: false, message });
  });
});

describe.each(testDrivers())('vitals route on $name', (driver) => {
  let store: Store;
  const beacon = (metrics: VitalsRecord['metrics'], extra: Partial<VitalsRecord> = {}): VitalsRecord => ({
    at: Date.parse('2026-11-24T10:00:00Z'),
    route: 'home',
    device: 'mobile',
    metrics,
    ...extra,
  });

  /**
   * By hand: the home page on phones, LCP 0.9, 1.8, 2.6 and 3.1 s (buckets 9, 18, 26, 31: rank ⌈0.75 × 4⌉ = 3 is in
   * [2.6, 2.7) s); a calculator's tap of 180 ms (bucket 18: [180, 190) ms), its parts 20 + 120 + 40 ms, all on the
   * 24th in Istanbul.
   */
  beforeAll(async () => {
    store = await openTestStore(driver);
    await createAccount(store.db, { username: EDITOR.username, passwordHash: await hash(EDITOR.password), role: 'editor' }, 'test');
    await recordVitals(store.db, [
      ...[900, 1800, 2600, 3100].map((LCP) => beacon({ LCP })),
      beacon(
        { INP: 180 },
        {
          route: 'calculator',
          inp: { target: 'button#hesapla', type: 'pointer', inputDelay: 20, processingDuration: 120, presentationDelay: 40, script: '/assets/calc.js' },
        },
      ),
    ]);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(closeApis);

  async function signedIn(who: 'admin' | 'editor' = 'admin') {
    const { app } = await buildApi({ admin, store });
    return { app, cookie: cookieHeader(who === 'admin' ? await login(app) : await login(app, EDITOR)) };
  }
  const get = (app: FastifyInstance, path: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `${adminApiPrefix}${path}`, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

  it('answers 401 without a session and 403 to an editor', async () => {
    const { app, cookie } = await signedIn('editor');
    const anonymous = await get(app, '/vitals');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated', message: guardMessages.unauthenticated }]);
    const refused = await get(app, '/vitals', cookie);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'forbidden', message: guardMessages.forbidden }]);
  });

  it('answers an invalid range with 400 and the Turkish reason', async () => {
    const { app, cookie } = await signedIn();
    const invalid = await get(app, '/vitals?from=2026-02-30', cookie);
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: 'bad_request', message: 'Tarih geçersiz: gerçek bir gün, YYYY-AA-GG biçiminde olmalı.' }]);
    const reversed = await get(app, '/vitals?from=2026-11-25&to=2026-11-24', cookie);
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
    const long = await get(app, '/vitals?from=2025-01-01&to=2026-11-25', cookie);
    expect([long.statusCode, long.json().message]).toEqual([400, 'Tarih aralığı en fazla 366 gün olabilir.']);
  });

  it('answers the report of a range, never cached', async () => {
    const { app, cookie } = await signedIn();
    const res = await get(app, '/vitals?from=2026-11-24&to=2026-11-25', cookie);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    const none = (day: string) => ({ day, count: 0, p75: null });
    expect(res.json<VitalsReport>()).toEqual({
      from: '2026-11-24',
      to: '2026-11-25',
      buckets: vitalBuckets,
      rows: [
        { route: 'home', device: 'mobile', metric: 'LCP', count: 4, p75: { value: 2700, over: false } },
        { route: 'calculator', device: 'mobile', metric: 'INP', count: 1, p75: { value: 190, over: false } },
      ],
      trends: [
        { metric: 'LCP', days: [{ day: '2026-11-24', count: 4, p75: { value: 2700, over: false } }, none('2026-11-25')] },
        { metric: 'INP', days: [{ day: '2026-11-24', count: 1, p75: { value: 190, over: false } }, none('2026-11-25')] },
        { metric: 'CLS', days: [none('2026-11-24'), none('2026-11-25')] },
        { metric: 'TTFB', days: [none('2026-11-24'), none('2026-11-25')] },
        { metric: 'FCP', days: [none('2026-11-24'), none('2026-11-25')] },
      ],
      worstInteractions: [
        {
          route: 'calculator',
          target: 'button#hesapla',
          type: 'pointer',
          count: 1,
          worst: 180,
          mean: 180,
          inputDelay: 20,
          processingDuration: 120,
          presentationDelay: 40,
          script: '/assets/calc.js',
        },
      ],
    });
  });

  it('defaults to the 28 Istanbul days ending today', async () => {
    const { app, cookie } = await signedIn();
    const before = lastIstanbulDays(28);
    const report = (await get(app, '/vitals', cookie)).json<VitalsReport>();
    // The two differ only when Istanbul's midnight passes during the request.
    expect([before, lastIstanbulDays(28)]).toContainEqual({ from: report.from, to: report.to });
    expect(report.trends[0]?.days).toHaveLength(28);
  });
});

describe('vitals route without a working store', () => {
  afterEach(closeApis);
  const get = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: `${adminApiPrefix}/vitals`, headers: { ...sameOrigin, cookie } });

  it('answers 503 without a database, and when the database fails', async () => {
    const { app: bare } = await buildApi({ admin });
    const res = await get(bare, cookieHeader(await login(bare)));
    expect([res.statusCode, res.json()]).toEqual([503, { error: 'unavailable', message: guardMessages.unavailable }]);

    const broken = await openTestStore();
    const { app } = await buildApi({ admin, store: broken });
    const cookie = cookieHeader(await login(app));
    await broken.db.execute(sql`DROP TABLE vitals_daily`);
    const failed = await get(app, cookie);
    expect([failed.statusCode, failed.json()]).toEqual([503, { error: 'unavailable', message: guardMessages.unavailable }]);
    await closeApis();
    await broken.close();
  });
});
