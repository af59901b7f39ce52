/** The pure part of the admin tables: search, sort and paging over a built-in list. */
import { clampPage, compareTurkish, foldForSearch, pageCount, pageSlice, PAGE_SIZE } from 'shared-data';

export type SortDirection = 'asc' | 'desc';

export interface TableView<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareTurkish(String(a), String(b));
}

/** Turkish-aware 'contains' search on each row's text, then a stable sort, then the requested page. */
export function tableView<T>(
  rows: readonly T[],
  searchText: (row: T) => string,
  query: { search: string; sortValue: ((row: T) => string | number) | null; direction: SortDirection; page: string | null },
  pageSize = PAGE_SIZE,
): TableView<T> {
  const needle = foldForSearch(query.search);
  const matching = needle ? rows.filter((row) => foldForSearch(searchText(row)).includes(needle)) : [...rows];
  const { sortValue } = query;
  if (sortValue) {
    const sign = query.direction === 'asc' ? 1 : -1;
    matching.sort((a, b) => sign * compareValues(sortValue(a), sortValue(b)));
  }
  const page = clampPage(query.page, matching.length, pageSize);
  return { rows: pageSlice(matching, page, pageSize), total: matching.length, page, pages: pageCount(matching.length, pageSize) };
}
