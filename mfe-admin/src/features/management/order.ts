/** The hand-made order of casinos and popup entries: moving one entry a place up or down the whole list. */
import type { EntrySummary } from '../../../server/contract.ts';

export const byPosition = (a: EntrySummary, b: EntrySummary) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/**
 * The list with entry `id` moved `delta` places (-1 up, +1 down) in position order and every position renumbered
 * from 1, or null when it cannot move that way. Filters and sorting of the table do not matter: the order is the site's.
 */
export function moveEntry(rows: readonly EntrySummary[], id: number, delta: -1 | 1): EntrySummary[] | null {
  const ordered = [...rows].sort(byPosition);
  const from = ordered.findIndex((row) => row.id === id);
  const to = from + delta;
  const moving = ordered[from];
  if (from < 0 || !moving || to < 0 || to >= ordered.length) return null;
  ordered.splice(from, 1);
  ordered.splice(to, 0, moving);
  return ordered.map((row, index) => ({ ...row, position: index + 1 }));
}
