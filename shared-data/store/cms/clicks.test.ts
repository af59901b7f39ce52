import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { affiliateTarget, clickCount, dailyClicks, purgeClicks, refusedClicksByCountry, writeClicks, type ClickRecord } from './clicks.ts';
import { queryRows, type Store } from '../database.ts';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../testing/test-stores.ts';

let serial = 0;
/** A human desktop click on casino 1 from the home page's featured card, sent on from an unknown country, unless told otherwise. */
const click = (iso: string, extra: Partial<ClickRecord> = {}): ClickRecord => ({
  clickId: `click-${++serial}`,
  at: Date.parse(iso),
  casinoId: 1,
  placement: 'one-cikan',
  pagePath: '/',
  device: 'desktop',
  isBot: false,
  country: null,
  rule: 'show',
  ...extra,
});

interface RefusedRow {
  day: string;
  country: string;
  rule: string;
  casino_id: number;
  humans: number;
  bots: number;
}

describe.each(testDrivers())('clicks on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM clicks`);
    await store.db.execute(sql`DELETE FROM click_daily`);
    await store.db.execute(sql`DELETE FROM refused_click_daily`);
  });
  const refusedRows = () =>
    queryRows<RefusedRow>(
      store.db,
      sql`SELECT day::text, country, rule::text, casino_id, humans, bots FROM refused_click_daily ORDER BY day, country, rule, casino_id`,
    );

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

    it('stores the country and the rule of each click, an unknown country as null', async () => {
      await writeClicks(store.db, [
        click('2026-11-25T10:00:00Z', { clickId: 'shown', country: 'GB' }),
        click('2026-11-25T10:00:01Z', { clickId: 'refused', country: 'TR', rule: 'info' }),
        click('2026-11-25T10:00:02Z', { clickId: 'unknown', rule: 'hide' }),
      ]);
      expect(await queryRows(store.db, sql`SELECT click_id, country, rule::text FROM clicks ORDER BY click_id`)).toEqual([
        { click_id: 'refused', country: 'TR', rule: 'info' },
        { click_id: 'shown', country: 'GB', rule: 'show' },
        { click_id: 'unknown', country: null, rule: 'hide' },
      ]);
    });

    it('counts the clicks sent on in click_daily and the refused ones per country and rule apart', async () => {
      // 2 sent on, 3 refused: TR under 'hide' twice, and an unknown country under 'info'.
      await writeClicks(store.db, [
        click('2026-11-25T10:00:00Z', { country: 'GB' }),
        click('2026-11-25T10:00:01Z'),
        click('2026-11-25T10:00:02Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-25T10:00:03Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-25T10:00:04Z', { rule: 'info' }),
      ]);
      expect(await clickCount(store.db)).toBe(5);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([
        { day: '2026-11-25', casinoId: 1, placement: 'one-cikan', pagePath: '/', humans: 2, bots: 0 },
      ]);
      expect(await refusedRows()).toEqual([
        { day: '2026-11-25', country: '', rule: 'info', casino_id: 1, humans: 1, bots: 0 },
        { day: '2026-11-25', country: 'TR', rule: 'hide', casino_id: 1, humans: 2, bots: 0 },
      ]);
    });

    it('adds refused clicks of a later batch to the same row, and counts a refused batch written twice once', async () => {
      const batch = [click('2026-11-25T10:00:00Z', { country: 'TR', rule: 'hide' }), click('2026-11-25T10:00:01Z', { rule: 'info' })];
      await writeClicks(store.db, batch);
      expect(await writeClicks(store.db, batch)).toBe(0);
      await writeClicks(store.db, [click('2026-11-25T11:00:00Z', { country: 'TR', rule: 'hide' })]);
      expect(await refusedRows()).toEqual([
        { day: '2026-11-25', country: '', rule: 'info', casino_id: 1, humans: 1, bots: 0 },
        { day: '2026-11-25', country: 'TR', rule: 'hide', casino_id: 1, humans: 2, bots: 0 },
      ]);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    });

    it('keeps nothing of a batch when the transaction fails', async () => {
      const bad = click('2026-11-25T12:00:00Z', { device: 'watch' as ClickRecord['device'] });
      await expect(writeClicks(store.db, [click('2026-11-25T12:00:00Z'), bad])).rejects.toThrow();
      expect(await clickCount(store.db)).toBe(0);
      expect(await dailyClicks(store.db, { from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    });
  });

  describe('refusedClicksByCountry', () => {
    /**
     * Worked by hand, Istanbul days 24 to 26 November 2026:
     *   TR hide: 24th casino 1 human, 25th casino 2 human + bot, 26th casino 1 human  -> 3 humans, 1 bot
     *   DE info: 25th casino 1 human, 2 bots                                           -> 1 human, 2 bots
     *   AZ hide: 25th casino 2 human                                                   -> 1 human, 0 bots
     *   unknown country info: 24th casino 2, 3 humans                                  -> 3 humans, 0 bots
     *   outside the range: TR hide on the 23rd and the 27th (Istanbul), one human each
     *   sent on: 5 humans on the 25th, none of them in these figures
     */
    async function seed() {
      await writeClicks(store.db, [
        click('2026-11-23T12:00:00Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-24T12:00:00Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-25T12:00:00Z', { casinoId: 2, country: 'TR', rule: 'hide' }),
        click('2026-11-25T12:00:01Z', { casinoId: 2, country: 'TR', rule: 'hide', isBot: true }),
        click('2026-11-26T12:00:00Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-26T21:00:00Z', { country: 'TR', rule: 'hide' }),
        click('2026-11-25T12:00:00Z', { country: 'DE', rule: 'info' }),
        click('2026-11-25T12:00:01Z', { country: 'DE', rule: 'info', isBot: true }),
        click('2026-11-25T12:00:02Z', { country: 'DE', rule: 'info', isBot: true }),
        click('2026-11-25T12:00:00Z', { casinoId: 2, country: 'AZ', rule: 'hide' }),
        ...Array.from({ length: 3 }, () => click('2026-11-24T12:00:00Z', { casinoId: 2, rule: 'info' })),
        ...Array.from({ length: 5 }, () => click('2026-11-25T12:00:00Z', { country: 'TR' })),
      ]);
    }

    it('adds up the range per country and rule, the most human clicks first, then by country, the unknown one as null', async () => {
      await seed();
      expect(await refusedClicksByCountry(store.db, { from: '2026-11-24', to: '2026-11-26' })).toEqual([
        { country: 'TR', rule: 'hide', humans: 3, bots: 1 },
        { country: null, rule: 'info', humans: 3, bots: 0 },
        { country: 'AZ', rule: 'hide', humans: 1, bots: 0 },
        { country: 'DE', rule: 'info', humans: 1, bots: 2 },
      ]);
    });

    it('narrows to one casino, and is empty for a range without refused clicks', async () => {
      await seed();
      expect(await refusedClicksByCountry(store.db, { from: '2026-11-24', to: '2026-11-26', casinoId: 2 })).toEqual([
        { country: null, rule: 'info', humans: 3, bots: 0 },
        { country: 'AZ', rule: 'hide', humans: 1, bots: 0 },
        { country: 'TR', rule: 'hide', humans: 1, bots: 1 },
      ]);
      expect(await refusedClicksByCountry(store.db, { from: '2026-11-28', to: '2026-11-30' })).toEqual([]);
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
