import { formatInteger, formatMoney } from 'shared-data';
import { tStatisticSentence, type BetLogFilter, type BetLogStats } from 'shared-data/betting';
import styled from 'styled-components';
import { FieldGrid } from '../../components/calculator-card.tsx';
import { clvText, decimal, share } from './figures.ts';
import { FormField } from './form-field.tsx';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space.xs}; }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; }
`;

interface BetFilterProps {
  filter: BetLogFilter;
  markets: readonly string[];
  onChange: (filter: BetLogFilter) => void;
}

/**
 * Narrows the statistics, the chart and the table. Kept in the page's state, never in the address: a reload would
 * send the address (and so a market name) to the server.
 */
export function BetFilter({ filter, markets, onChange }: BetFilterProps) {
  return (
    <Fieldset>
      <legend>Filtre</legend>
      <FieldGrid>
        <FormField label="Başlangıç tarihi">
          {(control) => <input {...control} type="date" value={filter.from ?? ''} onChange={(e) => onChange({ ...filter, from: e.target.value })} />}
        </FormField>
        <FormField label="Bitiş tarihi">
          {(control) => <input {...control} type="date" value={filter.to ?? ''} onChange={(e) => onChange({ ...filter, to: e.target.value })} />}
        </FormField>
        <FormField label="Pazar">
          {(control) => (
            <select {...control} value={filter.market ?? ''} onChange={(e) => onChange({ ...filter, market: e.target.value })}>
              <option value="">Tüm pazarlar</option>
              {markets.map((market) => (
                <option key={market} value={market}>
                  {market}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FieldGrid>
    </Fieldset>
  );
}

/** The settled bets' totals, then how the prices taken compare with the close. */
export function BetStats({ stats }: { stats: BetLogStats }) {
  const { clv } = stats;
  return (
    <Section aria-labelledby="bet-log-stats-title">
      <h2 id="bet-log-stats-title">İstatistikler</h2>
      {stats.count === 0 ? (
        <p>Bu filtreye uyan sonuçlanmış bahis yok; bekleyen bahisler sayılmaz.</p>
      ) : (
        <Figures>
          <dt>Sonuçlanmış bahis</dt>
          <dd>{formatInteger(stats.count)}</dd>
          <dt>Toplam yatırılan</dt>
          <dd>{formatMoney(stats.staked)}</dd>
          <dt>Kâr / zarar</dt>
          <dd>{formatMoney(stats.profit)}</dd>
          <dt>ROI</dt>
          <dd>{share(stats.roi)}</dd>
          <dt>Kazanma oranı</dt>
          <dd>{share(stats.winRate)}</dd>
          <dt>Ortalama oran</dt>
          <dd>{decimal(stats.averageOdds)}</dd>
        </Figures>
      )}
      <h3>Kapanış oranına göre değer (CLV)</h3>
      {clv.n === 0 ? (
        <p>Kapanış oranı girilmiş sonuçlanmış bahis yok. CLV için bahislerinize kapanış oranını ekleyin.</p>
      ) : (
        <>
          <Figures>
            <dt>Kapanış oranı olan bahis</dt>
            <dd>{formatInteger(clv.n)}</dd>
            <dt>Ortalama CLV</dt>
            <dd>{clvText(clv.mean)}</dd>
            <dt>Kapanışı geçen bahisler</dt>
            <dd>{share(clv.beatCloseShare)}</dd>
            <dt>t değeri</dt>
            <dd>{decimal(clv.t)}</dd>
          </Figures>
          {/* Below the sample the rule names, the sentence says it is too small to judge instead of reading t. */}
          <p>{tStatisticSentence(clv.t, clv.n)}</p>
        </>
      )}
    </Section>
  );
}
