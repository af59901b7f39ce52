/**
 * A reader's break from the offers through the built site's server: the form's POST and its cookie, the pages a
 * reader on a break gets, and how the page cache keeps them.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../src/lib/page-data.ts';
import { startBuiltSite } from './site-test-utils.ts';

/** The server's clock: 02:00 UTC, 05:00 in Istanbul. */
const NOW = new Date('2026-11-30T02:00:00.000Z');

let app: FastifyInstance;
let store: Store;

beforeAll(async () => {
  ({ app, store } = await startBuiltSite({ now: () => NOW, pageCacheBytes: 4_000_000 }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/ara-ver', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie: `safebet_ara_ver=${cookie}` } : {} });
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as PageData;

describe('POST /ara-ver', () => {
  it('sets a cookie holding only the end, HttpOnly and SameSite=Lax, and sends the reader back to their page', async () => {
    const res = await post('gun=30&geri=%2Fcasino%2Flalezar-casino%3Fx%3D1');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/casino/lalezar-casino?x=1');
    // 30 days after 30 November 02:00 UTC.
    expect(res.headers['set-cookie']).toBe('safebet_ara_ver=2026-12-30T02:00:00.000Z; Path=/; Expires=Wed, 30 Dec 2026 02:00:00 GMT; HttpOnly; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is Secure when the request came over HTTPS', async () => {
    const { app: proxied, store: proxiedStore } = await startBuiltSite({ now: () => NOW, trustProxy: true });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: '/ara-ver',
        payload: 'gun=7',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
    } finally {
      await proxied.close();
      await proxiedStore.close();
    }
  }, 120_000);

  it("answers the page's script with the end, in JSON", async () => {
    const res = await post('gun=7&geri=%2F', { accept: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ until: '2026-12-07T02:00:00.000Z' });
  });

  it('never shortens a running break, and lengthens it for a longer choice', async () => {
    const running = 'safebet_ara_ver=2027-01-20T00:00:00.000Z';
    const shorter = await post('gun=7', { cookie: running, accept: 'application/json' });
    expect(shorter.json()).toEqual({ until: '2027-01-20T00:00:00.000Z' });
    const longer = await post('gun=90', { cookie: running, accept: 'application/json' });
    // 90 days after 30 November: 28 February 2027.
    expect(longer.json()).toEqual({ until: '2027-02-28T02:00:00.000Z' });
  });

  it('refuses a length the form does not offer, a body that is no form and a post from another site, in Turkish, setting nothing', async () => {
    for (const [body, headers, status] of [
      ['gun=1', {}, 400],
      ['gun=', {}, 400],
      ['{"gun":7}', { 'content-type': 'application/json' }, 400],
      ['gun=7', { 'sec-fetch-site': 'cross-site' }, 403],
    ] as const) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(status);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('<h1>Ara verilemedi</h1>');
    }
    expect((await post('gun=1', { accept: 'application/json' })).json()).toEqual({ error: 'Ara süresi olarak 7, 30 ya da 90 günden birini seçin.' });
  });

  it('sends the reader back only to a page of this site', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/ara-ver', '']) {
      const res = await post(`gun=7&geri=${encodeURIComponent(back)}`);
      expect(res.headers.location).toBe('/');
    }
  });
});

describe('the popups in the HTML', () => {
  /** The popups the page carries after the app's root, by name, and the casinos their links lead to. */
  const popupsOf = (html: string) => {
    const region = /<div id="safebet-popups">(.*?)<script type="application\/json"/s.exec(html)?.[1] ?? '';
    return {
      names: [...region.matchAll(/data-popup="([a-zA-Z]+)"/g)].map((match) => match[1]),
      casinos: [...region.matchAll(/href="\/git\/([a-z-]+)\?yer=(popup-[a-z]+)&amp;kaynak=([^"]+)"/g)].map((match) => `${match[1]} ${match[2]} ${match[3]}`),
    };
  };

  it('come closed with every page of the layout for a reader shown the offers, entries 1 to 5 of the bonus list, from the page', async () => {
    const res = await page('/oyunlar');
    const entries = (await app.inject('/api/content/bonus-entries')).json<Array<{ slug: string }>>().map((entry) => entry.slug);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(popupsOf(res.body)).toEqual({
      names: ['channelInvite', 'topCasino', 'carousel'],
      casinos: [`${entries[0]} popup-editor %2Foyunlar`, ...entries.slice(1, 5).map((slug) => `${slug} popup-karusel %2Foyunlar`)],
    });
    expect(res.body).not.toMatch(/<dialog[^>]*\sopen/);
    // The list is in the HTML only: the app's data does not carry it.
    expect(Object.keys(pageData(res.body).content)).not.toContain('/api/content/bonus-entries');
  });

  it('are left out for a reader on a break, and from a not-found page of the layout they are not', async () => {
    expect(popupsOf((await page('/', '2026-12-07T02:00:00.000Z')).body).names).toEqual([]);
    expect(popupsOf((await page('/boyle-bir-sayfa-yok')).body).names).toEqual(['channelInvite', 'topCasino', 'carousel']);
  });
});

describe('pages for a reader on a break', () => {
  it('say when the break ends, in the HTML and in the data the browser hydrates with, and stay private', async () => {
    const res = await page('/', '2026-12-07T02:00:00.000Z');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<strong>7 Aralık 2026 05:00</strong>');
    expect(pageData(res.body).offers).toEqual({ shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('are kept once for every reader on a break, each answer with its own end and validator', async () => {
    await page('/saglayicilar', '2026-12-07T02:00:00.000Z');
    const before = app.pageCacheBytes();
    const other = await page('/saglayicilar', '2027-01-01T09:30:00.000Z');
    expect(app.pageCacheBytes()).toBe(before);
    expect(other.body).toContain('<strong>1 Ocak 2027 12:30</strong>');
    expect(other.body).not.toContain('7 Aralık 2026');
    const first = await page('/saglayicilar', '2026-12-07T02:00:00.000Z');
    expect(first.headers.etag).not.toBe(other.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/saglayicilar',
      headers: { cookie: 'safebet_ara_ver=2026-12-07T02:00:00.000Z', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A reader without a break gets the page with offers: another entry, without the notice or the break's data.
    const open = await page('/saglayicilar');
    expect(app.pageCacheBytes()).toBeGreaterThan(before);
    expect(open.body).not.toContain('Ara verdiniz');
    expect(pageData(open.body).offers).toBeUndefined();
    expect(open.headers['cache-control']).toBe('no-cache');
  });

  it('are pages with offers again once the break has ended', async () => {
    const res = await page('/', '2026-11-30T01:59:00.000Z');
    expect(res.body).not.toContain('Ara verdiniz');
    expect(pageData(res.body).offers).toBeUndefined();
  });
});
