import { useSearchParams } from 'react-router-dom';
import { clampPage, pageCount, pageSlice, queryKeys } from 'shared-data';

/** The current page of a list, read from `?sayfa=` and clamped into range. */
export function usePaged<T>(items: readonly T[]) {
  const [params] = useSearchParams();
  const page = clampPage(params.get(queryKeys.page), items.length);
  return { page, total: pageCount(items.length), items: pageSlice(items, page) };
}
