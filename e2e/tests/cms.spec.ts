/**
 * The operator's journeys through the CMS, in a real browser against the production build. They change the content
 * every page shows, so they run on a server of their own (a port past the suite's, a fresh database seeded as the
 * suite's is), one after another in one worker, beside the other journeys.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from 'shared-data';
import { isoToIstanbulLocal } from 'shared-data/cms';
import { expect, test, whenHydrated, type Page } from '../fixtures.ts';
import { E2E_PORT, startOwnServer, SUITE_ADMIN, suiteServerEnv, type OwnServer } from '../server.ts';

const ADMIN = SUITE_ADMIN;
const EDITOR = { username: 'editor-e2e', password: 'Editor-Parola-2024!' };
/** A context of its own, signed out (the describe's contexts start with the admin's session). */
const noSession = { cookies: [], origins: [] };
// Per worker process, and made only when the journeys run (the runner that lists the tests also loads this file).
const stateDir = join(tmpdir(), `safebet-cms-${process.pid}`);
const adminState = join(stateDir, 'admin.json');

async function logIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto(paths.adminLogin);
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
}

/** A PNG drawn by the browser itself, so the suite needs no image files or libraries. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      if (ctx) {
        const gradient = ctx.createLinearGradient(0, 0, w, h);
        gradient.addColorStop(0, '#0b7a4b');
        gradient.addColorStop(1, '#f2c14e');
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Opens an entry's form from its list by the link on its title. */
async function openEntry(page: Page, listPath: string, title: string) {
  await page.goto(listPath);
  await page.getByLabel('Ara').fill(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  // A text field's editor (CodeMirror, beside its preview) arrives after the form: the journey acts on the form as the
  // editor has left it.
  if ((await page.getByRole('region', { name: 'Önizleme', exact: true }).count()) > 0) await expect(page.locator('.cm-editor').first()).toBeVisible();
}

/**
 * Saves as a keyboard reader does: focus on "Kaydet", then Enter. A pointer's click lands where the button was a moment
 * before, and the form above it (the review's editor and preview) may still change height as it is pressed: three
 * times in CI a click here sent nothing, with neither "Kaydedildi." nor an alert on the page (cause not proven).
 */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Kaydet' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Kaydedildi.' })).toBeVisible();
}

const PORT = E2E_PORT + 4;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
// In order, in one worker: a journey builds on what the ones before it saved.
test.describe.configure({ mode: 'default' });

