/**
 * How a casino's rating is made: its five parts with their weights and what each adds, the weighted mean being the
 * rating shown (shared-data/src/rating.ts). A table, so the sum can be followed.
 */
import { formatNumber, formatPercent, ratingParts, weightedMean, type RatingScores } from 'shared-data';
import styled from 'styled-components';
import { ratingPartLabels } from '../../lib/value-wording.ts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  td:not(:first-child), th:not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 800; border-bottom: 0; }
`;

export function RatingBreakdown({ parts, rating, caption }: { parts: RatingScores; rating: number; caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Ölçüt</th>
          <th scope="col">Ağırlık</th>
          <th scope="col">Puan</th>
          <th scope="col">Katkı</th>
        </tr>
      </thead>
      <tbody>
        {ratingParts.map(({ key, weight }) => (
          <tr key={key}>
            <th scope="row">{ratingPartLabels[key]}</th>
            <td>{formatPercent(weight, 0)}</td>
            <td>{formatNumber(parts[key], 1)}</td>
            <td>{formatNumber((parts[key] * weight) / 100, 3)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Puan (ağırlıklı ortalama)</th>
          <td>{formatPercent(100, 0)}</td>
          <td>{formatNumber(rating, 1)}</td>
          <td>{formatNumber(weightedMean(parts), 3)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
