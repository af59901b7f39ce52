import { vitalBuckets, type VitalsBeacon } from 'shared-data/vitals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';
import { vitalsReport } from './vitals-report.ts';
import { recordVitals, type VitalsRecord } from './vitals.ts';

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

describe.each(testDrivers())('vitalsReport on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
    await recordVitals(store.db, [
      // Home on a phone, LCP: 1.0, 1.5, 2.6 and 4.1 s on the 24th, 0.9 s on the 25th; 9 s on the 23rd, outside the range.
      ...[1000, 1500, 2600, 4100].map((LCP) => beacon('2026-11-24T10:00:00Z', { metrics: { LCP } })),
      beacon('2026-11-25T10:00:00Z', { metrics: { LCP: 900 } }),
      beacon('2026-11-23T10:00:00Z', { metrics: { LCP: 9000 } }),
      beacon('2026-11-24T10:00:00Z', { metrics: { INP: 1200 } }),
      ...[0.02, 0.05, 0.3].map((CLS) => beacon('2026-11-25T10:00:00Z', { device: 'desktop', metrics: { CLS } })),
      beacon('2026-11-24T10:00:00Z', { route: 'blogPost', device: 'tablet', metrics: { TTFB: 120 } }),
      // Eleven targets of 100–110 ms, one with a 120 ms INP on the 24th and a 300 ms one on the 25th, and one of 900 ms on the 23rd.
      ...Array.from({ length: 11 }, (_, i) => interaction('2026-11-24T10:00:00Z', 100 + i, { target: `#h${i}` })),
      interaction('2026-11-24T10:00:00Z', 120, { target: 'button#hesapla', inputDelay: 20, processingDuration: 60, presentationDelay: 40, script: '/assets/a.js' }),
      interaction('2026-11-25T10:00:00Z', 300, { target: 'button#hesapla', inputDelay: 100, processingDuration: 150, presentationDelay: 50, script: '/assets/b.js' }),
      interaction('2026-11-23T10:00:00Z', 900, { target: '#eski' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  const range = { from: '2026-11-24', to: '2026-11-25' };

  it('gives the p75 of each route, device class and metric from the summed buckets of the range', async () => {
    const report = await vitalsReport(store.db, range);
    expect([report.from, report.to, report.buckets]).toEqual(['2026-11-24', '2026-11-25', vitalBuckets]);
    // Home LCP: five in buckets 9, 10, 15, 26 and 41; rank ⌈0.75 × 5⌉ = 4 is in [2,600, 2,700). CLS: 2, 5 and 30; rank 3
    // is in [0.30, 0.31). INP 1,200 ms is past the last bucket. TTFB 120 ms is in [100, 150).
    // The calculator's 13 INPs (100–110, 120 and 300 ms): rank ⌈9.75⌉ = 10 is in [100, 110). Routes in the route
    // table's order, then device classes, then metrics.
    expect(report.rows).toEqual([
      { route: 'home', device: 'mobile', metric: 'LCP', count: 5, p75: { value: 2700, over: false } },
      { route: 'home', device: 'mobile', metric: 'INP', count: 1, p75: { value: 1000, over: true } },
      { route: 'home', device: 'desktop', metric: 'CLS', count: 3, p75: { value: 0.31, over: false } },
      { route: 'calculator', device: 'mobile', metric: 'INP', count: 13, p75: { value: 110, over: false } },
      { route: 'blogPost', device: 'tablet', metric: 'TTFB', count: 1, p75: { value: 150, over: false } },
    ]);
  });

  it('draws a line per metric, every day of the range listed', async () => {
    const { trends } = await vitalsReport(store.db, range);
    expect(trends.map((trend) => trend.metric)).toEqual(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']);
    // LCP on the 24th: 1.0, 1.5, 2.6, 4.1 s, rank 3 in [2.6, 2.7) s; on the 25th one of 0.9 s.
    expect(trends[0]?.days).toEqual([
      { day: '2026-11-24', count: 4, p75: { value: 2700, over: false } },
      { day: '2026-11-25', count: 1, p75: { value: 1000, over: false } },
    ]);
    expect(trends[4]?.days).toEqual([
      { day: '2026-11-24', count: 0, p75: null },
      { day: '2026-11-25', count: 0, p75: null },
    ]);
  });

  it('lists the ten targets with the largest INP of the range, with their means', async () => {
    const { worstInteractions } = await vitalsReport(store.db, range);
    expect(worstInteractions).toHaveLength(10);
    // Over both days: two INPs, 120 and 300 ms; means (120 + 300) / 2 = 210, (20 + 100) / 2 = 60, 105, 45.
    expect(worstInteractions[0]).toEqual({
      route: 'calculator',
      target: 'button#hesapla',
      type: 'pointer',
      count: 2,
      worst: 300,
      mean: 210,
      inputDelay: 60,
      processingDuration: 105,
      presentationDelay: 45,
      script: '/assets/b.js',
    });
    expect(worstInteractions.slice(1).map((row) => [row.target, row.worst])).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => [`#h${i}`, 100 + i]),
    );
  });

  it('answers an empty range with no rows and no targets', async () => {
    const report = await vitalsReport(store.db, { from: '2026-12-01', to: '2026-12-01' });
    expect([report.rows, report.worstInteractions, report.trends[0]?.days]).toEqual([[], [], [{ day: '2026-12-01', count: 0, p75: null }]]);
  });
});