let server: OwnServer | undefined;
test.beforeAll(async () => {
  // A bound for a loaded machine, where a server's start has taken most of a minute.
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, /^SafeBet: http/, suiteServerEnv, { seeded: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('CMS', () => {
  test.beforeAll(async ({ browser }) => {
    mkdirSync(stateDir, { recursive: true });
    const context = await browser.newContext({ storageState: noSession });
    await logIn(await context.newPage(), ADMIN);
    await context.storageState({ path: adminState });
    await context.close();
  });
  // The saved state holds a session cookie: it does not outlive the run.
  test.afterAll(() => rmSync(stateDir, { recursive: true, force: true }));
  test.use({ storageState: adminState });

  test('a post with an uploaded cover, scheduled, appears on the public site when its time comes', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(paths.adminNew(paths.adminBlog));
    await page.getByLabel('Başlık').fill('Zamanlanmış Çevrim Rehberi');
    await expect(page.getByText('zamanlanmis-cevrim-rehberi')).toBeVisible();
    await page.getByLabel('Özet').fill('Çevrim şartını adım adım hesaplamanın kısa yolu.');
    await page.getByLabel('Yazar').fill('SafeBet Editör');
    await page.getByLabel('Görsel yükle').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: await drawnPng(page, 1200, 675) });
    await expect(page.getByLabel('Kapak görseli')).toHaveValue(/^\/medya\/[0-9a-f]{16}-640\.webp$/);
    await page.getByRole('textbox', { name: 'Yazı metni' }).fill('## Çevrim nedir?\n\nBonus tutarı ile çevrim katı çarpılır.');
    await page.getByLabel('Durum').selectOption({ label: 'Zamanlanmış' });
    // Its time is chosen last, just before the save: far enough ahead for the save to land first on a slow machine.
    const publishAt = Date.now() + 12_000;
    await page.getByLabel('Yazı tarihi').fill(isoToIstanbulLocal(new Date(publishAt).toISOString()).slice(0, 10));
    const local = isoToIstanbulLocal(new Date(publishAt).toISOString());
    const seconds = String(new Date(publishAt).getUTCSeconds()).padStart(2, '0');
    await page.getByLabel('Yayın zamanı').fill(`${local}:${seconds}`);
    await save(page);

    const postPath = paths.blogPost('zamanlanmis-cevrim-rehberi');
    expect((await request.get(postPath)).status()).toBe(404);
    await expect
      .poll(async () => (await request.get(postPath)).status(), { timeout: 60_000, intervals: [1_000] })
      .toBe(200);
    // The field holds whole seconds: the post was scheduled for the start of publishAt's second.
    const shownAfterMs = Date.now() - Math.floor(publishAt / 1000) * 1000;
    console.log(`scheduled post public ${shownAfterMs} ms after its time`);
    await page.goto(postPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Zamanlanmış Çevrim Rehberi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Çevrim nedir?' })).toBeVisible();
    const cover = page.locator('main img[src^="/medya/"]').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  });

  test("a casino's bonus terms, edited, show on the home page within a second", async ({ page, request }) => {
    await openEntry(page, paths.adminCasinos, 'Nebula Bet');
    await page.getByLabel('Çevrim şartı').fill('40');
    await page.getByLabel('En az yatırım').fill('250');
    await page.getByLabel('En yüksek bahis').fill('7,5');
    await page.getByLabel('Çevrim süresi (gün)').fill('21');
    // The review's text still says 35×: the preview warns of it (once the text has settled), above the button.
    await expect(page.getByRole('region', { name: 'Önizleme' }).getByRole('listitem')).toHaveText(['Metin çevrim şartını 35 kat diyor, şartlarda 40 kat yazıyor.']);
    const savedAt = Date.now();
    await save(page);
    // The server's HTML, polled until it shows the new terms (Nebula Bet's bonus is in dollars).
    await expect
      .poll(async () => (await (await request.get(paths.home)).text()).includes('<dt>En Az Yatırım</dt><dd>250 USD</dd>'), {
        timeout: 5_000,
        intervals: [50],
      })
      .toBe(true);
    console.log(`publish to visible in the server's HTML: ${Date.now() - savedAt} ms`);
    await page.goto(paths.home);
    await whenHydrated(page);
    const card = page.getByRole('article', { name: 'Nebula Bet' });
    const terms = await card.getByRole('definition').evaluateAll((dds) => dds.map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`));
    expect(terms).toEqual(['Çevrim: 40x', 'En Az Yatırım: 250 USD', 'En Yüksek Bahis: 7,50 USD', 'Süre: 21 gün']);
  });

  test("a casino's wagering, changed and saved, changes the value figures in its form and in the content API at once", async ({ page, request }) => {
    // Lalezar Casino's standard play: deposit 100, bonus 250, on Sweet Bonanza (RTP 96,48 %); the wagering is on the
    // bonus, so the turnover is 30 × 250 = 7.500 and the expected loss 7.500 × 3,52 % = 264 (value 250 − 264 = −14).
    // At 60× the turnover doubles to 15.000 and so does the loss: 528 (value −278).
    type Figures = { kind: string; value: { closedForm: { expectedLoss: number; expectedValue: number }; expectedNetValue: number } };
    const publicValue = async () => ((await (await request.get('/api/content/casinos/lalezar-casino')).json()) as { value: Figures }).value;
    const before = await publicValue();
    expect(before.kind).toBe('value');
    expect(before.value.closedForm.expectedLoss).toBeCloseTo(264, 6);
    expect(before.value.closedForm.expectedValue).toBeCloseTo(-14, 6);

    await openEntry(page, paths.adminCasinos, 'Lalezar Casino');
    const stored = page.getByRole('region', { name: 'Kayıtlı teklif' });
    await expect(stored).toContainText('-14,00 TL (beklenen kayıp 264,00 TL)');
    await expect(stored).toContainText('Sweet Bonanza (RTP 96,48%, oynaklık: Yüksek)');
    await expect(page.getByLabel('Çevrim şartı')).toHaveValue('30');
    await page.getByLabel('Çevrim şartı').fill('60');
    // The unsaved terms first: computed by the server, stored nowhere.
    await page.getByRole('button', { name: 'Değeri hesapla' }).click();
    await expect(page.getByRole('region', { name: 'Formdaki değerlerle (kaydedilmedi)' })).toContainText('-278,00 TL (beklenen kayıp 528,00 TL)');
    expect((await publicValue()).value.closedForm.expectedLoss).toBeCloseTo(264, 6);

    await save(page);
    await expect(stored).toContainText('-278,00 TL (beklenen kayıp 528,00 TL)');
    const after = await publicValue();
    expect(after.value.closedForm.expectedLoss).toBeCloseTo(528, 6);
    expect(after.value.closedForm.expectedValue).toBeCloseTo(-278, 6);
    expect(after.value.expectedNetValue).not.toBe(before.value.expectedNetValue);

    // Back to the seed's terms, for the journeys after this one.
    await page.getByLabel('Çevrim şartı').fill('30');
    await save(page);
    await expect(stored).toContainText('-14,00 TL (beklenen kayıp 264,00 TL)');
    expect((await publicValue()).value.expectedNetValue).toBe(before.value.expectedNetValue);
  });

  test('the same entry saved in two browser contexts: the second gets the conflict and keeps what it typed', async ({ browser }) => {
    const [first, second] = await Promise.all([browser.newContext({ storageState: adminState }), browser.newContext({ storageState: adminState })]);
    const a = await first.newPage();
    const b = await second.newPage();
    await openEntry(a, paths.adminGames, 'Sweet Bonanza');
    await openEntry(b, paths.adminGames, 'Sweet Bonanza');
    await a.getByLabel('Tema').fill('Şeker Diyarı');
    await save(a);
    await b.getByLabel('Tema').fill('Meyve Bahçesi');
    await b.getByLabel('RTP').fill('96,48');
    await b.getByRole('button', { name: 'Kaydet' }).press('Enter');
    await expect(b.getByRole('alert').filter({ hasText: 'başka biri tarafından değiştirildi' }).first()).toBeVisible();
    await expect(b.getByLabel('Tema')).toHaveValue('Meyve Bahçesi');
    await expect(b.getByLabel('RTP')).toHaveValue('96,48');
    await expect(b.getByText('Bu alan başka biri tarafından değiştirildi: "Şeker Diyarı"')).toBeVisible();
    await b.getByRole('button', { name: 'Benimkini yine de kaydet' }).click();
    await expect(b.getByRole('status').filter({ hasText: 'Kaydedildi.' })).toBeVisible();
    await b.goto(paths.game('pragmatic-play', 'sweet-bonanza'));
    await expect(b.getByText('Meyve Bahçesi').first()).toBeVisible();
    await Promise.all([first.close(), second.close()]);
  });

  test('casinos reordered with the keyboard controls change the home ranking', async ({ page }) => {
    await page.goto(paths.adminCasinos);
    const firstRow = page.getByRole('row').nth(1);
    const leader = (await firstRow.getByRole('link').first().textContent())?.trim() ?? '';
    expect(leader).not.toBe('');
    await page.getByRole('button', { name: `Aşağı taşı: ${leader}` }).click();
    await expect(page.getByRole('row').nth(2)).toContainText(leader);
    const newLeader = (await page.getByRole('row').nth(1).getByRole('link').first().textContent())?.trim() ?? '';
    await page.goto(paths.home);
    await expect(page.getByRole('article', { name: newLeader }).getByText('Editörün Seçimi · 1. Sıra')).toBeVisible();
  });

  test('a provider that still has games cannot be deleted, and the message says why', async ({ page }) => {
    await page.goto(paths.adminProviders);
    await page.getByLabel('Ara').fill('Pragmatic Play');
    await page.getByRole('row', { name: /Pragmatic Play/ }).getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Pragmatic Play silinsin mi?');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /oyun/ })).toContainText('Sweet Bonanza');
    expect((await page.request.get(paths.provider('pragmatic-play'))).status()).toBe(200);
  });

  test('bad uploads are refused with a Turkish message', async ({ page }) => {
    await openEntry(page, paths.adminGames, 'Gates of Olympus');
    const upload = page.getByLabel('Görsel yükle');
    // Named and typed as a PNG, but text: the server reads the real format.
    await upload.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: Buffer.from('bu bir görsel değil') });
    await expect(page.getByRole('alert').filter({ hasText: 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.' })).toBeVisible();
    // A real PNG cut short.
    const truncated = (await drawnPng(page, 400, 300)).subarray(0, 200);
    await upload.setInputFiles({ name: 'yarim.png', mimeType: 'image/png', buffer: truncated });
    await expect(page.getByRole('alert').filter({ hasText: 'Görsel okunamadı; dosya bozuk olabilir.' })).toBeVisible();
    await upload.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'Dosya 5 MB sınırını aşıyor.' })).toBeVisible();
    await upload.setInputFiles({ name: 'hareketli.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Yalnızca PNG, JPEG veya WebP' })).toBeVisible();
    await expect(page.getByLabel('Kapak görseli')).toHaveValue(/^\/images\/games\//);
  });

  test('an admin adds an editor, who manages content but cannot reach accounts or casinos', async ({ page, browser }) => {
    await page.goto(paths.adminAccounts);
    await page.getByLabel('Kullanıcı adı').fill(EDITOR.username);
    await page.getByLabel('Şifre', { exact: true }).fill(EDITOR.password);
    await page.getByLabel('Rol').selectOption({ label: 'Editör' });
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await expect(page.getByRole('cell', { name: EDITOR.username })).toBeVisible();

    const context = await browser.newContext({ storageState: noSession });
    const editor = await context.newPage();
    await logIn(editor, EDITOR);
    const sidebar = editor.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(sidebar.getByRole('link', { name: 'Oyunlar' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Hesaplar' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Casino Siteleri' })).toHaveCount(0);
    await editor.goto(paths.adminAccounts);
    await expect(editor.getByText('Bu sayfayı yalnızca yöneticiler görebilir.')).toBeVisible();
    expect((await editor.request.get('/api/admin/accounts')).status()).toBe(403);
    expect((await editor.request.get('/api/admin/content/casinos')).status()).toBe(403);
    expect((await editor.request.get('/api/admin/content/games')).status()).toBe(200);
    await context.close();
  });
});
