/**
 * Field vitals end to end: a reader's page view, measured in a real browser, sends its beacon as the reader leaves
 * the page, and the operator sees that page's p75 of LCP, INP and CLS on 'Hız (saha verisi)'. On servers of their own
 * (ports past the suite's), one on the embedded database and one on a PostgreSQL cluster of its own: the suite's
 * measures no page view (global-setup.ts), and each of these starts with an empty database, so the figures on the
 * screen are the visit's alone. They change nothing the other journeys read, so they run beside them.
 */
import { devices } from '@playwright/test';
import { paths } from 'shared-data';
import type { VitalsReport } from 'shared-data/vitals';
import { chromiumArgs, suiteChromiumPath } from '../chromium.ts';
import { expect, test, type Page } from '../fixtures.ts';
import { startPostgres, type PostgresServer } from '@shared-data/store/testing';
import { E2E_PORT, startOwnServer, type OwnServer } from '../server.ts';
import { wcagViolations } from '../axe.ts';

const ADMIN = { username: 'hiz-yoneticisi', password: 'Saha-Verisi-2026!' };
const databases = [
  { name: 'the embedded database', port: E2E_PORT + 2, postgres: false },
  { name: 'PostgreSQL', port: E2E_PORT + 3, postgres: true },
] as const;

// The browser's own User-Agent, not only the pages': a beacon sent as a page unloads goes out with the browser's,
// which headless Chromium names 'HeadlessChrome', and the server counts no bot's beacon.
test.use({ launchOptions: { executablePath: suiteChromiumPath(), args: [...chromiumArgs, `--user-agent=${devices['Desktop Chrome'].userAgent}`] } });

for (const database of databases) {
  test.describe(`on ${database.name}`, () => {
    let server: OwnServer | undefined;
    let postgres: PostgresServer | undefined;

    test.beforeAll(async () => {
      // On PostgreSQL a first start seeds the new database: on a loaded machine that alone can take most of a minute.
      test.setTimeout(120_000);
      const env: Record<string, string> = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
      if (database.postgres) {
        postgres = await startPostgres();
        env.DATABASE_URL = postgres.url;
      }
      // The default sample rate: every page view is measured.
      server = await startOwnServer(database.port, /^SafeBet: http/, env, { seeded: !database.postgres });
    });
    test.afterAll(async () => {
      await server?.stop();
      await postgres?.stop();
    });

    test("a calculator page's view sends one beacon as the reader leaves, and the operator sees its p75 of LCP, INP and CLS", async ({ page }) => {
      if (!server) throw new Error('the server did not start');
      await journey(page, server);
    });
  });
}

async function journey(page: Page, server: OwnServer) {
  const at = (path: string) => `${server.baseUrl}${path}`;
  await page.goto(at(`${paths.calculator('adil-oran')}?kaynak=e2e`));

  // The reader's first tap loads the reporter (never before); then they type, key by key: taps and keys are the
  // interactions INP is measured on (what the calculator makes of them is calculator-pages.spec.ts's to check).
  const reporter = page.waitForResponse((response) => /\/assets\/vitals-reporter-[\w-]+\.js$/.test(response.url()));
  await page.getByLabel('1. Sonuç Oranı').click();
  await reporter;
  await page.getByLabel('1. Sonuç Oranı').pressSequentially('1,80');
  await page.getByLabel('2. Sonuç Oranı').click();
  await page.getByLabel('2. Sonuç Oranı').pressSequentially('2,00');

  // Leaving the page sends its beacon (the browser sends it as the page unloads, so the server's figures show it).
  await page.goto(at(paths.adminLogin));
  await page.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
  // The server adds beacons to the day's counts once a second: the screen is opened once they are in.
  const report = async () => (await (await page.request.get(at('/api/admin/vitals'))).json()) as VitalsReport;
  await expect.poll(async () => (await report()).rows.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // One page view, counted under its route's name (the admin's own pages are not measured).
  expect(new Set((await report()).rows.map((row) => `${row.route} ${row.count}`))).toEqual(new Set(['calculator 1']));

  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Hız (saha verisi)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hız (saha verisi)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sayfa ve cihaz türüne göre p75' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Hesaplayıcı /bahis-hesaplayici/…' }) });
  await expect(row).toHaveCount(1);
  // Sayfa, Cihaz, Görüntüleme, then LCP, INP and CLS: each a p75 with its rating in words and one measure.
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('Masaüstü');
  await expect(cells.nth(1)).toHaveText('1');
  for (const [column, value] of [
    [2, /^[\d.]+ ms/],
    [3, /^[\d.]+ ms/],
    [4, /^\d+,\d\d/],
  ] as const) {
    await expect(cells.nth(column)).toHaveText(new RegExp(`${value.source}(İyi|İyileştirilmeli|Kötü)1 ölçüm$`));
  }
  // INP's attribution came with it: the field tapped or typed in, named without React's generated ids.
  const interaction = page.getByRole('table', { name: "En kötü INP'li on etkileşim hedefi" }).getByRole('row').nth(1);
  await expect(interaction.getByRole('cell').first()).toHaveText('Hesaplayıcı');
  await expect(interaction.getByRole('rowheader')).toHaveText(/^[a-z ]*\binput\b/);

  // The daily charts are drawn, each named by its gist; the screen passes axe (contrast, labels, table headers).
  await expect(page.getByRole('img', { name: /^LCP p75, .*: ölçüm olan gün 1 \/ 28;/ }).locator('canvas').first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
}
