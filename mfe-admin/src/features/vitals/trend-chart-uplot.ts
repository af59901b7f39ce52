/**
 * One metric's p75 per day as a line chart, drawn by uPlot on a canvas, with Google's two lines (good, poor) as dashed
 * levels. Loaded with import() by the field vitals screen alone; framework-free: the React side hands it an element,
 * the days and colours. A day without a measure is a gap in the line. uPlot's legend is off (the page shows its own).
 */
import { formatInteger, formatNumber } from 'shared-data';
import { vitalThresholds, type VitalMetric, type VitalsTrend } from 'shared-data/vitals';
import uPlot from 'uplot';

export interface TrendColors {
  p75: string;
  good: string;
  poor: string;
  axis: string;
  grid: string;
  /** A canvas font, e.g. '12px system-ui'. */
  font: string;
}

export interface TrendChart {
  destroy(): void;
}

const DAY = 86_400;
const dayIncrements = [1, 2, 7, 14, 30, 61, 91].map((days) => days * DAY);

/** An Istanbul day as the x value: its midnight in UTC seconds, read back in UTC, so no time zone shifts a label. */
const xOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const shortDay = (seconds: number) => {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
};

export interface TrendChartOptions {
  metric: VitalMetric;
  days: VitalsTrend['days'];
  colors: TrendColors;
  /** In pixels. */
  height: number;
}

/** Draws a metric's days into `host`, as wide as it is. */
export function createTrendChart(host: HTMLElement, { metric, days, colors, height }: TrendChartOptions): TrendChart {
  const { good, poor } = vitalThresholds[metric];
  const values = days.map((day) => day.p75?.value ?? null);
  const top = Math.max(poor, ...values.map((value) => value ?? 0)) * 1.1;
  const axis = { stroke: colors.axis, font: colors.font, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const options: uPlot.Options = {
    width: host.clientWidth || 600,
    height,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (_chart, min, max) => (min === max ? [min - DAY / 2, max + DAY / 2] : [min, max]) },
      y: { range: () => [0, top] },
    },
    axes: [
      { ...axis, incrs: dayIncrements, values: (_chart, splits) => splits.map(shortDay) },
      { ...axis, size: 64, values: (_chart, splits) => splits.map((value) => (metric === 'CLS' ? formatNumber(value, 2) : formatInteger(value))) },
    ],
    series: [
      {},
      { label: 'p75', stroke: colors.p75, width: 2, points: { show: true } },
      { label: 'İyi sınırı', stroke: colors.good, width: 1, dash: [6, 4], points: { show: false } },
      { label: 'Kötü sınırı', stroke: colors.poor, width: 1, dash: [2, 4], points: { show: false } },
    ],
  };
  const data: uPlot.AlignedData = [days.map((day) => xOf(day.day)), values, days.map(() => good), days.map(() => poor)];
  const chart = new uPlot(options, data, host);
  const resize = new ResizeObserver(() => chart.setSize({ width: host.clientWidth, height }));
  resize.observe(host);
  return {
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
