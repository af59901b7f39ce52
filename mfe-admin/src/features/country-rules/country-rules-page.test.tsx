import { screen, waitFor, within } from '@testing-library/react';
import type { CountryRulesDocument } from 'shared-data/cms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCms } from '../../cms-test-utils.tsx';
import { descriptionOf, json, mockApi, overviewApi, renderAdmin, resetAuthMemory, sentBody, session } from '../../test-utils.tsx';
import { CountryRulesPage } from './country-rules-page.tsx';

beforeEach(resetAuthMemory);
afterEach(() => {
  vi.unstubAllGlobals();
});

const URL = '/api/admin/country-rules';
const rules: CountryRulesDocument = { version: 3, values: { defaultRule: 'show', rules: [{ country: 'DE', rule: 'hide' }] } };

const codes = () => screen.getAllByRole('textbox', { name: 'Ülke kodu' }) as HTMLInputElement[];
const ruleSelects = () => screen.getAllByRole('combobox', { name: 'Kural' }) as HTMLSelectElement[];
const defaultRule = () => screen.getByRole('combobox', { name: 'Varsayılan kural' }) as HTMLSelectElement;
const putBodies = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));

async function renderLoaded(routes: Parameters<typeof mockApi>[0] = {}, document: CountryRulesDocument = rules) {
  const fetchMock = mockApi({ [`GET ${URL}`]: () => json(200, document), ...routes });
  const view = renderCms(<CountryRulesPage />, '/admin/country-rules');
  await screen.findByRole('form', { name: 'Ülke kuralları' });
  return { ...view, fetchMock };
}

