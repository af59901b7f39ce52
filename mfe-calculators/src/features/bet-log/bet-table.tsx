import { formatMoney, formatNumber, formatTurkishDate } from 'shared-data';
import { BET_RESULT_LABELS, betProfit, closingValue, type ClosingValue } from 'shared-data/betting';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/calculator-card.tsx';
import type { StoredBet } from './bet-log-store.ts';
import { clvText, decimal } from './figures.ts';

const Scroll = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: ${({ theme }) => theme.space.xs}; }
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  td.number { text-align: right; white-space: nowrap; }
  td.text { max-width: 16rem; overflow-wrap: anywhere; white-space: pre-line; }
  button {
    min-height: 2.75rem;
    margin-right: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
    font: inherit;
    cursor: pointer;
  }
`;

/** Where a bet's fair closing odds came from: that is how far its CLV can be trusted. */
function closeSource(value: ClosingValue | null): string {
  if (value === null) return 'Kapanış oranı yok';
  return value.method === 'margin-removed' ? 'Tüm pazar (marj çıkarıldı)' : 'Yalnız tarafın kapanış oranı (marj dahil)';
}

/** Newest first: the bets a reader comes back to settle are the recent ones. */
const newestFirst = (a: StoredBet, b: StoredBet) => (a.date === b.date ? b.added - a.added : a.date < b.date ? 1 : -1);

interface BetTableProps {
  bets: readonly StoredBet[];
  onEdit: (bet: StoredBet) => void;
  onDelete: (bet: StoredBet) => void;
}

/** Every bet of the log with what it won or lost and its CLV, each with its edit and delete buttons. */
export function BetTable({ bets, onEdit, onDelete }: BetTableProps) {
  if (bets.length === 0) return <p>Henüz bahis yok. İlk bahsinizi yukarıdaki formla ekleyin ya da bir CSV dosyası içe aktarın.</p>;
  return (
    <Scroll>
      <table>
        <caption>Bahisler ({bets.length}), en yenisi üstte</caption>
        <thead>
          <tr>
            <th scope="col">Tarih</th>
            <th scope="col">Açıklama</th>
            <th scope="col">Pazar</th>
            <th scope="col">Oran</th>
            <th scope="col">Tutar</th>
            <th scope="col">Sonuç</th>
            <th scope="col">Kâr / zarar</th>
            <th scope="col">CLV</th>
            <th scope="col">Adil kapanış</th>
            <th scope="col">Adil kapanışın kaynağı</th>
            <th scope="col">
              <VisuallyHidden>İşlemler</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...bets].sort(newestFirst).map((bet) => {
            const profit = betProfit(bet);
            const close = closingValue(bet);
            const name = `${formatTurkishDate(bet.date)}, ${bet.market}, ${formatNumber(bet.odds)}`;
            return (
              <tr key={bet.id}>
                <td>{formatTurkishDate(bet.date)}</td>
                <td className="text">{bet.description}</td>
                <td className="text">{bet.market}</td>
                <td className="number">{formatNumber(bet.odds)}</td>
                <td className="number">{formatMoney(bet.stake)}</td>
                <td>{BET_RESULT_LABELS[bet.result]}</td>
                <td className="number">{profit === null ? '–' : formatMoney(profit)}</td>
                <td className="number">{clvText(close?.clv ?? null)}</td>
                <td className="number">{decimal(close?.fairOdds ?? null)}</td>
                <td>{closeSource(close)}</td>
                <td>
                  <button type="button" onClick={() => onEdit(bet)}>
                    Düzenle<VisuallyHidden>: {name}</VisuallyHidden>
                  </button>
                  <button type="button" onClick={() => onDelete(bet)}>
                    Sil<VisuallyHidden>: {name}</VisuallyHidden>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Scroll>
  );
}
