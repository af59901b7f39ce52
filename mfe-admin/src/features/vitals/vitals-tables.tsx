import { useId } from 'react';
import { formatInteger } from 'shared-data';
import { deviceClassLabels, vitalMetrics, type InteractionTargetRow, type VitalMetric, type VitalRating, type VitalsReport } from 'shared-data/vitals';
import styled from 'styled-components';
import { CaptionedTable, NumericCell } from '../../components/captioned-table.tsx';
import { interactionTypeLabels, vitalNames, vitalRatingLabels } from '../../lib/messages.ts';
import { bucketText, p75Text, routeText, thresholdText, vitalValue, type VitalsCell, type VitalsLine } from './vitals-view.ts';

const dash = '–';

const Guide = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div { display: contents; }
  dt { font-weight: 700; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A p75 in the colour of its rating, with the rating in words beside it, so colour is never the only sign. */
const Rated = styled.span<{ $rating: VitalRating }>`
  display: block;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $rating }) => ({ good: theme.colors.success, 'needs-improvement': theme.colors.accent, poor: theme.colors.danger })[$rating]};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.textMuted}; }
  code { overflow-wrap: anywhere; }
  td.numeric { white-space: nowrap; }
`;

/** Each metric's full name, how its p75 is computed from the answer's bucket widths, and Google's lines. */
export function MetricsGuide({ buckets }: { buckets: VitalsReport['buckets'] }) {
  return (
    <Guide aria-label="Metrikler">
      {vitalMetrics.map((metric) => (
        <div key={metric}>
          <dt>
            {metric} ({vitalNames[metric]})
          </dt>
          <dd>
            {bucketText(metric, buckets[metric].width)}; {thresholdText(metric)}.
          </dd>
        </div>
      ))}
    </Guide>
  );
}

function P75Cell({ metric, cell }: { metric: VitalMetric; cell: VitalsCell | undefined }) {
  if (!cell) return <NumericCell>{dash}</NumericCell>;
  return (
    <NumericCell>
      <Rated $rating={cell.rating}>{p75Text(metric, cell.p75)}</Rated>
      <Small>{vitalRatingLabels[cell.rating]}</Small>
      <Small>{formatInteger(cell.count)} ölçüm</Small>
    </NumericCell>
  );
}

/** The p75 of every metric per page and device class. */
export function VitalsTable({ lines }: { lines: readonly VitalsLine[] }) {
  return (
    <CaptionedTable caption="Sayfa ve cihaz türüne göre p75" headers={['Sayfa', 'Cihaz', 'Görüntüleme', ...vitalMetrics]} numbersFrom={2}>
      {lines.map((line) => {
        const { label, pattern } = routeText(line.route);
        return (
          <tr key={`${line.route} ${line.device}`}>
            <th scope="row">
              {label} <Small as="code">{pattern}</Small>
            </th>
            <td>{deviceClassLabels[line.device]}</td>
            <NumericCell>{formatInteger(line.views)}</NumericCell>
            {vitalMetrics.map((metric) => (
              <P75Cell key={metric} metric={metric} cell={line.cells[metric]} />
            ))}
          </tr>
        );
      })}
    </CaptionedTable>
  );
}

const ms = (value: number) => vitalValue('INP', value);

/** The interaction targets with the worst INP of the period, with where the time went. */
export function WorstInteractions({ rows }: { rows: readonly InteractionTargetRow[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>En kötü INP'li etkileşimler</h2>
      {rows.length === 0 ? (
        <p>Bu dönemde etkileşim ölçülmedi.</p>
      ) : (
        <>
          <p>
            Okurların etkileşime girdiği öğeler, en kötü INP'ye göre (en çok on). Süre üç parçaya ayrılır: giriş gecikmesi (ana iş
            parçacığı meşgulken bekleme), işleme (olay işleyicileri) ve sunum gecikmesi (sonraki boyamaya kadar); en uzun betik, en
            kötü etkileşimin karesinde en uzun çalışan betiğin dosyasıdır.
          </p>
          <CaptionedTable
            caption="En kötü INP'li on etkileşim hedefi"
            headers={['Hedef', 'Sayfa', 'Tür', 'En uzun betik', 'Sayı', 'En kötü INP', 'Ortalama INP', 'Giriş gecikmesi', 'İşleme', 'Sunum gecikmesi']}
            numbersFrom={4}
          >
            {rows.map((row) => (
              <tr key={`${row.route} ${row.target} ${row.type}`}>
                <th scope="row">
                  <code>{row.target}</code>
                </th>
                <td>{routeText(row.route).label}</td>
                <td>{interactionTypeLabels[row.type]}</td>
                <td>{row.script ? <code>{row.script}</code> : dash}</td>
                <NumericCell>{formatInteger(row.count)}</NumericCell>
                <NumericCell>{ms(row.worst)}</NumericCell>
                <NumericCell>{ms(row.mean)}</NumericCell>
                <NumericCell>{ms(row.inputDelay)}</NumericCell>
                <NumericCell>{ms(row.processingDuration)}</NumericCell>
                <NumericCell>{ms(row.presentationDelay)}</NumericCell>
              </tr>
            ))}
          </CaptionedTable>
        </>
      )}
    </Section>
  );
}
