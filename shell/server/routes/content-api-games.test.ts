/** The games list's filters and orders through the content API, its facets and a game's RTP rank. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi, type GameDetail, type GameFacets, type GameList } from 'shared-data';
import { type Store } from '@shared-data/store';
import { storeServer } from '../site-test-utils.ts';
import { contentApiRoutes } from './content-api.ts';
import { pgliteDriver } from '@shared-data/store/testing';

let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
  app = await storeServer(store);
  await app.register(contentApiRoutes);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const names = async (query: string) => (await get(`${contentApi.games}?${query}`)).json<GameList>().items.map((g) => g.name);

describe('content API: games filters', () => {
  it('filters by volatility and orders by RTP, highest first', async () => {
    // The eight low-volatility games of the seed, by RTP.
    expect(await names('volatilite=dusuk&sirala=rtp')).toEqual([
      'Infinite Blackjack', 'Baccarat (Ezugi)', 'Free Bet Blackjack', 'Blood Suckers', 'Andar Bahar', 'Dragon Tiger', 'Starburst', 'Lucky 7',
    ]);
  });

  it('reads RTP bounds with a comma, in either order, and clamps them into 0-100', async () => {
    // 98,5-99,5 %: Mega Joker 99,00, Infinite Blackjack 99,47, Lightning Baccarat 98,76, Baccarat (Ezugi) 98,94, Book of 99 99,00.
    const range = ['Mega Joker', 'Infinite Blackjack', 'Lightning Baccarat', 'Baccarat (Ezugi)', 'Book of 99'];
    expect(await names('rtp-min=98,5&rtp-max=99,5')).toEqual(range);
    expect(await names('rtp-min=99.5&rtp-max=98.5')).toEqual(range);
    const all = (await get(`${contentApi.games}?rtp-min=-5&rtp-max=250`)).json<GameList>();
    expect(all.total).toBe(all.catalogTotal);
  });

  it('filters by a feature (its name as stored) and a year, and pages the result', async () => {
    expect(await names(`ozellik=${encodeURIComponent('Canlı Krupiye')}&yil=2019`)).toEqual(['Teen Patti', 'Andar Bahar']);
    const buy = (await get(`${contentApi.games}?ozellik=${encodeURIComponent('Bonus Satın Alma')}&sayfa=2`)).json<GameList>();
    // 26 games can buy their bonus: the second page holds the last 10.
    expect(buy).toMatchObject({ page: 2, pageCount: 2, total: 26 });
    expect(buy.items).toHaveLength(10);
  });

  it.each([
    ['rtp-min=abc', 'RTP sınırı bir sayı olmalıdır (örneğin 96,5 veya 96.5).'],
    ['rtp-max=96,5,1', 'RTP sınırı bir sayı olmalıdır (örneğin 96,5 veya 96.5).'],
    ['volatilite=cok', 'Volatilite dusuk, orta, yuksek veya cok-yuksek olmalıdır.'],
    [`ozellik=${'x'.repeat(101)}`, 'Özellik en fazla 100 karakter olabilir.'],
    [`ozellik=${encodeURIComponent('Uçan Halı')}`, 'Bu özelliğe sahip oyun yok; oyunların özellikleri /api/content/game-facets adresinde listelenir.'],
    ['yil=19', 'Yıl dört haneli bir sayı olmalıdır (örneğin 2021).'],
    ['sirala=fiyat', 'Sıralama ad, rtp veya yil olmalıdır.'],
    ['sirala=rtp&sirala=ad', 'İstek parametreleri geçersiz.'],
  ])('refuses %s with 400 and a Turkish message', async (query, error) => {
    const res = await get(`${contentApi.games}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error });
  });

  it('ignores the filters on the lists that do not read them', async () => {
    const res = await get(`${contentApi.blog}?volatilite=cok&sirala=fiyat`);
    expect(res.statusCode).toBe(200);
  });
});

describe('content API: game facets and RTP rank', () => {
  it("lists the public games' features with their counts and their years", async () => {
    const facets = (await get(contentApi.gameFacets)).json<GameFacets>();
    expect(facets.total).toBe(107);
    expect(facets.years.slice(0, 3)).toEqual([2024, 2023, 2022]);
    expect(facets.features.find((f) => f.name === 'Megaways')).toEqual({ name: 'Megaways', games: 6 });
  });

  it("gives a game's rank among the public games by RTP", async () => {
    const detail = (await get(contentApi.game('sweet-bonanza'))).json<GameDetail>();
    // 96,48 %: 44 of the 107 games pay back more, 62 less.
    expect(detail.rtpRank).toEqual({ rank: 45, total: 107, lower: 62 });
  });
});
