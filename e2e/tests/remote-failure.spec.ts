import { expect, test } from '../fixtures.ts';

test('a remote whose requests fail leaves the layout and offers a retry that recovers', async ({ page }) => {
  await page.route('**/mfe/calculators/**', (route) => route.abort());
  await page.goto('/bahis-hesaplayici');
  await expect(page.getByRole('alert')).toContainText('Bu bölüm şu anda yüklenemedi');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute('**/mfe/calculators/**');
  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
});

test('a failing remote does not break navigation to pages of other remotes', async ({ page }) => {
  await page.route('**/mfe/calculators/**', (route) => route.abort());
  await page.goto('/bahis-hesaplayici');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
