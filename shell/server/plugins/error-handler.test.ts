import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminApiPrefix } from 'mfe-admin/server';
import { contentApi } from 'shared-data';
import { type Store } from '@shared-data/store';
import { buildServer } from '../app.ts';
import { fakeDist } from '../test-dist.ts';
import { pgliteDriver } from '@shared-data/store/testing';

const SECRET = 'relation "gizli_tablo" does not exist at /srv/safebet/reads.ts:42';

/** Routes that fail the way a bug does: a thrown error, a rejected promise, and a scope whose own handler gives up. */
const failing: FastifyPluginAsync = async (app) => {
  app.get('/throws', () => {
    throw new TypeError(SECRET);
  });
  app.get('/rejects', async (_request, reply) => {
    // A route that had started its answer: the page must not go out with its encoding or ETag.
    reply.header('Content-Encoding', 'br').header('ETag', '"v1"');
    throw new Error(SECRET);
  });
  await app.register(async (scope) => {
    scope.setErrorHandler((error) => {
      throw error;
    });
    scope.get('/scoped', async () => {
      throw new Error(SECRET);
    });
  });
  app.post('/json', async () => ({ ok: true }));
};

describe('the server answers an unexpected error with a generic Turkish 500', () => {
  const logs: string[] = [];
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = await pgliteDriver.open('seeded');
    app = await buildServer({
      ...fakeDist(),
      store,
      logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
      apis: [
        { prefix: '/deneme', plugin: failing },
        { prefix: '/api/deneme', plugin: failing },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it.each(['/deneme/throws', '/deneme/rejects', '/deneme/scoped'])('%s: a plain Turkish page, never the internal message', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('<html lang="tr">');
    expect(res.body).toContain('<h1>Beklenmeyen Bir Hata</h1>');
    expect(res.body).toContain('Beklenmeyen bir sunucu hatası oluştu. Lütfen biraz sonra tekrar deneyin.');
    expect(res.body).not.toContain('gizli_tablo');
  });

  it.each(['/api/deneme/throws', '/api/deneme/rejects', '/api/deneme/scoped'])('%s: { error } in Turkish', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: 'Beklenmeyen bir sunucu hatası oluştu. Lütfen biraz sonra tekrar deneyin.' });
  });

  it('logs the error itself, with its message, for the operator', async () => {
    logs.length = 0;
    await app.inject('/api/deneme/throws');
    const line = logs.map((text) => JSON.parse(text) as { level: number; msg: string; err?: { message: string; type: string } }).find((entry) => entry.msg === 'request failed');
    expect(line?.level).toBe(50);
    expect(line?.err).toMatchObject({ type: 'TypeError', message: SECRET });
  });

  it('answers what Fastify refuses with its status and a Turkish sentence, not its English message', async () => {
    const notJson = await app.inject({ method: 'POST', url: '/api/deneme/json', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'İstek okunamadı; lütfen adresi ve gönderilen bilgileri kontrol edin.' });
    const unknownType = await app.inject({ method: 'POST', url: '/api/deneme/json', headers: { 'content-type': 'application/x-bilinmeyen' }, payload: 'x' });
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json()).toEqual({ error: 'Gönderilen içerik türü kabul edilmiyor.' });
    const tooLarge = await app.inject({ method: 'POST', url: '/deneme/json', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tooLarge.body).toContain('Gönderilen veri çok büyük.');
  });

  it('leaves the content API its own Turkish 400s, for a repeated query parameter too', async () => {
    const repeated = await app.inject(`${contentApi.search}?q=a&q=b`);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.headers['content-type']).toBe('application/json; charset=utf-8');
    const { error } = repeated.json() as { error: string };
    expect(error).not.toContain('trim');
    expect(error).toMatch(/[çğıöşü]/);
    expect((await app.inject(`${contentApi.search}?q=abc`)).statusCode).toBe(200);
  });
});

describe('the admin API, mounted in the server, answers its unexpected errors in Turkish too', () => {
  const admin = { username: 'yonetici', password: 'Uzun-Bir-Parola-2024' };
  const headers = { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = await pgliteDriver.open('seeded');
    app = await buildServer({ ...fakeDist(), store, apis: [{ prefix: adminApiPrefix, plugin: adminApi, options: { store, admin } }] });
  });
  afterAll(() => app.close());

  it('a session store that fails under a signed-in request: 503 with the Turkish database sentence, no SQL', async () => {
    const login = await app.inject({ method: 'POST', url: `${adminApiPrefix}/login`, payload: admin, headers });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // The database goes away under the session lookup, an error no route of the API expects.
    await store.close();
    for (const [method, url] of [['GET', '/session'], ['POST', '/logout']] as const) {
      const res = await app.inject({ method, url: `${adminApiPrefix}${url}`, headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.' });
    }
  });
});
