import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickStats } from './click-stats.ts';
import { writeClicks, type ClickRecord } from './clicks.ts';
import { queryRows, type Store } from '../database.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

/** A casino id no casino has: conversions of a casino deleted since still count. */
const GONE = 999_999;

describe.each(testDrivers())('clickStats on $name', (driver) => {
  let store: Store;
  let lalezar = 0;
  let nebula = 0;
  let serial = 0;

  /** A human click on Lalezar's featured card on the home page, unless told otherwise. */
  const click = (iso: string, extra: Partial<ClickRecord> = {}): ClickRecord => ({
    clickId: `click-${++serial}`,
    at: Date.parse(iso),
    casinoId: lalezar,
    placement: 'one-cikan',
    pagePath: '/',
    device: 'desktop',
    isBot: false,
    country: null,
    rule: 'show',
    ...extra,
  });

  /** A registration on Lalezar's featured card on the home page, on an Istanbul day. */
  const conversion = (day: string, extra: Partial<typeof t.conversions.$inferInsert> = {}): typeof t.conversions.$inferInsert => ({
    casinoId: lalezar,
    eventId: `event-${++serial}`,
    event: 'registration',
    clickId: `click-${serial}`,
    amount: 0,
    at: new Date(`${day}T09:00:00Z`),
    day,
    placement: 'one-cikan',
    pagePath: '/',
    ...extra,
  });

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
    await store.db.execute(sql`DELETE FROM clicks`);
    await store.db.execute(sql`DELETE FROM click_daily`);
    await store.db.execute(sql`DELETE FROM refused_click_daily`);
    await store.db.execute(sql`DELETE FROM conversions`);
  });

  /**
   * Four Istanbul days, 23 to 26 November 2026, with a day before and after that must not count. Worked by hand:
   *   clicks     23rd: Lalezar featured 1 human (20:59:59Z is still the 23rd in Istanbul)
   *              24th: Lalezar featured 1 human (21:00:00Z of the 23rd) + 1 bot; Lalezar in an article (/blog/a)
   *                    1 human; Nebula ranking 2 humans
   *              25th: none
   *              26th: Nebula ranking 1 bot (/oyunlar/x/y)
   *   refused    24th: TR under 'hide', 1 human on Lalezar and 1 on Nebula; 25th: DE under 'info', Nebula 1 bot;
   *              27th: TR under 'hide', Lalezar 1 human (outside the range). None of them is in the figures above.
   *   conversions 24th: Lalezar featured registration; 25th: Lalezar featured first deposit 1250.50, and a
   *              registration of a deleted casino's popup (/blog/b); 26th: Nebula ranking registration
   */
  async function seedWeek() {
    await writeClicks(store.db, [
      click('2026-11-22T20:59:59Z'),
      click('2026-11-23T20:59:59Z'),
      click('2026-11-23T21:00:00Z'),
      click('2026-11-24T10:00:00Z', { isBot: true }),
      click('2026-11-24T11:00:00Z', { placement: 'tablo', pagePath: '/blog/a' }),
      click('2026-11-24T12:00:00Z', { casinoId: nebula, placement: 'siralama' }),
      click('2026-11-24T12:00:01Z', { casinoId: nebula, placement: 'siralama' }),
      click('2026-11-26T08:00:00Z', { casinoId: nebula, placement: 'siralama', pagePath: '/oyunlar/x/y', isBot: true }),
      click('2026-11-26T21:00:00Z'),
      click('2026-11-24T13:00:00Z', { country: 'TR', rule: 'hide' }),
      click('2026-11-24T13:00:01Z', { casinoId: nebula, placement: 'siralama', country: 'TR', rule: 'hide' }),
      click('2026-11-25T09:00:00Z', { casinoId: nebula, placement: 'siralama', isBot: true, country: 'DE', rule: 'info' }),
      click('2026-11-26T21:00:01Z', { country: 'TR', rule: 'hide' }),
    ]);
    await store.db.insert(t.conversions).values([
      conversion('2026-11-24'),
      conversion('2026-11-25', { event: 'first_deposit', amount: 1250.5 }),
      conversion('2026-11-25', { casinoId: GONE, placement: 'popup-editor', pagePath: '/blog/b' }),
      conversion('2026-11-26', { casinoId: nebula, placement: 'siralama' }),
      conversion('2026-11-27'),
    ]);
  }

  it('counts every Istanbul day of the range in order, a day without anything as zero', async () => {
    await seedWeek();
    const { days } = await clickStats(store.db, { from: '2026-11-23', to: '2026-11-26' });
    expect(days).toEqual([
      { day: '2026-11-23', humans: 1, bots: 0, conversions: 0 },
      { day: '2026-11-24', humans: 4, bots: 1, conversions: 1 },
      { day: '2026-11-25', humans: 0, bots: 0, conversions: 2 },
      { day: '2026-11-26', humans: 0, bots: 1, conversions: 1 },
    ]);
  });

  it('gives a row per casino and placement, conversions without clicks included, busiest first', async () => {
    await seedWeek();
    const { rows } = await clickStats(store.db, { from: '2026-11-23', to: '2026-11-26' });
    expect(rows).toEqual([
      { casinoId: lalezar, casinoName: 'Lalezar Casino', placement: 'one-cikan', humans: 2, bots: 1, registrations: 1, firstDeposits: 1, depositAmount: 1250.5, currency: 'TL', conversionRate: 0.5 },
      { casinoId: nebula, casinoName: 'Nebula Bet', placement: 'siralama', humans: 2, bots: 1, registrations: 1, firstDeposits: 0, depositAmount: 0, currency: 'USD', conversionRate: 0.5 },
      { casinoId: lalezar, casinoName: 'Lalezar Casino', placement: 'tablo', humans: 1, bots: 0, registrations: 0, firstDeposits: 0, depositAmount: 0, currency: 'TL', conversionRate: 0 },
      { casinoId: GONE, casinoName: `#${GONE}`, placement: 'popup-editor', humans: 0, bots: 0, registrations: 1, firstDeposits: 0, depositAmount: 0, currency: '', conversionRate: null },
    ]);
  });

  it('ranks the pages by human clicks, with their registrations', async () => {
    await seedWeek();
    const { pages } = await clickStats(store.db, { from: '2026-11-23', to: '2026-11-26' });
    expect(pages).toEqual([
      { pagePath: '/', humans: 4, bots: 1, registrations: 2 },
      { pagePath: '/blog/a', humans: 1, bots: 0, registrations: 0 },
      { pagePath: '/blog/b', humans: 0, bots: 0, registrations: 1 },
      { pagePath: '/oyunlar/x/y', humans: 0, bots: 1, registrations: 0 },
    ]);
  });

  it('counts the refused clicks per country and rule, apart from the clicks sent on', async () => {
    await seedWeek();
    const { refused } = await clickStats(store.db, { from: '2026-11-23', to: '2026-11-26' });
    expect(refused).toEqual([
      { country: 'TR', rule: 'hide', humans: 2, bots: 0 },
      { country: 'DE', rule: 'info', humans: 0, bots: 1 },
    ]);
  });

  it('narrows everything to one casino', async () => {
    await seedWeek();
    expect(await clickStats(store.db, { from: '2026-11-24', to: '2026-11-26', casinoId: nebula })).toEqual({
      days: [
        { day: '2026-11-24', humans: 2, bots: 0, conversions: 0 },
        { day: '2026-11-25', humans: 0, bots: 0, conversions: 0 },
        { day: '2026-11-26', humans: 0, bots: 1, conversions: 1 },
      ],
      rows: [{ casinoId: nebula, casinoName: 'Nebula Bet', placement: 'siralama', humans: 2, bots: 1, registrations: 1, firstDeposits: 0, depositAmount: 0, currency: 'USD', conversionRate: 0.5 }],
      pages: [
        { pagePath: '/', humans: 2, bots: 0, registrations: 1 },
        { pagePath: '/oyunlar/x/y', humans: 0, bots: 1, registrations: 0 },
      ],
      refused: [
        { country: 'TR', rule: 'hide', humans: 1, bots: 0 },
        { country: 'DE', rule: 'info', humans: 0, bots: 1 },
      ],
    });
  });

  it('answers zeros for a range without clicks', async () => {
    await seedWeek();
    expect(await clickStats(store.db, { from: '2026-10-01', to: '2026-10-02' })).toEqual({
      days: [
        { day: '2026-10-01', humans: 0, bots: 0, conversions: 0 },
        { day: '2026-10-02', humans: 0, bots: 0, conversions: 0 },
      ],
      rows: [],
      pages: [],
      refused: [],
    });
  });

  it('lists the top 20 pages only', async () => {
    // Page /p/1 has one human click, /p/2 two, ... /p/25 twenty-five.
    const batch = Array.from({ length: 25 }, (_, page) =>
      Array.from({ length: page + 1 }, () => click('2026-11-25T10:00:00Z', { pagePath: `/p/${page + 1}` })),
    ).flat();
    await writeClicks(store.db, batch);
    const { pages } = await clickStats(store.db, { from: '2026-11-25', to: '2026-11-25' });
    expect(pages.map((page) => [page.pagePath, page.humans])).toEqual(Array.from({ length: 20 }, (_, i) => [`/p/${25 - i}`, 25 - i]));
  });
});
