import { isInaccessible } from '@testing-library/dom';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntrySummary } from '../../../server/contract.ts';
import { entryDocument, entrySummary, json, mockApi, renderAdmin, resetAuthMemory, sentBody, session } from '../../test-utils.tsx';

// 20 games: 16 on page 1, 4 on page 2. Every third one (1, 4, 7, ..., 19) is a draft: 7 drafts.
const gameTitles = ['Sweet Bonanza', 'Şeker Diyarı', 'Book of Dead', 'Gates of Olympus'];
const games: EntrySummary[] = Array.from({ length: 20 }, (_, i) =>
  entrySummary(i + 1, gameTitles[i] ?? `Deneme Oyunu ${String(i + 1).padStart(2, '0')}`, {
    detail: 'Pragmatic Play',
    status: i % 3 === 0 ? 'draft' : 'published',
  }),
);
const casinos: EntrySummary[] = [
  entrySummary(11, 'Lalezar Casino', { position: 1, version: 3, detail: '%100 Hoş Geldin Bonusu' }),
  entrySummary(12, 'Boğaziçi Bet', { position: 2, detail: '500 TL' }),
  entrySummary(13, 'Kapadokya Casino', { position: 3, detail: '50 Bedava Dönüş', status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' }),
];

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetAuthMemory();
  fetchMock = mockApi({
    'GET /api/admin/session': () => json(200, session),
    'GET /api/admin/content/games': () => json(200, games),
    'GET /api/admin/content/casinos': () => json(200, casinos),
    'GET /api/admin/content/pages': () => json(200, [entrySummary(1, 'Sorumlu Oyun', { detail: '/sorumlu-oyun' })]),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const titles = () => bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
const rowOf = (title: string) => {
  const row = bodyRows().find((r) => within(r).queryByRole('link', { name: title }));
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};
const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('EntryListPage', () => {
  it('lists a collection with its columns, each title linking to the entry form, and no Yapılacak', async () => {
    const { user, history } = renderAdmin('/admin/casinos');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Lalezar Casino', 'Boğaziçi Bet', 'Kapadokya Casino']);
    const cells = rowOf('Kapadokya Casino').getAllByRole('cell').map((cell) => cell.textContent);
    // 09:00 UTC is 12:00 in Istanbul.
    expect(cells.slice(1, 5)).toEqual(['Kapadokya Casino', '50 Bedava Dönüş', 'Zamanlanmış', '01.12.2026 12:00']);
    expect(document.body.textContent).not.toContain('Yapılacak');
    await user.click(screen.getByRole('link', { name: 'Boğaziçi Bet' }));
    expect(history.location.pathname).toBe('/admin/casinos/12');
  });

  it('filters by status, keeping the filter in the URL', async () => {
    const { user, history } = renderAdmin('/admin/games');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Durum'), 'Taslak');
    expect(history.location.search).toBe('?durum=draft');
    expect(bodyRows()).toHaveLength(7);
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[2]?.textContent === 'Taslak')).toBe(true);
    expect(isInaccessible(screen.getByText('7 kayıt'))).toBe(false);
    await user.selectOptions(screen.getByLabelText('Durum'), 'Tümü');
    expect(isInaccessible(screen.getByText('20 kayıt · Sayfa 1 / 2'))).toBe(false);
  });

  it('searches Turkish-aware and accent-free, from page 1', async () => {
    const { user, history } = renderAdmin('/admin/games?sayfa=2');
    await user.type(await screen.findByLabelText('Ara'), 'seker')
    expect(titles()).toEqual(['Şeker Diyarı']);
    expect(history.location.search).toBe('?q=seker');
    await user.clear(screen.getByLabelText('Ara'));
    await user.type(screen.getByLabelText('Ara'), 'yok böyle');
    expect(isInaccessible(screen.getByText('Aramanıza uyan kayıt bulunamadı.'))).toBe(false);
  });

  it('sorts by a column header, then reverses it', async () => {
    const { user } = renderAdmin('/admin/games');
    await screen.findByRole('table');
    // By title, A to Z with the Turkish collator: Book, Deneme 05, ...
    expect(titles().slice(0, 2)).toEqual(['Book of Dead', 'Deneme Oyunu 05']);
    const header = screen.getByRole('button', { name: 'Oyun' });
    await user.click(header);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    // Z to A: Şeker after Sweet (Ş sorts after S).
    expect(titles().slice(0, 2)).toEqual(['Şeker Diyarı', 'Sweet Bonanza']);
  });

  it('pages through the list', async () => {
    const { user, history } = renderAdmin('/admin/games');
    const pager = within(await screen.findByRole('navigation', { name: 'Oyunlar listesi: sayfalar' }));
    await user.click(pager.getByRole('button', { name: 'Sayfa 2' }));
    expect(history.location.search).toBe('?sayfa=2');
    expect(bodyRows()).toHaveLength(4);
  });

  it('opens the new-entry form and copies an entry into a new one', async () => {
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/content/casinos': () => json(200, casinos),
      'POST /api/admin/content/casinos/12/duplicate': () =>
        json(201, { entry: entryDocument(14, { name: 'Boğaziçi Bet (kopya)' }), warnings: [] }),
      'GET /api/admin/content/casinos/14': () => json(200, entryDocument(14, { name: 'Boğaziçi Bet (kopya)' })),
    });
    const { user, history } = renderAdmin('/admin/casinos');
    await screen.findByRole('table');
    await user.click(rowOf('Boğaziçi Bet').getByRole('button', { name: 'Çoğalt' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/casinos/14'));
    await user.click(await screen.findByRole('link', { name: '← Casino Siteleri listesine dön' }));
    await user.click(await screen.findByRole('button', { name: 'Yeni Ekle' }));
    expect(history.location.pathname).toBe('/admin/casinos/yeni');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeni casino' })).toBeInTheDocument();
  });

  it('asks before deleting, cancels on Escape, and deletes with the version it listed', async () => {
    const { user } = renderAdmin('/admin/casinos');
    await screen.findByRole('table');
    await user.click(rowOf('Lalezar Casino').getByRole('button', { name: 'Sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Lalezar Casino silinsin mi? Bu işlem geri alınamaz.' });
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests().some((r) => r.startsWith('DELETE'))).toBe(false);

    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'DELETE /api/admin/content/casinos/11?version=3': () => new Response(null, { status: 204 }),
    });
    await user.click(rowOf('Lalezar Casino').getByRole('button', { name: 'Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect((await screen.findByText('Lalezar Casino silindi.')).getAttribute('role')).toBe('status');
    expect(titles()).toEqual(['Boğaziçi Bet', 'Kapadokya Casino']);
  });

  it("refuses a delete that would break the site with the server's Turkish message", async () => {
    const message = 'Lalezar Casino silinemez: 2 popup bonusu bu casinoyu gösteriyor. Önce onları kaldırın.';
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/content/casinos': () => json(200, casinos),
      'DELETE /api/admin/content/casinos/11?version=3': () => json(409, { error: 'in_use', message }),
    });
    const { user } = renderAdmin('/admin/casinos');
    await screen.findByRole('table');
    await user.click(rowOf('Lalezar Casino').getByRole('button', { name: 'Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(titles()).toEqual(['Lalezar Casino', 'Boğaziçi Bet', 'Kapadokya Casino']);
  });

  it('reorders with the up/down buttons, sending every id in the new order and announcing the place', async () => {
    let sent: unknown = null;
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/content/casinos': () => json(200, casinos),
      'POST /api/admin/content/casinos/order': (init) => {
        sent = sentBody(init);
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderAdmin('/admin/casinos');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Lalezar Casino' })).toBeDisabled();
    const down = screen.getByRole('button', { name: 'Aşağı taşı: Lalezar Casino' });
    await user.click(down);
    expect(await screen.findByText('Lalezar Casino artık 2. sırada.')).toBeInTheDocument();
    expect(sent).toEqual({ ids: [12, 11, 13] });
    expect(titles()).toEqual(['Boğaziçi Bet', 'Lalezar Casino', 'Kapadokya Casino']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aşağı taşı: Lalezar Casino' }));
    // Moved to the bottom, its down button is disabled and focus stays on the entry through its up button.
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Lalezar Casino' }));
    expect(await screen.findByText('Lalezar Casino artık 3. sırada.')).toBeInTheDocument();
    expect(sent).toEqual({ ids: [12, 13, 11] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yukarı taşı: Lalezar Casino' }));
  });

  it('offers only editing for the fixed pages', async () => {
    renderAdmin('/admin/pages');
    await screen.findByRole('table');
    expect(isInaccessible(rowOf('Sorumlu Oyun').getByRole('button', { name: 'Düzenle' }))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Yeni Ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Çoğalt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sil' })).toBeNull();
  });
});
