/**
 * The admin's second factor, as an editor and an admin use it: enrolment in 'Hesabım' with the secret read off the
 * page and codes computed here as an authenticator app does, sign-in with the password then a code, a code refused the
 * second time, a wrong code held by the backoff, a backup code taken once, and a role that requires a second factor
 * sending a new account to its enrolment. On a server of its own (TWO_FACTOR_KEY set), so that no other journey's
 * accounts are touched; stopped by process id afterwards.
 */
import { nuErrors } from '@shared-data/build/nu-checker';
import { Secret, TOTP } from 'otpauth';
import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';
import { E2E_PORT, startOwnServer, type OwnServer } from '../server.ts';
import { wcagViolations } from '../axe.ts';

const PORT = E2E_PORT + 6;
const ADMIN = { username: 'iki-adim-yonetici', password: 'Iki-Adim-Yonetici-2026' };
const EDITOR = { username: 'elif', password: 'Elifin-Uzun-Sifresi-2026' };
const NEWCOMER = { username: 'zeynep', password: 'Zeynebin-Uzun-Sifresi-2026' };
const PASSKEY_OWNER = { username: 'mehmet', password: 'Mehmedin-Uzun-Sifresi-2026' };
const WRONG_CODE = 'Doğrulama kodu yanlış veya daha önce kullanılmış.';

let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, /^SafeBet: http/, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TWO_FACTOR_KEY: 'e2e-iki-adimli-dogrulama-anahtari-32+',
    // Passkeys need a domain: the passkey journey opens the admin at localhost, as a browser may.
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGIN: `http://localhost:${PORT}`,
    VITALS_SAMPLE_RATE: '0',
  }, { seeded: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server?.baseUrl ?? ''}${path}`;

/** The code an authenticator app shows for the secret, `offsetSteps` periods of 30 s from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** The W3C Nu checker's errors on the screens' documents as the browser holds them (the admin draws its screens). */
function screenErrors(documents: Record<string, string>): string[] {
  return nuErrors(documents).map((e) => `${e.document}: ${e.message}`);
}

async function password(page: Page, account: { username: string; password: string }) {
  await page.goto(at(paths.adminLogin));
  await page.getByLabel('Kullanıcı Adı').fill(account.username);
  await page.getByLabel('Şifre', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function code(page: Page, value: string) {
  await page.getByLabel('Doğrulama kodu').fill(value);
  await page.getByRole('button', { name: 'Doğrula' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/safebetboss1$/);
}

/** The admin's API calls, from a signed-in page of the admin (same origin, with its cookie). */
async function asAdmin(page: Page, work: (call: (method: string, path: string, data?: object) => Promise<number>) => Promise<void>) {
  await password(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const call = async (method: string, path: string, data?: object) =>
    (await page.request.fetch(at(`/api/admin${path}`), { method, ...(data ? { data } : {}), headers: { origin: at('') } })).status();
  await work(call);
  await signOut(page);
}

test('an editor enrols a second factor, then signs in with the password and a code; codes and backup codes work once, and a wrong one is held back', async ({ page }) => {
  await asAdmin(page, async (call) => {
    expect(await call('POST', '/accounts', { ...EDITOR, role: 'editor' })).toBe(201);
  });

  // Enrolment in 'Hesabım': the secret as the page shows it, a first code from it.
  await password(page, EDITOR);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Hesabım' }).click();
  await page.getByRole('button', { name: 'Kurulumu başlat' }).click();
  await expect(page.getByRole('img', { name: 'İki adımlı doğrulama kurulumunun QR kodu' })).toBeVisible();
  const secret = (await page.getByLabel('Kurulum anahtarı').inputValue()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await wcagViolations(page)).toEqual([]);
  const screens: Record<string, string> = { 'Hesabım, the enrolment': `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}` };
  await page.getByLabel('Uygulamadaki kod').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
  const listed = page.getByRole('list', { name: 'Yedek kodlar' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const backupCodes = (await listed.allTextContents()).map((text) => text.trim());
  await expect(page.getByText(/Kalan yedek kod: 10/)).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  screens['Hesabım, the backup codes'] = `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  expect(screenErrors(screens)).toEqual([]);
  await signOut(page);

  // The password, then the app's next code (the current one was spent by the enrolment).
  const next = codeFor(secret, 1);
  await password(page, EDITOR);
  await expect(page.getByLabel('Doğrulama kodu')).toBeFocused();
  await expect(page).toHaveURL(/\/safebetboss1$/);
  await code(page, next);
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // The same code again is refused, and the failure's wait holds the next attempt of either step.
  await password(page, EDITOR);
  await code(page, next);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
  await code(page, backupCodes[0] ?? '');
  await expect(page.getByRole('alert')).toHaveText('Çok fazla başarısız giriş denemesi yapıldı. Lütfen 1 saniye sonra tekrar deneyin.');
  // As a reader does after the second the page names: tries again until the sign-in goes through. An attempt the
  // wait refuses spends no code and adds no wait.
  await expect(async () => {
    await code(page, backupCodes[0] ?? '');
    await expect(page).toHaveURL(/\/admin$/, { timeout: 400 });
  }).toPass({ intervals: [500], timeout: 10_000 });
  await signOut(page);

  // A backup code is spent: the second time it is refused (the sign-in that spent it cleared the pair's wait).
  await password(page, EDITOR);
  await code(page, backupCodes[0] ?? '');
  await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
});

