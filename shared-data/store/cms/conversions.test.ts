import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeClicks } from './clicks.ts';
import { postbackCasino, recordConversion, type ConversionInput } from './conversions.ts';
import { queryRows, type Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';

interface StoredConversion {
  casino_id: number;
  event_id: string;
  event: string;
  click_id: string;
  amount: string;
  at: string;
  day: string;
  placement: string;
  page_path: string;
}

describe.each(testDrivers())('conversions on $name', (driver) => {
  let store: Store;
  let lalezar = 0;
  let nebula = 0;

  /** A first deposit of 1250.50 on Lalezar through click 'c-1' at 2026-11-25T10:00:00Z, unless told otherwise. */
  const conversion = (extra: Partial<ConversionInput> = {}): ConversionInput => ({
    casinoId: lalezar,
    eventId: 'dep-1',
    event: 'first_deposit',
    clickId: 'c-1',
    amount: '1250.50',
    at: Date.parse('2026-11-25T10:00:00Z'),
    ...extra,
  });
  const stored = () =>
    queryRows<StoredConversion>(
      store.db,
      sql`SELECT casino_id, event_id, event::text, click_id, amount::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
        day::text, placement, page_path FROM conversions ORDER BY at, event_id`,
    );

  beforeAll(async () => {
    store = await driver.open('seeded');
    const ids = await queryRows<{ slug: string; id: number }>(store.db, sql`SELECT slug, id FROM casinos WHERE slug IN ('lalezar-casino', 'nebula-bet')`);
    lalezar = ids.find((row) => row.slug === 'lalezar-casino')?.id ?? -1;
    nebula = ids.find((row) => row.slug === 'nebula-bet')?.id ?? -1;
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM conversions`);
    await store.db.execute(sql`DELETE FROM clicks`);
    await writeClicks(store.db, [
      { clickId: 'c-1', at: Date.parse('2026-11-25T09:59:00Z'), casinoId: lalezar, placement: 'tablo', pagePath: '/blog/en-iyi-bonuslar', device: 'mobile', isBot: false, country: 'GB', rule: 'show' },
      { clickId: 'c-nebula', at: Date.parse('2026-11-25T09:59:00Z'), casinoId: nebula, placement: 'one-cikan', pagePath: '/', device: 'desktop', isBot: false, country: null, rule: 'show' },
      { clickId: 'c-refused', at: Date.parse('2026-11-25T09:59:00Z'), casinoId: lalezar, placement: 'tablo', pagePath: '/', device: 'mobile', isBot: false, country: 'TR', rule: 'info' },
    ]);
  });

  describe('postbackCasino', () => {
    it('gives a casino its id and secret, and an empty secret when none is set', async () => {
      await store.db.execute(sql`UPDATE casinos SET postback_secret = 'lalezar-secret-0123456789' WHERE slug = 'lalezar-casino'`);
      try {
        expect(await postbackCasino(store.db, 'lalezar-casino')).toEqual({ casinoId: lalezar, secret: 'lalezar-secret-0123456789' });
        expect(await postbackCasino(store.db, 'nebula-bet')).toEqual({ casinoId: nebula, secret: '' });
      } finally {
        await store.db.execute(sql`UPDATE casinos SET postback_secret = '' WHERE slug = 'lalezar-casino'`);
      }
    });

    it('finds a casino taken offline, and nothing for an unknown slug', async () => {
      await store.db.execute(sql`UPDATE casinos SET status = 'draft' WHERE slug = 'nebula-bet'`);
      try {
        expect(await postbackCasino(store.db, 'nebula-bet')).toEqual({ casinoId: nebula, secret: '' });
      } finally {
        await store.db.execute(sql`UPDATE casinos SET status = 'published' WHERE slug = 'nebula-bet'`);
      }
      expect(await postbackCasino(store.db, 'yok-boyle-casino')).toBeNull();
    });
  });

  describe('recordConversion', () => {
    it('stores the conversion with its exact amount and the click’s placement and page', async () => {
      expect(await recordConversion(store.db, conversion())).toBe('recorded');
      expect(await stored()).toEqual([
        {
          casino_id: lalezar,
          event_id: 'dep-1',
          event: 'first_deposit',
          click_id: 'c-1',
          amount: '1250.50',
          at: '2026-11-25T10:00:00Z',
          day: '2026-11-25',
          placement: 'tablo',
          page_path: '/blog/en-iyi-bonuslar',
        },
      ]);
    });

    it('keeps the largest amount to the cent, and 0 as 0.00', async () => {
      await recordConversion(store.db, conversion({ eventId: 'big', amount: '10000000000.00' }));
      await recordConversion(store.db, conversion({ eventId: 'reg', event: 'registration', amount: '0' }));
      await recordConversion(store.db, conversion({ eventId: 'cent', amount: '0.1' }));
      expect((await stored()).map((row) => `${row.event_id} ${row.amount}`).sort()).toEqual(['big 10000000000.00', 'cent 0.10', 'reg 0.00']);
    });

    it('counts a replay once, even with other figures', async () => {
      expect(await recordConversion(store.db, conversion())).toBe('recorded');
      expect(await recordConversion(store.db, conversion())).toBe('duplicate');
      expect(await recordConversion(store.db, conversion({ amount: '99.99', at: Date.parse('2026-11-26T10:00:00Z') }))).toBe('duplicate');
      expect((await stored()).map((row) => row.amount)).toEqual(['1250.50']);
    });

    it('stores one row for two identical calls at once', async () => {
      const outcomes = await Promise.all([recordConversion(store.db, conversion()), recordConversion(store.db, conversion())]);
      expect(outcomes.sort()).toEqual(['duplicate', 'recorded']);
      expect(await stored()).toHaveLength(1);
    });

    it('answers a replay after the raw click was purged as a duplicate', async () => {
      await recordConversion(store.db, conversion());
      await store.db.execute(sql`DELETE FROM clicks`);
      expect(await recordConversion(store.db, conversion())).toBe('duplicate');
      expect(await recordConversion(store.db, conversion({ eventId: 'dep-2' }))).toBe('unknown_click');
    });

    it('keeps event ids apart per casino', async () => {
      expect(await recordConversion(store.db, conversion())).toBe('recorded');
      expect(await recordConversion(store.db, conversion({ casinoId: nebula, clickId: 'c-nebula' }))).toBe('recorded');
      expect((await stored()).map((row) => `${row.casino_id} ${row.event_id}`).sort()).toEqual([`${lalezar} dep-1`, `${nebula} dep-1`].sort());
    });

    it('refuses a click it does not know, a click a country rule refused and a click of another casino, storing nothing', async () => {
      expect(await recordConversion(store.db, conversion({ clickId: 'c-unknown' }))).toBe('unknown_click');
      // Its id was never handed to a casino.
      expect(await recordConversion(store.db, conversion({ clickId: 'c-refused' }))).toBe('unknown_click');
      expect(await recordConversion(store.db, conversion({ clickId: 'c-nebula' }))).toBe('other_casino');
      expect(await stored()).toEqual([]);
    });

    it('dates a conversion by the Istanbul day it arrived: 20:59:59Z is still the 24th there, 21:00:00Z is the 25th', async () => {
      await recordConversion(store.db, conversion({ eventId: 'late', at: Date.parse('2026-11-24T20:59:59Z') }));
      await recordConversion(store.db, conversion({ eventId: 'next', at: Date.parse('2026-11-24T21:00:00Z') }));
      expect((await stored()).map((row) => `${row.event_id} ${row.at} ${row.day}`)).toEqual([
        'late 2026-11-24T20:59:59Z 2026-11-24',
        'next 2026-11-24T21:00:00Z 2026-11-25',
      ]);
    });
  });
});
