import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-utils.tsx';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('is hidden when there is only one page', async () => {
    await renderAt('/blog', <Pagination page={1} total={1} />);
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).toBeNull();
  });

  it('shows previous/next, a window of five with first/last and ellipses, and marks the current page', async () => {
    await renderAt('/oyunlar?q=book&sayfa=5', <Pagination page={5} total={10} />);
    const nav = screen.getByRole('navigation', { name: 'Sayfalama' });
    const labels = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(labels).toEqual(['‹ Önceki', '1', '…', '3', '4', '5', '6', '7', '…', '10', 'Sonraki ›']);
    expect(within(nav).getByRole('link', { name: '5' }).getAttribute('aria-current')).toBe('page');
    // Links keep the other query parameters; page 1 drops the page parameter.
    expect(within(nav).getByRole('link', { name: '6' }).getAttribute('href')).toBe('/oyunlar?q=book&sayfa=6');
    expect(within(nav).getByRole('link', { name: '1' }).getAttribute('href')).toBe('/oyunlar?q=book');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    await renderAt('/blog', <Pagination page={1} total={3} />);
    expect(screen.queryByRole('link', { name: /Önceki/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Sonraki/ }).getAttribute('href')).toBe('/blog?sayfa=2');
  });
});
