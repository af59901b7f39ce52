import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex, searchContent } from 'shared-data';
import { readBuiltInContent } from '../content-source.ts';
import type { Store } from '../database.ts';
import * as t from '../schema.ts';
import { markdownFiles } from '../testing/seeded.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { findBlogPost, findPage, findTactic, listBlogPosts, listTactics } from './articles.ts';
import { listBonusEntries, listCasinos, listPublicCasinos } from './casinos.ts';
import { findGame, findProvider, listGames } from './games.ts';
import { listGameProviders, listProviders } from './providers.ts';
import { searchStore } from './search.ts';
import { contentCounts } from './site.ts';
import { publicSlugExists } from './sitemap.ts';

describe.each(testDrivers())('public reads on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
    return () => store.close();
  }, 60_000);

  it('ranks three casinos with their ratings and wagering, and the popup list holds five', async () => {
    const casinos = await listCasinos(store.db);
    expect(casinos.map((c) => [c.rating, c.bonusDetails.wagering])).toEqual([
      [4.9, '30x'],
      [4.8, '35x'],
      [4.7, 'Yok'],
    ]);
    expect(casinos[0]?.investmentBonus).toBe("10.000 TL'ye kadar");
    // The typed terms of the demo data (store/demo-casinos.ts and store/seed.ts): 250 TL at 30x on the bonus.
    expect(casinos[0]?.terms).toMatchObject({ bonusAmount: 250, wageringMultiple: 30, wageringBase: 'bonus', minDeposit: 100, maxBet: 50, daysToComplete: 30 });
    const entries = await listBonusEntries(store.db);
    expect(entries.map((c) => c.slug)).toEqual(['lalezar-casino', 'nebula-bet', 'fjord-spins', 'zumrut-palace', 'atlas-vegas']);
    // The public reads name a casino by its slug only: its affiliate URL stays in the store, behind /git/.
    expect(JSON.stringify([casinos, entries])).not.toContain('git.example');
  });

  it('grades every seeded offer from its terms, free-spin offers included', async () => {
    // Worked by hand from the bands (grade.ts; grade.test.ts 'the seeded offers' writes out each sum), the dollar at the
    // seed's 42 TL: Lalezar 31 ÷ 9 → B; Nebula 26 ÷ 9 → C; Fjord (5 spins, no wagering) 34 ÷ 9 → A; Zümrüt (a 100 %
    // match on 200 TL, 70× the bonus, sticky) 17 ÷ 9 → E; Atlas (100 spins at 30× their winnings, 20 USD = 840 TL
    // minimum deposit) 27 ÷ 9 → B.
    const expected = [
      ['lalezar-casino', 'B', 3.44, []],
      ['nebula-bet', 'C', 2.89, []],
      ['fjord-spins', 'A', 3.78, []],
      ['zumrut-palace', 'E', 1.89, ['depositWagering', 'stickyBonus']],
      ['atlas-vegas', 'B', 3, []],
    ];
    const grades = (casinos: Array<{ slug: string; grade?: { grade: string; score: number; flags: readonly string[] } }>) =>
      casinos.map(({ slug, grade }) => [slug, grade?.grade, grade?.score, grade?.flags]);
    expect(grades(await listPublicCasinos(store.db))).toEqual(expected);
    // The home page's ranking holds the first three, graded alike.
    expect(grades(await listCasinos(store.db))).toEqual(expected.slice(0, 3));
  });

  it('pages the games 16 at a time and clamps a page past the end to the last one', async () => {
    const total = markdownFiles('games');
    const lastPage = Math.ceil(total / 16);
    const last = await listGames(store.db, { page: 999_999, search: '', provider: '' });
    expect(last.page).toBe(lastPage);
    expect(last.items).toHaveLength(total - (lastPage - 1) * 16);
    const first = await listGames(store.db, { page: 1, search: '', provider: '' });
    expect(first.items).toHaveLength(16);
  });

  it('filters games by Turkish-folded name and by provider, and ignores an unknown provider', async () => {
    const dead = await listGames(store.db, { page: 1, search: 'BOOK OF DEAD', provider: 'play-n-go' });
    expect(dead.items.map((g) => g.name)).toEqual(['Book of Dead']);
    const unknown = await listGames(store.db, { page: 1, search: '', provider: 'no-such-studio' });
    expect(unknown.provider).toBeNull();
    expect(unknown.total).toBe(markdownFiles('games'));
    // LIKE wildcards typed by a reader are plain characters, not patterns.
    expect((await listGames(store.db, { page: 1, search: '%%', provider: '' })).total).toBe(0);
    expect((await listGames(store.db, { page: 1, search: '__', provider: '' })).total).toBe(0);
  });

  it('finds a game with its sanitised body, its provider and up to four other games of that provider', async () => {
    const detail = await findGame(store.db, 'gates-of-olympus');
    expect(detail?.game.name).toBe('Gates of Olympus');
    expect(detail?.game.rtp).toBe(96.5);
    expect(detail?.provider?.name).toBe('Pragmatic Play');
    expect(detail?.others).toHaveLength(4);
    expect(detail?.others.every((g) => g.provider === 'pragmatic-play' && g.slug !== 'gates-of-olympus')).toBe(true);
    expect(detail?.game.body.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(await findGame(store.db, 'no-such-game')).toBeNull();
  });

  it('lists blog posts newest first with Turkish dates, and finds posts, tactics and providers by slug', async () => {
    const blog = await listBlogPosts(store.db, 1);
    expect(blog.items).toHaveLength(16);
    const dates = blog.items.map((p) => p.isoDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(blog.items[0]?.date).toMatch(/^\d{1,2} (Temmuz|Ağustos) 2024$/);
    expect((await findBlogPost(store.db, 'kasa-yonetimi-temelleri'))?.title).toMatch(/^Kasa Yönetimi Temelleri/);
    expect((await findTactic(store.db, 'martingale-sistemi'))?.category).toBe('Matematiksel ve Stratejik Sistemler');
    const tactics = await listTactics(store.db, 4);
    expect(tactics.items).toHaveLength(markdownFiles('tactics') - 48);
    const provider = await findProvider(store.db, 'ezugi', 1);
    expect(provider?.games.items.map((g) => g.type).every((type) => type === 'live')).toBe(true);
  });

  it('counts public entries per collection and the games of each provider', async () => {
    expect(await contentCounts(store.db)).toEqual({
      casinos: 3,
      games: markdownFiles('games'),
      providers: markdownFiles('providers'),
      blogPosts: markdownFiles('blog'),
      tactics: markdownFiles('tactics'),
    });
    const providers = await listProviders(store.db);
    const ezugiGames = readBuiltInContent().games.filter((g) => g.provider === 'ezugi').length;
    expect(providers.find((p) => p.id === 'ezugi')?.gameCount).toBe(ezugiGames);
    expect(providers.reduce((sum, p) => sum + p.gameCount, 0)).toBe(markdownFiles('games'));
  });

  it('gives a post its neighbours and a tactic others of its category as related reading', async () => {
    const newestFirst = (await listBlogPosts(store.db, 1)).items;
    const third = newestFirst[2];
    const post = await findBlogPost(store.db, third?.slug ?? '');
    expect(post?.related.map((p) => p.slug)).toEqual([newestFirst[1]?.slug, newestFirst[3]?.slug, newestFirst[4]?.slug]);
    const tactic = await findTactic(store.db, 'martingale-sistemi');
    expect(tactic?.related).toHaveLength(3);
    expect(tactic?.related.every((r) => r.category === tactic.category && r.slug !== 'martingale-sistemi')).toBe(true);
  });

  it('holds the four static pages with their texts', async () => {
    const terms = await findPage(store.db, 'sartlar-ve-kosullar');
    expect(terms?.title).toBe('Şartlar ve Koşullar');
    expect(terms?.body.headings.map((h) => h.text)).toContain('Üçüncü Taraf Casinolar');
    const help = await findPage(store.db, 'sorumlu-oyun');
    expect(help?.body.html).toContain('Yeşilay Danışmanlık Hattı 115');
    expect(help?.body.html).toContain('YEDAM');
    // The advertising page's text names no channel of its own: the page shows the settings' channels beside it.
    const advertising = await findPage(store.db, 'reklam');
    expect(advertising?.body.headings.map((h) => h.text)).toEqual(['Neler Sunuyoruz?']);
    expect(advertising?.body.html).not.toContain('mailto:');
    expect(await findPage(store.db, 'yok')).toBeNull();
  });

  it('knows which public slugs exist', async () => {
    expect(await publicSlugExists(store.db, 'games', 'gates-of-olympus')).toBe(true);
    expect(await publicSlugExists(store.db, 'providers', 'gates-of-olympus')).toBe(false);
    expect(await publicSlugExists(store.db, 'blogPosts', 'kasa-yonetimi-temelleri')).toBe(true);
    expect(await publicSlugExists(store.db, 'tactics', 'yok-boyle-bir-taktik')).toBe(false);
  });

  it('orders providers by the Turkish alphabet and offers only providers with games in the dropdown', async () => {
    const names = (await listProviders(store.db)).map((p) => p.name);
    expect(names).toHaveLength(markdownFiles('providers'));
    expect([...names].sort((a, b) => a.localeCompare(b, 'tr'))).toEqual(names);
    const withGames = await listGameProviders(store.db);
    expect(withGames.length).toBeGreaterThan(10);
    expect(withGames.length).toBeLessThan(names.length);
  });

  it('searches on the server with the rules of the in-browser search, hit for hit', async () => {
    expect(await searchStore(store.db, 'k')).toBeNull();
    const handWorked = await searchStore(store.db, 'KASA YÖNETİMİ');
    expect(handWorked?.groups.find((g) => g.key === 'tactics')?.hits[0]?.id).toBe('kasa-yonetimi-101');
    const content = readBuiltInContent();
    const index = createSearchIndex({ ...content, providers: content.providers });
    for (const query of ['bo', 'kasa yonetimi', 'ış', "play'n", 'megaways', 'BONANZA', 'cevrim', 'çevrim', 'live', 'ruLet', 'book of', 'zz', 'an', '%a']) {
      expect(await searchStore(store.db, query), query).toEqual(searchContent(index, query));
    }
  });

  it('keeps drafts and entries whose publish time has not come out of every public read', async () => {
    await store.db.update(t.games).set({ status: 'draft' }).where(eq(t.games.slug, 'book-of-dead'));
    await store.db
      .update(t.blogPosts)
      .set({ publishAt: sql`now() + interval '1 day'` })
      .where(eq(t.blogPosts.slug, 'kasa-yonetimi-temelleri'));
    try {
      expect(await findGame(store.db, 'book-of-dead')).toBeNull();
      expect((await listGames(store.db, { page: 1, search: 'book of dead', provider: '' })).total).toBe(0);
      const search = await searchStore(store.db, 'book of dead');
      expect(search?.groups.find((g) => g.key === 'games')).toBeUndefined();
      expect(await findBlogPost(store.db, 'kasa-yonetimi-temelleri')).toBeNull();
    } finally {
      await store.db.update(t.games).set({ status: 'published' }).where(eq(t.games.slug, 'book-of-dead'));
      await store.db.update(t.blogPosts).set({ publishAt: sql`now()` }).where(eq(t.blogPosts.slug, 'kasa-yonetimi-temelleri'));
    }
  });
});
