import { formatPercent } from 'shared-data';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/calculator-card.tsx';

export const ScoreTable = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: ${({ theme }) => theme.space.xs}; }
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; }
  th:first-child { text-align: left; }
`;

/** The grid's goal counts: 0..5, then the row or column of 6 or more. */
const goalLabel = (goals: number, last: number) => (goals === last ? `${goals}+` : String(goals));

/** The 7 × 7 grid of score probabilities: rows are home goals, columns away goals, the last of each 6 or more. */
export function ScoreGrid({ grid }: { grid: readonly (readonly number[])[] }) {
  const last = grid.length - 1;
  return (
    <ScoreTable>
      <table>
        <caption>Skor olasılıkları (satır: ev sahibi golü, sütun: deplasman golü)</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Ev sahibi golü / deplasman golü</VisuallyHidden>
            </th>
            {grid.map((_, j) => (
              <th key={j} scope="col">
                {goalLabel(j, last)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row, i) => (
            <tr key={i}>
              <th scope="row">{goalLabel(i, last)}</th>
              {row.map((p, j) => (
                <td key={j}>{formatPercent(p * 100)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScoreTable>
  );
}
