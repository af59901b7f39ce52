import { describe, expect, it } from 'vitest';
import { pagedTitle, pageTitle } from './config.ts';

describe('pageTitle', () => {
  it('adds the site name', () => {
    expect(pageTitle('Blog')).toBe('Blog | SafeBet');
  });
});

describe('pagedTitle', () => {
  it.each([
    [1, 'Oyunlar'],
    [2, 'Oyunlar (Sayfa 2)'],
    [7, 'Oyunlar (Sayfa 7)'],
  ])('page %i is titled %s', (page, expected) => {
    expect(pagedTitle('Oyunlar', page)).toBe(expected);
  });
});
