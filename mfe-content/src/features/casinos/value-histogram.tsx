/**
 * The simulated outcomes of an offer as a bar chart drawn on the server (SVG in the page's HTML: readable without
 * JavaScript), with its text alternative: a summary read as the image's name, and the bins as a table under a native
 * disclosure after the figure (a figure's caption must be its first or last child, so the disclosure is not inside it).
 * Bin i holds the runs whose cash-out is from i × width up to (i + 1) × width; the last bin is open above.
 */
import { type Currency, type Histogram } from 'shared-data';
import styled from 'styled-components';
import { chance, money } from '../../lib/value-wording.ts';

const Chart = styled.div`
  figure { margin: 0; }
  svg { display: block; width: 100%; height: auto; max-width: 40rem; }
  rect { fill: ${({ theme }) => theme.colors.accent}; }
  line { stroke: ${({ theme }) => theme.colors.textMuted}; }
  text { fill: ${({ theme }) => theme.colors.textMuted}; }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  table { border-collapse: collapse; margin-top: ${({ theme }) => theme.space.sm}; }
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  td { font-variant-numeric: tabular-nums; }
  summary { cursor: pointer; margin-top: ${({ theme }) => theme.space.sm}; }
`;

const WIDTH = 320;
const HEIGHT = 150;
const AXIS = 24;

/** Each bin's range as text: '0–50 TL', the last '450 TL ve üzeri'. */
export function binLabels({ width, counts }: Histogram, currency: Currency): string[] {
  return counts.map((_, i) => {
    const from = i * width;
    return i === counts.length - 1 ? `${money(from, currency)} ve üzeri` : `${money(from, currency).replace(` ${currency}`, '')}–${money(from + width, currency)}`;
  });
}

export function ValueHistogram({ histogram, currency, id }: { histogram: Histogram; currency: Currency; id: string }) {
  const total = histogram.counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const labels = binLabels(histogram, currency);
  const most = Math.max(...histogram.counts);
  const barWidth = WIDTH / histogram.counts.length;
  const bust = histogram.counts[0] ?? 0;
  const summary = `${labels.length} aralıkta çekim tutarlarının dağılımı. ${labels[0]} aralığındaki simülasyonların payı: ${chance(bust / total)} (çevrimi bitiremeyenler dahil).`;
  return (
    <Chart>
      <figure aria-labelledby={`${id}-caption`}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-labelledby={`${id}-title`}>
          <title id={`${id}-title`}>{summary}</title>
          {histogram.counts.map((count, i) => {
            const height = most > 0 ? (count / most) * (HEIGHT - 4) : 0;
            return (
              <rect
                key={labels[i]}
                x={i * barWidth + 2}
                y={HEIGHT - height}
                width={barWidth - 4}
                height={height}
              />
            );
          })}
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} strokeWidth="1" />
          <text x="0" y={HEIGHT + 16} fontSize="11">
            {money(0, currency)}
          </text>
          <text x={WIDTH} y={HEIGHT + 16} fontSize="11" textAnchor="end">
            {labels[labels.length - 1]}
          </text>
        </svg>
        <figcaption id={`${id}-caption`}>
          Simülasyon sonuçları: her çubuk, çekilen tutarı o aralıkta kalan simülasyonların payıdır. Sol baştaki çubuk, çevrimi
          bitiremeyip hiçbir şey çekemeyenleri de içerir.
        </figcaption>
      </figure>
      <details>
        <summary>Dağılımı tablo olarak göster</summary>
        <table>
          <caption className="visually-hidden">Çekim tutarlarına göre simülasyonların dağılımı</caption>
          <thead>
            <tr>
              <th scope="col">Çekim tutarı</th>
              <th scope="col">Simülasyonların payı</th>
            </tr>
          </thead>
          <tbody>
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
