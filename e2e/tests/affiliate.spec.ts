/**
 * Affiliate links: a visitor's click on a casino card goes through /git/<slug> and lands on the casino's
 * page with a click id, and the operator then finds it on the click dashboard and downloads it as CSV. The casino is
 * a fake one on 127.0.0.1, never the internet; the operator points the casino's URL template at it through the admin
 * API. That changes a casino most pages show, so the journey runs on a server of its own, beside the main suite.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths, placementLabel } from 'shared-data';
import { lastIstanbulDays } from 'shared-data/cms';
import { expect, test } from '../fixtures.ts';
import { E2E_PORT, startOwnServer, SUITE_ADMIN, suiteServerEnv, type OwnServer } from '../server.ts';
import { wcagViolations } from '../axe.ts';

const ADMIN = SUITE_ADMIN;
const PORT = E2E_PORT + 5;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
let server: OwnServer;
const POSTBACK_SECRET = 'e2e-postback-anahtari-2026';
const landings: URL[] = [];
let casino: Server;
let casinoOrigin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, /^SafeBet: http/, suiteServerEnv, { seeded: true });
  casino = createServer((request, response) => {
    landings.push(new URL(request.url ?? '/', casinoOrigin));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="tr"><title>Sahte Casino</title><h1>Sahte Casino kayıt sayfası</h1></html>');
  });
  await new Promise<void>((resolve) => casino.listen(0, '127.0.0.1', resolve));
  casinoOrigin = `http://127.0.0.1:${(casino.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => casino.close(resolve));
  await server?.stop();
});

test('a click on a home-page card lands on the casino with a click id, through /git/, its conversions come by postback, the dashboard counts them, and the link check finds the casino up', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // The operator sets Lalezar Casino's URL template (as the CMS form would save it).
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  const list = (await (await api.get('/api/admin/content/casinos')).json()) as Array<{ id: number; title: string }>;
  const lalezar = list.find((entry) => entry.title === 'Lalezar Casino');
  expect(lalezar).toBeDefined();
  const entry = (await (await api.get(`/api/admin/content/casinos/${lalezar?.id}`)).json()) as { version: number; values: Record<string, unknown> };
  const template = `${casinoOrigin}/kayit?cid={clickId}&yer={placement}`;
  const saved = await api.put(`/api/admin/content/casinos/${lalezar?.id}`, {
    data: { version: entry.version, values: { ...entry.values, affiliateUrl: template, postbackSecret: POSTBACK_SECRET } },
  });
  expect(saved.status()).toBe(200);

  await page.goto(paths.home);
  const link = page.getByRole('article', { name: 'Lalezar Casino' }).getByRole('link', { name: /^Bonus/ });
  await expect(link).toHaveAttribute('href', /^\/git\/lalezar-casino\?yer=(one-cikan|siralama)&kaynak=%2F$/);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForURL(new RegExp(`^${casinoOrigin}/kayit\\?cid=`));
  await expect(tab.getByRole('heading', { name: 'Sahte Casino kayıt sayfası' })).toBeVisible();
  // The tab also asks the fake casino for its favicon: the landing is the /kayit request.
  const landed = landings.filter((url) => url.pathname === '/kayit').at(-1);
  expect(landed?.searchParams.get('cid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const placement = landed?.searchParams.get('yer') ?? '';
  expect(placement).toMatch(/^(one-cikan|siralama)$/);

  // The casino's platform reports the reader's registration and first deposit; a replay is not counted again.
  const cid = landed?.searchParams.get('cid') ?? '';
  const postback = (event: string, eventId: string, extra: Record<string, string> = {}) =>
    api.get('/api/postback/lalezar-casino', { params: { click_id: cid, event, event_id: eventId, token: POSTBACK_SECRET, ...extra } });
  expect(await (await postback('registration', `kayit-${cid}`)).json()).toEqual({ status: 'recorded' });
  expect(await (await postback('registration', `kayit-${cid}`)).json()).toEqual({ status: 'duplicate' });
  expect(await (await postback('first_deposit', `yatirim-${cid}`, { amount: '250.50' })).json()).toEqual({ status: 'recorded' });
  const forged = await api.get('/api/postback/lalezar-casino', { params: { click_id: cid, event: 'registration', event_id: 'sahte', token: 'yanlis-anahtar-1234' } });
  expect(forged.status()).toBe(401);
  await api.dispose();

  // The operator signs in and finds the click on the dashboard, under Lalezar Casino and the card's placement.
  await page.goto(paths.adminLogin);
  await page.getByLabel('Kullanıcı Adı').fill(ADMIN.username);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Tıklamalar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tıklamalar' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Casino ve yerleşime göre' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Lalezar Casino', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: placementLabel(placement), exact: true }) });
  // The redirect's recorder writes its batch within about a second: the page is loaded again until the row is there.
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9][\d.]*$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Kayıt and İlk yatırım: the two postbacks, the replay not counted.
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  // The chart, its table of days (opened) and the other tables pass the same checks as every admin screen.
  await page.getByText('Günlük sayılar (tablo)').click();
  await expect(page.getByRole('table', { name: 'Günlük tıklamalar ve dönüşümler' })).toBeVisible();
  // On a phone the open table of days scrolls in its own frame: the page itself does not scroll sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  if (desktop) await page.setViewportSize(desktop);
  expect(await wcagViolations(page)).toEqual([]);

  // The CSV of the same view: the default range's name, UTF-8 with a BOM, the Turkish header, the row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV indir' }).click()]);
  const { from, to } = lastIstanbulDays(30);
  expect(download.suggestedFilename()).toBe(`tiklamalar-${from}_${to}.csv`);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Casino;Yerleşim;Tıklama (insan);Tıklama (bot);Kayıt;İlk yatırım;Yatırım tutarı;Para birimi;Dönüşüm oranı (%)');
  // Its clicks, any bots, one registration, one first deposit of 250.50, and the rate: 1 registration per human click.
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Lalezar Casino;${placementLabel(placement)};[1-9]\\d*;\\d+;1;1;250,50;TL;\\d+(,\\d+)?$`)));

  // Link health: the check requests Lalezar Casino's URL on the fake casino, which answers; the screen says so.
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Bağlantı Durumu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bağlantı Durumu' })).toBeVisible();
  await page.getByRole('button', { name: 'Bağlantıları şimdi kontrol et' }).click();
  await expect(page.getByRole('status')).toContainText('Kontrol tamamlandı', { timeout: 40_000 });
  const health = page.getByRole('table', { name: 'Ortaklık bağlantılarının son kontrolü' });
  await expect(health.getByRole('row').filter({ hasText: 'Lalezar Casino' }).getByRole('cell').nth(1)).toHaveText('Çalışıyor');
  await expect(health.getByRole('row').filter({ hasText: 'Lalezar Casino' }).getByRole('cell').nth(2)).toHaveText('200');
  expect(landings.some((url) => url.pathname === '/kayit' && url.searchParams.get('cid') === 'baglanti-kontrolu')).toBe(true);
  expect(await wcagViolations(page)).toEqual([]);
});
