/**
 * The simulated outcomes of an offer as two charts drawn on the server (SVG in the page's HTML: readable without
 * JavaScript, and without animation), with their text alternative:
 * - the runs that withdraw nothing, apart: one bar split between them and the runs that withdraw something, so the
 *   many runs that end with nothing do not flatten the other bars;
 * - the runs that withdraw something, by cash-out, in the server's bins (bin i holds the cash-outs above 0 from i ×
 *   width up to (i + 1) × width, a whole number of the game's win steps wide; the last bin is open above), each bar the
 *   share of all runs.
 * Each chart's summary is read as the image's name; the shares are a table under a native disclosure after the figure
 * (a figure's caption must be its first or last child, so the disclosure is not inside it).
 */
import { formatNumber, type Currency, type ValueHistogram as Histogram } from 'shared-data';
import styled from 'styled-components';
import { chance, money } from '../../lib/value-wording.ts';

const Chart = styled.div`
  figure { margin: 0; }
  svg { display: block; width: 100%; height: auto; max-width: 40rem; }
  svg + svg { margin-top: ${({ theme }) => theme.space.md}; }
  .withdrew { fill: ${({ theme }) => theme.colors.accent}; }
  .nothing { fill: ${({ theme }) => theme.colors.textMuted}; }
  line { stroke: ${({ theme }) => theme.colors.textMuted}; }
  text { fill: ${({ theme }) => theme.colors.textMuted}; }
  .label { fill: ${({ theme }) => theme.colors.text}; }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  table { border-collapse: collapse; margin-top: ${({ theme }) => theme.space.sm}; }
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  td { font-variant-numeric: tabular-nums; }
  summary { cursor: pointer; margin-top: ${({ theme }) => theme.space.sm}; }
`;

const WIDTH = 480;
const SPLIT_HEIGHT = 28;
const HEIGHT = 150;
/** Room above the bars for their shares, and below the axis for the bins' lower edges. */
const TOP = 16;
const AXIS = 34;

/** An amount without its currency: '2.250', '769,20'. */
const amount = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

/** Each bin's range as text: '0–250 TL', the last '2.250 TL ve üstü'. */
export function binLabels({ width, counts }: Histogram, currency: Currency): string[] {
  return counts.map((_, i) => {
    const from = i * width;
    return i === counts.length - 1 ? `${money(from, currency)} ve üstü` : `${amount(from)}–${money(from + width, currency)}`;
  });
}

/** The label of the runs that withdraw nothing, as the chart, its text alternative and the table name them. */
export const NOTHING_LABEL = 'Hiçbir şey çekemeyen koşular';

export function ValueHistogram({ histogram, currency, id }: { histogram: Histogram; currency: Currency; id: string }) {
  const withdrew = histogram.counts.reduce((sum, n) => sum + n, 0);
  const total = histogram.nothing + withdrew;
  if (total === 0) return null;
  const labels = binLabels(histogram, currency);
  const nothingShare = histogram.nothing / total;
  const most = Math.max(...histogram.counts);
  const barWidth = WIDTH / histogram.counts.length;
  const splitSummary = `${NOTHING_LABEL}: ${chance(nothingShare)}; çekim yapan koşular: ${chance(withdrew / total)}.`;
  const binsSummary =
    withdrew === 0
      ? 'Hiçbir koşu çekim yapamadı.'
      : `Çekim yapan koşuların ${labels.length} aralıkta çekim tutarına göre dağılımı; en kalabalık aralık ${labels[histogram.counts.indexOf(most)]}: ${chance(most / total)}.`;
  return (
    <Chart>
      <figure aria-labelledby={`${id}-caption`}>
        <svg viewBox={`0 0 ${WIDTH} ${SPLIT_HEIGHT + 22}`} role="img" aria-labelledby={`${id}-split`}>
          <title id={`${id}-split`}>{splitSummary}</title>
          <rect className="nothing" x="0" y="0" width={nothingShare * WIDTH} height={SPLIT_HEIGHT} />
          <rect className="withdrew" x={nothingShare * WIDTH} y="0" width={(1 - nothingShare) * WIDTH} height={SPLIT_HEIGHT} />
          <text className="label" x="0" y={SPLIT_HEIGHT + 16} fontSize="12">
            {`${NOTHING_LABEL}: ${chance(nothingShare)}`}
          </text>
          <text className="label" x={WIDTH} y={SPLIT_HEIGHT + 16} fontSize="12" textAnchor="end">
            {`Çekim yapan: ${chance(withdrew / total)}`}
          </text>
        </svg>
        {withdrew > 0 && (
          <svg viewBox={`0 0 ${WIDTH} ${TOP + HEIGHT + AXIS}`} role="img" aria-labelledby={`${id}-bins`}>
            <title id={`${id}-bins`}>{binsSummary}</title>
            {histogram.counts.map((count, i) => {
              const height = most > 0 ? (count / most) * (HEIGHT - 4) : 0;
              const x = i * barWidth;
              return (
                <g key={labels[i]}>
                  <rect className="withdrew" x={x + 2} y={TOP + HEIGHT - height} width={barWidth - 4} height={height}>
                    <title>{`${labels[i]}: ${chance(count / total)}`}</title>
                  </rect>
                  {count > 0 && (
                    <text x={x + barWidth / 2} y={TOP + HEIGHT - height - 4} fontSize="10" textAnchor="middle">
                      {chance(count / total)}
                    </text>
                  )}
                  <text x={x + 2} y={TOP + HEIGHT + 14} fontSize="10">
                    {i === histogram.counts.length - 1 ? `${amount(i * histogram.width)}+` : amount(i * histogram.width)}
                  </text>
                </g>
              );
            })}
            <line x1="0" y1={TOP + HEIGHT} x2={WIDTH} y2={TOP + HEIGHT} strokeWidth="1" />
            <text x={WIDTH} y={TOP + HEIGHT + 30} fontSize="11" textAnchor="end">
              {`Çekim tutarı (${currency})`}
            </text>
          </svg>
        )}
        <figcaption id={`${id}-caption`}>
          Simülasyon sonuçları. Üstteki çubuk hiçbir şey çekemeyen koşuları ayrı gösterir; alttaki her çubuk, çekilen tutarı o
          aralıkta kalan koşuların bütün koşular içindeki payıdır. Her aralık alt sınırını içerir, üst sınırını içermez; son
          aralık yukarıya açıktır.
        </figcaption>
      </figure>
      <details>
        <summary>Dağılımı tablo olarak göster</summary>
        <table>
          <caption className="visually-hidden">Çekim tutarlarına göre simülasyonların dağılımı</caption>
          <thead>
            <tr>
              <th scope="col">Çekim tutarı</th>
              <th scope="col">Koşuların payı</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{NOTHING_LABEL}</td>
              <td>{chance(nothingShare)}</td>
            </tr>
            {histogram.counts.map((count, i) => (
              <tr key={labels[i]}>
                <td>{labels[i]}</td>
                <td>{chance(count / total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Chart>
  );
}
