import { paths } from 'shared-data';
import { readBuiltInContent } from '@shared-data/store/testing';

// The suite's server starts on a fresh database seeded from the built-in content.
const seed = readBuiltInContent();
import { expect, test, type Page } from '../fixtures.ts';
import { SUITE_ADMIN } from '../server.ts';
import { wcagViolations } from '../axe.ts';

// The suite server's account (server.ts).
const { username: USERNAME, password: PASSWORD } = SUITE_ADMIN;

/** Every test that signs in spends one of the API's 10 login attempts per address and minute; keep them few. */
async function logIn(page: Page) {
  await page.goto(paths.adminLogin);
  await page.getByLabel('Kullanıcı Adı').fill(USERNAME);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

test.describe('admin', () => {
  test('the guard sends a visitor without a session to the login page, replacing the history entry', async ({ page }) => {
    await page.goto(paths.home);
    await page.goto(paths.adminGames);
    await expect(page).toHaveURL(/\/safebetboss1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Paneli' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the red alert above the form and stays on the login page', async ({ page }) => {
    await page.goto(paths.adminLogin);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    // Another account than the one the other journeys sign in with: a failure makes its own account wait a moment
    // before the next attempt from this address (the login throttle's backoff).
    await page.getByLabel('Kullanıcı Adı').fill('baska-operator');
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-parola');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Geçersiz kullanıcı adı veya şifre.');
    await expect(alert).toHaveCSS('border-top-color', 'rgb(239, 68, 68)');
    const alertBox = await alert.boundingBox();
    const fieldBox = await page.getByLabel('Kullanıcı Adı').boundingBox();
    expect(alertBox && fieldBox && alertBox.y < fieldBox.y).toBe(true);
    await expect(page).toHaveURL(/\/safebetboss1$/);
    expect((await page.context().cookies()).filter((c) => c.name === 'safebet_admin')).toEqual([]);
  });

  test('a good login opens the overview with the four counts; the cookie is HttpOnly and SameSite=Strict', async ({ page }) => {
    await logIn(page);
    const main = page.getByRole('main');
    const expected: Array<[string, number]> = [
      // Three casinos in the ranking.
      ['Casino Siteleri', 3],
      ['Oyunlar', seed.games.length],
      ['Sağlayıcılar', seed.providers.length],
      ['Blog Yazıları', seed.blogPosts.length],
    ];
    for (const [label, count] of expected) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: label }) });
      // The animated figure settles on the count within about a second.
      await expect(card.getByTestId('animated-counter-figure')).toHaveAttribute('data-figure', String(count));
    }
    await expect(page.getByRole('banner')).toContainText('SafeBet Boss');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'safebet_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', secure: false });
    // The page itself cannot read the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain('safebet_admin');
  });

  test('a reload keeps the operator in while the session lives', async ({ page }) => {
    await logIn(page);
    await page.goto(paths.adminProviders);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/providers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sağlayıcılar' })).toBeVisible();
  });

  test('every sidebar link opens its screen, marked active; Kontrol Paneli matches exactly; nothing is a placeholder', async ({ page }) => {
    await logIn(page);
    const screens: Array<[string, RegExp, string]> = [
      ['Casino Siteleri', /\/admin\/casinos$/, 'Casino Siteleri'],
      ['Oyunlar', /\/admin\/games$/, 'Oyunlar'],
      ['Sağlayıcılar', /\/admin\/providers$/, 'Sağlayıcılar'],
      ['Blog', /\/admin\/blog$/, 'Blog'],
      ['Popup Bonusları', /\/admin\/popups$/, 'Popup Bonusları'],
      ['Tıklamalar', /\/admin\/clicks$/, 'Tıklamalar'],
      ['Bağlantı Durumu', /\/admin\/links$/, 'Bağlantı Durumu'],
      ['Taktikler', /\/admin\/tactics$/, 'Taktikler'],
      ['Sayfalar', /\/admin\/pages$/, 'Sayfalar'],
      ['Site Ayarları', /\/admin\/settings$/, 'Site Ayarları'],
      ['Hesaplar', /\/admin\/accounts$/, 'Hesaplar'],
      ['Denetim Kaydı', /\/admin\/audit$/, 'Denetim Kaydı'],
      ['Hesabım', /\/admin\/account$/, 'Hesabım'],
      ['Kontrol Paneli', /\/admin$/, 'Genel Bakış'],
    ];
    for (const [link, url, heading] of screens) {
      await sidebar(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
      if (link !== 'Kontrol Paneli') {
        await expect(sidebar(page).getByRole('link', { name: 'Kontrol Paneli' })).not.toHaveAttribute('aria-current', 'page');
      }
      await expect(page.getByRole('main')).not.toContainText('Yapılacak');
    }
    // 'Hesabım' lists this very session, and passes the checks every screen here passes.
    await sidebar(page).getByRole('link', { name: 'Hesabım', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Açık oturumlar' }).getByRole('cell', { name: /\(bu oturum\)$/ })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await sidebar(page).getByRole('link', { name: 'Oyunlar', exact: true }).click();
    await page.getByLabel('Ara').fill('sweet bonanza');
    await expect(page.getByRole('table').getByRole('link', { name: 'Sweet Bonanza', exact: true })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    // The entry form, with its Markdown editor and image fields, passes the same checks.
    await page.getByRole('table').getByRole('link', { name: 'Sweet Bonanza', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'İnceleme metni' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('logout ends the session on the server and returns to the login page', async ({ page }) => {
    await logIn(page);
    const sessionCookies = await page.context().cookies();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/safebetboss1$/);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    // Even a copy of the old cookie opens nothing now.
    await page.context().addCookies(sessionCookies);
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    await page.goto(paths.admin);
    await expect(page).toHaveURL(/\/safebetboss1$/);
  });

  test('forging auth-storage in local storage does not open /admin', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('auth-storage', JSON.stringify({ state: { isAuthenticated: true }, version: 0 }));
    });
    await page.goto(paths.admin);
    await expect(page).toHaveURL(/\/safebetboss1$/);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Genel Bakış' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/overview')).status()).toBe(401);
  });

  test('the server keeps the admin out of search engines and the API out of the HTML fallback', async ({ request }) => {
    for (const path of [paths.adminLogin, paths.admin, paths.adminBlog]) {
      const response = await request.get(path);
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    }
    const unknownApi = await request.get('/api/boyle-bir-uc-yok');
    expect(unknownApi.status()).toBe(404);
    expect(unknownApi.headers()['content-type']).toContain('application/json');
    const crossSite = await request.post('/api/admin/login', {
      data: { username: USERNAME, password: PASSWORD },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
  });
});
