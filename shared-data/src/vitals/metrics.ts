/**
 * Field vitals: what a reader's browser measures of a page (Core Web Vitals and two more), how a value falls into a
 * fixed histogram bucket, and how the operator's screen reads a 75th percentile back from the bucket counts. Pure (no
 * zod: the beacon's schema is in `shared-data/cms`, which never reaches a public page).
 *
 * Storing counts per bucket instead of the beacons keeps the table's size fixed by days × routes × device classes ×
 * metrics × buckets, whatever the traffic; the price is that a percentile is known to a bucket's width.
 */
import type { RouteName } from '../routes.ts';

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/** Google's lines (web.dev/articles/vitals): at most `good` is good, above `poor` is poor, between needs improvement. */
export const vitalThresholds: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
  FCP: { good: 1800, poor: 3000 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Milliseconds for every metric but CLS, which has no unit. */
export const vitalUnit = (metric: VitalMetric): 'ms' | '' => (metric === 'CLS' ? '' : 'ms');

/**
 * Each metric's buckets: `count` buckets of `width` from 0 (bucket i holds [i × width, (i + 1) × width)), and one more,
 * numbered `count`, for every value from `count × width` up.
 */
export const vitalBuckets: Record<VitalMetric, { width: number; count: number }> = {
  LCP: { width: 100, count: 100 },
  FCP: { width: 100, count: 100 },
  TTFB: { width: 50, count: 100 },
  INP: { width: 10, count: 100 },
  CLS: { width: 0.01, count: 100 },
};

/** Buckets per metric, the last one open-ended. */
export const bucketsPerMetric = (metric: VitalMetric) => vitalBuckets[metric].count + 1;

/** The bucket of a measured value (finite, not negative). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const { width, count } = vitalBuckets[metric];
  // Rounded first: 0.3 / 0.1 is 2.9999999999999996 in floating point, and 0.3 belongs to bucket 30 of CLS's.
  const index = Math.floor(Math.round((value / width) * 1e6) / 1e6);
  return Math.min(Math.max(index, 0), count);
}

export interface BucketPercentile {
  /** The upper edge of the bucket that holds the percentile: the percentile is below it, and at least `value − width`. */
  value: number;
  /** The percentile is in the open-ended last bucket: it is at least `value`. */
  over: boolean;
}

/**
 * The `fraction` percentile (0.75 for p75) by nearest rank from bucket counts (`counts[i]` is bucket i's, a missing one
 * is 0): the bucket holding the value at rank ⌈fraction × n⌉. Null when nothing was counted.
 */
export function percentileFromBuckets(metric: VitalMetric, counts: ReadonlyMap<number, number> | readonly number[], fraction = 0.75): BucketPercentile | null {
  const { width, count } = vitalBuckets[metric];
  const at = (i: number) => (Array.isArray(counts) ? ((counts as readonly number[])[i] ?? 0) : ((counts as ReadonlyMap<number, number>).get(i) ?? 0));
  let total = 0;
  for (let i = 0; i <= count; i += 1) total += at(i);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * total - 1e-9));
  let seen = 0;
  for (let i = 0; i <= count; i += 1) {
    seen += at(i);
    if (seen >= rank) {
      const edge = (i === count ? count : i + 1) * width;
      return { value: Math.round(edge * 1e6) / 1e6, over: i === count };
    }
  }
  return null;
}

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const deviceClassLabels: Record<DeviceClass, string> = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü' };

/**
 * A coarse device class from a User-Agent header (the server's, never the beacon's word): the clicks' own reading, so a
 * reader is the same class in the click figures and in the vitals.
 */
export { deviceClassOf } from '../affiliate.ts';

/** The interaction kinds web-vitals names an INP's by. */
export const interactionTypes = ['pointer', 'keyboard'] as const;
export type InteractionType = (typeof interactionTypes)[number];

/** Where a page view's beacon goes (the shell's server; `POST`, answered 204). */
export const VITALS_BEACON_PATH = '/api/vitals';

/** A beacon's body at most, in bytes (a longer one is refused with 413 before it is read). */
export const MAX_VITALS_BEACON_BYTES = 2048;
/** A value above these is not a measurement (a tab left in the background for hours): the beacon is refused. */
export const MAX_VITAL_MS = 600_000;
export const MAX_CLS = 100;
/** An interaction target's selector, and a script's address, at most. */
export const MAX_TARGET_LENGTH = 120;
export const MAX_SCRIPT_LENGTH = 200;

/**
 * What a page view's browser sends once (`POST /api/vitals`, `navigator.sendBeacon`): the route-table name of the page,
 * never its URL; the metrics measured; and for INP, its interaction's attribution. No identifier of any kind.
 */
export interface VitalsBeacon {
  route: RouteName;
  metrics: Partial<Record<VitalMetric, number>>;
  inp?: {
    /** A short CSS selector of the element the reader interacted with (web-vitals' `interactionTarget`). */
    target: string;
    type: InteractionType;
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
    /** The longest script's source file in the interaction's long animation frames, as a site path or URL. */
    script?: string;
  };
}

/** One row of the operator's table: a route on a device class, one metric's p75 over the chosen days. */
export interface VitalsSummaryRow {
  route: RouteName;
  device: DeviceClass;
  metric: VitalMetric;
  /** Page views that measured it. */
  count: number;
  p75: BucketPercentile;
}

/** The p75 of one metric per Istanbul day over every route and device class (null: no measure that day). */
export interface VitalsTrend {
  metric: VitalMetric;
  days: { day: string; count: number; p75: BucketPercentile | null }[];
}

/** An interaction target of the period, with the attribution of its INPs. */
export interface InteractionTargetRow {
  route: RouteName;
  target: string;
  type: InteractionType;
  count: number;
  /** The largest INP measured on it in the period, in ms. */
  worst: number;
  /** Means over its INPs, in ms. */
  mean: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The longest script of its worst INP, when the browser named one. */
  script: string | null;
}

/** The admin's "Hız (saha verisi)" answer for a range of Istanbul days. */
export interface VitalsReport {
  from: string;
  to: string;
  buckets: Record<VitalMetric, { width: number; count: number }>;
  rows: VitalsSummaryRow[];
  trends: VitalsTrend[];
  /** The ten targets with the largest INP, worst first. */
  worstInteractions: InteractionTargetRow[];
}
