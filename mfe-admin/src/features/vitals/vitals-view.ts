/**
 * The field vitals screen's state, kept in the admin's URL like the click dashboard's, and what the screen reads from
 * the API's answer: the table by page and device class, the wording of a p75 and of a bucket's width, and each trend
 * chart's gist in words. No React here.
 */
import { formatInteger, formatNumber, formatTurkishDate, routes, type RouteName } from 'shared-data';
import { lastIstanbulDays } from 'shared-data/cms';
import {
  vitalRating,
  vitalThresholds,
  type BucketPercentile,
  type DeviceClass,
  type VitalMetric,
  type VitalRating,
  type VitalsSummaryRow,
  type VitalsTrend,
} from 'shared-data/vitals';
import { adminApiUrl } from '../../../server/contract.ts';
import { routeLabels, vitalRatingLabels } from '../../lib/messages.ts';

/** The page's query keys, Turkish like the click dashboard's. */
export const vitalsQueryKeys = { from: 'baslangic', to: 'bitis' } as const;

/** Istanbul days 'YYYY-MM-DD' as typed ('' for none): the API judges them, and chooses a period left open. */
export interface VitalsPeriod {
  from: string;
  to: string;
}

/** The period of the page's query. */
export function periodOf(params: URLSearchParams): VitalsPeriod {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  return { from: value(vitalsQueryKeys.from), to: value(vitalsQueryKeys.to) };
}

function query(period: VitalsPeriod, keys: { from: string; to: string }): string {
  const params = new URLSearchParams();
  if (period.from) params.set(keys.from, period.from);
  if (period.to) params.set(keys.to, period.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The screen at `path` for `period`. */
export const vitalsHref = (path: string, period: VitalsPeriod) => `${path}${query(period, vitalsQueryKeys)}`;

/** The screen of the last `count` Istanbul days. */
export const lastDaysHref = (path: string, count: number, now: number = Date.now()) => vitalsHref(path, lastIstanbulDays(count, now));

/** The API's address for `period`; a date left open is the API's to choose (by default the last four weeks). */
export const vitalsUrl = (period: VitalsPeriod) => `${adminApiUrl('vitals')}${query(period, { from: 'from', to: 'to' })}`;

/** A metric's value as the screen writes it: milliseconds whole with Turkish grouping, CLS with two decimals. */
export const vitalValue = (metric: VitalMetric, value: number) => (metric === 'CLS' ? formatNumber(value, 2) : `${formatInteger(value)} ms`);

/** A p75 as the screen writes it: '≥' when it lies in the open-ended last bucket. */
export const p75Text = (metric: VitalMetric, p75: BucketPercentile) => `${p75.over ? '≥ ' : ''}${vitalValue(metric, p75.value)}`;

/** How a p75 is computed, by its metric's bucket width: "p75, 10 ms'lik kovalardan hesaplanır". */
export const bucketText = (metric: VitalMetric, width: number) => `p75, ${vitalValue(metric, width)}'lik kovalardan hesaplanır`;

/** Google's lines for a metric, in words. */
export const thresholdText = (metric: VitalMetric) =>
  `iyi ≤ ${vitalValue(metric, vitalThresholds[metric].good)}, kötü > ${vitalValue(metric, vitalThresholds[metric].poor)}`;

export const ratingOf = (metric: VitalMetric, p75: BucketPercentile): VitalRating => vitalRating(metric, p75.value);

/** A page as the screen names it: its Turkish name and its address pattern, a parameter written as '…'. */
export const routeText = (route: RouteName) => ({ label: routeLabels[route], pattern: routes[route].pattern.replace(/:[A-Za-z]+/g, '…') });

export interface VitalsCell {
  count: number;
  p75: BucketPercentile;
  rating: VitalRating;
}

/** One line of the table: a page on a device class, with each measured metric's p75. */
export interface VitalsLine {
  route: RouteName;
  device: DeviceClass;
  /** Page views measured: every view sends at least one metric, so the most measured one counts them. */
  views: number;
  cells: Partial<Record<VitalMetric, VitalsCell>>;
}

/** The API's rows (one per page, device class and metric) as the table's lines, in the API's order. */
export function vitalsLines(rows: readonly VitalsSummaryRow[]): VitalsLine[] {
  const lines = new Map<string, VitalsLine>();
  for (const row of rows) {
    const key = `${row.route} ${row.device}`;
    const line = lines.get(key) ?? { route: row.route, device: row.device, views: 0, cells: {} };
    line.cells[row.metric] = { count: row.count, p75: row.p75, rating: ratingOf(row.metric, row.p75) };
    line.views = Math.max(line.views, row.count);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/**
 * A trend chart's accessible name: the period, how many days had measures, and the day of the highest p75 with its
 * rating, so a screen reader hears the gist.
 */
export function trendSummary({ metric, days }: VitalsTrend): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `${metric} p75: gün yok.`;
  const range = first === last ? formatTurkishDate(first.day) : `${formatTurkishDate(first.day)} – ${formatTurkishDate(last.day)}`;
  const measured = days.filter((day) => day.p75 !== null);
  let worst: (typeof days)[number] | undefined;
  for (const day of measured) if (!worst || (day.p75?.value ?? 0) > (worst.p75?.value ?? 0)) worst = day;
  if (!worst?.p75) return `${metric} p75, ${range}: ölçüm yok.`;
  const peak = `${p75Text(metric, worst.p75)}, ${vitalRatingLabels[ratingOf(metric, worst.p75)]}`;
  return `${metric} p75, ${range}: ölçüm olan gün ${measured.length} / ${days.length}; en yüksek p75 ${formatTurkishDate(worst.day)} günü (${peak}).`;
}
