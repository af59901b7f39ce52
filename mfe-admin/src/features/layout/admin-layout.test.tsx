import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';

const sidebar = async () => {
  const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
  return nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
};

beforeEach(resetAuthMemory);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminLayout', () => {
  it('shows an admin every sidebar entry in order', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session), ...overviewApi });
    renderAdmin('/admin');
    expect(await sidebar()).toEqual([
      ['Kontrol Paneli', '/admin'],
      ['Casino Siteleri', '/admin/casinos'],
      ['Oyunlar', '/admin/games'],
      ['Sağlayıcılar', '/admin/providers'],
      ['Blog', '/admin/blog'],
      ['Popup Bonusları', '/admin/popups'],
      ['Tıklamalar', '/admin/clicks'],
      ['Bağlantı Durumu', '/admin/links'],
      ['Hız (saha verisi)', '/admin/vitals'],
      ['Taktikler', '/admin/tactics'],
      ['Sayfalar', '/admin/pages'],
      ['Site Ayarları', '/admin/settings'],
      ['Ülke kuralları', '/admin/country-rules'],
      ['Hesaplar', '/admin/accounts'],
      ['Denetim Kaydı', '/admin/audit'],
      ['Hesabım', '/admin/account'],
    ]);
  });

  it('hides casinos, popups, clicks, field vitals, settings, country rules and accounts from an editor', async () => {
    mockApi({
      'GET /api/admin/session': () => json(200, { ...session, username: 'yazar', role: 'editor' }),
      ...overviewApi,
    });
    renderAdmin('/admin');
    expect((await sidebar()).map(([label]) => label)).toEqual([
      'Kontrol Paneli',
      'Oyunlar',
      'Sağlayıcılar',
      'Blog',
      'Taktikler',
      'Sayfalar',
      'Denetim Kaydı',
      'Hesabım',
    ]);
  });

  it('keeps a section marked as current on its entry forms', async () => {
    mockApi({
      'GET /api/admin/session': () => json(200, session),
      'GET /api/admin/content/tactics/7': () => json(404, { error: 'not_found', message: 'Kayıt bulunamadı.' }),
    });
    renderAdmin('/admin/tactics/7');
    const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
    expect(nav.getByRole('link', { name: 'Taktikler' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByRole('alert')).textContent).toBe('Kayıt yüklenemedi. Lütfen tekrar deneyin.');
  });
});
