/**
 * Field vitals: page views' beacons added up into fixed buckets per Istanbul day, route, device class and metric
 * (`vitals_daily`), and each INP's attribution per interaction target (`vitals_interactions`); the purge of old days.
 * No beacon is stored, nor anything that tells readers apart. The operator's report reads them back (vitals-report.ts).
 */
import { sql } from 'drizzle-orm';
import { addDays, istanbulDate } from 'shared-data/cms';
import { vitalBucket, vitalMetrics, type DeviceClass, type VitalsBeacon } from 'shared-data/vitals';
import { queryRows, type Database } from '../database.ts';
import * as t from '../schema.ts';

/** A beacon as the server accepted it: when it came (epoch ms) and the device class the server read from its User-Agent. */
export interface VitalsRecord extends VitalsBeacon {
  at: number;
  device: DeviceClass;
}

export interface RecordedVitals {
  beacons: number;
  /** INP attributions not stored: their target was new on a day and route that had all its targets already. */
  droppedInteractions: number;
}

/** Interaction targets kept per Istanbul day and route at most: selectors are the browser's text, so they are bounded. */
export const MAX_INTERACTION_TARGETS = 50;
/** Istanbul days kept, today included. */
export const VITALS_KEEP_DAYS = 90;
/** Rows per statement (each column one array parameter, as clicks.ts writes them). */
const SLICE = 1_000;
/** The advisory lock that lets one transaction at a time add targets, so no day and route passes the bound. */
const TARGETS_LOCK = [725_8003, 1] as const;

interface BucketCount {
  day: string;
  route: string;
  device: string;
  metric: string;
  bucket: number;
  count: number;
}

interface TargetSums {
  day: string;
  route: string;
  target: string;
  type: string;
  count: number;
  inpSum: number;
  inpMax: number;
  inputDelaySum: number;
  processingSum: number;
  presentationSum: number;
  worstScript: string | null;
}

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += SLICE) out.push(items.slice(at, at + SLICE));
  return out;
}

const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));
/** Code-point order: the same on every driver and collation. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One row per bucket the batch touches, in key order: every writer locks the rows it adds to in the same order, so
 * two processes writing at once wait for one another instead of deadlocking.
 */
function bucketCounts(batch: readonly VitalsRecord[]): BucketCount[] {
  const rows = new Map<string, BucketCount>();
  for (const beacon of batch) {
    const day = istanbulDate(beacon.at);
    for (const metric of vitalMetrics) {
      const value = beacon.metrics[metric];
      if (value === undefined) continue;
      const bucket = vitalBucket(metric, value);
      const key = `${day}\n${beacon.route}\n${beacon.device}\n${metric}\n${String(bucket).padStart(3, '0')}`;
      const row = rows.get(key);
      if (row) row.count += 1;
      else rows.set(key, { day, route: beacon.route, device: beacon.device, metric, bucket, count: 1 });
    }
  }
  return [...rows.entries()].sort(([a], [b]) => compare(a, b)).map(([, row]) => row);
}

const targetKey = (row: { day: string; route: string; target: string; type: string }) => `${row.day}\n${row.route}\n${row.target}\n${row.type}`;
const pairKey = (row: { day: string; route: string }) => `${row.day}\n${row.route}`;

/** The INP attributions added up per day, route, target and type; the worst one's script kept. */
function targetSums(batch: readonly VitalsRecord[]): TargetSums[] {
  const rows = new Map<string, TargetSums>();
  for (const beacon of batch) {
    const inp = beacon.metrics.INP;
    if (!beacon.inp || inp === undefined) continue;
    const { target, type, inputDelay, processingDuration, presentationDelay, script } = beacon.inp;
    const key = { day: istanbulDate(beacon.at), route: beacon.route, target, type };
    let row = rows.get(targetKey(key));
    if (!row) {
      row = { ...key, count: 0, inpSum: 0, inpMax: -1, inputDelaySum: 0, processingSum: 0, presentationSum: 0, worstScript: null };
      rows.set(targetKey(key), row);
    }
    row.count += 1;
    row.inpSum += inp;
    row.inputDelaySum += inputDelay;
    row.processingSum += processingDuration;
    row.presentationSum += presentationDelay;
    if (inp > row.inpMax) {
      row.inpMax = inp;
      row.worstScript = script ?? null;
    }
  }
  return [...rows.values()].sort((a, b) => compare(targetKey(a), targetKey(b)));
}

/**
 * The targets of the batch that may be stored: those already stored for their day and route, and new ones while the
 * day and route has room, the most measured first. Runs under `TARGETS_LOCK`, so what it reads stays true until commit.
 */
