/**
 * The clicks-per-day line chart, drawn by uPlot on a canvas. Loaded with import() by the dashboard alone, so uPlot
 * stays out of every other admin screen; framework-free: the React side hands it an element, the days and colours.
 * uPlot's legend is off (the page shows its own) and nothing is animated.
 */
import { formatInteger } from 'shared-data';
import type { ClickStatsDay } from 'shared-data/cms';
import uPlot from 'uplot';

export interface ChartColors {
  humans: string;
  bots: string;
  axis: string;
  grid: string;
  /** A canvas font, e.g. '12px system-ui'. */
  font: string;
}

export interface DailyChart {
  destroy(): void;
}

export const CHART_HEIGHT = 260;
const DAY = 86_400;
/** Steps between the x axis's labels (whole days) and the y axis's (whole clicks). */
const dayIncrements = [1, 2, 7, 14, 30, 61, 91].map((days) => days * DAY);
const countIncrements = [1, 2, 5].flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].map((power) => step * power)).sort((a, b) => a - b);

/** An Istanbul day as the x value: its midnight in UTC seconds, read back in UTC, so no time zone shifts a label. */
const xOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const shortDay = (seconds: number) => {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
};

/** Draws the days into `host`, as wide as it is; `onHover` hears the index of the day under the pointer, or null. */
export function createDailyChart(
  host: HTMLElement,
  days: readonly ClickStatsDay[],
  colors: ChartColors,
  onHover: (index: number | null) => void,
): DailyChart {
  const axis = { stroke: colors.axis, font: colors.font, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const options: uPlot.Options = {
    width: host.clientWidth || 600,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (_chart, min, max) => (min === max ? [min - DAY / 2, max + DAY / 2] : [min, max]) },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...axis, incrs: dayIncrements, values: (_chart, splits) => splits.map(shortDay) },
      { ...axis, size: 56, incrs: countIncrements, values: (_chart, splits) => splits.map((value) => formatInteger(value)) },
    ],
    series: [
      {},
      { label: 'Tıklama (insan)', stroke: colors.humans, width: 2 },
      { label: 'Tıklama (bot)', stroke: colors.bots, width: 2, dash: [6, 4] },
    ],
    hooks: { setCursor: [(chart) => onHover(chart.cursor.idx ?? null)] },
  };
  const data: uPlot.AlignedData = [days.map((day) => xOf(day.day)), days.map((day) => day.humans), days.map((day) => day.bots)];
  const chart = new uPlot(options, data, host);
  const resize = new ResizeObserver(() => chart.setSize({ width: host.clientWidth, height: CHART_HEIGHT }));
  resize.observe(host);
  return {
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
