import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../test-utils.tsx';

beforeEach(() => {
  resetAuthMemory();
  mockApi({
    'GET /api/admin/session': () => json(200, session),
    ...overviewApi,
    'GET /api/admin/content/games': () => json(200, []),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminApp', () => {
  it('sends an unknown path below /admin back to the overview, replacing the history entry', async () => {
    const { history } = renderAdmin('/admin/bilinmeyen', ['/admin']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
    expect(history.action).toBe('REPLACE');
    expect(history.entries).toEqual(['/admin', '/admin']);
  });

  it('opens a management screen from the sidebar and marks it as the current page', async () => {
    const { history, user } = renderAdmin('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
    await user.click(nav.getByRole('link', { name: 'Oyunlar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunlar' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/games');
    expect(history.action).toBe('PUSH');
    expect(nav.getByRole('link', { name: 'Oyunlar' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Kontrol Paneli' })).not.toHaveAttribute('aria-current');
  });

  it('treats a trailing slash as the same page', async () => {
    renderAdmin('/admin/games/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunlar' })).toBeInTheDocument();
  });
});