async function storableTargets(tx: Database, sums: readonly TargetSums[]): Promise<TargetSums[]> {
  const pairs = [...new Map(sums.map((row) => [pairKey(row), row])).values()];
  const stored = await queryRows<{ day: string; route: string; target: string; type: string }>(
    tx,
    sql`SELECT v.day::text AS day, v.route, v.target, v.type FROM ${t.vitalsInteractions} v
      JOIN unnest(${column(pairs, (p) => p.day)}::text[]::date[], ${column(pairs, (p) => p.route)}::text[]) AS p(day, route)
        ON v.day = p.day AND v.route = p.route`,
  );
  const known = new Set(stored.map(targetKey));
  const room = new Map<string, number>(pairs.map((p) => [pairKey(p), MAX_INTERACTION_TARGETS]));
  for (const row of stored) room.set(pairKey(row), (room.get(pairKey(row)) ?? 0) - 1);
  const fresh = sums
    .filter((row) => !known.has(targetKey(row)))
    .sort((a, b) => b.count - a.count || b.inpMax - a.inpMax || compare(targetKey(a), targetKey(b)));
  const admitted = new Set<string>();
  for (const row of fresh) {
    const left = room.get(pairKey(row)) ?? 0;
    if (left <= 0) continue;
    room.set(pairKey(row), left - 1);
    admitted.add(targetKey(row));
  }
  return sums.filter((row) => known.has(targetKey(row)) || admitted.has(targetKey(row)));
}

/**
 * Adds a batch of beacons to the day's counts and attributions, in one transaction; several server processes writing
 * at once add up (`count = count + excluded.count`). The batch is added up per row in memory first, so a statement
 * touches each row once.
 */
export async function recordVitals(db: Database, batch: readonly VitalsRecord[]): Promise<RecordedVitals> {
  if (batch.length === 0) return { beacons: 0, droppedInteractions: 0 };
  const counts = bucketCounts(batch);
  const sums = targetSums(batch);
  return db.transaction(async (tx) => {
    for (const slice of slices(counts)) {
      await tx.execute(sql`INSERT INTO ${t.vitalsDaily} (day, route, device, metric, bucket, count)
        SELECT * FROM unnest(
          ${column(slice, (r) => r.day)}::text[]::date[],
          ${column(slice, (r) => r.route)}::text[],
          ${column(slice, (r) => r.device)}::text[],
          ${column(slice, (r) => r.metric)}::text[],
          ${column(slice, (r) => r.bucket)}::smallint[],
          ${column(slice, (r) => r.count)}::int[])
        ON CONFLICT (day, route, device, metric, bucket) DO UPDATE SET count = vitals_daily.count + excluded.count`);
    }
    if (sums.length === 0) return { beacons: batch.length, droppedInteractions: 0 };
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TARGETS_LOCK[0]}::int, ${TARGETS_LOCK[1]}::int)`);
    const kept = await storableTargets(tx, sums);
    for (const slice of slices(kept)) {
      await tx.execute(sql`INSERT INTO ${t.vitalsInteractions}
          (day, route, target, type, count, inp_sum, inp_max, input_delay_sum, processing_sum, presentation_sum, worst_script)
        SELECT * FROM unnest(
          ${column(slice, (r) => r.day)}::text[]::date[],
          ${column(slice, (r) => r.route)}::text[],
          ${column(slice, (r) => r.target)}::text[],
          ${column(slice, (r) => r.type)}::text[],
          ${column(slice, (r) => r.count)}::int[],
          ${column(slice, (r) => r.inpSum)}::float8[],
          ${column(slice, (r) => r.inpMax)}::float8[],
          ${column(slice, (r) => r.inputDelaySum)}::float8[],
          ${column(slice, (r) => r.processingSum)}::float8[],
          ${column(slice, (r) => r.presentationSum)}::float8[],
          ${column(slice, (r) => r.worstScript)}::text[])
        ON CONFLICT (day, route, target, type) DO UPDATE SET
          count = vitals_interactions.count + excluded.count,
          inp_sum = vitals_interactions.inp_sum + excluded.inp_sum,
          input_delay_sum = vitals_interactions.input_delay_sum + excluded.input_delay_sum,
          processing_sum = vitals_interactions.processing_sum + excluded.processing_sum,
          presentation_sum = vitals_interactions.presentation_sum + excluded.presentation_sum,
          worst_script = CASE WHEN excluded.inp_max > vitals_interactions.inp_max THEN excluded.worst_script ELSE vitals_interactions.worst_script END,
          inp_max = greatest(vitals_interactions.inp_max, excluded.inp_max)`);
    }
    const keptKeys = new Set(kept.map(targetKey));
    const dropped = sums.reduce((n, row) => (keptKeys.has(targetKey(row)) ? n : n + row.count), 0);
    return { beacons: batch.length, droppedInteractions: dropped };
  });
}

/** Deletes the days before the last `keepDays` Istanbul days (today included). Returns how many rows went. */
export async function purgeVitals(db: Database, keepDays: number = VITALS_KEEP_DAYS, now: Date = new Date()): Promise<number> {
  const oldest = addDays(istanbulDate(now.getTime()), 1 - keepDays);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH daily AS (DELETE FROM ${t.vitalsDaily} WHERE day < ${oldest}::date RETURNING 1),
      targets AS (DELETE FROM ${t.vitalsInteractions} WHERE day < ${oldest}::date RETURNING 1)
      SELECT ((SELECT count(*) FROM daily) + (SELECT count(*) FROM targets))::int AS n`,
  );
  return row?.n ?? 0;
}
