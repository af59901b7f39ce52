import { formatMoney } from 'shared-data';
import type { SeriesPoint } from 'shared-data/betting';
import styled from 'styled-components';

const WIDTH = 640;
const HEIGHT = 280;
const PLOT = { left: 84, right: 16, top: 48, bottom: 44 };

const Frame = styled.div`
  overflow-x: auto;
  svg { display: block; width: 100%; min-width: 28rem; max-width: 48rem; height: auto; }
  text { fill: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; font-family: inherit; }
  .axis { stroke: ${({ theme }) => theme.colors.border}; stroke-width: 1; }
  .zero { stroke: ${({ theme }) => theme.colors.textMuted}; stroke-width: 1; stroke-dasharray: 2 4; }
  .actual, .expected { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
  .actual { stroke: ${({ theme }) => theme.colors.accent}; }
  /* Dashed as well as of another colour, so the two lines are told apart without colour vision. */
  .expected { stroke: ${({ theme }) => theme.colors.info}; stroke-dasharray: 8 5; }
`;

/** Whole lira on the axis: the labels only place the lines, the figures above say the exact sums. */
const axisMoney = (value: number) => formatMoney(value, 'TL', 0);

/**
 * The cumulative profit of the settled bets, in date order, beside the profit their CLV predicted: an inline SVG drawn
 * here, with no chart library. The picture is one image to assistive technology, summed up by its end values.
 */
export function ProfitChart({ series }: { series: readonly SeriesPoint[] }) {
  const last = series.at(-1);
  if (last === undefined) return <p>Grafik için en az bir sonuçlanmış bahis gerekir.</p>;

  // The lines start at 0 before the first bet, so 0 is always within the range and gets a label.
  const actual = [0, ...series.map((p) => p.cumulativeProfit)];
  const expected = [0, ...series.map((p) => p.cumulativeExpectedProfit)];
  const low = Math.min(...actual, ...expected);
  const high = Math.max(...actual, ...expected);
  const span = high - low || 1;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (i: number) => PLOT.left + (i / series.length) * plotWidth;
  const y = (value: number) => PLOT.top + ((high - value) / span) * plotHeight;
  const points = (values: readonly number[]) => values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const bottom = HEIGHT - PLOT.bottom;

  const summary =
    `Kümülatif kâr grafiği, ${series.length} sonuçlanmış bahis: gerçekleşen kâr ${formatMoney(last.cumulativeProfit)}, ` +
    `CLV'ye göre beklenen kâr ${formatMoney(last.cumulativeExpectedProfit)}.`;

  return (
    <Frame>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} data-testid="profit-chart">
        <g>
          <line className="actual" x1={PLOT.left} x2={PLOT.left + 28} y1={18} y2={18} />
          <text x={PLOT.left + 36} y={22}>Gerçekleşen kümülatif kâr</text>
          <line className="expected" x1={PLOT.left + 250} x2={PLOT.left + 278} y1={18} y2={18} />
          <text x={PLOT.left + 286} y={22}>CLV&apos;ye göre beklenen kâr</text>
        </g>
        <line className="axis" x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={bottom} />
        <line className="axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={bottom} y2={bottom} />
        {low < 0 && high > 0 && <line className="zero" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} />}
        {[...new Set([high, 0, low])].map((value) => (
          <text key={value} x={PLOT.left - 8} y={y(value) + 4} textAnchor="end">
            {axisMoney(value)}
          </text>
        ))}
        <text x={x(1)} y={bottom + 18} textAnchor="middle">1</text>
        {series.length > 1 && (
          <text x={x(series.length)} y={bottom + 18} textAnchor="end">{series.length}</text>
        )}
        <text x={PLOT.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">Bahisler (tarih sırasıyla)</text>
        <polyline className="expected" points={points(expected)} />
        <polyline className="actual" points={points(actual)} />
      </svg>
    </Frame>
  );
}
