import { screen, within } from '@testing-library/react';
import { games, providers } from 'shared-data/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetAuthMemory();
  fetchMock = mockApi({ 'GET /api/admin/session': () => json(200, session) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('management screens', () => {
  it.each([
    ['/admin/casinos', 'Casino Siteleri', 3],
    ['/admin/games', 'Oyunlar', 16],
    ['/admin/providers', 'Sağlayıcılar', 16],
    ['/admin/blog', 'Blog', 16],
  ])('%s shows %s as a table with a Yapılacak note and a noindex head', async (path, title, firstPageRows) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('note').some((note) => note.textContent?.startsWith('Yapılacak:'))).toBe(true);
    expect(bodyRows()).toHaveLength(firstPageRows);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('searches the games Turkish-aware and resets to page 1', async () => {
    const { user, router } = renderAdmin('/admin/games?sayfa=3');
    await user.type(await screen.findByLabelText('Oyunlarda ara'), 'sweet bonanza');
    expect(firstCells()).toEqual(games.filter((g) => /sweet bonanza/i.test(g.name)).map((g) => g.name).sort());
    expect(router.state.location.search).not.toContain('sayfa');
    await user.clear(screen.getByLabelText('Oyunlarda ara'));
    await user.type(screen.getByLabelText('Oyunlarda ara'), 'böyle bir oyun yok');
    expect(screen.getByText('Aramanıza uyan kayıt bulunamadı.')).toBeTruthy();
  });

  it('sorts by a column on click, then reverses, and says so with aria-sort', async () => {
    const { user } = renderAdmin('/admin/games');
    const rtpButton = await screen.findByRole('button', { name: /RTP/ });
    await user.click(rtpButton);
    const header = rtpButton.closest('th');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    const lowest = Math.min(...games.map((g) => g.rtp));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe(`${lowest.toFixed(2).replace('.', ',')}%`);
    await user.click(rtpButton);
    expect(header?.getAttribute('aria-sort')).toBe('descending');
    const highest = Math.max(...games.map((g) => g.rtp));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe(`${highest.toFixed(2).replace('.', ',')}%`);
  });

  it('pages through the providers with the pager, keeping the page in the URL', async () => {
    const { user, router } = renderAdmin('/admin/providers');
    const pager = within(await screen.findByRole('navigation', { name: 'Sağlayıcı listesi: sayfalar' }));
    await user.click(pager.getByRole('button', { name: 'Sayfa 2' }));
    expect(router.state.location.search).toBe('?sayfa=2');
    expect(pager.getByRole('button', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
    expect(bodyRows()).toHaveLength(Math.min(16, providers.length - 16));
  });

  it('shows where the review generator will sit, disabled, without calling any service', async () => {
    renderAdmin('/admin/games');
    const panel = within(await screen.findByRole('region', { name: 'İnceleme Oluşturucu' }));
    expect(panel.getByRole('button', { name: 'Taslak Oluştur' })).toHaveProperty('disabled', true);
    expect(panel.getByRole('note').textContent).toContain('yapay zekâ');
    expect(panel.getByLabelText('Oyun')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/session']);
  });
});
