import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsDocument } from '../../../server/contract.ts';
import { json, mockApi } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings: SettingsDocument = {
  version: 7,
  values: {
    contact: {
      channelUrl: 'https://t.me/safebet',
      channelLabel: 'SafeBet Telegram',
      contactUrl: 'https://t.me/safebet_destek',
      email: 'destek@safebet.example',
    },
    helpLines: [
      { name: 'Yeşilay Danışmanlık Merkezi', phone: '115' },
      { name: 'ALO 191', phone: '191' },
    ],
    exchange: { usdTry: 42.5 },
  },
};

const field = (label: string) => screen.getByRole('textbox', { name: label });
const rowFields = (label: string) => screen.getAllByRole('textbox', { name: label });
const errorOf = (element: HTMLElement) =>
  element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent);
const putBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function renderLoaded(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/settings': () => json(200, settings), ...routes });
  const view = renderCms(<SettingsPage />, '/admin/settings');
  await screen.findByRole('form', { name: 'Site ayarları' });
  return { ...view, fetchMock };
}

describe('SettingsPage', () => {
  it('shows the stored contact channels and help lines in labelled fields', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Site Ayarları' })).toBeVisible();
    expect(field('Kanal bağlantısı')).toHaveProperty('value', 'https://t.me/safebet');
    expect(field('Kanal adı')).toHaveProperty('value', 'SafeBet Telegram');
    expect(field('İletişim bağlantısı')).toHaveProperty('value', 'https://t.me/safebet_destek');
    expect(field('E-posta')).toHaveProperty('value', 'destek@safebet.example');
    expect(rowFields('Yardım hattı adı').map((input) => (input as HTMLInputElement).value)).toEqual(['Yeşilay Danışmanlık Merkezi', 'ALO 191']);
    expect(rowFields('Telefon').map((input) => (input as HTMLInputElement).value)).toEqual(['115', '191']);
    expect(screen.getByRole('group', { name: 'Yardım hattı 2' })).toBeVisible();
    expect(field('USD/TL kuru')).toHaveProperty('value', '42,5');
    expect(errorOf(field('USD/TL kuru'))).toEqual(["Bonus değeri sıralamasında USD teklifler bu kurla TL'ye çevrilir."]);
  });

  it('saves the dollar rate typed with a decimal comma as a number, and shows what the server stored', async () => {
    const stored = { version: 8, values: { ...settings.values, exchange: { usdTry: 43.1275 } } };
    const { user, fetchMock } = await renderLoaded({ 'PUT /api/admin/settings': () => json(200, stored) });
    await user.clear(field('USD/TL kuru'));
    await user.type(field('USD/TL kuru'), '43,1275');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Kaydedildi.'));
    expect(putBodies(fetchMock)).toEqual([{ version: 7, values: stored.values }]);
    expect(field('USD/TL kuru')).toHaveProperty('value', '43,1275');
  });

  it.each([
    ['0', 'USD/TL kuru en az 0,0001 olmalı.'],
    ['42,12345', 'USD/TL kuru en fazla 4 ondalık basamak içerebilir (ör. 42,1234).'],
    ['', 'USD/TL kuru boş bırakılamaz.'],
    ['kırk', 'USD/TL kuru bir sayı olmalı (ör. 2,5).'],
  ])('refuses the rate %j with a message beside it, and sends nothing', async (typed, message) => {
    const { user, fetchMock } = await renderLoaded();
    await user.clear(field('USD/TL kuru'));
    if (typed) await user.type(field('USD/TL kuru'), typed);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(document.activeElement).toBe(field('USD/TL kuru')));
    expect(errorOf(field('USD/TL kuru'))?.[0]).toBe(message);
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('saves the version it loaded with the edited values, then the next save sends the new version', async () => {
    const stored = { version: 8, values: { ...settings.values, helpLines: [...settings.values.helpLines, { name: 'Kumar Bağımlılığı Hattı', phone: '0800 123 45 67' }] } };
    const { user, fetchMock } = await renderLoaded({ 'PUT /api/admin/settings': () => json(200, stored) });
    await user.click(screen.getByRole('button', { name: 'Yardım hattı ekle' }));
    const group = within(screen.getByRole('group', { name: 'Yardım hattı 3' }));
    await user.type(group.getByRole('textbox', { name: 'Yardım hattı adı' }), 'Kumar Bağımlılığı Hattı');
    await user.type(group.getByRole('textbox', { name: 'Telefon' }), '  0800 123 45 67 ');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Kaydedildi.'));
    // The schema trims what is sent.
    expect(putBodies(fetchMock)).toEqual([{ version: 7, values: stored.values }]);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(2));
    expect((putBodies(fetchMock)[1] as { version: number }).version).toBe(8);
  });

  it('checks the values before saving: a message beside each wrong field, the first one focused', async () => {
    const { user, fetchMock } = await renderLoaded();
    await user.clear(field('E-posta'));
    await user.type(field('E-posta'), 'destek');
    await user.clear(rowFields('Telefon')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(document.activeElement).toBe(field('E-posta')));
    expect(field('E-posta').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('E-posta'))).toEqual(['Geçerli bir e-posta adresi girin.']);
    const secondPhone = rowFields('Telefon')[1] as HTMLElement;
    expect(errorOf(secondPhone)).toEqual(['Telefon boş bırakılamaz.']);
    expect(rowFields('Telefon')[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(putBodies(fetchMock)).toEqual([]);
    // Typing in a field clears its message.
    await user.type(secondPhone, '191');
    expect(secondPhone.getAttribute('aria-invalid')).toBeNull();
  });

  it('removes the row whose Kaldır was pressed, and wants at least one help line', async () => {
    const { user } = await renderLoaded();
    await user.click(within(screen.getByRole('group', { name: 'Yardım hattı 1' })).getByRole('button', { name: 'Kaldır' }));
    expect(rowFields('Yardım hattı adı').map((input) => (input as HTMLInputElement).value)).toEqual(['ALO 191']);
    await user.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(screen.queryAllByRole('textbox', { name: 'Telefon' })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const group = await screen.findByRole('group', { name: 'Yardım hatları' });
    expect(errorOf(group)).toEqual(['En az bir yardım hattı girin.']);
    expect(document.activeElement).toBe(group);
  });

  it('offers at most six help lines', async () => {
    const { user } = await renderLoaded();
    const add = screen.getByRole('button', { name: 'Yardım hattı ekle' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(rowFields('Telefon')).toHaveLength(6);
    expect(add).toBeDisabled();
    expect(errorOf(add)).toEqual(['En fazla 6 yardım hattı girilebilir.']);
  });

  it('shows the server\'s messages per field from a 400', async () => {
    const { user } = await renderLoaded({
      'PUT /api/admin/settings': () =>
        json(400, { error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors: { 'helpLines.1.phone': 'Telefon en fazla 20 karakter olabilir.' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const secondPhone = rowFields('Telefon')[1] as HTMLElement;
    await waitFor(() => expect(errorOf(secondPhone)).toEqual(['Telefon en fazla 20 karakter olabilir.']));
    // The focus moves in an effect after the errors render.
    await waitFor(() => expect(document.activeElement).toBe(secondPhone));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps everything typed when the settings changed meanwhile (409), with the server\'s message', async () => {
    const { user } = await renderLoaded({
      'PUT /api/admin/settings': () =>
        json(409, { error: 'conflict', message: 'Ayarlar siz düzenlerken başka biri tarafından değiştirildi.' }),
    });
    await user.clear(field('Kanal adı'));
    await user.type(field('Kanal adı'), 'Yeni Kanal');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ayarlar siz düzenlerken başka biri tarafından değiştirildi.');
    expect(field('Kanal adı')).toHaveProperty('value', 'Yeni Kanal');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says in Turkish when the settings cannot be loaded, and loads them on Tekrar Dene', async () => {
    let calls = 0;
    mockApi({ 'GET /api/admin/settings': () => ((calls += 1) === 1 ? json(500, { error: 'server_error', message: '' }) : json(200, settings)) });
    const { user } = renderCms(<SettingsPage />, '/admin/settings');
    expect((await screen.findByRole('alert')).textContent).toBe('Ayarlar yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('textbox', { name: 'Kanal adı' })).toHaveProperty('value', 'SafeBet Telegram');
  });
});
