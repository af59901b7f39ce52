import { useId } from 'react';
import { countryRuleLabels, formatInteger, formatNumber, placementLabel } from 'shared-data';
import { conversionPercent, type ClickStats } from 'shared-data/cms';
import styled from 'styled-components';
import { CaptionedTable, NumericCell } from '../../components/captioned-table.tsx';
import { clickStatsHeaders } from '../../lib/messages.ts';
import { countryLabel, type ClickTotals } from './clicks-view.ts';

const dash = '–';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.font.size.xl}; font-weight: 800; }
`;

const Section = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  td.label { min-width: 14rem; }
`;

const RefusedSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The range's totals: human and bot clicks, registrations and first deposits. */
export function ClickSummary({ totals }: { totals: ClickTotals }) {
  const figures: Array<[string, number]> = [
    ['Tıklama (insan)', totals.humans],
    ['Tıklama (bot)', totals.bots],
    ['Kayıt', totals.registrations],
    ['İlk yatırım', totals.firstDeposits],
  ];
  return (
    <Figures>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatInteger(value)}</dd>
        </div>
      ))}
    </Figures>
  );
}

/** '%2,5', or a dash when there were no human clicks to convert. */
const rateText = (rate: number | null) => (rate === null ? dash : `%${conversionPercent(rate)}`);

/** Clicks, conversions and conversion rate by casino and placement, with the CSV's columns. */
export function PlacementTable({ rows }: { rows: ClickStats['rows'] }) {
  return (
    <Section>
      <CaptionedTable caption="Casino ve yerleşime göre" headers={clickStatsHeaders} numbersFrom={2}>
        {rows.map((row) => (
          <tr key={`${row.casinoId} ${row.placement}`}>
            <th scope="row">{row.casinoName}</th>
            <td className="label">{placementLabel(row.placement)}</td>
            <NumericCell>{formatInteger(row.humans)}</NumericCell>
            <NumericCell>{formatInteger(row.bots)}</NumericCell>
            <NumericCell>{formatInteger(row.registrations)}</NumericCell>
            <NumericCell>{formatInteger(row.firstDeposits)}</NumericCell>
            <NumericCell>{formatNumber(row.depositAmount, 2)}</NumericCell>
            <NumericCell>{row.currency || dash}</NumericCell>
            <NumericCell>{rateText(row.conversionRate)}</NumericCell>
          </tr>
        ))}
      </CaptionedTable>
    </Section>
  );
}

/** The pages whose links were clicked most by people. */
export function PagesTable({ pages }: { pages: ClickStats['pages'] }) {
  return (
    <Section>
      <CaptionedTable caption="En çok tıklanan sayfalar" headers={['Sayfa', 'Tıklama (insan)', 'Tıklama (bot)', 'Kayıt']} numbersFrom={1}>
        {pages.map((page) => (
          <tr key={page.pagePath}>
            <th scope="row">{page.pagePath === '' ? 'Bilinmeyen sayfa' : <code>{page.pagePath}</code>}</th>
            <NumericCell>{formatInteger(page.humans)}</NumericCell>
            <NumericCell>{formatInteger(page.bots)}</NumericCell>
            <NumericCell>{formatInteger(page.registrations)}</NumericCell>
          </tr>
        ))}
      </CaptionedTable>
    </Section>
  );
}

/**
 * The clicks a country's rule refused, per country and rule: the reader stayed on the site, so none of them is in
 * the figures above. A reader's own break counts no click at all, so it has no row here.
 */
export function RefusedClicksTable({ refused }: { refused: ClickStats['refused'] }) {
  const headingId = useId();
  return (
    <RefusedSection aria-labelledby={headingId}>
      <h2 id={headingId}>Ülkeye göre engellenen tıklamalar</h2>
      {refused.length === 0 ? (
        <p>Bu dönemde engellenen tıklama yok.</p>
      ) : (
        <>
          <p>Ülke kuralı yüzünden casinoya yönlendirilmeyen tıklamalar; yukarıdaki rakamlara dahil değildir.</p>
          <CaptionedTable caption="Ülke ve kurala göre" headers={['Ülke', 'Kural', 'Tıklama', 'Bot']} numbersFrom={2}>
            {refused.map((row) => (
              <tr key={`${row.country ?? ''} ${row.rule}`}>
                <th scope="row">{countryLabel(row.country)}</th>
                <td>{countryRuleLabels[row.rule]}</td>
                <NumericCell>{formatInteger(row.humans)}</NumericCell>
                <NumericCell>{formatInteger(row.bots)}</NumericCell>
              </tr>
            ))}
          </CaptionedTable>
        </>
      )}
    </RefusedSection>
  );
}
