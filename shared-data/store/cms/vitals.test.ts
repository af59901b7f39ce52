import { sql } from 'drizzle-orm';
import { routeNames } from 'shared-data';
import { vitalBuckets, type VitalsBeacon } from 'shared-data/vitals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { vitalsReport } from './vitals-report.ts';
import { MAX_INTERACTION_TARGETS, purgeVitals, recordVitals, type VitalsRecord } from './vitals.ts';

/** A mobile beacon of the home page with an LCP of 2,450 ms, unless told otherwise. */
const beacon = (iso: string, extra: Partial<VitalsRecord> = {}): VitalsRecord => ({
  at: Date.parse(iso),
  route: 'home',
  device: 'mobile',
  metrics: { LCP: 2450 },
  ...extra,
});

type Inp = NonNullable<VitalsBeacon['inp']>;
/** A beacon whose INP was measured on `target` (a tap, unless told otherwise). */
const interaction = (iso: string, inp: number, attribution: Partial<Inp> & Pick<Inp, 'target'>, route: VitalsRecord['route'] = 'calculator'): VitalsRecord =>
  beacon(iso, {
    route,
    metrics: { INP: inp },
    inp: { type: 'pointer', inputDelay: 0, processingDuration: 0, presentationDelay: 0, ...attribution },
  });

interface DailyRow {
  day: string;
  route: string;
  device: string;
  metric: string;
  bucket: number;
  count: number;
}
interface TargetRow {
  day: string;
  route: string;
  target: string;
  type: string;
  count: number;
  inp_sum: number;
  inp_max: number;
  input_delay_sum: number;
  processing_sum: number;
  presentation_sum: number;
  worst_script: string | null;
}

