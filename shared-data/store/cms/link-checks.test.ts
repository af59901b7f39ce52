import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../database.ts';
import { lastLinkCheckAt, linkCheckTargets, linkHealth, saveLinkCheck, type LinkCheck } from './link-checks.ts';
import { testDrivers } from '../testing/test-stores.ts';

/** A good HEAD check of `casinoId`'s URL `url`, unless told otherwise. */
const check = (casinoId: number, url: string, extra: Partial<LinkCheck> = {}): LinkCheck => ({
  casinoId,
  checkedAt: '2026-11-25T09:00:00.000Z',
  url,
  status: 'ok',
  httpStatus: 200,
  method: 'HEAD',
  finalUrl: url,
  redirects: 0,
  durationMs: 120,
  message: 'Bağlantı çalışıyor.',
  ...extra,
});

describe.each(testDrivers())('link checks on $name', (driver) => {
  let store: Store;
  let lalezar: { id: number; url: string };
  beforeAll(async () => {
    store = await driver.open('seeded');
    const [row] = await queryRows<{ id: number; affiliate_url: string }>(
      store.db,
      sql`SELECT id, affiliate_url FROM casinos WHERE slug = 'lalezar-casino'`,
    );
    if (!row) throw new Error('the seed has no lalezar-casino');
    lalezar = { id: row.id, url: row.affiliate_url };
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM link_checks`);
  });

  describe('linkCheckTargets', () => {
    it('lists every casino in ranking order, drafts and casinos without a URL included', async () => {
      await store.db.execute(sql`UPDATE casinos SET status = 'draft', affiliate_url = '' WHERE slug = 'nebula-bet'`);
      try {
        const targets = await linkCheckTargets(store.db);
        const ranked = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM casinos ORDER BY rank, id`);
        expect(targets.map((target) => target.id)).toEqual(ranked.map((row) => row.id));
        expect(targets.find((target) => target.slug === 'nebula-bet')).toMatchObject({ status: 'draft', affiliateUrl: '' });
        expect(targets.find((target) => target.id === lalezar.id)).toEqual({
          id: lalezar.id,
          name: 'Lalezar Casino',
          slug: 'lalezar-casino',
          status: 'published',
          affiliateUrl: lalezar.url,
        });
      } finally {
        await store.db.execute(sql`UPDATE casinos SET status = 'published', affiliate_url = 'https://git.example/nebula' WHERE slug = 'nebula-bet'`);
      }
    });
  });

  describe('saveLinkCheck', () => {
    it('keeps one check per casino: the latest replaces the one before', async () => {
      await saveLinkCheck(store.db, check(lalezar.id, lalezar.url));
      await saveLinkCheck(
        store.db,
        check(lalezar.id, lalezar.url, {
          checkedAt: '2026-11-26T09:00:00.000Z',
          status: 'broken',
          httpStatus: 404,
          method: 'GET',
          finalUrl: 'https://git.example/yok',
          redirects: 2,
          durationMs: 340,
          message: 'Sunucu 404 döndü.',
        }),
      );
      const rows = await queryRows(store.db, sql`SELECT casino_id, status, http_status, method, redirects FROM link_checks`);
      expect(rows).toEqual([{ casino_id: lalezar.id, status: 'broken', http_status: 404, method: 'GET', redirects: 2 }]);
    });
  });

  describe('linkHealth', () => {
    it('gives every casino its latest check, and null before the first', async () => {
      const stored = check(lalezar.id, lalezar.url, { status: 'timeout', httpStatus: null, finalUrl: '', message: 'Zaman aşımı (8 sn).' });
      await saveLinkCheck(store.db, stored);
      const health = await linkHealth(store.db);
      expect(health).toHaveLength((await linkCheckTargets(store.db)).length);
      expect(health.find((entry) => entry.id === lalezar.id)).toMatchObject({ slug: 'lalezar-casino', check: stored, stale: false });
      expect(health.filter((entry) => entry.check === null)).toHaveLength(health.length - 1);
      expect(health.filter((entry) => entry.stale)).toEqual([]);
    });

    it('marks a check stale once the casino URL has changed since', async () => {
      await saveLinkCheck(store.db, check(lalezar.id, lalezar.url));
      await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'https://git.example/lalezar-yeni' WHERE id = ${lalezar.id}`);
      try {
        const entry = (await linkHealth(store.db)).find((e) => e.id === lalezar.id);
        expect(entry).toMatchObject({ affiliateUrl: 'https://git.example/lalezar-yeni', stale: true, check: { url: lalezar.url } });
      } finally {
        await store.db.execute(sql`UPDATE casinos SET affiliate_url = ${lalezar.url} WHERE id = ${lalezar.id}`);
      }
    });
  });

  describe('lastLinkCheckAt', () => {
    it('is null before any check, then the newest check of a casino that still exists', async () => {
      expect(await lastLinkCheckAt(store.db)).toBeNull();
      const [other] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM casinos WHERE id <> ${lalezar.id} ORDER BY id LIMIT 1`);
      await saveLinkCheck(store.db, check(lalezar.id, lalezar.url, { checkedAt: '2026-11-25T09:00:00.000Z' }));
      await saveLinkCheck(store.db, check(other?.id ?? 0, 'https://git.example/x', { checkedAt: '2026-11-25T10:30:00.000Z' }));
      // A check left behind by a deleted casino says nothing about the links there are.
      await saveLinkCheck(store.db, check(999_999, 'https://git.example/silindi', { checkedAt: '2026-12-01T00:00:00.000Z' }));
      expect(await lastLinkCheckAt(store.db)).toBe('2026-11-25T10:30:00.000Z');
    });
  });
});
