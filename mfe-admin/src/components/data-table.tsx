import { useId, type ReactNode } from 'react';
import { pageWindow, queryKeys } from 'shared-data';
import { pagerItemStyles, pagerListStyles, textFieldStyles, useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { Table, TableScroll } from './captioned-table.tsx';
import { tableView, type SortDirection } from './table-model.ts';

export interface Column<T> {
  id: string;
  header: string;
  /** What the column sorts by, and shows unless `render` is given. */
  value: (row: T) => string | number;
  render?: (row: T) => ReactNode;
  numeric?: boolean;
  /** False for a column of controls, which has nothing to sort by. */
  sortable?: boolean;
}

/** A select above the table that keeps the rows whose `matches` accepts the chosen value ('' keeps all). */
export interface TableFilter<T> {
  label: string;
  /** Its key in the URL query. */
  param: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  matches: (row: T, value: string) => boolean;
}

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  searchLabel: string;
  /** The text the search box looks in. */
  searchText: (row: T) => string;
  filter?: TableFilter<T>;
  defaultSort: { column: string; direction: SortDirection };
}

/** Sort state in the URL beside the shared search and page keys, so back/forward and shared links keep it. */
const sortKeys = { column: 'sirala', direction: 'yon' } as const;
const directionParam: Record<SortDirection, string> = { asc: 'artan', desc: 'azalan' };

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; }
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select { ${textFieldStyles} }
  input { min-width: min(20rem, 100%); }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const SortButton = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

const Pager = styled.nav`
  margin-top: ${({ theme }) => theme.space.md};
  ul { ${pagerListStyles} }
`;

const PageButton = styled.button<{ $current?: boolean }>`
  font: inherit;
  ${pagerItemStyles}
  cursor: pointer;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A searchable, filterable, sortable, paged table; its state lives in the URL query. */
export function DataTable<T>({ caption, rows, columns, rowKey, searchLabel, searchText, filter, defaultSort }: DataTableProps<T>) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get(queryKeys.search) ?? '';
  const sortColumn = columns.find((c) => c.id === params.get(sortKeys.column)) ?? columns.find((c) => c.id === defaultSort.column);
  const direction: SortDirection =
    params.get(sortKeys.direction) === directionParam.desc
      ? 'desc'
      : params.get(sortKeys.direction) === directionParam.asc
        ? 'asc'
        : defaultSort.direction;
  const filterValue = filter ? (params.get(filter.param) ?? '') : '';
  const kept = filter && filterValue !== '' ? rows.filter((row) => filter.matches(row, filterValue)) : rows;
  const view = tableView(kept, searchText, {
    search,
    sortValue: sortColumn?.value ?? null,
    direction,
    page: params.get(queryKeys.page),
  });

  const update = (changes: Record<string, string | null>, replace = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  };

  const sortBy = (column: Column<T>) => {
    const nextDirection: SortDirection = sortColumn?.id === column.id && direction === 'asc' ? 'desc' : 'asc';
    update({ [sortKeys.column]: column.id, [sortKeys.direction]: directionParam[nextDirection], [queryKeys.page]: null });
  };
  const goTo = (page: number) => update({ [queryKeys.page]: page > 1 ? String(page) : null });

  return (
    <div>
      <Toolbar>
        <div>
          <div>
            <label htmlFor={`${id}-search`}>{searchLabel}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              autoComplete="off"
              onChange={(event) => update({ [queryKeys.search]: event.target.value, [queryKeys.page]: null }, true)}
            />
          </div>
          {filter && (
            <div>
              <label htmlFor={`${id}-filter`}>{filter.label}</label>
              <select
                id={`${id}-filter`}
                value={filterValue}
                onChange={(event) => update({ [filter.param]: event.target.value, [queryKeys.page]: null })}
              >
                <option value="">{filter.allLabel}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <p aria-live="polite">
          {view.total} kayıt{view.pages > 1 ? ` · Sayfa ${view.page} / ${view.pages}` : ''}
        </p>
      </Toolbar>
      <TableScroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <Table>
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sortColumn?.id === column.id;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.numeric ? 'numeric' : undefined}
                    aria-sort={column.sortable === false ? undefined : sorted ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <SortButton type="button" onClick={() => sortBy(column)}>
                        {column.header}
                        <span aria-hidden="true">{sorted ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </SortButton>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'numeric' : undefined}>
                    {column.render ? column.render(row) : column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
        {view.total === 0 && <Empty>Aramanıza uyan kayıt bulunamadı.</Empty>}
      </TableScroll>
      {view.pages > 1 && (
        <Pager aria-label={`${caption}: sayfalar`}>
          <ul>
            <li>
              <PageButton type="button" onClick={() => goTo(view.page - 1)} disabled={view.page === 1}>
                ‹ Önceki
              </PageButton>
            </li>
            {pageWindow(view.page, view.pages).map((item) =>
              item.kind === 'ellipsis' ? (
                <li key={item.key} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <PageButton
                    type="button"
                    $current={item.page === view.page}
                    aria-current={item.page === view.page ? 'page' : undefined}
                    aria-label={`Sayfa ${item.page}`}
                    onClick={() => goTo(item.page)}
                  >
                    {item.page}
                  </PageButton>
                </li>
              ),
            )}
            <li>
              <PageButton type="button" onClick={() => goTo(view.page + 1)} disabled={view.page === view.pages}>
                Sonraki ›
              </PageButton>
            </li>
          </ul>
        </Pager>
      )}
    </div>
  );
}
