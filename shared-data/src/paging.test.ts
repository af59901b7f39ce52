import { describe, expect, it } from 'vitest';
import { parsePageParam, parseSearchParam } from './content-api.ts';
import { clampPage, pageCount, pageSlice, pageWindow, parseProviderParam, type PageItem } from './paging.ts';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pageWindow', () => {
  it.each([
    [1, 1, ''],
    [1, 3, '1 2 3'],
    [1, 5, '1 2 3 4 5'],
    [1, 7, '1 2 3 4 5 … 7'],
    [4, 7, '1 2 3 4 5 6 7'],
    [5, 10, '1 … 3 4 5 6 7 … 10'],
    [10, 10, '1 … 6 7 8 9 10'],
    [2, 6, '1 2 3 4 5 6'],
    [3, 8, '1 2 3 4 5 … 8'],
  ])('page %d of %d shows %s', (current, total, expected) => {
    expect(show(pageWindow(current, total))).toBe(expected);
  });
});

describe('page helpers', () => {
  it('counts 16 per page', () => {
    expect(pageCount(107)).toBe(7);
    expect(pageCount(16)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });

  it.each([
    [null, 1],
    ['2', 2],
    ['abc', 1],
    ['-3', 1],
    ['99', 7],
  ] as const)('clamps %j to %d for 107 items', (raw, expected) => {
    expect(clampPage(raw, 107)).toBe(expected);
  });

  it('slices the right page', () => {
    const items = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(pageSlice(items, 3)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
  });
});

describe('parseProviderParam', () => {
  it.each([null, undefined, '', 'all'])('reads %j as every provider', (raw) => {
    expect(parseProviderParam(raw)).toEqual({ ok: true, value: null });
  });

  it.each(['pragmatic-play', '1x2-gaming', 'igt', 'a'.repeat(100)])('takes the slug %s', (raw) => {
    expect(parseProviderParam(raw)).toEqual({ ok: true, value: raw });
  });

  it.each(['../../admin', 'a/b', '%2e%2e', '..', 'Pragmatic-Play', 'pragmatic play', '-ezugi', 'ezugi-', 'a--b', 'ALL', 'a'.repeat(101)])(
    'refuses %j as no provider slug',
    (raw) => {
      const result = parseProviderParam(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toEqual({ code: 'badProvider' });
    },
  );
});

describe('parsePageParam and parseSearchParam', () => {
  it('reads a page from 1 to 100,000, absent as 1, and refuses anything else with badPage', () => {
    expect(parsePageParam(undefined)).toEqual({ ok: true, value: 1 });
    expect(parsePageParam('')).toEqual({ ok: true, value: 1 });
    expect(parsePageParam('7')).toEqual({ ok: true, value: 7 });
    expect(parsePageParam('100000')).toEqual({ ok: true, value: 100_000 });
    for (const raw of ['0', '-1', 'abc', '1.5', '100001', '9999999']) expect(parsePageParam(raw)).toEqual({ ok: false, error: { code: 'badPage' } });
  });

  it('trims a search text and refuses one over 100 characters with its limit', () => {
    expect(parseSearchParam('  bonanza ')).toEqual({ ok: true, value: 'bonanza' });
    expect(parseSearchParam(`${'a'.repeat(100)}  `)).toEqual({ ok: true, value: 'a'.repeat(100) });
    expect(parseSearchParam('a'.repeat(101))).toEqual({ ok: false, error: { code: 'searchTooLong', max: 100 } });
  });
});
