import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage as AuditPageData } from '../../../server/contract.ts';
import { json } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { SessionContext } from '../../lib/session-context.ts';
import { AuditPage } from './audit-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entries: AuditEntry[] = [
  { id: 3, at: '2026-11-25T11:30:00Z', actor: 'ayse', action: 'update', collection: 'games', entryId: 12, entryLabel: 'Sweet Bonanza', fields: ['rtp', 'bodyMd'], actorRole: 'editor', requestId: 'req-3', address: '198.51.100.7' },
  // 21:05 UTC is already the next day in Istanbul (UTC+3).
  { id: 2, at: '2026-01-05T21:05:00Z', actor: 'operator', action: 'reorder', collection: 'casinos', entryId: null, entryLabel: '', fields: [], actorRole: 'admin', requestId: 'req-2', address: '198.51.100.8' },
  { id: 1, at: '2026-01-05T08:00:00Z', actor: 'operator', action: 'archive', collection: 'accounts', entryId: 4, entryLabel: '', fields: ['role'], actorRole: null, requestId: null, address: null },
];

/** Answers every audit request with `answer(params)`, recording the queries asked for. */
function mockAudit(answer: (params: URLSearchParams) => Response | Promise<Response>) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/audit') throw new Error(`unexpected request: ${url.pathname}`);
      queries.push(url.search);
      return answer(url.searchParams);
    }),
  );
  return queries;
}

const page = (n: number, pageCount: number, items = entries): AuditPageData => ({ items, page: n, pageCount, total: 3 * pageCount });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));

describe('AuditPage', () => {
  it('lists the changes with Istanbul times and Turkish names of actions and sections', async () => {
    const queries = mockAudit(() => json(200, page(1, 1)));
    renderCms(<AuditPage />, '/admin/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'Denetim Kaydı' })).toBeVisible();
    await screen.findByRole('table', { name: 'Değişiklikler (3 kayıt)' });
    expect(rows()).toEqual([
      ['Zaman', 'Kullanıcı', 'Rol', 'İşlem', 'Bölüm', 'Kayıt', 'Alanlar'],
      ['25.11.2026 14:30', 'ayse', 'Editör', 'Güncelleme', 'Oyunlar', 'Sweet Bonanza', 'rtp, bodyMd'],
      ['06.01.2026 00:05', 'operator', 'Yönetici', 'Sıralama', 'Casino Siteleri', '—', '—'],
      // A code this screen does not know yet is shown as it came; a row older than the role's record has none.
      ['05.01.2026 11:00', 'operator', '—', 'archive', 'Hesaplar', '#4', 'role'],
    ]);
    expect(queries).toEqual(['?page=1&collection=&actor=']);
    expect(screen.getByText('Sayfa 1 / 1')).toBeVisible();
  });

  it('filters by section, keeping the filter in the URL and starting again from page 1', async () => {
    const queries = mockAudit((params) => json(200, page(Number(params.get('page')), 3)));
    const { user, search } = renderCms(<AuditPage />, '/admin/audit?sayfa=2');
    await screen.findByText('Sayfa 2 / 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bölüm' }), 'Blog');
    await screen.findByText('Sayfa 1 / 3');
    expect(search()).toBe('?bolum=blog');
    expect(queries).toEqual(['?page=2&collection=&actor=', '?page=1&collection=blog&actor=']);
  });

  it('filters by user once the typing pauses, with a single request', async () => {
    const queries = mockAudit(() => json(200, page(1, 1)));
    const { user, search } = renderCms(<AuditPage />, '/admin/audit?bolum=games');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı' }), 'ayşe');
    await waitFor(() => expect(search()).toBe('?bolum=games&kullanici=ay%C5%9Fe'));
    await waitFor(() => expect(queries).toEqual(['?page=1&collection=games&actor=', '?page=1&collection=games&actor=ay%C5%9Fe']));
  });

  it('starts from the filters and the page in the URL', async () => {
    const queries = mockAudit(() => json(200, page(2, 2)));
    renderCms(<AuditPage />, '/admin/audit?bolum=settings&kullanici=operator&sayfa=2');
    await screen.findByText('Sayfa 2 / 2');
    expect(screen.getByRole('combobox', { name: 'Bölüm' })).toHaveProperty('value', 'settings');
    expect(screen.getByRole('textbox', { name: 'Kullanıcı' })).toHaveProperty('value', 'operator');
    expect(queries).toEqual(['?page=2&collection=settings&actor=operator']);
  });

  it('pages forward and back with Önceki and Sonraki, disabled at the ends', async () => {
    const queries = mockAudit((params) => json(200, page(Number(params.get('page')), 2)));
    const { user, search } = renderCms(<AuditPage />, '/admin/audit');
    await screen.findByText('Sayfa 1 / 2');
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('Sayfa 2 / 2');
    expect(search()).toBe('?sayfa=2');
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Önceki' }));
    await screen.findByText('Sayfa 1 / 2');
    expect(search()).toBe('');
    expect(queries).toEqual(['?page=1&collection=&actor=', '?page=2&collection=&actor=', '?page=1&collection=&actor=']);
  });

  it('says so when nothing matches', async () => {
    mockAudit(() => json(200, { items: [], page: 1, pageCount: 0, total: 0 }));
    renderCms(<AuditPage />, '/admin/audit?kullanici=kimse');
    expect((await screen.findByRole('status')).textContent).toBe('Kayıtlar yükleniyor…');
    await screen.findByText('Kayıt bulunamadı.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says in Turkish when the log cannot be loaded, and loads it again on Tekrar Dene', async () => {
    let calls = 0;
    mockAudit(() => ((calls += 1) === 1 ? json(500, { error: 'server_error', message: '' }) : json(200, page(1, 1))));
    const { user } = renderCms(<AuditPage />, '/admin/audit');
    expect((await screen.findByRole('alert')).textContent).toBe('Denetim kaydı yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('filters by action and a period of days, and offers an admin the filtered log as JSON Lines and CSV', async () => {
    const queries = mockAudit(() => json(200, page(1, 1)));
    const session = { authenticated: true as const, username: 'operator', role: 'admin' as const, expiresAt: Date.now() + 3_600_000 };
    const { user, search } = renderCms(
      <SessionContext.Provider value={{ session, sessionEnded: () => undefined }}>
        <AuditPage />
      </SessionContext.Provider>,
      '/admin/audit?kullanici=elif',
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İşlem' }), 'Başarısız giriş');
    // A date field takes its value whole, as a browser's date picker gives it.
    const from = screen.getByLabelText('Başlangıç günü');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await waitFor(() => expect(search()).toBe('?kullanici=elif&islem=login_failed&baslangic=2026-03-01'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&collection=&actor=elif&action=login_failed&from=2026-03-01'));
    expect(screen.getByRole('link', { name: 'JSON Lines olarak indir' })).toHaveAttribute('href', '/api/admin/audit/export?format=jsonl&actor=elif&action=login_failed&from=2026-03-01');
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute('href', '/api/admin/audit/export?format=csv&actor=elif&action=login_failed&from=2026-03-01');
  });

  it('offers no export to an editor', async () => {
    mockAudit(() => json(200, page(1, 1)));
    const session = { authenticated: true as const, username: 'ayse', role: 'editor' as const, expiresAt: Date.now() + 3_600_000 };
    renderCms(
      <SessionContext.Provider value={{ session, sessionEnded: () => undefined }}>
        <AuditPage />
      </SessionContext.Provider>,
      '/admin/audit',
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /indir$/ })).toBeNull();
  });
});
