import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatInteger, formatTurkishDate } from 'shared-data';
import type { VitalsTrend } from 'shared-data/vitals';
import styled, { useTheme } from 'styled-components';
import { CaptionedTable, NumericCell } from '../../components/captioned-table.tsx';
import { ChartFrame } from '../../components/chart-frame.tsx';
import { vitalNames, vitalRatingLabels } from '../../lib/messages.ts';
import type * as TrendChartModule from './trend-chart-uplot.ts';
import type { TrendChart as ChartHandle, TrendColors } from './trend-chart-uplot.ts';
import { p75Text, ratingOf, trendSummary } from './vitals-view.ts';

/** The chart's height in pixels (uPlot's module is loaded only with the chart, so it is set here). */
const TREND_HEIGHT = 200;

/** uPlot's module, fetched once when the first chart is shown, for all of them; after a failure, fetched again. */
let chartModule: Promise<typeof TrendChartModule> | undefined;
const loadChartModule = () =>
  (chartModule ??= import('./trend-chart-uplot.ts').catch((error: unknown) => {
    chartModule = undefined;
    throw error;
  }));

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  display: grid;
  /* One column no wider than the page: the open table of days scrolls in its own frame instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  figcaption { font-weight: 700; }
  summary { cursor: pointer; padding: ${({ theme }) => theme.space.xs} 0; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Line = 'p75' | 'good' | 'poor';

const Swatch = styled.span<{ $line: Line }>`
  display: inline-block;
  width: 1.5rem;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  border-top: 3px ${({ $line }) => ({ p75: 'solid', good: 'dashed', poor: 'dotted' })[$line]}
    ${({ theme, $line }) => ({ p75: theme.colors.accent, good: theme.colors.success, poor: theme.colors.danger })[$line]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One metric's p75 per day as a line chart between Google's good and poor lines, named by its gist, with the same
 * figures as a table for keyboards and screen readers. uPlot is fetched when a chart is first shown.
 */
export function TrendChart({ trend }: { trend: VitalsTrend }) {
  const id = useId();
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { metric, days } = trend;
  const measured = days.some((day) => day.p75 !== null);
  const colors = useMemo<TrendColors>(
    () => ({
      p75: theme.colors.accent,
      good: theme.colors.success,
      poor: theme.colors.danger,
      axis: theme.colors.textMuted,
      grid: theme.colors.border,
      font: `12px ${theme.font.body}`,
    }),
    [theme],
  );

  useEffect(() => {
    if (!measured) return undefined;
    let chart: ChartHandle | null = null;
    let current = true;
    loadChartModule().then(
      ({ createTrendChart }) => {
        if (current && host.current) chart = createTrendChart(host.current, { metric, days, colors, height: TREND_HEIGHT });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [measured, metric, days, colors]);

  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        {metric} ({vitalNames[metric]}): günlük p75
      </figcaption>
      {!measured ? (
        <Muted>{trendSummary(trend)}</Muted>
      ) : (
        <>
          <Legend>
            <li>
              <Swatch $line="p75" />
              p75
            </li>
            <li>
              <Swatch $line="good" />
              İyi sınırı
            </li>
            <li>
              <Swatch $line="poor" />
              Kötü sınırı
            </li>
          </Legend>
          {failed ? (
            <Muted>Grafik yüklenemedi; günlük değerler aşağıdaki tabloda.</Muted>
          ) : (
            <ChartFrame ref={host} $height={TREND_HEIGHT} role="img" aria-label={trendSummary(trend)} />
          )}
          <details>
            <summary>Günlük değerler (tablo)</summary>
            <CaptionedTable caption={`${metric}: günlük p75`} headers={['Gün', 'Değerlendirme', 'Ölçüm', 'p75']} numbersFrom={2}>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{formatTurkishDate(day.day)}</time>
                  </th>
                  <td>{day.p75 ? vitalRatingLabels[ratingOf(metric, day.p75)] : 'Ölçüm yok'}</td>
                  <NumericCell>{formatInteger(day.count)}</NumericCell>
                  <NumericCell>{day.p75 ? p75Text(metric, day.p75) : '–'}</NumericCell>
                </tr>
              ))}
            </CaptionedTable>
          </details>
        </>
      )}
    </Figure>
  );
}
