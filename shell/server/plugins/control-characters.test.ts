import type { FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite } from '../site-test-utils.ts';
import { isRefusedInput } from '../unavailable.ts';
import { BAD_CHARACTER_MESSAGE, controlCharacterIn } from './control-characters.ts';

describe('controlCharacterIn', () => {
  it.each([
    ['/blog/%00', 'path'],
    ['/oyunlar/pragmatic-play/%1f', 'path'],
    ['/oyunlar?q=%00', 'query'],
    ['/api/content/search?q=abc%00', 'query'],
    ['/oyunlar?q=a%7Fb', 'query'],
    ['/oyunlar?q=%0A', 'query'],
    ['/oyunlar?q=%20bonanza', null],
    ['/oyunlar?q=%C3%BC%25', null],
    ['/karsilastir?casino=a,b', null],
  ] as const)('%s: %s', (url, where) => {
    expect(controlCharacterIn(url)).toBe(where);
  });
});

describe('isRefusedInput', () => {
  it('finds a data exception (SQLSTATE class 22) on an error or its causes, and nothing else', () => {
    expect(isRefusedInput({ code: '22021' })).toBe(true);
    expect(isRefusedInput(new Error('query failed', { cause: { code: '22P05' } }))).toBe(true);
    expect(isRefusedInput(new Error('connection refused', { cause: { code: 'ECONNREFUSED' } }))).toBe(false);
    expect(isRefusedInput({ code: '57P01' })).toBe(false);
    expect(isRefusedInput(null)).toBe(false);
  });
});

describe('control characters through the composed site', () => {
  let app: FastifyInstance;
  let store: Store;
  beforeAll(async () => {
    ({ app, store } = await startBuiltSite());
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it.each([
    ['/oyunlar?q=%00', 400],
    ['/oyunlar?q=abc%01', 400],
    ['/oyunlar?ozellik=%00', 400],
    ['/karsilastir?casino=%00,lalezar-casino', 400],
    ['/blog/%00', 404],
    ['/oyunlar/pragmatic-play/%00', 404],
    ['/casinolar/%7F', 404],
    ['/saglayicilar/%1B', 404],
  ])('answers a page %s with %i and a Turkish page, never 5xx', async (url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(BAD_CHARACTER_MESSAGE);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it.each(['/api/content/search?q=abc%00', '/api/content/games?q=%1F', '/api/content/comparison?casino=%00'])('answers the API %s with 400 JSON', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_CHARACTER_MESSAGE });
  });

  it('checks a slug’s shape before asking the store: other text is a 404, not an outage', async () => {
    for (const url of ['/blog/%C3%BC%C3%A7', '/casinolar/Lalezar-Casino', '/kazanma-taktikleri/a%20b']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
