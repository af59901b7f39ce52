/**
 * Conversion postbacks through the affiliate plugin (the real click recorder) over an in-memory store, with the
 * logger's lines captured; the rate limit, a click written by the flush, and a failing store on the bare plugin.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHmac } from 'node:crypto';
import { affiliateHref } from 'shared-data';
import { openStore, type Store } from '@shared-data/store';
import { writeClicks, type ClickRecord } from '@shared-data/store/cms';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerRulesPlugin } from '../plugins/offer-rules.ts';
import { storeServer } from '../site-test-utils.ts';
import { affiliate } from './index.ts';
import { postbackRoute, postbackSignature, type PostbackOptions } from './postback.ts';

const SECRET = 'lalezar-postback-anahtari-2026';
const ENDPOINT = '/api/postback/lalezar-casino';
const UNAUTHORIZED = { error: 'unauthorized', message: 'Postback doğrulanamadı.' };
const AMOUNT_MESSAGE = 'amount parametresi 0 ile 10000000000 arasında, noktalı ve en fazla 2 ondalıklı bir sayı olmalı (ör. 1250.50).';

let store: Store;
let app: FastifyInstance;
let lalezarId = 0;
let nebulaId = 0;
const logLines: string[] = [];
/** Fastify's logger writing its JSON lines to `logLines`. */
const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

const click = (clickId: string, casinoId: number): ClickRecord => ({
  clickId,
  at: Date.parse('2026-11-25T09:00:00Z'),
  casinoId,
  placement: 'tablo',
  pagePath: '/blog/en-iyi-bonuslar',
  device: 'mobile',
  isBot: false,
  country: null,
  rule: 'show',
});
/** A first deposit of 1250.50 on click c-1, event dep-1, with the given extra parameters. */
const deposit = (extra: Record<string, string> = {}) => ({ click_id: 'c-1', event: 'first_deposit', amount: '1250.50', event_id: 'dep-1', ...extra });
const get = (query: Record<string, string>, headers: Record<string, string> = {}, url = ENDPOINT) => app.inject({ method: 'GET', url, query, headers });
const storedConversions = () =>
  queryRows<{ event_id: string; event: string; click_id: string; amount: string; placement: string; page_path: string }>(
    store.db,
    sql`SELECT event_id, event::text, click_id, amount::text, placement, page_path FROM conversions ORDER BY event_id`,
  );

function expectAnswer(res: LightMyRequestResponse, code: number, body: unknown) {
  expect(res.statusCode).toBe(code);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual(body);
}

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
  await store.db.execute(sql`UPDATE casinos SET postback_secret = ${SECRET}, affiliate_url = 'http://127.0.0.1:9/?cid={clickId}' WHERE slug = 'lalezar-casino'`);
  const ids = await queryRows<{ slug: string; id: number }>(store.db, sql`SELECT slug, id FROM casinos WHERE slug IN ('lalezar-casino', 'nebula-bet')`);
  lalezarId = ids.find((row) => row.slug === 'lalezar-casino')?.id ?? -1;
  nebulaId = ids.find((row) => row.slug === 'nebula-bet')?.id ?? -1;
  app = await storeServer(store, { logger, contentState: async () => '1' });
  await app.register(offerRulesPlugin);
  await app.register(affiliate);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});
beforeEach(async () => {
  await store.db.execute(sql`DELETE FROM conversions`);
  await store.db.execute(sql`DELETE FROM clicks`);
  await writeClicks(store.db, [click('c-1', lalezarId), click('c-nebula', nebulaId)]);
  logLines.length = 0;
});

describe('postbackSignature', () => {
  it('signs click_id|event|amount|event_id, with an empty text for a missing amount (worked out with openssl)', () => {
    expect(postbackSignature(SECRET, { clickId: 'c-1', event: 'first_deposit', amount: '1250.50', eventId: 'dep-1' })).toBe(
      'f11ae83fdb688af45beeb079786ac628e400ab8d5e9ad1f72909830771f52c38',
    );
    expect(postbackSignature(SECRET, { clickId: 'c-1', event: 'registration', amount: '', eventId: 'reg-1' })).toBe(
      'f15b8908bc13eed6564f7114faf4c63d44b02857aa83d0e38a98e5a475b6bae8',
    );
  });
});