test('a role that requires a second factor sends a new account to its enrolment, and nowhere else until it enrols', async ({ page }) => {
  await asAdmin(page, async (call) => {
    // 'Genel Bakış' says where the backups stand (none are scheduled on this server).
    await expect(page.getByText('Zamanlanmış yedekleme kapalı (BACKUP_DIR ayarlı değil).')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    const overview = `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
    expect(await call('PUT', '/two-factor-policy', { role: 'editor', required: true })).toBe(200);
    expect(await call('POST', '/accounts', { ...NEWCOMER, role: 'editor' })).toBe(201);
    // 'Hesaplar' says who has a second factor, offers its reset, and shows the requirement.
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Hesaplar' }).click();
    await expect(page.getByRole('row', { name: /^elif / }).getByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Editörler (Editör)' })).toBeChecked();
    expect(await wcagViolations(page)).toEqual([]);
    const screens: Record<string, string> = { 'Genel Bakış': overview, Hesaplar: `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}` };
    // 'Denetim Kaydı' has the sign-ins and the second factor's events, its filters and its downloads.
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Denetim Kaydı' }).click();
    await page.getByRole('combobox', { name: 'İşlem' }).selectOption({ label: 'İki adımlı doğrulama açma' });
    await expect(page.getByRole('table').getByRole('row', { name: /elif Editör İki adımlı doğrulama açma Hesaplar elif/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute('href', /format=csv&action=two_factor_enable/);
    expect(await wcagViolations(page)).toEqual([]);
    screens['Denetim Kaydı'] = `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
    expect(screenErrors(screens)).toEqual([]);
  });
  await password(page, NEWCOMER);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('alert')).toContainText('Rolünüz için iki adımlı doğrulama zorunlu.');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Oyunlar' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.getByRole('button', { name: 'Kurulumu başlat' }).click();
  const secret = (await page.getByLabel('Kurulum anahtarı').inputValue()).replace(/\s+/g, '');
  await page.getByLabel('Uygulamadaki kod').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
  await page.getByRole('link', { name: 'Yönetim paneline devam et' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
});

test('an account registers a passkey, signs out, and signs in with it instead of the password and code', async ({ page }) => {
  await asAdmin(page, async (call) => {
    expect(await call('POST', '/accounts', { ...PASSKEY_OWNER, role: 'admin' })).toBe(201);
  });
  // Chromium's virtual authenticator, a platform one with user verification, answering at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const local = (path: string) => `http://localhost:${PORT}${path}`;
  await page.goto(local(paths.adminLogin));
  await page.getByLabel('Kullanıcı Adı').fill(PASSKEY_OWNER.username);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSKEY_OWNER.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Hesabım' }).click();
  await page.getByLabel('Anahtarın adı').fill('Test bilgisayarı');
  await page.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test bilgisayarı eklendi' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Geçiş anahtarlarınız' }).getByRole('cell', { name: 'Test bilgisayarı' })).toBeVisible();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  expect(await wcagViolations(page)).toEqual([]);
  expect(screenErrors({ 'Hesabım, the passkeys': `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}` })).toEqual([]);
  await signOut(page);

  await page.getByRole('button', { name: 'Geçiş anahtarı kullan' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
  const session = await (await page.request.get(local('/api/admin/session'))).json();
  expect(session).toMatchObject({ authenticated: true, username: PASSKEY_OWNER.username, role: 'admin' });
});

