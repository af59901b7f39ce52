import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import * as t from '../schema.ts';
import { markdownFiles } from '../testing/seeded.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { adminBlogPosts, adminCasinos, adminGames, adminProviders } from './admin-reads.ts';

describe.each(testDrivers())('admin reads on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
    return () => store.close();
  }, 60_000);

  it('lists every entry to the admin, drafts included, with its status', async () => {
    await store.db.update(t.games).set({ status: 'draft' }).where(eq(t.games.slug, 'wolf-gold'));
    try {
      const games = await adminGames(store.db);
      expect(games).toHaveLength(markdownFiles('games'));
      expect(games.find((g) => g.slug === 'wolf-gold')?.status).toBe('draft');
      expect(games.find((g) => g.slug === 'sweet-bonanza')).toMatchObject({ status: 'published', provider: 'pragmatic-play' });
      expect(games[0]?.publishAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const casinos = await adminCasinos(store.db);
      expect(casinos.map((c) => [c.rank, c.inRanking])).toEqual([[1, true], [2, true], [3, true], [4, false], [5, false]]);
      expect((await adminProviders(store.db)).reduce((sum, p) => sum + p.gameCount, 0)).toBe(markdownFiles('games'));
      expect(await adminBlogPosts(store.db)).toHaveLength(markdownFiles('blog'));
    } finally {
      await store.db.update(t.games).set({ status: 'published' }).where(eq(t.games.slug, 'wolf-gold'));
    }
  });
});
