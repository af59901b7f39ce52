/**
 * The operator's country rules on the built site's server: the country a trusted proxy names decides what a visitor
 * is shown, pages are kept per rule state and not per country, and an untrusted peer's header is ignored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '@shared-data/store';
import type { CountryRules } from 'shared-data/cms';
import { getCountryRules, saveCountryRules } from '@shared-data/store/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryOf, offersUnder, ruleFor } from './plugins/offer-rules.ts';
import { startBuiltSite } from './site-test-utils.ts';

let app: FastifyInstance;
let store: Store;

beforeAll(async () => {
  // Fastify's inject comes from 127.0.0.1: the proxy this server trusts.
  ({ app, store } = await startBuiltSite({ trustProxy: '127.0.0.1', countryHeader: 'cf-ipcountry', pageCacheBytes: 8_000_000, logger: false }));
  const { version } = await getCountryRules(store.db);
  const saved = await saveCountryRules(
    store.db,
    version,
    { defaultRule: 'show', rules: [{ country: 'TR', rule: 'info' }, { country: 'DE', rule: 'hide' }, { country: 'GB', rule: 'show' }] },
    'test',
  );
  expect(saved.ok).toBe(true);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const from = (country: string | null, url = '/', extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(country ? { 'cf-ipcountry': country } : {}), ...extra } });
const casinoLinks = (html: string) => (html.match(/href="\/git\//g) ?? []).length;

describe('country rules', () => {
  it('show a listed country (or an unlisted one under the default) the offers, and hide them where the rule says', async () => {
    for (const country of ['GB', 'US', null]) expect(casinoLinks((await from(country)).body)).toBeGreaterThan(0);
    for (const country of ['TR', 'tr', 'DE']) {
      const res = await from(country);
      expect(res.statusCode).toBe(200);
      expect(casinoLinks(res.body)).toBe(0);
      expect(res.body).not.toContain('Bonus Al');
      // Terms and values stay; a country's rule says nothing of a break.
      expect(res.body).toContain('Lalezar Casino');
      expect(res.body).not.toContain('Ara verdiniz');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie, cf-ipcountry');
    }
  });

  it("answer /git/ by the rule: the casino for 'show', a page naming it for 'info' and 'hide'", async () => {
    expect((await from('GB', '/git/lalezar-casino')).statusCode).toBe(302);
    for (const country of ['TR', 'DE']) {
      const res = await from(country, '/git/lalezar-casino');
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('<h1>Bu teklif ülkenizde sunulmuyor</h1>');
      expect(res.body).toContain('<strong>Lalezar Casino</strong>');
    }
  });

  it("ignore the header from a peer that is not the trusted proxy", async () => {
    const res = await app.inject({ method: 'GET', url: '/git/lalezar-casino', headers: { 'cf-ipcountry': 'TR' }, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(302);
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'TR' }, remoteAddress: '203.0.113.9' });
    expect(casinoLinks(page.body)).toBeGreaterThan(0);
  });

  it('keep at most one page per rule state in the cache, after 20,000 requests over many countries and breaks', async () => {
    const countries = ['TR', 'DE', 'GB', 'US', 'FR', 'NL', 'CY', 'AZ', 'BR', 'JP', 'xx', ''];
    const urls = ['/saglayicilar', '/reklam', '/sartlar-ve-kosullar'];
    const breakUntil = (days: number) => ({ cookie: `safebet_ara_ver=${new Date(Date.now() + days * 86_400_000).toISOString()}` });
    // Every page in the three states it can be in: offers, no offers (a country's rule), a break's notice.
    for (const url of urls) {
      await from('GB', url);
      await from('TR', url);
      await from('GB', url, breakUntil(1));
    }
    const bytes = app.pageCacheBytes();
    // Brotli, as browsers ask: the cached copy is sent, so the run measures the cache and not compression. One
    // request in forty is a reader on a break, each with an end of their own (a page compressed for each, ~10 ms).
    const BATCH = 200;
    for (let batch = 0; batch < 20_000 / BATCH; batch += 1) {
      await Promise.all(
        Array.from({ length: BATCH }, (_, i) => {
          const n = batch * BATCH + i;
          const headers = { 'accept-encoding': 'br', ...(n % 40 === 0 ? breakUntil((n % 89) + 1) : {}) };
          return from(countries[n % countries.length] ?? null, urls[n % urls.length], headers);
        }),
      );
    }
    expect(app.pageCacheBytes()).toBe(bytes);
  }, 300_000);
});

describe('the rule for a request', () => {
  const rules: CountryRules = { defaultRule: 'hide', rules: [{ country: 'TR', rule: 'info' }] };
  const request = (peer: string, header?: string) =>
    ({ socket: { remoteAddress: peer }, headers: header === undefined ? {} : { 'cf-ipcountry': header } }) as never;
  const trustedLoopback = (r: FastifyRequest) => r.socket.remoteAddress === '127.0.0.1';

  it("takes the proxy's two-letter code, upper-cased, and nothing else", () => {
    expect(countryOf(request('127.0.0.1', ' tr '), 'cf-ipcountry', trustedLoopback)).toBe('TR');
    expect(countryOf(request('127.0.0.1', 'T1'), 'cf-ipcountry', trustedLoopback)).toBeNull();
    expect(countryOf(request('127.0.0.1', 'XXX'), 'cf-ipcountry', trustedLoopback)).toBeNull();
    expect(countryOf(request('10.0.0.1', 'TR'), 'cf-ipcountry', trustedLoopback)).toBeNull();
    expect(countryOf(request('127.0.0.1', 'TR'), undefined, trustedLoopback)).toBeNull();
  });

  it("applies the country's own rule, else the default", () => {
    expect(ruleFor(rules, 'TR')).toBe('info');
    expect(ruleFor(rules, 'DE')).toBe('hide');
    expect(ruleFor(rules, null)).toBe('hide');
  });

  it('lets a break show its notice whatever the rule, and a hiding rule hide the offers without one', () => {
    const onBreak = { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } };
    const open = { shown: true, breakUntil: null };
    expect(offersUnder(onBreak, 'show', 'GB').policy).toBe(onBreak);
    expect(offersUnder(onBreak, 'info', 'TR').policy).toBe(onBreak);
    expect(offersUnder(open, 'hide', 'DE').policy).toEqual({ shown: false, breakUntil: null });
    expect(offersUnder(open, 'show', 'GB').policy).toBe(open);
  });
});