/** A deterministic stream of numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(testDrivers())('field vitals on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM vitals_daily`);
    await store.db.execute(sql`DELETE FROM vitals_interactions`);
  });
  const dailyRows = () =>
    queryRows<DailyRow>(
      store.db,
      sql`SELECT day::text, route, device, metric, bucket, count FROM vitals_daily
        ORDER BY day, route COLLATE "C", device COLLATE "C", metric COLLATE "C", bucket`,
    );
  const targetRows = () =>
    queryRows<TargetRow>(store.db, sql`SELECT day::text, route, target, type, count, inp_sum, inp_max, input_delay_sum, processing_sum, presentation_sum, worst_script
      FROM vitals_interactions ORDER BY day, route COLLATE "C", target COLLATE "C", type COLLATE "C"`);
  const targetsPerPair = () =>
    queryRows<{ day: string; route: string; n: number }>(
      store.db,
      sql`SELECT day::text, route, count(*)::int AS n FROM vitals_interactions GROUP BY day, route ORDER BY day, route COLLATE "C"`,
    );

  describe('recordVitals', () => {
    it('counts each metric in its bucket on the Istanbul day: 20:59:59Z is still the 24th there, 21:00:00Z the 25th', async () => {
      const result = await recordVitals(store.db, [
        beacon('2026-11-24T20:59:59Z', { metrics: { LCP: 2450, CLS: 0.3, INP: 1000, TTFB: 49.9, FCP: 1800 } }),
        beacon('2026-11-24T21:00:00Z'),
        beacon('2026-11-24T20:00:00Z', { device: 'desktop', metrics: { LCP: 2499 } }),
        beacon('2026-11-24T08:00:00Z', { metrics: { LCP: 2400 } }),
      ]);
      expect(result).toEqual({ beacons: 4, droppedInteractions: 0 });
      // LCP 2,400–2,499 ms is bucket 24 (100 ms wide); CLS 0.3 bucket 30; INP 1,000 the open bucket 100; TTFB 49.9 bucket 0.
      expect(await dailyRows()).toEqual([
        { day: '2026-11-24', route: 'home', device: 'desktop', metric: 'LCP', bucket: 24, count: 1 },
        { day: '2026-11-24', route: 'home', device: 'mobile', metric: 'CLS', bucket: 30, count: 1 },
        { day: '2026-11-24', route: 'home', device: 'mobile', metric: 'FCP', bucket: 18, count: 1 },
        { day: '2026-11-24', route: 'home', device: 'mobile', metric: 'INP', bucket: 100, count: 1 },
        { day: '2026-11-24', route: 'home', device: 'mobile', metric: 'LCP', bucket: 24, count: 2 },
        { day: '2026-11-24', route: 'home', device: 'mobile', metric: 'TTFB', bucket: 0, count: 1 },
        { day: '2026-11-25', route: 'home', device: 'mobile', metric: 'LCP', bucket: 24, count: 1 },
      ]);
    });

    it('adds later batches to the counts, also when several write at once in opposite orders', async () => {
      await recordVitals(store.db, Array.from({ length: 3 }, () => beacon('2026-11-25T10:00:00Z', { metrics: { LCP: 1000 } })));
      // Four writers, each touching the same 20 buckets (one beacon each), two of them in reverse order.
      const batch = Array.from({ length: 20 }, (_, i) => beacon('2026-11-25T10:00:00Z', { metrics: { LCP: 1000 + i * 100 } }));
      await Promise.all([batch, [...batch].reverse(), batch, [...batch].reverse()].map((b) => recordVitals(store.db, b)));
      const rows = await dailyRows();
      expect(rows).toHaveLength(20);
      // Bucket 10 (1,000 ms): 3 from the first batch and one from each of the four.
      expect(rows[0]).toMatchObject({ bucket: 10, count: 7 });
      expect(rows.slice(1).every((row) => row.count === 4)).toBe(true);
    });

    it('adds up each target’s INPs and their parts, keeping the script of the worst', async () => {
      await recordVitals(store.db, [
        interaction('2026-11-25T10:00:00Z', 120, { target: 'button#hesapla', inputDelay: 20, processingDuration: 60, presentationDelay: 40, script: '/assets/a.js' }),
        interaction('2026-11-25T10:01:00Z', 300, { target: 'button#hesapla', inputDelay: 100, processingDuration: 150, presentationDelay: 50, script: '/assets/b.js' }),
        interaction('2026-11-25T10:02:00Z', 180, { target: 'button#hesapla', inputDelay: 30, processingDuration: 100, presentationDelay: 50 }),
        interaction('2026-11-25T10:03:00Z', 80, { target: 'input#oran', type: 'keyboard', inputDelay: 10, processingDuration: 40, presentationDelay: 30 }),
      ]);
      const hesapla = { day: '2026-11-25', route: 'calculator', target: 'button#hesapla', type: 'pointer' };
      expect(await targetRows()).toEqual([
        { ...hesapla, count: 3, inp_sum: 600, inp_max: 300, input_delay_sum: 150, processing_sum: 310, presentation_sum: 140, worst_script: '/assets/b.js' },
        {
          day: '2026-11-25', route: 'calculator', target: 'input#oran', type: 'keyboard',
          count: 1, inp_sum: 80, inp_max: 80, input_delay_sum: 10, processing_sum: 40, presentation_sum: 30, worst_script: null,
        },
      ]);
      // A smaller INP leaves the worst's script; a larger one without a script replaces it with none.
      await recordVitals(store.db, [interaction('2026-11-25T11:00:00Z', 250, { target: 'button#hesapla', script: '/assets/c.js' })]);
      expect((await targetRows())[0]).toMatchObject({ count: 4, inp_sum: 850, inp_max: 300, worst_script: '/assets/b.js' });
      await recordVitals(store.db, [interaction('2026-11-25T12:00:00Z', 400, { target: 'button#hesapla' })]);
      expect((await targetRows())[0]).toMatchObject({ count: 5, inp_sum: 1250, inp_max: 400, worst_script: null });
      // The INPs are counted in vitals_daily too: 10 ms buckets.
      expect((await dailyRows()).map((row) => [row.metric, row.bucket, row.count])).toEqual([
        ['INP', 8, 1], ['INP', 12, 1], ['INP', 18, 1], ['INP', 25, 1], ['INP', 30, 1], ['INP', 40, 1],
      ]);
    });

    it(`stores at most ${MAX_INTERACTION_TARGETS} targets per day and route; a new one past them is dropped and counted`, async () => {
      const day = '2026-11-25T10:00:00Z';
      await recordVitals(store.db, Array.from({ length: 50 }, (_, i) => interaction(day, 100, { target: `#t${i}` })));
      const result = await recordVitals(store.db, [
        interaction(day, 150, { target: '#t0' }),
        interaction(day, 900, { target: '#yeni-1' }),
        interaction(day, 900, { target: '#yeni-2' }),
        interaction(day, 900, { target: '#yeni-1' }),
        interaction(day, 120, { target: '#liste' }, 'games'),
        interaction('2026-11-26T10:00:00Z', 120, { target: '#t50' }),
      ]);
      // #yeni-1 twice and #yeni-2 once: three INPs whose target found no room. Their INPs still count in vitals_daily.
      expect(result).toEqual({ beacons: 6, droppedInteractions: 3 });
      expect(await targetsPerPair()).toEqual([
        { day: '2026-11-25', route: 'calculator', n: 50 },
        { day: '2026-11-25', route: 'games', n: 1 },
        { day: '2026-11-26', route: 'calculator', n: 1 },
      ]);
      expect((await targetRows()).find((row) => row.target === '#t0')).toMatchObject({ count: 2, inp_max: 150 });
      const inpCounts = await queryRows<{ n: number }>(store.db, sql`SELECT sum(count)::int AS n FROM vitals_daily WHERE metric = 'INP'`);
      expect(inpCounts).toEqual([{ n: 56 }]);
    });

    it('keeps, of more new targets than there is room for in one batch, the most measured and then the slowest', async () => {
      const day = '2026-11-25T10:00:00Z';
      const batch = [
        ...['#a', '#a', '#b', '#b'].map((target) => interaction(day, 50, { target })),
        ...Array.from({ length: 50 }, (_, i) => interaction(day, 100 + i, { target: `#c${String(i).padStart(2, '0')}` })),
      ];
      expect(await recordVitals(store.db, batch)).toEqual({ beacons: 54, droppedInteractions: 2 });
      const targets = (await targetRows()).map((row) => row.target);
      expect(targets).toHaveLength(50);
      expect(targets).toEqual(expect.arrayContaining(['#a', '#b', '#c02', '#c49']));
      expect(targets).not.toContain('#c00');
      expect(targets).not.toContain('#c01');
    });

    it('holds the bound when two writers add new targets to one day and route at once', async () => {
      const writer = (prefix: string) =>
        recordVitals(store.db, Array.from({ length: 30 }, (_, i) => interaction('2026-11-25T10:00:00Z', 100, { target: `#${prefix}${i}` })));
      const results = await Promise.all([writer('x'), writer('y')]);
      expect(results.map((r) => r.droppedInteractions).sort()).toEqual([0, 10]);
      expect(await targetsPerPair()).toEqual([{ day: '2026-11-25', route: 'calculator', n: 50 }]);
    });

    it('writes nothing for an empty batch', async () => {
      expect(await recordVitals(store.db, [])).toEqual({ beacons: 0, droppedInteractions: 0 });
      expect(await dailyRows()).toEqual([]);
    });

    it('stays within days × routes × device classes × metrics × buckets rows after 100,000 beacons over 5 days', async () => {
      const next = random(43);
      const routes = routeNames.slice(0, 12);
      const devices = ['mobile', 'tablet', 'desktop'] as const;
      const days = 5;
      const start = Date.parse('2026-11-20T06:00:00Z');
      let measures = 0;
      let attributed = 0;
      let dropped = 0;
      let batch: VitalsRecord[] = [];
      for (let i = 0; i < 100_000; i++) {
        // 06:00–18:00Z is 09:00–21:00 in Istanbul: every beacon on the day it was sent.
        const at = start + Math.floor(next() * days) * 86_400_000 + Math.floor(next() * 12 * 3_600_000);
        const route = routes[Math.floor(next() * routes.length)] ?? 'home';
        const metrics: VitalsBeacon['metrics'] = {
          LCP: 400 + next() ** 2 * 12_000,
          FCP: 300 + next() * 4_000,
          TTFB: next() ** 2 * 6_000,
          CLS: next() ** 3 * 1.2,
        };
        const record: VitalsRecord = { at, route, device: devices[i % 3] ?? 'mobile', metrics };
        if (next() < 0.7) {
          metrics.INP = next() ** 2 * 1_500;
          if (next() < 0.6) {
            // 80 targets per route, the first ones far more often: more than 50 show up on each day and route.
            const target = `#oge-${Math.floor(next() ** 2 * 80)}`;
            const parts = metrics.INP / 3;
            record.inp = { target, type: next() < 0.5 ? 'pointer' : 'keyboard', inputDelay: parts, processingDuration: parts, presentationDelay: parts, script: `/assets/${target.slice(1)}.js` };
            attributed += 1;
          }
        }
        measures += Object.keys(metrics).length;
        batch.push(record);
        if (batch.length === 25_000) {
          dropped += (await recordVitals(store.db, batch)).droppedInteractions;
          batch = [];
        }
      }
      const [daily] = await queryRows<{ rows: number; total: number }>(store.db, sql`SELECT count(*)::int AS rows, sum(count)::int AS total FROM vitals_daily`);
      const [targets] = await queryRows<{ rows: number; total: number; widest: number }>(
        store.db,
        sql`SELECT count(*)::int AS rows, sum(count)::int AS total,
          (SELECT max(n) FROM (SELECT count(*)::int AS n FROM vitals_interactions GROUP BY day, route) per_pair) AS widest
          FROM vitals_interactions`,
      );
      const bucketsPerMetric = Object.values(vitalBuckets).reduce((n, b) => Math.max(n, b.count + 1), 0);
      expect(daily?.rows).toBeLessThanOrEqual(days * routes.length * 3 * 5 * bucketsPerMetric);
      expect(daily?.total).toBe(measures);
      expect(targets?.rows).toBeLessThanOrEqual(days * routes.length * MAX_INTERACTION_TARGETS);
      expect(targets?.widest).toBe(MAX_INTERACTION_TARGETS);
      expect(dropped).toBeGreaterThan(0);
      expect((targets?.total ?? 0) + dropped).toBe(attributed);
      const report = await vitalsReport(store.db, { from: '2026-11-20', to: '2026-11-24' });
      expect(report.rows.length).toBeLessThanOrEqual(routes.length * 3 * 5);
      expect(report.worstInteractions).toHaveLength(10);
    }, 120_000);
  });

  describe('purgeVitals', () => {
    it('keeps the last 90 Istanbul days, today included', async () => {
      await recordVitals(store.db, [
        beacon('2026-08-30T10:00:00Z', { metrics: { LCP: 1000, FCP: 800 } }),
        interaction('2026-08-30T10:00:00Z', 100, { target: '#eski' }),
        beacon('2026-08-31T10:00:00Z'),
      ]);
      // On 28 November (Istanbul) the 90 days start on 31 August: the 30th's LCP, FCP, INP and target rows go.
      expect(await purgeVitals(store.db, 90, new Date('2026-11-28T12:00:00Z'))).toBe(4);
      expect((await dailyRows()).map((row) => row.day)).toEqual(['2026-08-31']);
      expect(await targetRows()).toEqual([]);
      // 21:30Z on the 28th is the 29th in Istanbul: the 31st is past the 90 days too.
      expect(await purgeVitals(store.db, 90, new Date('2026-11-28T21:30:00Z'))).toBe(1);
      expect(await dailyRows()).toEqual([]);
    });
  });
});
