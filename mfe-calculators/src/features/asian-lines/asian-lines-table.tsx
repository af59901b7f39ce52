import { formatMoney } from 'shared-data';
import type { AsianBetType, AsianTable } from 'shared-data/betting';
import styled from 'styled-components';
import { outcomeWords } from './messages.ts';

const Wrap = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: ${({ theme }) => theme.space.xs}; }
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; }
  th:first-child, td:nth-child(2) { text-align: left; }
  tr[aria-current='true'] { background: ${({ theme }) => theme.colors.surfaceRaised}; font-weight: 700; }
`;

interface AsianLinesTableProps {
  type: AsianBetType;
  table: AsianTable;
  /** The goal difference (handicap) or total (totals) of the score typed, marked in the table when it is in it. */
  current: number | null;
}

/** A goal difference with its sign (+1, 0, -2); a total as it is. */
const goalsLabel = (goals: number, type: AsianBetType) => (type === 'handicap' && goals > 0 ? `+${goals}` : String(goals));

/** The bet settled on every goal difference −3..+3 (handicap) or every total 0..6 (totals), score typed or not. */
export function AsianLinesTable({ type, table, current }: AsianLinesTableProps) {
  return (
    <Wrap>
      <table>
        <caption>
          {type === 'handicap'
            ? 'Her gol farkında sonuç (ev sahibi golü − deplasman golü)'
            : 'Her toplam gol sayısında sonuç'}
        </caption>
        <thead>
          <tr>
            <th scope="col">{type === 'handicap' ? 'Gol farkı' : 'Toplam gol'}</th>
            <th scope="col">Sonuç</th>
            <th scope="col">Geri dönen</th>
            <th scope="col">Net kâr</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.goals} aria-current={row.goals === current ? 'true' : undefined}>
              <th scope="row">{goalsLabel(row.goals, type)}</th>
              <td>{outcomeWords[row.outcome]}</td>
              <td>{formatMoney(row.totalReturn)}</td>
              <td>{formatMoney(row.netProfit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
