/**
 * The games list's filters, orders and facets and a game's RTP rank, on the seed. Expected lists are read off the
 * games' Markdown by hand, or worked out from the Markdown (`readBuiltInContent`, not the database) where a whole
 * order is compared; names are ordered by the Turkish collator (`compareTurkish`), not by the SQL under test.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareTurkish, type GameFilters } from 'shared-data';
import { readBuiltInContent } from '../content-source.ts';
import type { Store } from '../database.ts';
import * as t from '../schema.ts';
import { markdownFiles } from '../testing/seeded.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { findGame, gameFacets, gameFeatureExists, listGames } from './games.ts';

const seed = readBuiltInContent().games.sort((a, b) => a.id - b.id);
const noFilters: GameFilters = { rtpMin: null, rtpMax: null, volatility: null, feature: null, year: null, sort: null };

describe.each(testDrivers())('games list filters on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
    return () => store.close();
  }, 60_000);

  const list = (filters: Partial<GameFilters>, page = 1, extra: { search?: string; provider?: string } = {}) =>
    listGames(store.db, { page, search: '', provider: '', ...noFilters, ...filters, ...extra });
  const names = async (filters: Partial<GameFilters>, page = 1) => (await list(filters, page)).items.map((g) => g.name);
  /** Every page of a list, in order. */
  async function allNames(filters: Partial<GameFilters>): Promise<string[]> {
    const first = await list(filters);
    const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => list(filters, i + 2)));
    return [first, ...rest].flatMap((p) => p.items.map((g) => g.name));
  }

  it('keeps games whose RTP lies in the range, bounds included, and reads a range given the wrong way round', async () => {
    // RTP 98 % and up in the seed, highest first (Mega Joker and Book of 99 tie at 99,00 %: catalogue order).
    const highest = ['Infinite Blackjack', 'Mega Joker', 'Book of 99', 'Baccarat (Ezugi)', 'Lightning Baccarat', 'Free Bet Blackjack', 'Blood Suckers'];
    expect(await names({ rtpMin: 98, rtpMax: 100, sort: 'rtp' })).toEqual(highest);
    expect(await names({ rtpMin: 100, rtpMax: 98, sort: 'rtp' })).toEqual(highest);
    expect(await names({ rtpMin: 96.48, rtpMax: 96.48 })).toEqual(['Sweet Bonanza']);
    // Below 94 %: Lucky 7 (92,31) and Mega Moolah (88,12).
    expect(await names({ rtpMax: 94 })).toEqual(['Mega Moolah', 'Lucky 7']);
  });

  it('filters by volatility, by a feature exactly as stored and by release year', async () => {
    expect(await names({ volatility: 'Düşük' })).toEqual([
      'Starburst', 'Blood Suckers', 'Infinite Blackjack', 'Free Bet Blackjack', 'Baccarat (Ezugi)', 'Dragon Tiger', 'Lucky 7', 'Andar Bahar',
    ]);
    // 'Megaways (46.656 Yola Kadar)' of Temple Tumble Megaways is another feature.
    expect(await names({ feature: 'Megaways' })).toEqual([
      'The Dog House Megaways', 'Great Rhino Megaways', 'Buffalo King Megaways', 'Madame Destiny Megaways', "Gonzo's Quest Megaways", 'Piggy Riches Megaways',
    ]);
    expect(await names({ year: 2023 })).toEqual(['Gates of Olympus 1000', 'Le Bandit', 'Funky Time']);
    expect((await list({ year: 1999 })).total).toBe(0);
  });

  it('combines the filters with the search text and the provider', async () => {
    const filters: Partial<GameFilters> = { volatility: 'Yüksek', feature: 'Bonus Satın Alma', rtpMin: 96.5, sort: 'rtp' };
    expect(await names(filters)).toEqual([
      'Big Bass Splash', 'Great Rhino Megaways', 'Madame Destiny Megaways', 'The Dog House Megaways', 'Buffalo King Megaways', 'Gates of Olympus', 'Sugar Rush', 'Starlight Princess',
    ]);
    const megaways = await list({ ...filters, feature: 'Megaways' }, 1, { search: 'megaways', provider: 'pragmatic-play' });
    expect(megaways.items.map((g) => g.name)).toEqual(['Great Rhino Megaways', 'Madame Destiny Megaways', 'The Dog House Megaways', 'Buffalo King Megaways']);
    expect(megaways).toMatchObject({ total: 4, provider: 'pragmatic-play', catalogTotal: markdownFiles('games') });
  });

  it('pages a filtered list and clamps a page past its end', async () => {
    const orta = seed.filter((g) => g.volatility === 'Orta').map((g) => g.name);
    const second = await list({ volatility: 'Orta' }, 2);
    expect(second).toMatchObject({ page: 2, pageCount: Math.ceil(orta.length / 16), total: orta.length });
    expect(second.items.map((g) => g.name)).toEqual(orta.slice(16, 32));
    expect((await list({ year: 2023 }, 5)).page).toBe(1);
  });

  it('orders by name as the Turkish collator does, across every page', async () => {
    const expected = seed.map((g) => g.name).sort(compareTurkish);
    expect(await allNames({ sort: 'ad' })).toEqual(expected);
    // By hand: numbers by value, so 9 Masks of Fire comes before 20 Super Hot.
    expect(expected.slice(0, 3)).toEqual(['9 Masks of Fire', '20 Super Hot', '40 Super Hot']);
  });

  it('orders by RTP, highest first, and by year, newest first, ties in catalogue order', async () => {
    const byRtp = [...seed].sort((a, b) => b.rtp - a.rtp || a.id - b.id).map((g) => g.name);
    expect(await allNames({ sort: 'rtp' })).toEqual(byRtp);
    expect(byRtp.at(-1)).toBe('Mega Moolah');
    const byYear = [...seed].sort((a, b) => b.year - a.year || a.id - b.id).map((g) => g.name);
    expect(await allNames({ sort: 'yil' })).toEqual(byYear);
    expect(byYear.slice(0, 4)).toEqual(['Sweet Bonanza 1000', 'Gates of Olympus 1000', 'Le Bandit', 'Funky Time']);
  });

  it("offers the public games' features with their counts in Turkish order, and their years newest first", async () => {
    const facets = await gameFacets(store.db);
    expect(facets.total).toBe(107);
    expect(facets.years).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2006]);
    expect(facets.features).toHaveLength(new Set(seed.flatMap((g) => g.features)).size);
    expect(facets.features.map((f) => f.name)).toEqual(facets.features.map((f) => f.name).sort(compareTurkish));
    const counts = Object.fromEntries(facets.features.map((f) => [f.name, f.games]));
    expect(counts).toMatchObject({ 'Bedava Dönüş': 39, 'Bonus Satın Alma': 26, Megaways: 6, 'Canlı Krupiye': 7 });
    expect(await gameFeatureExists(store.db, 'Megaways')).toBe(true);
    expect(await gameFeatureExists(store.db, 'megaways')).toBe(false);
    expect(await gameFeatureExists(store.db, 'Uçan Halı')).toBe(false);
  });

  it("ranks a game's RTP among the public games, ties sharing a rank", async () => {
    const rank = async (slug: string) => (await findGame(store.db, slug))?.rtpRank;
    // Sweet Bonanza (96,48 %): 44 games above it, 62 below, none level.
    expect(await rank('sweet-bonanza')).toEqual({ rank: 45, total: 107, lower: 62 });
    // Gates of Olympus (96,50 %) shares its RTP with six others: 37 above, 63 below.
    expect(await rank('gates-of-olympus')).toEqual({ rank: 38, total: 107, lower: 63 });
    expect(await rank('infinite-blackjack')).toEqual({ rank: 1, total: 107, lower: 106 });
    expect(await rank('mega-moolah')).toEqual({ rank: 107, total: 107, lower: 0 });
  });

  it('sorts Turkish names by the Turkish alphabet, and leaves drafts out of the facets and the ranks', async () => {
    const [provider] = await store.db.select({ id: t.providers.id }).from(t.providers).where(eq(t.providers.slug, 'amatic'));
    const added = ['Şans Topu', 'Öküz Arabası', 'Oyun 10', 'İstanbul Gecesi', 'Çılgın Çark', 'Ihlamur', 'Sihirli Lamba', 'Oyun 9', 'Cadı Kazanı', 'Üzüm Bağı', 'Ufuk'];
    await store.db.insert(t.games).values(
      added.map((name, i) => ({
        slug: `tr-${i}`,
        name,
        providerId: provider?.id ?? 0,
        rtp: 90,
        volatility: 'Orta' as const,
        features: ['Deneme Özelliği'],
        year: 2001,
        coverUrl: '/images/games/tr.webp',
      })),
    );
    // The Turkish alphabet by hand: c ç ... ı i ... o ö ... s ş ... u ü; numbers by value.
    const byHand = ['Cadı Kazanı', 'Çılgın Çark', 'Ihlamur', 'İstanbul Gecesi', 'Oyun 9', 'Oyun 10', 'Öküz Arabası', 'Sihirli Lamba', 'Şans Topu', 'Ufuk', 'Üzüm Bağı'];
    expect([...added].sort(compareTurkish)).toEqual(byHand);
    expect(await names({ feature: 'Deneme Özelliği', sort: 'ad' })).toEqual(byHand);

    await store.db.update(t.games).set({ status: 'draft' }).where(eq(t.games.slug, 'infinite-blackjack'));
    expect(await findGame(store.db, 'sweet-bonanza').then((d) => d?.rtpRank)).toEqual({ rank: 44, total: 117, lower: 73 });
    const facets = await gameFacets(store.db);
    expect(facets.years).toContain(2001);
    expect(facets.features.find((f) => f.name === 'Canlı Krupiye')?.games).toBe(6);
  });
});
