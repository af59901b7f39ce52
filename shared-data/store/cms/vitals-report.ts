/**
 * The field vitals' report for the operator, read from the counts per bucket (vitals.ts): the p75 of each metric per
 * route and device class, each metric's p75 per Istanbul day, and the interaction targets with the largest INP.
 */
import { and, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import { roundTo, routeNames, type RouteName } from 'shared-data';
import { daysInRange } from 'shared-data/cms';
import {
  deviceClasses,
  interactionTypes,
  percentileFromBuckets,
  vitalBuckets,
  vitalMetrics,
  type InteractionTargetRow,
  type VitalMetric,
  type VitalsReport,
  type VitalsSummaryRow,
} from 'shared-data/vitals';
import { queryRows, type Database } from '../database.ts';
import * as t from '../schema.ts';

/** The report's list of the worst interaction targets. */
const WORST_TARGETS = 10;

/** A stored name that is one of `names`: a route renamed since is left out of the report. */
const oneOf =
  <T extends string>(names: readonly T[]) =>
  (value: string): value is T =>
    (names as readonly string[]).includes(value);
const isRoute = oneOf<RouteName>(routeNames);
const isMetric = oneOf(vitalMetrics);
const isInteractionType = oneOf(interactionTypes);

// Sums of int columns are bigint, which the drivers hand over as text.
const total = (value: AnyColumn) => sql`sum(${value})`.mapWith(Number);

/** Adds `count` to `bucket` of the histogram under `key`. */
function addTo<K>(histograms: Map<K, Map<number, number>>, key: K, bucket: number, count: number) {
  let histogram = histograms.get(key);
  if (!histogram) {
    histogram = new Map();
    histograms.set(key, histogram);
  }
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
}

const sumOf = (histogram: ReadonlyMap<number, number>) => [...histogram.values()].reduce((a, b) => a + b, 0);

async function summaryRows(db: Database, range: { from: string; to: string }): Promise<VitalsSummaryRow[]> {
  const v = t.vitalsDaily;
  const rows = await db
    .select({ route: v.route, device: v.device, metric: v.metric, bucket: v.bucket, count: total(v.count) })
    .from(v)
    .where(and(gte(v.day, range.from), lte(v.day, range.to)))
    .groupBy(v.route, v.device, v.metric, v.bucket);
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) addTo(histograms, `${row.route}\n${row.device}\n${row.metric}`, row.bucket, row.count);
  const out: VitalsSummaryRow[] = [];
  for (const route of routeNames) {
    for (const device of deviceClasses) {
      for (const metric of vitalMetrics) {
        const histogram = histograms.get(`${route}\n${device}\n${metric}`);
        const p75 = histogram && percentileFromBuckets(metric, histogram);
        if (histogram && p75) out.push({ route, device, metric, count: sumOf(histogram), p75 });
      }
    }
  }
  return out;
}

async function trends(db: Database, range: { from: string; to: string }): Promise<VitalsReport['trends']> {
  const v = t.vitalsDaily;
  const rows = await db
    .select({ day: v.day, metric: v.metric, bucket: v.bucket, count: total(v.count) })
    .from(v)
    .where(and(gte(v.day, range.from), lte(v.day, range.to)))
    .groupBy(v.day, v.metric, v.bucket);
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) if (isMetric(row.metric)) addTo(histograms, `${row.metric}\n${row.day}`, row.bucket, row.count);
  const days = daysInRange(range.from, range.to);
  return vitalMetrics.map((metric: VitalMetric) => ({
    metric,
    days: days.map((day) => {
      const histogram = histograms.get(`${metric}\n${day}`) ?? new Map<number, number>();
      return { day, count: sumOf(histogram), p75: percentileFromBuckets(metric, histogram) };
    }),
  }));
}

async function worstInteractions(db: Database, range: { from: string; to: string }): Promise<InteractionTargetRow[]> {
  const rows = await queryRows<{
    route: string;
    target: string;
    type: string;
    count: string | number;
    worst: number;
    inp_sum: number;
    input_delay_sum: number;
    processing_sum: number;
    presentation_sum: number;
    script: string | null;
  }>(
    db,
    sql`SELECT route, target, type, sum(count) AS count, max(inp_max) AS worst, sum(inp_sum) AS inp_sum,
        sum(input_delay_sum) AS input_delay_sum, sum(processing_sum) AS processing_sum, sum(presentation_sum) AS presentation_sum,
        (array_agg(worst_script ORDER BY inp_max DESC, worst_script NULLS LAST))[1] AS script
      FROM ${t.vitalsInteractions}
      WHERE day >= ${range.from}::date AND day <= ${range.to}::date
        AND route = ANY(${sql.param([...routeNames])}::text[]) AND type = ANY(${sql.param([...interactionTypes])}::text[])
      GROUP BY route, target, type
      ORDER BY worst DESC, count DESC, route COLLATE "C", target COLLATE "C", type COLLATE "C"
      LIMIT ${WORST_TARGETS}`,
  );
  const out: InteractionTargetRow[] = [];
  for (const row of rows) {
    const { route, type } = row;
    if (!isRoute(route) || !isInteractionType(type)) continue;
    const count = Number(row.count);
    const mean = (sum: number) => roundTo(Number(sum) / count, 1);
    out.push({
      route,
      target: row.target,
      type,
      count,
      worst: Number(row.worst),
      mean: mean(row.inp_sum),
      inputDelay: mean(row.input_delay_sum),
      processingDuration: mean(row.processing_sum),
      presentationDelay: mean(row.presentation_sum),
      script: row.script,
    });
  }
  return out;
}

/**
 * The operator's report of a range of Istanbul days (both included): the p75 of each metric per route and device
 * class from the summed bucket counts, each metric's p75 per day over all routes and devices (every day listed), and
 * the ten interaction targets with the largest INP.
 */
export async function vitalsReport(db: Database, range: { from: string; to: string }): Promise<VitalsReport> {
  const [rows, trendLines, worst] = await Promise.all([summaryRows(db, range), trends(db, range), worstInteractions(db, range)]);
  return { from: range.from, to: range.to, buckets: vitalBuckets, rows, trends: trendLines, worstInteractions: worst };
}