describe('CountryRulesPage', () => {
  it('shows the default rule, each country with its name and rule, and says what the rules do', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Ülke kuralları' })).toBeVisible();
    expect(defaultRule().value).toBe('show');
    expect(within(defaultRule()).getAllByRole('option').map((option) => option.textContent)).toEqual(['göster', 'gizle', 'yalnızca bilgi']);
    expect(codes().map((input) => input.value)).toEqual(['DE']);
    expect(ruleSelects().map((select) => select.value)).toEqual(['hide']);
    expect(screen.getByRole('cell', { name: 'Almanya' })).toBeVisible();
    expect(descriptionOf(screen.getByRole('button', { name: 'Kaldır' }))).toBe('Almanya');
    const help = screen.getByRole('region', { name: 'Kurallar ne yapar?' });
    expect(help).toHaveTextContent('COUNTRY_HEADER');
    expect(help).toHaveTextContent('Bu başlık yapılandırılmamışsa her ziyaretçiye varsayılan kural uygulanır');
    expect(help).toHaveTextContent('yalnızca bilgi: bonus koşulları ve değerleri görünür');
  });

  it('lets an admin add TR with "yalnızca bilgi", set the default to "gizle" and save, then shows what was stored', async () => {
    const stored: CountryRulesDocument = {
      version: 4,
      values: { defaultRule: 'hide', rules: [{ country: 'DE', rule: 'hide' }, { country: 'TR', rule: 'info' }] },
    };
    const { user, fetchMock } = await renderLoaded({ [`PUT ${URL}`]: () => json(200, stored) });
    await user.click(screen.getByRole('button', { name: 'Ülke ekle' }));
    // The new row's code takes the focus.
    expect(document.activeElement).toBe(codes()[1]);
    await user.type(codes()[1] as HTMLElement, 'tr');
    expect(codes()[1]).toHaveProperty('value', 'TR');
    expect(screen.getByRole('cell', { name: 'Türkiye' })).toBeVisible();
    await user.selectOptions(ruleSelects()[1] as HTMLElement, 'yalnızca bilgi');
    await user.selectOptions(defaultRule(), 'gizle');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kaydedildi.'));
    expect(putBodies(fetchMock)).toEqual([
      { version: 3, values: { defaultRule: 'hide', rules: [{ country: 'DE', rule: 'hide' }, { country: 'TR', rule: 'info' }] } },
    ]);
    expect(defaultRule().value).toBe('hide');
    expect(codes().map((input) => input.value)).toEqual(['DE', 'TR']);
    // The next save sends the version the server answered with.
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(2));
    expect(putBodies(fetchMock)[1]).toMatchObject({ version: 4 });
  });

  it('refuses a code that is no country, and a country listed twice, with Turkish messages beside them, and sends nothing', async () => {
    const { user, fetchMock } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Ülke ekle' }));
    await user.type(codes()[1] as HTMLElement, 'XX');
    expect(screen.getByRole('cell', { name: 'Tanınmayan kod' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ülke ekle' }));
    await user.type(codes()[2] as HTMLElement, 'DE');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(document.activeElement).toBe(codes()[1]));
    expect(codes()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(codes()[1] as HTMLElement)).toBe('Geçerli bir ülke kodu girin (ör. TR, DE).');
    expect(descriptionOf(codes()[2] as HTMLElement)).toBe('Bu ülke listede zaten var.');
    expect(codes()[0]).not.toHaveAttribute('aria-invalid');
    expect(putBodies(fetchMock)).toEqual([]);
    // Typing in a field clears its message.
    await user.clear(codes()[1] as HTMLElement);
    await user.type(codes()[1] as HTMLElement, 'TR');
    expect(codes()[1]).not.toHaveAttribute('aria-invalid');
  });

  it('removes the row whose Kaldır was pressed, and says when the list is empty', async () => {
    const { user } = await renderLoaded({}, { version: 2, values: { defaultRule: 'hide', rules: [{ country: 'CY', rule: 'show' }, { country: 'GB', rule: 'info' }] } });
    const cyprus = screen.getAllByRole('button', { name: 'Kaldır' }).find((button) => descriptionOf(button) === 'Kıbrıs');
    await user.click(cyprus as HTMLElement);
    expect(codes().map((input) => input.value)).toEqual(['GB']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ülke ekle' }));
    await user.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(screen.queryAllByRole('textbox', { name: 'Ülke kodu' })).toEqual([]);
    expect(screen.getByText('Listede ülke yok: her ziyaretçiye varsayılan kural uygulanır.')).toBeVisible();
  });

  it('shows the server\'s messages per field from a 400', async () => {
    const { user } = await renderLoaded({
      [`PUT ${URL}`]: () =>
        json(400, { error: 'invalid', message: 'Formda düzeltilmesi gereken alanlar var.', fieldErrors: { 'rules.0.country': 'Geçerli bir ülke kodu girin (ör. TR, DE).' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(descriptionOf(codes()[0] as HTMLElement)).toBe('Geçerli bir ülke kodu girin (ör. TR, DE).'));
    await waitFor(() => expect(document.activeElement).toBe(codes()[0]));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps everything chosen when the rules changed meanwhile (409), with the server\'s message', async () => {
    const message = 'Ülke kuralları siz düzenlerken başka biri tarafından değiştirildi.';
    const { user } = await renderLoaded({ [`PUT ${URL}`]: () => json(409, { error: 'conflict', message, current: rules, changedFields: ['DE'] }) });
    await user.selectOptions(defaultRule(), 'yalnızca bilgi');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(defaultRule().value).toBe('info');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says in Turkish when the rules cannot be loaded, and loads them on Tekrar Dene', async () => {
    let calls = 0;
    mockApi({ [`GET ${URL}`]: () => ((calls += 1) === 1 ? json(500, { error: 'server_error', message: '' }) : json(200, rules)) });
    const { user } = renderCms(<CountryRulesPage />, '/admin/country-rules');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ülke kuralları yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('combobox', { name: 'Varsayılan kural' })).toHaveValue('show');
  });
});

describe('the admin app at /admin/country-rules', () => {
  it('opens the screen from the sidebar for an admin', async () => {
    mockApi({ 'GET /api/admin/session': () => json(200, session), ...overviewApi, [`GET ${URL}`]: () => json(200, rules) });
    const { user } = renderAdmin('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }));
    await user.click(nav.getByRole('link', { name: 'Ülke kuralları' }));
    expect(await screen.findByRole('form', { name: 'Ülke kuralları' })).toBeVisible();
    expect(nav.getByRole('link', { name: 'Ülke kuralları' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells an editor who types the address that only admins may see it, and asks the API nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/session': () => json(200, { ...session, username: 'yazar', role: 'editor' }) });
    renderAdmin('/admin/country-rules');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu sayfayı yalnızca yöneticiler görebilir.');
    expect(screen.queryByRole('form', { name: 'Ülke kuralları' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(URL);
  });
});
