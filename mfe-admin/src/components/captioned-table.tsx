import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A CMS screen's table in a scrolling frame (the look of the management tables). */
const TableFrame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  table { width: 100%; border-collapse: collapse; }
  caption { padding: ${({ theme }) => theme.space.sm}; text-align: start; font-weight: 700; }
  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th { background: ${({ theme }) => theme.colors.surfaceRaised}; white-space: nowrap; }
  td.number, th.number { text-align: end; font-variant-numeric: tabular-nums; }
  /* Number headers may wrap, so the words of the text columns need not. */
  th.number { white-space: normal; }
  tbody tr:nth-child(even) { background: ${({ theme }) => theme.colors.surface}; }
`;

export interface CaptionedTableProps {
  caption: ReactNode;
  headers: readonly string[];
  /** The columns from this index on hold numbers, aligned to the end; none by default. */
  numbersFrom?: number;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table of figures or records with its caption as the accessible name of a scrolling region that takes focus, so
 * a keyboard user can scroll a wide table; one per admin screen that lists without sorting or paging.
 */
export function CaptionedTable({ caption, headers, numbersFrom = headers.length, children }: CaptionedTableProps) {
  const id = useId();
  return (
    <TableFrame role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, column) => (
              <th key={header} scope="col" className={column < numbersFrom ? undefined : 'number'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}
