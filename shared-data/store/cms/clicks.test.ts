import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { affiliateTarget, clickCount, dailyClicks, purgeClicks, writeClicks, type ClickRecord } from './clicks.ts';
import { queryRows, type Store } from '../database.ts';
import { prepareStore } from '../migrate.ts';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../testing/test-stores.ts';

let serial = 0;
/** A human desktop click on casino 1 from the home page's featured card, unless told otherwise. */
const click = (iso: string, extra: Partial<ClickRecord> = {}): ClickRecord => ({
  clickId: `click-${++serial}`,
  at: Date.parse(iso),
  casinoId: 1,
  placement: 'one-cikan',
  pagePath: '/',
  device: 'desktop',
  isBot: false,
  ...extra,
});

describe.each(testDrivers())('clicks on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open();
    await prepareStore(store);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM clicks`);
    await store.db.execute(sql`DELETE FROM click_daily`);
  });

  describe('affiliateTarget', () => {
    it('gives a published casino its id, name and URL', async () => {
      const [row] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM casinos WHERE slug = 'lalezar-casino'`);
      expect(await affiliateTarget(store.db, 'lalezar-casino')).toEqual({ casinoId: row?.id, name: 'Lalezar Casino', affiliateUrl: 'https://git.example/lalezar' });
    });

    it('is null for an unknown slug, a draft, a casino scheduled for tomorrow, and one without a URL', async () => {
      expect(await affiliateTarget(store.db, 'yok-boyle-casino')).toBeNull();
      await store.db.execute(sql`UPDATE casinos SET status = 'draft' WHERE slug = 'nebula-bet'`);
      await store.db.execute(sql`UPDATE casinos SET status = 'scheduled', publish_at = now() + interval '1 day' WHERE slug = 'fjord-spins'`);
      await store.db.execute(sql`UPDATE casinos SET affiliate_url = '' WHERE slug = 'zumrut-palace'`);
      try {
        expect(await affiliateTarget(store.db, 'nebula-bet')).toBeNull();
        expect(await affiliateTarget(store.db, 'fjord-spins')).toBeNull();
        expect(await affiliateTarget(store.db, 'zumrut-palace')).toBeNull();
      } finally {
        await store.db.execute(
          sql`UPDATE casinos SET status = 'published', publish_at = now() - interval '1 day' WHERE slug IN ('nebula-bet', 'fjord-spins')`,
        );
        await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'https://git.example/zumrut' WHERE slug = 'zumrut-palace'`);
      }
    });
  });

  describe('writeClicks', () => {
    it('counts a click on the Istanbul day: 20:59:59Z is still the 24th there, 21:00:00Z is the 25th', async () => {
      expect(await writeClicks(store.db, [click('2026-11-24T20:59:59Z'), click('2026-11-24T21:00:00Z')])).toBe(2);
      expect(await dailyClicks(store.db, { from: '2026-11-24', to: '2026-11-25' })).toEqual([
        { day: '2026-11-24', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 1, bots: 0 },
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 1, bots: 0 },
      ]);
    });

    it('stores each click with its fields, and splits humans from bots per casino, placement and page', async () => {
      await writeClicks(store.db, [
        click('2026-11-25T10:00:00Z', { clickId: 'a', device: 'mobile' }),
        click('2026-11-25T10:00:01Z', { isBot: true }),
        click('2026-11-25T10:00:02Z', { isBot: true }),
        click('2026-11-25T10:00:03Z', { casinoId: 2, placement: 'tablo', pagePath: '/blog/x', device: 'tablet' }),
      ]);
      expect(await queryRows(store.db, sql`SELECT click_id, extract(epoch FROM at)::int AS at, casino_id, placement, page_path, device, is_bot FROM clicks WHERE click_id = 'a'`)).toEqual([
        { click_id: 'a', at: Date.parse('2026-11-25T10:00:00Z') / 1000, casino_id: 1, placement: 'one-cikan', page_path: '/', device: 'mobile', is_bot: false },
      ]);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 1, bots: 2 },
        { day: '2026-11-25', casinoId: 2, placement: 'tablo', pagePath: '/blog/x', humans: 1, bots: 0 },
      ]);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25', casinoId: 2 })).toHaveLength(1);
    });

    it('adds a later batch to the day already counted', async () => {
      await writeClicks(store.db, [click('2026-11-25T08:00:00Z'), click('2026-11-25T08:00:01Z', { isBot: true })]);
      await writeClicks(store.db, [click('2026-11-25T09:00:00Z'), click('2026-11-25T09:00:01Z'), click('2026-11-25T09:00:02Z', { isBot: true })]);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 3, bots: 2 },
      ]);
    });

    it('writes a batch larger than one statement, and counts a batch written twice once', async () => {
      const batch = Array.from({ length: 1_234 }, (_, i) => click('2026-11-25T12:00:00Z', { isBot: i % 2 === 0 }));
      expect(await writeClicks(store.db, batch)).toBe(1_234);
      expect(await writeClicks(store.db, batch)).toBe(0);
      expect(await clickCount(store.db)).toBe(1_234);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 617, bots: 617 },
      ]);
    });

    it('keeps nothing of a batch when the transaction fails', async () => {
      const bad = click('2026-11-25T12:00:00Z', { device: 'watch' as ClickRecord['device'] });
      await expect(writeClicks(store.db, [click('2026-11-25T12:00:00Z'), bad])).rejects.toThrow();
      expect(await clickCount(store.db)).toBe(0);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    });
  });

  describe('purgeClicks', () => {
    it('removes raw clicks older than the retention and keeps the daily aggregates', async () => {
      const now = new Date('2026-11-25T12:00:00Z');
      // 400 days before now is 2025-10-21T12:00Z: one click just before it, one just after.
      await writeClicks(store.db, [click('2025-10-21T11:59:59Z'), click('2025-10-21T12:00:01Z'), click('2026-11-25T11:00:00Z')]);
      expect(await purgeClicks(store.db, 400, now)).toBe(1);
      expect(await clickCount(store.db)).toBe(2);
      expect(await dailyClicks(store.db, { from: '2025-10-21', to: '2026-11-25' })).toEqual([
        { day: '2025-10-21', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 2, bots: 0 },
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 1, bots: 0 },
      ]);
    });
  });
});
