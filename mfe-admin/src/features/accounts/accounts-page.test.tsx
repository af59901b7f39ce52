import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../../server/contract.ts';
import { json, mockApi } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { AccountsPage } from './accounts-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const envAdmin: AccountSummary = {
  id: null, username: 'operator', role: 'admin', disabled: false, source: 'environment', createdAt: null, updatedAt: null, version: 0,
};
const ayse: AccountSummary = {
  id: 2, username: 'ayse', role: 'editor', disabled: false, source: 'database', createdAt: '2026-03-01T07:15:00Z', updatedAt: '2026-03-01T07:15:00Z', version: 3,
};
const mehmet: AccountSummary = { ...ayse, id: 5, username: 'mehmet', role: 'admin', disabled: true, version: 1 };

/** The list answers whatever `accounts` holds at the time; other routes are added per test. */
function mockAccounts(routes: Parameters<typeof mockApi>[0] = {}, initial = [envAdmin, ayse, mehmet]) {
  const state = { accounts: initial };
  const fetchMock = mockApi({
    'GET /api/admin/accounts': () => json(200, state.accounts),
    'GET /api/admin/two-factor-policy': () => json(200, { admin: false, editor: false }),
    ...routes,
  });
  return { state, fetchMock, listLoads: () => fetchMock.mock.calls.filter(([url, init]) => !init?.method && String(url).endsWith('/accounts')).length };
}

