/** Paging rules: 16 per page, a window of up to 5 page numbers, first/last with ellipses. */

/**
 * A query parameter read by its rule: its value, or why the rule refuses it, as a code (`E`) that the server words in
 * Turkish for its 400.
 */
export type ParamResult<T, E extends { code: string } = PagingError> = { ok: true; value: T } | { ok: false; error: E };

/** Why a list's paging or provider filter is refused: a page that is no whole number in range, a provider no slug. */
export type PagingError = { code: 'badPage' } | { code: 'badProvider' };

export const PAGE_SIZE = 16;
export const PAGE_WINDOW = 5;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads a page number from a query value; anything invalid, or beyond the last page, is clamped into range. */
export function clampPage(raw: string | null | undefined, total: number, pageSize = PAGE_SIZE): number {
  const n = raw ? Number.parseInt(raw, 10) : 1;
  const last = pageCount(total, pageSize);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, last);
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/**
 * The numbered part of a pager: up to `window` pages centred on the current one, plus the first and last page
 * with an ellipsis where pages are skipped. Empty when there is only one page (the pager is hidden).
 */
export function pageWindow(current: number, total: number, window = PAGE_WINDOW): PageItem[] {
  if (total <= 1) return [];
  const half = Math.floor(window / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + window - 1);
  start = Math.max(1, end - window + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ kind: 'page', page: 1 });
    if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  }
  for (let p = start; p <= end; p += 1) items.push({ kind: 'page', page: p });
  if (end < total) {
    if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
    items.push({ kind: 'page', page: total });
  }
  return items;
}

/** Longest provider slug `saglayici` takes. */
export const PROVIDER_PARAM_MAX_LENGTH = 100;
/** What `saglayici` says when the list is not filtered. */
export const ALL_PROVIDERS = 'all';
const PROVIDER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `saglayici` (the games list's provider filter): absent, empty or 'all' means every provider (null); otherwise a
 * slug of lowercase letters, digits and single hyphens, at most 100 characters. Anything else (a path, dots,
 * slashes, encoded characters) is refused.
 */
export function parseProviderParam(raw: string | null | undefined): ParamResult<string | null> {
  if (raw === null || raw === undefined || raw === '' || raw === ALL_PROVIDERS) return { ok: true, value: null };
  if (raw.length > PROVIDER_PARAM_MAX_LENGTH || !PROVIDER_SLUG.test(raw)) {
    return { ok: false, error: { code: 'badProvider' } };
  }
  return { ok: true, value: raw };
}
