import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entrySummary, json, mockApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';

const editor = { ...session, username: 'editor', role: 'editor' as const };

beforeEach(() => {
  resetAuthMemory();
  mockApi({
    'GET /api/admin/session': () => json(200, session),
    ...Object.fromEntries(
      ['casinos', 'popup', 'games', 'providers', 'blog', 'tactics', 'pages'].map((collection) => [
        `GET /api/admin/content/${collection}`,
        () => json(200, [entrySummary(1, `${collection} 1`, { position: 1 }), entrySummary(2, `${collection} 2`, { position: 2, status: 'draft' })]),
      ]),
    ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the collection screens', () => {
  it.each([
    ['/admin/casinos', 'Casino Siteleri', 'casinos'],
    ['/admin/popups', 'Popup Bonusları', 'popup'],
    ['/admin/games', 'Oyunlar', 'games'],
    ['/admin/providers', 'Sağlayıcılar', 'providers'],
    ['/admin/blog', 'Blog', 'blog'],
    ['/admin/tactics', 'Taktikler', 'tactics'],
    ['/admin/pages', 'Sayfalar', 'pages'],
  ])('%s lists %s from the CMS, noindex, with nothing left as Yapılacak', async (path, title, collection) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: `${collection} 1` }).getAttribute('href')).toBe(`${path}/1`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.body.textContent).not.toMatch(/Yapılacak|İnceleme Oluşturucu/);
  });

  it('says so when a list cannot be loaded, and loads it again on retry', async () => {
    let answers = 0;
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/content/tactics': () =>
        (answers += 1) === 1
          ? json(503, { error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor.' })
          : json(200, [entrySummary(7, 'Martingale Sistemi')]),
    });
    const { user } = renderAdmin('/admin/tactics');
    expect((await screen.findByRole('alert')).textContent).toBe('Liste yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: 'Martingale Sistemi' })).toBeInTheDocument();
  });

  it('shows an editor no casino or popup screen, and does not ask the server for them', async () => {
    const editorFetch = mockApi({ 'GET /api/admin/session': () => json(200, editor) });
    renderAdmin('/admin/casinos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yetki gerekli' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Bu sayfayı yalnızca yöneticiler görebilir.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(editorFetch.mock.calls.map(([url]) => url)).toEqual(['/api/admin/session']);
  });

  it('sends the new-entry address of the fixed pages back to their list', async () => {
    const { history } = renderAdmin('/admin/pages/yeni');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfalar' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/pages');
    expect(history.action).toBe('REPLACE');
  });
});