const row = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username} `) });
const cells = (username: string) => [...row(username).children].map((cell) => cell.textContent);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const status = () => screen.getAllByRole('status')[0]?.textContent;

describe('AccountsPage', () => {
  it('lists the accounts; the admin from the environment is read-only', async () => {
    mockAccounts();
    renderCms(<AccountsPage />, '/admin/accounts');
    expect(screen.getByRole('heading', { level: 1, name: 'Hesaplar' })).toBeVisible();
    await screen.findByRole('table', { name: 'Hesaplar' });
    expect(cells('operator')).toEqual(['operator', 'Yönetici', 'Etkin', 'Kapalı', '—', 'Ortam değişkeninden']);
    expect(within(row('operator')).queryAllByRole('button')).toEqual([]);
    expect(within(row('operator')).queryByRole('combobox')).toBeNull();
    expect(cells('ayse').slice(2, 5)).toEqual(['Etkin', 'Kapalı', '01.03.2026 10:15']);
    expect(within(row('ayse')).getByRole('combobox', { name: 'Rol: ayse' })).toHaveProperty('value', 'editor');
    expect(within(row('mehmet')).getByRole('button', { name: 'Etkinleştir' })).toBeEnabled();
    expect(within(row('ayse')).getByRole('button', { name: 'Devre dışı bırak' })).toBeEnabled();
  });

  it('creates an account and lists it', async () => {
    const created: AccountSummary = { ...ayse, id: 9, username: 'zeynep', role: 'admin', version: 1 };
    const { state, fetchMock, listLoads } = mockAccounts({
      'POST /api/admin/accounts': () => {
        state.accounts = [...state.accounts, created];
        return json(201, created);
      },
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    const form = within(await screen.findByRole('form', { name: 'Yeni hesap' }));
    const password = form.getByLabelText('Şifre');
    expect([password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual(['password', 'new-password']);
    expect(password.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['En az 12 karakter']);
    await user.type(form.getByLabelText('Kullanıcı adı'), 'zeynep');
    await user.type(password, 'uzun-bir-şifre-123');
    await user.selectOptions(form.getByLabelText('Rol'), 'Yönetici');
    await user.click(form.getByRole('button', { name: 'Hesap oluştur' }));
    await screen.findByRole('cell', { name: 'zeynep' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ username: 'zeynep', password: 'uzun-bir-şifre-123', role: 'admin' });
    expect(status()).toBe('zeynep hesabı oluşturuldu.');
    expect(form.getByLabelText('Kullanıcı adı')).toHaveProperty('value', '');
    expect(form.getByLabelText('Şifre')).toHaveProperty('value', '');
    expect(listLoads()).toBe(2);
  });

  it('shows the server\'s message next to each field it refused, and focuses the first', async () => {
    mockAccounts({
      'POST /api/admin/accounts': () =>
        json(400, {
          error: 'invalid',
          message: 'Lütfen işaretli alanları düzeltin.',
          fieldErrors: { username: 'Bu kullanıcı adı zaten kullanılıyor.', password: 'Şifre en az 12 karakter olmalı.' },
        }),
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    const form = within(await screen.findByRole('form', { name: 'Yeni hesap' }));
    await user.type(form.getByLabelText('Kullanıcı adı'), 'ayse');
    await user.type(form.getByLabelText('Şifre'), 'kısa');
    await user.click(form.getByRole('button', { name: 'Hesap oluştur' }));
    const username = form.getByLabelText('Kullanıcı adı');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(username);
    const described = (name: string) =>
      form.getByLabelText(name).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described('Kullanıcı adı')).toEqual(['Bu kullanıcı adı zaten kullanılıyor.']);
    expect(described('Şifre')).toEqual(['Şifre en az 12 karakter olmalı.', 'En az 12 karakter']);
    expect(form.getByLabelText('Rol')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('Şifre')).toHaveProperty('value', 'kısa');
  });

  it('changes a role with the version the row showed', async () => {
    const { state, fetchMock } = mockAccounts({
      'PUT /api/admin/accounts/2': () => {
        state.accounts = [envAdmin, { ...ayse, role: 'admin', version: 4 }, mehmet];
        return json(200, state.accounts[1]);
      },
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rol: ayse' }), 'Yönetici');
    await waitFor(() => expect(status()).toBe('ayse artık yönetici.'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ version: 3, role: 'admin' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rol: ayse' })).toHaveProperty('value', 'admin'));
  });

  it.each([
    ['ayse', 'Devre dışı bırak', 2, { version: 3, disabled: true }, 'ayse devre dışı bırakıldı; oturumları kapatıldı.'],
    ['mehmet', 'Etkinleştir', 5, { version: 1, disabled: false }, 'mehmet etkinleştirildi.'],
  ])('%s: %s sends the opposite state', async (username, button, id, body, message) => {
    const { fetchMock } = mockAccounts({ [`PUT /api/admin/accounts/${id}`]: () => json(200, {}) });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    await screen.findByRole('table');
    await user.click(within(row(username)).getByRole('button', { name: button }));
    await waitFor(() => expect(status()).toBe(message));
    expect(bodyOf(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1])).toEqual(body);
  });

  it('deletes only after the question is confirmed, then says so where the focus lands', async () => {
    const { state, fetchMock } = mockAccounts({
      'DELETE /api/admin/accounts/2?version=3': () => {
        state.accounts = [envAdmin, mehmet];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    await screen.findByRole('table');
    await user.click(within(row('ayse')).getByRole('button', { name: 'Sil' }));
    let dialog = within(screen.getByRole('dialog', { name: 'ayse hesabı silinsin mi? Hesabın açık oturumları da kapanır.' }));
    await user.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(row('ayse')).getByRole('button', { name: 'Sil' }));
    dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^ayse / })).toBeNull());
    expect(status()).toBe('ayse silindi.');
    expect(document.activeElement?.contains(screen.getByText('ayse silindi.'))).toBe(true);
  });

  it('shows a 409\'s message and loads the list again', async () => {
    const { state, listLoads } = mockAccounts({
      'PUT /api/admin/accounts/2': () => {
        state.accounts = [envAdmin, { ...ayse, disabled: true, version: 4 }, mehmet];
        return json(409, { error: 'conflict', message: 'Bu hesap siz düzenlerken başka biri tarafından değiştirildi.' });
      },
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol: ayse' }), 'Yönetici');
    expect((await screen.findByRole('alert')).textContent).toBe('Bu hesap siz düzenlerken başka biri tarafından değiştirildi.');
    await waitFor(() => expect(cells('ayse')[2]).toBe('Devre dışı'));
    expect(listLoads()).toBe(2);
  });

  it('tells an editor the page is for admins only', async () => {
    mockApi({ 'GET /api/admin/accounts': () => json(403, { error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' }) });
    renderCms(<AccountsPage />, '/admin/accounts');
    expect((await screen.findByRole('alert')).textContent).toBe('Bu sayfayı yalnızca yöneticiler görebilir.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers Tekrar Dene when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/admin/accounts': () => ((calls += 1) === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, [envAdmin])),
      'GET /api/admin/two-factor-policy': () => json(200, { admin: false, editor: false }),
    });
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    expect((await screen.findByRole('alert')).textContent).toBe('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByRole('row', { name: /^operator / });
  });

  it("resets an account's second factor, and sets a role's requirement", async () => {
    const withTwoFactor: AccountSummary = { ...ayse, twoFactor: true };
    const policy = { admin: false, editor: false };
    const { state, fetchMock } = mockAccounts(
      {
        'POST /api/admin/accounts/2/two-factor-reset': () => {
          state.accounts = [envAdmin, { ...ayse, twoFactor: false }, mehmet];
          return new Response(null, { status: 204 });
        },
        'GET /api/admin/two-factor-policy': () => json(200, policy),
        'PUT /api/admin/two-factor-policy': (init) => {
          const { role, required } = JSON.parse(String(init?.body)) as { role: 'admin' | 'editor'; required: boolean };
          policy[role] = required;
          return json(200, policy);
        },
      },
      [envAdmin, withTwoFactor, mehmet],
    );
    const { user } = renderCms(<AccountsPage />, '/admin/accounts');
    await screen.findByRole('table', { name: 'Hesaplar' });
    expect(cells('ayse')[3]).toBe('Açık');
    expect(within(row('mehmet')).queryByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' })).toBeNull();
    await user.click(within(row('ayse')).getByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' }));
    expect(await screen.findByText('ayse hesabının iki adımlı doğrulaması sıfırlandı; oturumları kapatıldı.')).toBeVisible();
    await waitFor(() => expect(cells('ayse')[3]).toBe('Kapalı'));
    await user.click(screen.getByRole('checkbox', { name: 'Editörler (Editör)' }));
    expect(await screen.findByText('Editörler için iki adımlı doğrulama artık zorunlu.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Editörler (Editör)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Yöneticiler (Yönetici)' })).not.toBeChecked();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/two-factor-policy') && init?.method === 'PUT')).toBe(true);
  });
});
