import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';

const noSession = () => json(401, { error: 'unauthenticated', message: 'x' });

beforeEach(resetAuthMemory);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequireSession', () => {
  it('without a session, replaces the history entry with the login page', async () => {
    mockApi({ 'GET /api/admin/session': noSession });
    const { history } = renderAdmin('/admin', ['/']);
    expect(screen.getByRole('status').textContent).toBe('Oturum kontrol ediliyor…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/safebetboss1');
    expect(history.action).toBe('REPLACE');
    await history.back();
    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ana Sayfa');
  });

  it('does not open the admin for a forged auth-storage flag when the server has no session', async () => {
    localStorage.setItem('auth-storage', JSON.stringify({ state: { isAuthenticated: true }, version: 0 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    mockApi({ 'GET /api/admin/session': noSession });
    const { history } = renderAdmin('/admin/games');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/safebetboss1');
    expect(screen.queryByRole('navigation', { name: 'Yönetim menüsü' })).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('with a session, shows the admin shell: brand, sidebar with the active entry, and the overview counts', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session), ...overviewApi });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    expect(screen.getByRole('banner').textContent).toContain('SafeBet Boss');
    const nav = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    // The first entries only: the whole sidebar is covered by the layout's tests.
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]).slice(0, 5)).toEqual([
      ['Kontrol Paneli', '/admin'],
      ['Casino Siteleri', '/admin/casinos'],
      ['Oyunlar', '/admin/games'],
      ['Sağlayıcılar', '/admin/providers'],
      ['Blog', '/admin/blog'],
    ]);
    expect(nav.getByRole('link', { name: 'Kontrol Paneli' }).getAttribute('aria-current')).toBe('page');
    for (const label of ['Casino Siteleri', 'Oyunlar', 'Sağlayıcılar', 'Blog Yazıları']) {
      expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
    }
    // The counters' final figures, as screen readers get them.
    await waitFor(() => expect(screen.getByText('101')).toBeInTheDocument());
    expect(screen.getByText('37')).toBeInTheDocument();
  });

  it('matches Kontrol Paneli exactly: on /admin/games only Oyunlar is active', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session) });
    renderAdmin('/admin/games');
    const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
    expect(nav.getByRole('link', { name: 'Oyunlar' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Kontrol Paneli' })).not.toHaveAttribute('aria-current');
  });

  it('offers a retry when the server cannot be reached', async () => {
    let reachable = false;
    mockApi({
      'GET /api/admin/session': () => (reachable ? json(200, session) : Promise.reject(new TypeError('Failed to fetch'))),
      ...overviewApi,
    });
    const { user } = renderAdmin('/admin');
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuya ulaşılamadı');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
  });

  it('sends the operator to the login page when a later call finds the session gone', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session), 'GET /api/admin/overview': noSession });
    const { history } = renderAdmin('/admin');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/safebetboss1');
  });

  it('logs out on the server, forgets the flag and shows the login page', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    const fetchMock = mockApi({
      'GET /api/admin/session': () => json(200, session),
      ...overviewApi,
      'POST /api/admin/logout': () => new Response(null, { status: 204 }),
    });
    const { user, history } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/safebetboss1');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/logout' && init?.method === 'POST')).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('stays and says so when the logout cannot reach the server', async () => {
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      ...overviewApi,
      'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, history } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Çıkış yapılamadı. Lütfen tekrar deneyin.');
    expect(history.location.pathname).toBe('/admin');
  });
});
