/**
 * The first admin on a fresh machine: a server started without any admin variable over an empty
 * database prints a one-time setup address; the operator creates the first admin there, signs in with it, and the
 * address is dead afterwards.
 */
import { paths } from 'shared-data';
// Playwright's own test: the suite's goto waits for the site's hydration, and this page has no script.
import { expect, test } from '@playwright/test';
import { E2E_PORT, startOwnServer, type OwnServer } from '../server.ts';
import { wcagViolations } from '../axe.ts';

// One port past the suite's server: this journey's own server.
const PORT = E2E_PORT + 1;
const SETUP_LINE = new RegExp(`^SafeBet: no admin account yet\\. Create the first one within an hour at (http://localhost:${PORT}/kurulum/[A-Za-z0-9_-]{43})$`);
const USERNAME = 'kurucu';
const PASSWORD = 'Ilk-Yonetici-2026';

let server: OwnServer;

test.beforeAll(async () => {
  // A first start seeds a new database: on a loaded machine that alone can take most of a minute.
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, /^SafeBet: no admin account yet/);
});
test.afterAll(async () => {
  await server?.stop();
});

test('the printed setup address creates the first admin, who signs in; then the address answers 404', async ({ page }) => {
  const line = server.lines.find((text) => SETUP_LINE.test(text)) ?? '';
  const setupUrl = SETUP_LINE.exec(line)?.[1] ?? '';
  expect(setupUrl, server.lines.join('\n')).not.toBe('');
  expect(server.lines.filter((text) => text.includes('/kurulum/'))).toHaveLength(1);

  const first = await page.goto(setupUrl);
  expect(first?.status()).toBe(200);
  expect(first?.headers()['x-robots-tag']).toBe('noindex');
  expect(first?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'İlk yönetici hesabı' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // Two passwords that differ: the message stands by the second field, the username stays, the passwords do not.
  await page.getByLabel('Kullanıcı adı').fill(USERNAME);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Şifre (tekrar)').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Hesabı oluştur' }).click();
  await expect(page.getByText('İki şifre aynı değil.')).toBeVisible();
  await expect(page.getByLabel('Şifre (tekrar)')).toHaveAccessibleDescription('İki şifre aynı değil.');
  await expect(page.getByLabel('Kullanıcı adı')).toHaveValue(USERNAME);
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue('');

  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Şifre (tekrar)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Hesabı oluştur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetici hesabı oluşturuldu' })).toBeVisible();

  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminLogin}$`));
  await page.getByLabel('Kullanıcı Adı').fill(USERNAME);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();

  const again = await page.goto(setupUrl);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
});
