import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatInteger } from 'shared-data';
import type { ClickStatsDay } from 'shared-data/cms';
import styled, { useTheme } from 'styled-components';
import { CaptionedTable, NumericCell } from '../../components/captioned-table.tsx';
import { ChartFrame } from '../../components/chart-frame.tsx';
import { chartSummary, dayLabel } from './clicks-view.ts';
import type { ChartColors, DailyChart as ChartHandle } from './daily-chart-uplot.ts';

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

const Swatch = styled.span<{ $series: 'humans' | 'bots' }>`
  display: inline-block;
  width: 1.5rem;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  border-top: 3px ${({ $series }) => ($series === 'humans' ? 'solid' : 'dashed')}
    ${({ theme, $series }) => ($series === 'humans' ? theme.colors.accent : theme.colors.info)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Clicks per day as a line chart (humans and bots), with a legend that shows the day under the pointer, and the same
 * numbers as a table for keyboards and screen readers. uPlot is fetched when the chart is first shown.
 */
export function DailyChart({ days }: { days: readonly ClickStatsDay[] }) {
  const id = useId();
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const colors = useMemo<ChartColors>(
    () => ({
      humans: theme.colors.accent,
      bots: theme.colors.info,
      axis: theme.colors.textMuted,
      grid: theme.colors.border,
      font: `12px ${theme.font.body}`,
    }),
    [theme],
  );

  useEffect(() => {
    let chart: ChartHandle | null = null;
    let current = true;
    import('./daily-chart-uplot.ts').then(
      ({ createDailyChart }) => {
        if (current && host.current) chart = createDailyChart(host.current, days, colors, setHovered);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      chart?.destroy();
      setHovered(null);
    };
  }, [days, colors]);

  const day = hovered === null ? undefined : days[hovered];
  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>Günlük tıklamalar</figcaption>
      <Legend>
        {day && (
          <li>
            <time dateTime={day.day}>{dayLabel(day.day)}</time>
          </li>
        )}
        <li>
          <Swatch $series="humans" />
          Tıklama (insan){day ? `: ${formatInteger(day.humans)}` : ''}
        </li>
        <li>
          <Swatch $series="bots" />
          Tıklama (bot){day ? `: ${formatInteger(day.bots)}` : ''}
        </li>
      </Legend>
      {failed ? (
        <Muted>Grafik yüklenemedi; günlük sayılar aşağıdaki tabloda.</Muted>
      ) : (
        <ChartFrame $height={260} ref={host} role="img" aria-label={chartSummary(days)} />
      )}
      <details>
        <summary>Günlük sayılar (tablo)</summary>
        <CaptionedTable caption="Günlük tıklamalar ve dönüşümler" headers={['Gün', 'Tıklama (insan)', 'Tıklama (bot)', 'Dönüşüm']} numbersFrom={1}>
          {days.map((row) => (
            <tr key={row.day}>
              <th scope="row">
                <time dateTime={row.day}>{dayLabel(row.day)}</time>
              </th>
              <NumericCell>{formatInteger(row.humans)}</NumericCell>
              <NumericCell>{formatInteger(row.bots)}</NumericCell>
              <NumericCell>{formatInteger(row.conversions)}</NumericCell>
            </tr>
          ))}
        </CaptionedTable>
      </details>
    </Figure>
  );
}
