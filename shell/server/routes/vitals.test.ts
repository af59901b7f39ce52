/**
 * The beacon route through the whole server (`buildServer` over a fake dist and an in-memory store, pages left to the
 * browser): what a browser gets, and what the store holds once the server has closed (which writes the buffer).
 */
import type { FastifyInstance } from 'fastify';
import { VITALS_BEACON_PATH, type VitalsBeacon } from 'shared-data/vitals';
import { type Store } from '@shared-data/store';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type ServerOptions } from '../app.ts';
import { fakeDist } from '../test-dist.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Text that appears in the bodies sent, and so must appear in no log line. */
const MARKER = 'gizli-govde-izi';

const dist = fakeDist();
let store: Store;
const logLines: string[] = [];
const logger = { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } };

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  logLines.length = 0;
  await store.db.execute(sql`DELETE FROM vitals_daily`);
  await store.db.execute(sql`DELETE FROM vitals_interactions`);
});

/** A server for one case, closed at the end of it: what it recorded is in the store afterwards. */
async function withServer(run: (app: FastifyInstance) => Promise<void>, options: Partial<ServerOptions> = {}) {
  const app = await buildServer({
    ...dist,
    store,
    serverRendering: false,
    logger,
    // 10:00 UTC is 13:00 in Istanbul, the 25th all day.
    now: () => new Date('2026-11-25T10:00:00Z'),
    ...options,
  });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const valid: VitalsBeacon = {
  route: 'calculator',
  metrics: { LCP: 2450, INP: 180, CLS: 0.02 },
  inp: { target: `button#${MARKER}`, type: 'pointer', inputDelay: 20, processingDuration: 120, presentationDelay: 40, script: '/assets/calc.js' },
};

const send = (app: FastifyInstance, payload: string, extra: { type?: string; userAgent?: string; address?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: VITALS_BEACON_PATH,
    headers: { 'content-type': extra.type ?? 'text/plain;charset=UTF-8', 'user-agent': extra.userAgent ?? IPHONE },
    payload,
    remoteAddress: extra.address ?? '203.0.113.7',
  });

const storedCounts = () =>
  queryRows<{ route: string; device: string; metric: string; bucket: number; count: number }>(
    store.db,
    sql`SELECT route, device, metric, bucket, count FROM vitals_daily WHERE day = '2026-11-25' ORDER BY metric COLLATE "C", bucket`,
  );
const storedTotal = async () => (await queryRows<{ n: number }>(store.db, sql`SELECT coalesce(sum(count), 0)::int AS n FROM vitals_daily`))[0]?.n;

describe('POST /api/vitals', () => {
  it('answers a valid beacon 204, and stores it in its buckets under the device class the User-Agent names', async () => {
    await withServer(async (app) => {
      const res = await send(app, JSON.stringify(valid));
      expect([res.statusCode, res.body, res.headers['cache-control'], res.headers['set-cookie']]).toEqual([204, '', 'no-store', undefined]);
      // application/json is read the same, and a desktop browser is a desktop.
      expect((await send(app, JSON.stringify({ route: 'home', metrics: { TTFB: 120 } }), { type: 'application/json', userAgent: CHROME })).statusCode).toBe(204);
    });
    // LCP 2,450 ms: bucket 24 of 100 ms; INP 180 ms: bucket 18 of 10 ms; CLS 0.02: bucket 2 of 0.01; TTFB 120 ms: bucket 2 of 50 ms.
    expect(await storedCounts()).toEqual([
      { route: 'calculator', device: 'mobile', metric: 'CLS', bucket: 2, count: 1 },
      { route: 'calculator', device: 'mobile', metric: 'INP', bucket: 18, count: 1 },
      { route: 'calculator', device: 'mobile', metric: 'LCP', bucket: 24, count: 1 },
      { route: 'home', device: 'desktop', metric: 'TTFB', bucket: 2, count: 1 },
    ]);
    expect(await queryRows(store.db, sql`SELECT route, target, type, count, inp_max, worst_script FROM vitals_interactions`)).toEqual([
      { route: 'calculator', target: `button#${MARKER}`, type: 'pointer', count: 1, inp_max: 180, worst_script: '/assets/calc.js' },
    ]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('refuses a body over 2 KB with 413, and bodies that are not a beacon with 400, storing none of them', async () => {
    const refusals: Array<[string, string, number]> = [
      ['1 MB', JSON.stringify({ ...valid, padding: MARKER.repeat(70_000) }), 413],
      ['not JSON', `{"route":"home","metrics":{"LCP":${MARKER}}`, 400],
      ['empty', '', 400],
      ['a NaN value', '{"route":"home","metrics":{"LCP":NaN}}', 400],
      ['a value of the wrong type', JSON.stringify({ route: 'home', metrics: { LCP: '2450' } }), 400],
      ['a route as a number', JSON.stringify({ route: 3, metrics: { LCP: 2450 } }), 400],
      ['metrics as a list', JSON.stringify({ route: 'home', metrics: [2450] }), 400],
      ['an unknown route', JSON.stringify({ route: `/blog/${MARKER}`, metrics: { LCP: 2450 } }), 400],
      ['an extra field', JSON.stringify({ ...valid, url: `https://example.com/?q=${MARKER}` }), 400],
      ['an unknown metric', JSON.stringify({ route: 'home', metrics: { LCP: 2450, FID: 12 } }), 400],
      ['a negative value', JSON.stringify({ route: 'home', metrics: { LCP: -1 } }), 400],
      ['no metric', JSON.stringify({ route: 'home', metrics: {} }), 400],
      ['an attribution without INP', JSON.stringify({ ...valid, metrics: { LCP: 2450 } }), 400],
      ['markup in the target', JSON.stringify({ ...valid, inp: { ...valid.inp, target: `<img src=x>${MARKER}` } }), 400],
    ];
    await withServer(async (app) => {
      for (const [what, payload, status] of refusals) {
        const res = await send(app, payload, { address: `198.51.100.${refusals.findIndex(([name]) => name === what)}` });
        expect([what, res.statusCode, res.headers['set-cookie']]).toEqual([what, status, undefined]);
        expect(res.json()).toHaveProperty('error');
      }
    });
    expect(await storedTotal()).toBe(0);
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('refuses a body of another type with 415', async () => {
    await withServer(async (app) => {
      const res = await send(app, `route=home&${MARKER}=1`, { type: 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
    });
    expect(await storedTotal()).toBe(0);
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('stores only 30 of 10,000 beacons from one address in a minute, answering the rest 429, and still takes another address', async () => {
    const statuses = new Map<number, number>();
    await withServer(async (app) => {
      const payload = JSON.stringify({ route: 'home', metrics: { LCP: 1000 } });
      for (let sent = 0; sent < 10_000; sent += 500) {
        const answers = await Promise.all(Array.from({ length: 500 }, () => send(app, payload)));
        for (const res of answers) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
      const refused = await send(app, payload);
      expect([refused.statusCode, Number(refused.headers['retry-after']) > 0, refused.json()]).toEqual([
        429,
        true,
        { error: 'Çok fazla istek gönderildi; lütfen biraz sonra tekrar deneyin.' },
      ]);
      expect((await send(app, payload, { address: '192.0.2.44' })).statusCode).toBe(204);
    });
    expect(Object.fromEntries(statuses)).toEqual({ 204: 30, 429: 9_970 });
    expect(await storedTotal()).toBe(31);
    // The flood is one warning, not one per beacon.
    expect(logLines.filter((line) => line.includes('too many from one address'))).toHaveLength(1);
  }, 60_000);

  it('answers a bot 204 and stores nothing', async () => {
    await withServer(async (app) => {
      expect((await send(app, JSON.stringify(valid), { userAgent: GOOGLEBOT })).statusCode).toBe(204);
    });
    expect(await storedTotal()).toBe(0);
  });

  it('answers without a store, storing nowhere', async () => {
    const app = await buildServer({ ...dist, logger: false });
    try {
      expect((await send(app, JSON.stringify(valid))).statusCode).toBe(204);
      expect((await send(app, '{"route":"home"}')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
