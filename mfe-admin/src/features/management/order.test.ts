// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '../../../server/contract.ts';
import { moveEntry } from './order.ts';

const entry = (id: number, position: number): EntrySummary => ({
  id,
  position,
  slug: `c-${id}`,
  title: `Casino ${id}`,
  detail: '',
  status: 'published',
  publishAt: '',
  updatedAt: '',
  version: 1,
  publicPath: null,
});
// Listed out of order (as a sorted table may hold them); positions 1..3 are ids 20, 30, 10.
const rows = [entry(10, 3), entry(20, 1), entry(30, 2)];
const ids = (list: EntrySummary[] | null) => list?.map((e) => [e.id, e.position]);

describe('moveEntry', () => {
  it.each([
    [30, -1, [[30, 1], [20, 2], [10, 3]]],
    [30, 1, [[20, 1], [10, 2], [30, 3]]],
    [10, -1, [[20, 1], [10, 2], [30, 3]]],
  ] as const)('moves %i by %i in position order and renumbers from 1', (id, delta, expected) => {
    expect(ids(moveEntry(rows, id, delta))).toEqual(expected);
  });

  it.each([
    [20, -1],
    [10, 1],
    [99, 1],
  ] as const)('refuses to move %i by %i past an end (or an unknown id)', (id, delta) => {
    expect(moveEntry(rows, id, delta)).toBeNull();
  });
});
