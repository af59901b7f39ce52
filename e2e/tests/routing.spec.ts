import { expect, test } from '../fixtures.ts';

const publicRoutes = [
  '/',
  '/kazanma-taktikleri',
  '/kazanma-taktikleri/martingale-sistemi',
  '/bahis-hesaplayici',
  '/blog',
  '/blog/sorumlu-oyun-rehberi',
  '/oyunlar',
  '/oyunlar/pragmatic-play/sweet-bonanza',
  '/saglayicilar',
  '/saglayicilar/pragmatic-play',
  '/reklam',
  '/sorumlu-oyun',
  '/sorumlu-oyun/kendini-test-et',
  '/sorumlu-oyun/butce-planlayici',
  '/gizlilik-politikasi',
  '/sartlar-ve-kosullar',
];

test.describe('routing', () => {
  for (const route of publicRoutes) {
    test(`${route} answers inside the layout`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/SafeBet/);
    });
  }

  test('the admin login lives outside the shared layout', async ({ page }) => {
    await page.goto('/safebetboss1');
    await expect(page.getByRole('heading', { name: 'Admin Paneli' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('legacy hash links are redirected to their path', async ({ page }) => {
    await page.goto('/#/bahis-hesaplayici');
    await expect(page).toHaveURL(/\/bahis-hesaplayici$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  });

  test('an unknown path shows the Turkish not-found page inside the layout with status 404', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Sayfa Bulunamadı');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});
