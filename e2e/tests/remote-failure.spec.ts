import { paths } from 'shared-data';
import { expect, test } from '../fixtures.ts';

test('a remote whose requests fail keeps the server-rendered page and its title, and a retry takes it over', async ({ page }) => {
  await page.route('**/mfe/calculators/**', (route) => route.abort());
  // The page never hydrates its failing part: the journey goes on from the server's HTML.
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Bu bölüm şu anda yüklenemedi');
  // The page the server sent stays readable, with its title and its links.
  await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  await expect(page).toHaveTitle(/Bahis Hesaplayıcı/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true })).toHaveAttribute('href', paths.calculator('hedge'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // "Tekrar Dene" asks the server again: the remote's manifest is requested anew.
  await page.unroute('**/mfe/calculators/**');
  const manifest = page.waitForRequest((request) => request.url().includes('/mfe/calculators/mf-manifest.json'));
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  await manifest;
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toHaveCount(1);
  // The page is the app's again: a link now navigates inside it.
  await page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();
});

test('a failure met while navigating shows the Turkish error with a title, and leaving the page clears it', async ({ page }) => {
  await page.goto(paths.blog);
  await page.route('**/mfe/calculators/**', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Bahis Hesaplayıcı', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Bu bölüm şu anda yüklenemedi');
  await expect(page).toHaveTitle('Bu bölüm şu anda yüklenemedi | SafeBet');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a failing remote does not break navigation to pages of other remotes', async ({ page }) => {
  await page.route('**/mfe/calculators/**', (route) => route.abort());
  // The page never hydrates its failing part: the journey goes on from the server's HTML.
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('"Tekrar Dene" loads a remote whose entry script failed once, without reloading the page', async ({ page }) => {
  // The manifest loads, the entry does not, at any address: the browser keeps a failed module import for the page's
  // life, so each new attempt asks for the entry with its attempt in the query.
  const entryAddress = /\/mfe\/calculators\/remoteEntry-[\w-]+\.js(\?yeniden=\d+)?$/;
  await page.route(entryAddress, (route) => route.abort());
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Bu bölüm şu anda yüklenemedi');
  await page.unroute(entryAddress);
  const entry = page.waitForRequest((request) => entryAddress.test(request.url()));
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  await entry;
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();
});

test("when a chunk every page needs cannot load (the shell's React), the server page stays with a Turkish notice, not a dead page", async ({ page }) => {
  await page.route(/^[^?]*\/\/[^/]+\/assets\/react-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sayfanın etkileşimli bölümleri yüklenemedi');
  await expect(alert.getByRole('button', { name: 'Sayfayı Yenile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  await expect(page).toHaveTitle(/Bahis Hesaplayıcı/);
  // Its links still lead on, as plain links.
  await page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
  await expect(page).toHaveURL(/\/bahis-hesaplayici\/hedge$/);
});