describe('authentication', () => {
  it('records a deposit with the token in the query, with its exact amount and the click’s placement and page', async () => {
    expectAnswer(await get(deposit({ token: SECRET })), 200, { status: 'recorded' });
    expect(await storedConversions()).toEqual([
      { event_id: 'dep-1', event: 'first_deposit', click_id: 'c-1', amount: '1250.50', placement: 'tablo', page_path: '/blog/en-iyi-bonuslar' },
    ]);
  });

  it('takes the token from the X-Postback-Token header', async () => {
    expectAnswer(await get(deposit(), { 'x-postback-token': SECRET }), 200, { status: 'recorded' });
  });

  it('takes an HMAC signature in the query, computed here with node:crypto', async () => {
    const signature = createHmac('sha256', SECRET).update('c-1|first_deposit|1250.50|dep-1').digest('hex');
    expectAnswer(await get(deposit({ signature })), 200, { status: 'recorded' });
  });

  it('takes a signature in the X-Postback-Signature header over an empty amount, which stores 0', async () => {
    const signature = 'f15b8908bc13eed6564f7114faf4c63d44b02857aa83d0e38a98e5a475b6bae8';
    const res = await get({ click_id: 'c-1', event: 'registration', event_id: 'reg-1' }, { 'x-postback-signature': signature });
    expectAnswer(res, 200, { status: 'recorded' });
    expect((await storedConversions()).map((row) => `${row.event} ${row.amount}`)).toEqual(['registration 0.00']);
  });

  it.each([
    ['a signature over another amount', deposit({ amount: '9999.00', signature: 'f11ae83fdb688af45beeb079786ac628e400ab8d5e9ad1f72909830771f52c38' }), 'bad_signature'],
    ['a wrong token', deposit({ token: 'lalezar-postback-anahtari-2025' }), 'bad_token'],
    ['the secret as a signature', deposit({ signature: SECRET }), 'bad_signature'],
    ['no credentials', deposit(), 'missing_credentials'],
    ['no credentials and a bad event: refused before any parameter is checked', deposit({ event: 'deposit' }), 'missing_credentials'],
  ])('answers 401 for %s, stores nothing and logs the reason', async (_case, query, reason) => {
    expectAnswer(await get(query), 401, UNAUTHORIZED);
    expect(await storedConversions()).toEqual([]);
    expect(logged().find((line) => line.msg === 'postback refused')).toMatchObject({ level: 40, casino: 'lalezar-casino', reason });
  });

  it('answers 401 for a casino without a secret, whatever token is given', async () => {
    expectAnswer(await get(deposit({ click_id: 'c-nebula', token: '' }), {}, '/api/postback/nebula-bet'), 401, UNAUTHORIZED);
    expectAnswer(await get(deposit({ token: SECRET }), {}, '/api/postback/nebula-bet'), 401, UNAUTHORIZED);
  });

  it('answers 404 for an unknown casino and a path that is no slug', async () => {
    const notFound = { error: 'not_found', message: 'Casino bulunamadı.' };
    expectAnswer(await get(deposit({ token: SECRET }), {}, '/api/postback/yok-boyle-casino'), 404, notFound);
    expectAnswer(await get(deposit({ token: SECRET }), {}, '/api/postback/B%C3%BCy%C3%BCk'), 404, notFound);
  });
});

