// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableView } from './table-model.ts';

interface Row {
  name: string;
  score: number;
}

const rows: Row[] = [
  { name: 'Çınar', score: 3 },
  { name: 'Cem', score: 10 },
  { name: 'İpek', score: 1 },
  { name: 'Zeynep', score: 2 },
  { name: 'Işık', score: 5 },
];
const text = (r: Row) => r.name;
const byName = (r: Row) => r.name;
const byScore = (r: Row) => r.score;

describe('tableView', () => {
  it('sorts text with the Turkish collator (C < Ç, I/ı before İ/i)', () => {
    const view = tableView(rows, text, { search: '', sortValue: byName, direction: 'asc', page: null });
    expect(view.rows.map((r) => r.name)).toEqual(['Cem', 'Çınar', 'Işık', 'İpek', 'Zeynep']);
  });

  it('sorts numbers numerically, descending when asked', () => {
    const view = tableView(rows, text, { search: '', sortValue: byScore, direction: 'desc', page: null });
    expect(view.rows.map((r) => r.score)).toEqual([10, 5, 3, 2, 1]);
  });

  it('keeps the given order without a sort column', () => {
    expect(tableView(rows, text, { search: '', sortValue: null, direction: 'asc', page: null }).rows).toEqual(rows);
  });

  it.each([
    ['cinar', ['Çınar']],
    ['IŞI', ['Işık']],
    ['ipek', ['İpek']],
    ['e', ['Cem', 'İpek', 'Zeynep']],
    ['yok', []],
  ])('searches "%s" Turkish-aware and accent-free', (search, expected) => {
    const view = tableView(rows, text, { search, sortValue: byName, direction: 'asc', page: null });
    expect(view.rows.map((r) => r.name)).toEqual(expected);
    expect(view.total).toBe(expected.length);
  });

  it('pages the result and clamps the page number into range', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `n${i}`, score: i }));
    const second = tableView(many, text, { search: '', sortValue: byScore, direction: 'asc', page: '2' });
    expect(second).toMatchObject({ page: 2, pages: 3, total: 40 });
    expect(second.rows.map((r) => r.score)).toEqual(Array.from({ length: 16 }, (_, i) => 16 + i));
    expect(tableView(many, text, { search: '', sortValue: null, direction: 'asc', page: '99' }).page).toBe(3);
    expect(tableView(many, text, { search: '', sortValue: null, direction: 'asc', page: 'x' }).page).toBe(1);
  });
});
