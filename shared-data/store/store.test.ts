import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from 'shared-data';
import { queryRows, type Store } from './database.ts';
import { prepareStore } from './migrate.ts';
import { findPage } from './reads/articles.ts';
import { findCasino, listCasinos } from './reads/casinos.ts';
import { findGame } from './reads/games.ts';
import { contentVersion } from './reads/site.ts';
import { reseed } from './seed.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import * as t from './schema.ts';
import { markdownFiles } from './testing/seeded.ts';
import { testDrivers } from './testing/test-stores.ts';

describe.each(testDrivers())('store on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    // The first start itself, not a copy of the run's seeded template: an empty database is migrated and seeded.
    store = await driver.open();
    expect((await prepareStore(store)).seeded).toBe(true);
    return () => store.close();
  }, 60_000);

  it('migrates and seeds once: a second start changes nothing', async () => {
    const before = await contentVersion(store.db);
    const again = await prepareStore(store);
    expect(again.seeded).toBe(false);
    expect(await contentVersion(store.db)).toBe(before);
  });

  it('adds to a database seeded by an earlier release only the seed steps added since, once', async () => {
    // As a database seeded before the static pages moved into the store: no pages, one seed step done.
    await store.db.execute(sql`DELETE FROM pages`);
    await store.db.execute(sql`UPDATE content_meta SET seed_version = 0`);
    const gamesBefore = await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM games`);
    expect((await prepareStore(store)).seeded).toBe(true);
    expect((await findPage(store.db, 'gizlilik-politikasi'))?.title).toBe('Gizlilik Politikası');
    expect(await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM games`)).toEqual(gamesBefore);
    // A page the operator removes afterwards is not brought back by the next start.
    await store.db.execute(sql`DELETE FROM pages WHERE slug = 'reklam'`);
    expect((await prepareStore(store)).seeded).toBe(false);
    expect(await findPage(store.db, 'reklam')).toBeNull();
    await reseed(store.db);
    expect((await findPage(store.db, 'reklam'))?.title).toBe('Reklam ve İş Birliği');
  });

  it("gives the demo offers the terms their reviews state, and keeps an operator's own on a later start", async () => {
    const terms = async (slug: string) => (await findCasino(store.db, slug))?.terms;
    // Zümrüt Palace's review: a sticky bonus, 1 TL a spin at least, slots 100 %, tables and live 10 %, 50 spins of
    // 1 TL on Wolf Gold whose winnings are wagered 35 times up to 500 TL.
    expect(await terms('zumrut-palace')).toMatchObject({
      bonusType: 'sticky',
      minStake: 1,
      slotContribution: 100,
      tableContribution: 10,
      liveContribution: 10,
      freeSpins: 50,
      freeSpinValue: 1,
      freeSpinWagering: 35,
      freeSpinMaxCashout: 500,
      freeSpinsFirst: false,
    });
    expect((await findCasino(store.db, 'zumrut-palace'))?.freeSpinGame).toEqual({ slug: 'wolf-gold', name: 'Wolf Gold', provider: 'pragmatic-play' });
    // Fjord Spins: spins without wagering, no minimum stake.
    expect(await terms('fjord-spins')).toMatchObject({ minStake: null, freeSpinValue: 0.2, freeSpinWagering: null });

    // An operator's minimum stake survives the step when a database seeded before it starts again.
    await store.db.execute(sql`UPDATE casinos SET min_stake = 2 WHERE slug = 'lalezar-casino'`);
    // Back to before the terms step (the second to last), so it runs again with the steps after it.
    await store.db.execute(sql`UPDATE content_meta SET seed_version = seed_version - 2`);
    expect((await prepareStore(store)).seeded).toBe(true);
    expect((await terms('lalezar-casino'))?.minStake).toBe(2);
  });

  it('holds every built-in entry: one row per Markdown file, and the five demo casinos', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      store.db,
      sql`SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM providers) AS providers,
        (SELECT count(*)::int FROM blog_posts) AS blog, (SELECT count(*)::int FROM tactics) AS tactics, (SELECT count(*)::int FROM casinos) AS casinos`,
    );
    expect(counts).toEqual({
      games: markdownFiles('games'),
      providers: markdownFiles('providers'),
      blog: markdownFiles('blog'),
      tactics: markdownFiles('tactics'),
      casinos: 5,
    });
  });

  it('folds names in SQL exactly as the TypeScript search folds them', async () => {
    const rows = await store.db
      .select({ name: t.games.name, folded: t.games.nameFolded })
      .from(t.games)
      .union(store.db.select({ name: t.providers.name, folded: t.providers.nameFolded }).from(t.providers))
      .union(store.db.select({ name: t.blogPosts.title, folded: t.blogPosts.titleFolded }).from(t.blogPosts))
      .union(store.db.select({ name: t.tactics.title, folded: t.tactics.titleFolded }).from(t.tactics));
    expect(rows.length).toBeGreaterThan(250);
    for (const row of rows) expect(row.folded, row.name).toBe(foldSearchText(row.name));
  });

  it('bumps the content version with every write, plain SQL included, and reads show the change at once', async () => {
    const before = await contentVersion(store.db);
    await store.db.execute(sql`UPDATE games SET name = 'Gates of Olympus 1000' WHERE slug = 'gates-of-olympus'`);
    expect(await contentVersion(store.db)).toBe(before + 1);
    expect((await findGame(store.db, 'gates-of-olympus'))?.game.name).toBe('Gates of Olympus 1000');
    await store.db.execute(sql`UPDATE casinos SET wagering_multiple = 40 WHERE slug = 'lalezar-casino'`);
    expect((await listCasinos(store.db))[0]?.bonusDetails.wagering).toBe('40x');
    expect(await contentVersion(store.db)).toBe(before + 2);
  });

  it('tells listeners of a write', async () => {
    const seen: number[] = [];
    const stop = await store.listen((version) => seen.push(version));
    try {
      await store.db.execute(sql`UPDATE tactics SET excerpt = excerpt || '.' WHERE slug = 'martingale-sistemi'`);
      const expected = await contentVersion(store.db);
      await expect.poll(() => seen.at(-1), { timeout: 5_000 }).toBe(expected);
    } finally {
      await stop();
    }
  });

  it('refuses a duplicate slug, a provider delete that would orphan games, and an RTP over 100', async () => {
    await expect(store.db.execute(sql`INSERT INTO providers (slug, name, logo_url) VALUES ('ezugi', 'Ezugi 2', '/x.webp')`)).rejects.toThrow();
    await expect(store.db.execute(sql`DELETE FROM providers WHERE slug = 'ezugi'`)).rejects.toThrow();
    await expect(store.db.execute(sql`UPDATE games SET rtp = 100.5 WHERE slug = 'gates-of-olympus'`)).rejects.toThrow();
  });

  it('stores only sanitised article HTML', async () => {
    const rows = await store.db.select({ html: t.blogPosts.bodyHtml }).from(t.blogPosts);
    for (const row of rows) expect(sanitizeArticleHtml(row.html)).toBe(row.html);
    expect(rows.some((row) => /<script|onerror=|javascript:/i.test(row.html))).toBe(false);
  });
});