describe('parameters', () => {
  it.each([
    [{ event: 'deposit' }, 'event parametresi registration ya da first_deposit olmalı.'],
    [{ click_id: '' }, 'click_id parametresi gerekli (en fazla 200 karakter).'],
    [{ event_id: 'e'.repeat(201) }, 'event_id parametresi gerekli (1–200 karakter).'],
    [{ amount: '-5' }, AMOUNT_MESSAGE],
    [{ amount: 'NaN' }, AMOUNT_MESSAGE],
    [{ amount: '1250,50' }, AMOUNT_MESSAGE],
    [{ amount: '1.005' }, AMOUNT_MESSAGE],
    [{ amount: '10000000000.01' }, AMOUNT_MESSAGE],
  ])('answers 400 for %j', async (bad, message) => {
    expectAnswer(await get(deposit({ token: SECRET, ...bad })), 400, { error: 'bad_request', message });
    expect(await storedConversions()).toEqual([]);
  });

  it('answers 400 for a parameter given twice', async () => {
    const res = await app.inject({ method: 'GET', url: `${ENDPOINT}?click_id=c-1&event=first_deposit&event_id=d&amount=1&amount=2&token=${SECRET}` });
    expectAnswer(res, 400, { error: 'bad_request', message: 'amount parametresi tek bir değer olmalı.' });
  });

  it('takes the largest amount to the cent', async () => {
    expectAnswer(await get(deposit({ token: SECRET, amount: '10000000000.00' })), 200, { status: 'recorded' });
    expect((await storedConversions()).map((row) => row.amount)).toEqual(['10000000000.00']);
  });

  it('answers 400 for a click it does not know and for another casino’s click', async () => {
    expectAnswer(await get(deposit({ token: SECRET, click_id: 'c-yok' })), 400, { error: 'bad_request', message: 'Tıklama bulunamadı: c-yok.' });
    expectAnswer(await get(deposit({ token: SECRET, click_id: 'c-nebula' })), 400, { error: 'bad_request', message: 'Tıklama bu casinoya ait değil: c-nebula.' });
    expect(logged().filter((line) => line.msg === 'postback refused').map((line) => line.reason)).toEqual(['unknown_click', 'other_casino']);
  });

  it('reads a form body and a JSON body on POST', async () => {
    const form = new URLSearchParams(deposit({ token: SECRET })).toString();
    const res = await app.inject({ method: 'POST', url: ENDPOINT, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectAnswer(res, 200, { status: 'recorded' });
    expectAnswer(await app.inject({ method: 'POST', url: ENDPOINT, payload: deposit({ event_id: 'dep-2', token: SECRET }) }), 200, { status: 'recorded' });
    expect((await storedConversions()).map((row) => `${row.event_id} ${row.amount}`)).toEqual(['dep-1 1250.50', 'dep-2 1250.50']);
  });

  it('answers 400 for an unreadable body and 413 for one over 16 KB', async () => {
    const unreadable = { error: 'bad_request', message: 'Postback gövdesi okunamadı: en fazla 16 KB, form ya da JSON olmalı.' };
    const json = { 'content-type': 'application/json' };
    expectAnswer(await app.inject({ method: 'POST', url: ENDPOINT, payload: '{"click_id":', headers: json }), 400, unreadable);
    expectAnswer(await app.inject({ method: 'POST', url: ENDPOINT, payload: JSON.stringify({ pad: 'x'.repeat(17_000) }), headers: json }), 413, unreadable);
  });
});

describe('idempotency', () => {
  it('answers a replay as a duplicate and keeps one row', async () => {
    expectAnswer(await get(deposit({ token: SECRET })), 200, { status: 'recorded' });
    expectAnswer(await get(deposit({ token: SECRET, amount: '1.00' })), 200, { status: 'duplicate' });
    expect((await storedConversions()).map((row) => row.amount)).toEqual(['1250.50']);
  });
});

describe('clicks still buffered', () => {
  it('finds the click of a redirect made a moment ago', async () => {
    const redirect = await app.inject({ method: 'GET', url: affiliateHref('lalezar-casino', 'siralama', '/oyunlar'), headers: { 'user-agent': 'Mozilla/5.0' } });
    const clickId = new URL(String(redirect.headers.location)).searchParams.get('cid') ?? '';
    expectAnswer(await get(deposit({ token: SECRET, click_id: clickId })), 200, { status: 'recorded' });
    expect(await storedConversions()).toMatchObject([{ click_id: clickId, placement: 'siralama', page_path: '/oyunlar' }]);
  });

  /** The postback alone over `options.store`, with a recorder whose flush is `options.flushClicks`. */
  async function bare(options: PostbackOptions & { store?: Store; flushClicks?: () => Promise<boolean> }, run: (server: FastifyInstance) => Promise<void>) {
    const { store: over = store, flushClicks = async () => true, ...postback } = options;
    const server = await storeServer(over, { logger });
    server.decorate('clicks', { record: () => true, flush: flushClicks, buffered: () => 0, close: async () => undefined });
    await server.register(postbackRoute, postback);
    try {
      await run(server);
    } finally {
      await server.close();
    }
  }

  it('writes the buffered clicks once when the click is unknown, then looks again', async () => {
    const flushClicks = vi.fn(async () => (await writeClicks(store.db, [click('c-late', lalezarId)])) >= 0);
    await bare({ flushClicks }, async (server) => {
      const res = await server.inject({ method: 'GET', url: ENDPOINT, query: deposit({ token: SECRET, click_id: 'c-late' }) });
      expectAnswer(res, 200, { status: 'recorded' });
    });
    expect(flushClicks).toHaveBeenCalledTimes(1);
  });

  it('answers 503 when the buffered clicks cannot be written, and when the store is down', async () => {
    const down = await openStore({ kind: 'memory' });
    await down.close();
    const unavailable = { error: 'unavailable', message: 'Dönüşüm şu anda kaydedilemiyor. Lütfen biraz sonra tekrar deneyin.' };
    for (const options of [{ flushClicks: async () => false }, { store: down }]) {
      await bare(options, async (server) => {
        const res = await server.inject({ method: 'GET', url: ENDPOINT, query: deposit({ token: SECRET, click_id: 'c-late' }) });
        expectAnswer(res, 503, unavailable);
        expect(res.headers['retry-after']).toBe('5');
      });
    }
  });

  it('answers 429 past the calls a minute from one address, and logs the flood once', async () => {
    await bare({ perAddressPerMinute: 3 }, async (server) => {
      const from = (remoteAddress: string) => server.inject({ method: 'GET', url: '/api/postback/yok-boyle-casino', remoteAddress });
      for (let call = 0; call < 3; call++) expect((await from('203.0.113.7')).statusCode).toBe(404);
      const tooMany = { error: 'too_many_requests', message: 'Çok fazla postback isteği. Lütfen bir dakika sonra tekrar deneyin.' };
      expectAnswer(await from('203.0.113.7'), 429, tooMany);
      expect((await from('203.0.113.7')).headers['retry-after']).toBe('60');
      expect((await from('198.51.100.2')).statusCode).toBe(404);
    });
    expect(logged().filter((line) => line.reason === 'rate_limited')).toMatchObject([{ level: 40, casino: 'yok-boyle-casino', perMinute: 3 }]);
  });
});

describe('logging', () => {
  it('logs a refused call with casino and reason, and never the secret, the token or the signature', async () => {
    await get(deposit({ token: 'wrong-token-0123456789' }));
    await get(deposit({ signature: 'abad1dea'.repeat(8) }));
    await get(deposit({ token: SECRET }));
    const text = logLines.join('\n');
    for (const secret of [SECRET, 'wrong-token-0123456789', 'abad1dea']) expect(text).not.toContain(secret);
    const lines = logged();
    expect(lines.filter((line) => line.msg === 'postback refused')).toMatchObject([
      { level: 40, casino: 'lalezar-casino', reason: 'bad_token' },
      { level: 40, casino: 'lalezar-casino', reason: 'bad_signature' },
    ]);
    expect(lines.find((line) => line.msg === 'postback accepted')).toMatchObject({
      level: 30,
      casino: 'lalezar-casino',
      outcome: 'recorded',
      event: 'first_deposit',
      amount: '1250.50',
      clickId: 'c-1',
      eventId: 'dep-1',
    });
    expect(lines.find((line) => line.msg === 'incoming request')).toMatchObject({ req: { method: 'GET', url: ENDPOINT } });
  });
});
