import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The scrolling frame around an admin table, so a wide one scrolls inside the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The look of every admin table; cells of class `numeric` hold numbers, aligned to the end. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { padding: ${({ theme }) => theme.space.sm}; text-align: start; font-weight: 700; }
  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th { background: ${({ theme }) => theme.colors.surfaceRaised}; white-space: nowrap; }
  td.numeric, th.numeric { text-align: end; font-variant-numeric: tabular-nums; }
  tbody tr:nth-child(even) { background: ${({ theme }) => theme.colors.surface}; }
`;

/* A figures table's number headers may wrap, so the words of its text columns need not. */
const FiguresTable = styled(Table)`
  thead th.numeric { white-space: normal; }
`;

/** A cell that holds a number: aligned to the end like its column's header (`numbersFrom`). */
export function NumericCell({ children }: { children: ReactNode }) {
  return <td className="numeric">{children}</td>;
}

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
    <TableScroll role="region" aria-labelledby={id} tabIndex={0}>
      <FiguresTable>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, column) => (
              <th key={header} scope="col" className={column < numbersFrom ? undefined : 'numeric'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </FiguresTable>
    </TableScroll>
  );
}
