import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentApi,
  contentApiBase,
  type BonusValueExample,
  type CasinoReview,
  type CasinosByValue,
  type Comparison,
  type GameList,
  type SearchResults,
} from 'shared-data';
import { type Store } from '@shared-data/store';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import { storeServer } from '../site-test-utils.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { contentApiRoutes } from './content-api.ts';

/** The API over `store`, reading the content version on every request (no notification to wait for). */
const apiOf = async (store: Store) => {
  const app = await storeServer(store);
  await app.register(contentApiRoutes);
  return app;
};

let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
  app = await apiOf(store);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('content API: lists', () => {
  it('serves the second page of the games, 16 of them, with the page it served', async () => {
    const res = await get(`${contentApi.games}?sayfa=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<GameList>();
    expect(body.page).toBe(2);
    expect(body.items).toHaveLength(16);
    expect(body.pageSize).toBe(16);
  });

  it('clamps a page past the end to the last page', async () => {
    const body = (await get(`${contentApi.blog}?sayfa=99999`)).json<{ page: number; pageCount: number; items: unknown[] }>();
    // 37 posts, 16 a page: pages 1-3, and the third holds 37 - 32 = 5.
    expect(body).toMatchObject({ page: 3, pageCount: 3 });
    expect(body.items).toHaveLength(5);
  });

  it.each([
    ['sayfa=abc', 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['sayfa=-1', 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['sayfa=0', 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['sayfa=999999999', 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.'],
    [`q=${'a'.repeat(10_240)}`, 'Arama metni en fazla 100 karakter olabilir.'],
  ])('refuses %s with a Turkish message', async (query, message) => {
    const res = await get(`${contentApi.games}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it.each(['../../admin', 'a/b', '..%2F..%2Fetc', 'x'.repeat(101)])('refuses a provider filter that is not a slug (%s) with 400 and a Turkish reason', async (value) => {
    const res = await get(`${contentApi.games}?saglayici=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Sağlayıcı, küçük harf, rakam ve tirelerden oluşan bir kısa ad olmalıdır.' });
  });

  it('lists every game for "all" or an empty provider filter', async () => {
    const total = (await get(contentApi.games)).json<GameList>().total;
    for (const value of ['all', '']) {
      const res = (await get(`${contentApi.games}?saglayici=${value}`)).json<GameList>();
      expect(res.provider).toBeNull();
      expect(res.total).toBe(total);
    }
  });

  it('lists every game for an unknown provider filter, and filters by a known one', async () => {
    const all = (await get(`${contentApi.games}?saglayici=yok-boyle`)).json<GameList>();
    expect(all.provider).toBeNull();
    expect(all.total).toBe(all.catalogTotal);
    const ezugi = (await get(`${contentApi.games}?saglayici=ezugi`)).json<GameList>();
    expect(ezugi.provider).toBe('ezugi');
    expect(ezugi.items.every((g) => g.provider === 'ezugi')).toBe(true);
    expect(ezugi.total).toBeLessThan(ezugi.catalogTotal);
  });

  it('takes quotes and SQL in the search text as plain text', async () => {
    const res = await get(`${contentApi.games}?q=${encodeURIComponent("'; DROP TABLE games; --")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<GameList>().total).toBe(0);
    const [row] = await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM games`);
    expect(row?.n).toBeGreaterThan(100);
  });
});

describe('content API: entries', () => {
  it('finds a game by slug with its body', async () => {
    const res = await get(contentApi.game('gates-of-olympus'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ game: { name: 'Gates of Olympus', provider: 'pragmatic-play' } });
  });

  it.each([contentApi.game('yok-boyle-oyun'), contentApi.blogPost('yok'), contentApi.tactic('yok'), contentApi.provider('yok'), `${contentApi.games}/..%2F..%2Fetc`])(
    'answers 404 JSON for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'İstenen içerik bulunamadı.' });
    },
  );
});

describe('content API: casinos', () => {
  it('serves a casino review with its rating parts, review text and stored value', async () => {
    const res = await get(contentApi.casino('nebula-bet'));
    expect(res.statusCode).toBe(200);
    const body = res.json<CasinoReview>();
    expect(body).toMatchObject({ name: 'Nebula Bet', rating: 4.8, ratingParts: { ratingGames: 5 }, inRanking: true });
    // 35 × 3 USD = 105 turnover on Starburst (96,09 %): 105 × 3,91 % = 4,1055 expected loss.
    expect(body.value?.kind === 'value' && body.value.value.closedForm!.expectedLoss).toBeCloseTo(4.1055, 9);
    expect(JSON.stringify(body)).not.toContain('git.example');
  });

  it.each([contentApi.casino('yok-boyle'), `${contentApi.casinos}/%00`, `${contentApi.casinos}/..%2Fx`])('answers 404 JSON for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'İstenen içerik bulunamadı.' });
  });

  it('ranks by value with ?sirala=deger, keeps the editors’ order without it, and refuses another order in Turkish', async () => {
    expect((await get(contentApi.casinos)).json<Array<{ slug: string }>>().map((c) => c.slug)).toEqual(['lalezar-casino', 'nebula-bet', 'fjord-spins']);
    const byValue = (await get(contentApi.casinosByValue)).json<CasinosByValue>();
    expect(byValue.usdTry).toBe(42);
    // Every public offer, the popup-only brands' too, in lira at the rate, highest first.
    expect(byValue.casinos.map((c) => c.slug).sort()).toEqual(['atlas-vegas', 'fjord-spins', 'lalezar-casino', 'nebula-bet', 'zumrut-palace']);
    const inLira = byValue.casinos.map((c) => (c.value?.kind === 'value' ? c.value.value.expectedNetValue : Number.NaN) * (c.bonusDetails.currency === 'USD' ? 42 : 1));
    expect(inLira).toEqual([...inLira].sort((a, b) => b - a));
    const bad = await get(`${contentApi.casinos}?sirala=puan`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^Sıralama yalnızca "deger"/);
  });

  it('compares what it can and explains the rest, never with an error status', async () => {
    for (const query of ['casino=lalezar-casino,yok', 'casino=lalezar-casino&casino=nebula-bet', 'casino=%00', `casino=${'a'.repeat(5000)}`, '']) {
      const res = await get(`/api/content/comparison${query ? `?${query}` : ''}`);
      expect(res.statusCode, query).toBe(200);
    }
    const both = (await get('/api/content/comparison?casino=lalezar-casino&casino=nebula-bet')).json<Comparison>();
    expect(both.casinos.map((c) => c.slug)).toEqual(['lalezar-casino', 'nebula-bet']);
    expect(both.problems).toEqual([]);
  });
});

describe('content API: static pages', () => {
  it('serves a static page with its intro and body, the site settings filled in', async () => {
    const res = await get(contentApi.page('gizlilik-politikasi'));
    expect(res.statusCode).toBe(200);
    const page = res.json<{ title: string; intro: string; body: { html: string } }>();
    expect(page.title).toBe('Gizlilik Politikası');
    expect(page.intro).toBe('Son güncelleme: 29 Temmuz 2024');
    expect(page.body.html).toContain('<a href="mailto:reklam@safebet.example">reklam@safebet.example</a>');
    expect(page.body.html).not.toContain('{{');
  });
});

describe('content API: the bonus-value example', () => {
  it("answers the method page's worked example, its closed form as worked by hand, with the simulation's figures", async () => {
    const res = await get(contentApi.bonusValueExample);
    expect(res.statusCode).toBe(200);
    const example = res.json<BonusValueExample>();
    // Deposit 1,000 for the whole 1,000 bonus; bet 1 % of 2,000; 35 × 2,000 = 70,000 at 4 %: 2,800; 1,000 − 2,800.
    expect(example.play).toEqual({ deposit: 1000, bet: 20 });
    expect(example.value.closedForm).toMatchObject({ turnover: 70_000 });
    expect(example.value.closedForm!.expectedLoss).toBeCloseTo(2800, 9);
    expect(example.value.closedForm!.expectedValue).toBeCloseTo(-1800, 9);
    expect(example.value.runs).toBe(20_000);
    expect(example.value.histogram.nothing + example.value.histogram.counts.reduce((sum, count) => sum + count, 0)).toBe(20_000);
    // The same figures on every request: computed once.
    expect((await get(contentApi.bonusValueExample)).body).toBe(res.body);
  });
});

describe('content API: search', () => {
  it('answers null below two characters and groups above', async () => {
    expect((await get(`${contentApi.search}?q=k`)).json()).toBeNull();
    const results = (await get(`${contentApi.search}?q=${encodeURIComponent('kasa yonetimi')}`)).json<SearchResults>();
    expect(results.groups.map((g) => g.key)).toEqual(['blogPosts', 'tactics']);
    expect(results.groups[1]?.hits[0]?.href).toBe('/kazanma-taktikleri/kasa-yonetimi-101');
  });
});

describe('content API: caching', () => {
  it('revalidates by the content version: 304 while nothing changed, new content right after a write', async () => {
    const first = await get(contentApi.casinos);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get(contentApi.casinos, { 'if-none-match': etag })).statusCode).toBe(304);

    await store.db.execute(sql`UPDATE casinos SET wagering_multiple = 45 WHERE slug = 'lalezar-casino'`);
    const after = await get(contentApi.casinos, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<Array<{ bonusDetails: { wagering: string } }>>()[0]?.bonusDetails.wagering).toBe('45x');
  });
});

describe('content API: scheduled entries', () => {
  it('shows a scheduled post when its time comes, with no write in between', async () => {
    await store.db.execute(
      sql`UPDATE blog_posts SET status = 'scheduled', publish_at = now() + interval '4 seconds' WHERE slug = 'kasa-yonetimi-temelleri'`,
    );
    expect((await get(contentApi.blogPost('kasa-yonetimi-temelleri'))).statusCode).toBe(404);
    const before = (await get(contentApi.blog)).headers.etag;
    await expect.poll(async () => (await get(contentApi.blogPost('kasa-yonetimi-temelleri'))).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await get(contentApi.blog)).headers.etag).not.toBe(before);
  }, 30_000);
});

describe('content API: store outage', () => {
  it('answers 503 with a Turkish message when the store cannot be read', async () => {
    const broken = await pgliteDriver.open('seeded');
    const server = await apiOf(broken);
    await broken.close();
    const res = await server.inject({ method: 'GET', url: contentApi.casinos });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: STORE_UNAVAILABLE });
    await server.close();
    // Opening a second embedded database takes seconds on a loaded machine.
  }, 60_000);
});

describe("the README's public API list", () => {
  it('names exactly the routes the content API registers', async () => {
    const server = await storeServer(store);
    const registered: string[] = [];
    server.addHook('onRoute', (route) => {
      if (route.method === 'GET' || (Array.isArray(route.method) && route.method.includes('GET'))) registered.push(route.url);
    });
    await server.register(contentApiRoutes);
    await server.ready();
    await server.close();
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const item = readme.slice(readme.indexOf('- **Public API**'));
    // The list runs from the end of the bullet's parenthesis to its first sentence after it.
    const listed = item.slice(item.indexOf('):') + 2, item.indexOf('Only published entries'));
    // `casinos/<slug>` and `/api/content/casinos/:slug` are one route; a query is a form of its route.
    const shape = (path: string) => path.replace(/\?.*$/, '').replace(/<[^>]+>|:\w+/g, '*');
    const documented = new Set([...listed.matchAll(/`([^`]+)`/g)].map((match) => `${contentApiBase}/${shape(match[1] ?? '')}`));
    expect([...documented].sort()).toEqual([...new Set(registered.map(shape))].sort());
  });
});
