import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { addPairFailure, addWindowFailure, deleteCounter, hitWindow, purgeCounters, readCounters } from './shared-limits.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
// 2026-11-27 12:00:00 UTC, a whole minute: windows of a minute start here.
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

describe.each(testDrivers())('shared throttle counters on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM throttle_counters`);
  });

  it('counts hits in fixed windows and starts again in the next', async () => {
    expect(await hitWindow(store.db, 'rate:all:1.2.3.4', T0 + 10 * SECOND, MINUTE)).toEqual({ key: 'rate:all:1.2.3.4', count: 1, until: T0 + MINUTE });
    expect(await hitWindow(store.db, 'rate:all:1.2.3.4', T0 + 59 * SECOND, MINUTE)).toMatchObject({ count: 2, until: T0 + MINUTE });
    // Another address counts on its own.
    expect(await hitWindow(store.db, 'rate:all:5.6.7.8', T0 + 59 * SECOND, MINUTE)).toMatchObject({ count: 1 });
    expect(await hitWindow(store.db, 'rate:all:1.2.3.4', T0 + MINUTE, MINUTE)).toMatchObject({ count: 1, until: T0 + 2 * MINUTE });
  });

  it('counts every one of many hits arriving together', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitWindow(store.db, 'rate:all:burst', T0, MINUTE)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("doubles a pair's wait with each failure: 1 s, 2 s, 4 s, … at most 15 minutes", async () => {
    const base = SECOND;
    const max = 15 * MINUTE;
    const key = 'login-pair:x';
    expect(await addPairFailure(store.db, key, T0, base, max)).toMatchObject({ count: 1, until: T0 + SECOND });
    expect(await addPairFailure(store.db, key, T0 + SECOND, base, max)).toMatchObject({ count: 2, until: T0 + 3 * SECOND });
    expect(await addPairFailure(store.db, key, T0 + 3 * SECOND, base, max)).toMatchObject({ count: 3, until: T0 + 7 * SECOND });
    // The 11th failure would wait 1024 s, more than 15 minutes (900 s): the cap holds.
    let at = T0 + 7 * SECOND;
    let row = await addPairFailure(store.db, key, at, base, max);
    for (let i = 5; i <= 11; i++) {
      at = row.until;
      row = await addPairFailure(store.db, key, at, base, max);
    }
    expect(row).toMatchObject({ count: 11, until: at + max });
  });

  it('forgets a pair quiet for the longest wait after its wait ended', async () => {
    const key = 'login-pair:y';
    await addPairFailure(store.db, key, T0, SECOND, 15 * MINUTE);
    await addPairFailure(store.db, key, T0 + SECOND, SECOND, 15 * MINUTE);
    // The wait ended at T0 + 3 s; fifteen minutes later the row has expired.
    const later = T0 + 3 * SECOND + 15 * MINUTE;
    expect(await readCounters(store.db, [key], later)).toEqual([]);
    expect(await addPairFailure(store.db, key, later, SECOND, 15 * MINUTE)).toMatchObject({ count: 1, until: later + SECOND });
  });

  it("counts an address's failures in a window that starts at the first one", async () => {
    const key = 'login-address:9.9.9.9';
    const window = 15 * MINUTE;
    expect(await addWindowFailure(store.db, key, T0 + 5 * SECOND, window)).toMatchObject({ count: 1, until: T0 + 5 * SECOND + window });
    expect(await addWindowFailure(store.db, key, T0 + 10 * MINUTE, window)).toMatchObject({ count: 2, until: T0 + 5 * SECOND + window });
    expect(await addWindowFailure(store.db, key, T0 + 5 * SECOND + window, window)).toMatchObject({ count: 1, until: T0 + 5 * SECOND + 2 * window });
  });

  it('reads only the rows asked for that have not expired, and deletes one', async () => {
    await hitWindow(store.db, 'a', T0, MINUTE);
    await hitWindow(store.db, 'b', T0 - MINUTE, MINUTE);
    await hitWindow(store.db, 'c', T0, MINUTE);
    expect(await readCounters(store.db, ['a', 'b'], T0)).toEqual([{ key: 'a', count: 1, until: T0 + MINUTE }]);
    await deleteCounter(store.db, 'a');
    expect(await readCounters(store.db, ['a', 'c'], T0)).toEqual([{ key: 'c', count: 1, until: T0 + MINUTE }]);
  });

  it('purges expired rows and keeps at most the cap, the latest to expire', async () => {
    // Rows expiring at T0 + 1 … T0 + 5 minutes, and one already expired.
    for (let i = 1; i <= 5; i++) await addWindowFailure(store.db, `k${i}`, T0, i * MINUTE);
    await addWindowFailure(store.db, 'old', T0 - 2 * MINUTE, MINUTE);
    expect(await purgeCounters(store.db, T0, 3)).toBe(3);
    const left = await queryRows<{ key: string }>(store.db, sql`SELECT key FROM throttle_counters ORDER BY key`);
    expect(left.map((row) => row.key)).toEqual(['k3', 'k4', 'k5']);
  });
});
