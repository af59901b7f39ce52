import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost, AdminCasino, AdminGame, AdminProvider } from '../../../server/contract.ts';
import { json, mockApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';

const published = { status: 'published' as const, publishAt: '2024-07-01T09:00:00Z' };
// 20 games: enough for two pages of 16; RTPs from 90.00 to 99.50 in steps of 0.5, the lowest last.
const gameNames = ['Sweet Bonanza', 'Sweet Bonanza 1000', 'Şeker Diyarı', 'Book of Dead', 'Gates of Olympus'];
const games: AdminGame[] = Array.from({ length: 20 }, (_, i) => ({
  ...published,
  id: i + 1,
  slug: `oyun-${i + 1}`,
  name: gameNames[i] ?? `Deneme Oyunu ${i + 1}`,
  provider: 'pragmatic-play',
  providerName: 'Pragmatic Play',
  type: 'slot',
  rtp: 99.5 - i * 0.5,
  volatility: 'Orta',
  features: [],
  theme: 'Meyve',
  year: 2020,
  coverUrl: '/images/x.webp',
  hasReview: true,
}));
const providers: AdminProvider[] = Array.from({ length: 20 }, (_, i) => ({
  ...published,
  id: `saglayici-${i + 1}`,
  name: `Sağlayıcı ${String(i + 1).padStart(2, '0')}`,
  logoUrl: '/images/x.webp',
  kinds: ['Slot'],
  description: '',
  gameCount: i,
}));
const casinos: AdminCasino[] = [1, 2, 3].map((rank) => ({
  ...published,
  id: rank,
  rank,
  inRanking: true,
  name: `Casino ${rank}`,
  logoUrl: '/images/x.webp',
  rating: 4.9,
  welcomeBonus: '100 TL',
  link: 'https://git.example/x',
  badges: [],
  pros: [],
  bonusDetails: { cashValue: 100, currency: 'TL', freeSpins: 0, wagering: '30x', description: '' },
}));
const blog: AdminBlogPost[] = Array.from({ length: 18 }, (_, i) => ({
  ...(i === 0 ? { status: 'draft' as const, publishAt: '2024-08-31T09:00:00Z' } : published),
  id: i + 1,
  slug: `yazi-${i + 1}`,
  title: `Yazı ${i + 1}`,
  excerpt: '',
  coverUrl: '/images/x.webp',
  author: 'SafeBet Editör Ekibi',
  date: '1 Temmuz 2024',
  isoDate: '2024-07-01',
}));

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetAuthMemory();
  fetchMock = mockApi({
    'GET /api/admin/session': () => json(200, session),
    'GET /api/admin/games': () => json(200, games),
    'GET /api/admin/providers': () => json(200, providers),
    'GET /api/admin/casinos': () => json(200, casinos),
    'GET /api/admin/blog': () => json(200, blog),
  });
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
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getAllByRole('note').some((note) => note.textContent?.startsWith('Yapılacak:'))).toBe(true);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(firstPageRows);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('searches the games Turkish-aware and resets to page 1', async () => {
    const { user, history } = renderAdmin('/admin/games?sayfa=3');
    await user.type(await screen.findByLabelText('Oyunlarda ara'), 'sweet bonanza');
    expect(firstCells()).toEqual(['Sweet Bonanza', 'Sweet Bonanza 1000']);
    await user.clear(screen.getByLabelText('Oyunlarda ara'));
    // Typed without Turkish letters, it still finds 'Şeker Diyarı'.
    await user.type(screen.getByLabelText('Oyunlarda ara'), 'seker diyari');
    expect(firstCells()).toEqual(['Şeker Diyarı']);
    expect(history.location.search).not.toContain('sayfa');
    await user.clear(screen.getByLabelText('Oyunlarda ara'));
    await user.type(screen.getByLabelText('Oyunlarda ara'), 'böyle bir oyun yok');
    expect(isInaccessible(screen.getByText('Aramanıza uyan kayıt bulunamadı.'))).toBe(false);
  });

  it('sorts by a column on click, then reverses, and says so with aria-sort', async () => {
    const { user } = renderAdmin('/admin/games');
    const rtpButton = await screen.findByRole('button', { name: /RTP/ });
    await user.click(rtpButton);
    const header = rtpButton.closest('th');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    // The lowest of the fixtures: 99.5 - 19 × 0.5 = 90.
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('90,00%');
    await user.click(rtpButton);
    expect(header?.getAttribute('aria-sort')).toBe('descending');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('99,50%');
  });

  it('pages through the providers with the pager, keeping the page in the URL', async () => {
    const { user, history } = renderAdmin('/admin/providers');
    const pager = within(await screen.findByRole('navigation', { name: 'Sağlayıcı listesi: sayfalar' }));
    await user.click(pager.getByRole('button', { name: 'Sayfa 2' }));
    expect(history.location.search).toBe('?sayfa=2');
    expect(pager.getByRole('button', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
    expect(bodyRows()).toHaveLength(4);
  });

  it('shows where the review generator will sit, disabled, without calling any service', async () => {
    renderAdmin('/admin/games');
    const panel = within(await screen.findByRole('region', { name: 'İnceleme Oluşturucu' }));
    expect(panel.getByRole('button', { name: 'Taslak Oluştur' })).toHaveProperty('disabled', true);
    expect(panel.getByRole('note').textContent).toContain('yapay zekâ');
    panel.getByLabelText('Oyun');
    // Only our own API: the session and the game list.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/session', '/api/admin/games']);
  });

  it('shows each entry\'s status, drafts included', async () => {
    renderAdmin('/admin/blog');
    await screen.findByRole('table');
    const statuses = bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statuses.filter((s) => s === 'Taslak')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'Yayında')).toHaveLength(15);
  });

  it('says so when a list cannot be loaded, and loads it again on retry', async () => {
    let answers = 0;
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/casinos': () =>
        (answers += 1) === 1 ? json(503, { error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor.' }) : json(200, casinos),
    });
    const { user } = renderAdmin('/admin/casinos');
    expect((await screen.findByRole('alert')).textContent).toBe('Liste yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByRole('table');
    expect(firstCells()).toEqual(['1', '2', '3']);
  });
});
