/**
 * The bonus-value method page. Its worked example's closed form is checked against the figures worked by
 * hand (a 100 % match up to 1,000 TL, 35× deposit + bonus, RTP 96 %: deposit 1,000, bet 20, turnover 70,000, expected
 * loss 2,800, value −1,800); the simulated figures come from the server and are checked for being there and whole.
 */
import { paths, siteConfig } from 'shared-data';
import { appStarted, expect, holdScripts, test, whenHydrated, type Page } from '../fixtures.ts';

const origin = process.env.SITE_ORIGIN ?? siteConfig.defaultOrigin;
const main = (page: Page) => page.getByRole('main');

/** What the page must show from its server HTML alone: the heading, the hand-worked steps and the server's figures. */
async function expectWorkedExample(page: Page) {
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Bonus Değeri Nasıl Hesaplanır?');
  for (const step of [
    'Bonusun tamamını kazandıran yatırım 1.000,00 TL ÷ 1,00 = 1.000,00 TL. Bonus 1.000,00 TL, başlangıç bakiyesi 2.000,00 TL.',
    'Çevrim tutarı = 35 × (1.000,00 TL + 1.000,00 TL) = 70.000,00 TL; 20,00 TL bahisle 3.500 dönüş.',
    'Beklenen kayıp = 70.000,00 TL × (1 − 0,96) = 70.000,00 TL × 0,04 = 2.800,00 TL.',
    'Değer = 1.000,00 TL − 2.800,00 TL = -1.800,00 TL.',
  ]) {
    await expect(main(page).getByText(step)).toBeVisible();
  }
  const figures = main(page).locator('dl', { hasText: 'Çevrimi tamamlama olasılığı' });
  const figure = (label: string) => figures.locator(`xpath=./dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
  // Shares with their interval, '%14,3 (%13,8 – %14,8)'; a standard error above 1 TL: no cents in the estimates.
  await expect(figure('Çevrimi tamamlama olasılığı')).toHaveText(/^%\d{1,3},\d \(%[\d,]+ – %[\d,]+\)$/);
  await expect(figure('Çekim yapabilme olasılığı')).toHaveText(/^%\d{1,3},\d \(%[\d,]+ – %[\d,]+\)$/);
  await expect(figure('Beklenen net değer')).toHaveText(/^[+-][\d.]+ TL \(%95 aralık: [+-][\d.]+ … [+-][\d.]+ TL\)$/);
  // The example runs 20,000 times: the runs that withdraw nothing and the ten bins hold all of them.
  const histogram = main(page).getByRole('table', { name: '20.000 turun çekim tutarlarına göre dağılımı' });
  await expect(histogram.locator('tbody tr')).toHaveCount(11);
  await expect(histogram.locator('tbody tr').first().locator('th')).toHaveText('Hiçbir şey çekemeyen turlar');
  const counts = await histogram.locator('tbody td:nth-of-type(1)').allTextContents();
  expect(counts.reduce((sum, count) => sum + Number(count.replaceAll('.', '')), 0)).toBe(20_000);
  // The bet table: the example's 1 TL minimum stake, its 20 TL standard bet and its 50 TL maximum bet.
  const bets = main(page).getByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
  await expect(bets.locator('tbody th')).toHaveText([/^En az bahis: 1 TL/, /^Standart bahis: 20 TL/, /^En yüksek bahis: 50 TL/]);
}

test.describe('the bonus-value method page', () => {
  test('explains the method and works its example by hand, with the figures the server computed', async ({ page }) => {
    await page.goto(paths.bonusValueMethod);
    await expectWorkedExample(page);
    const classes = main(page).getByRole('table', { name: 'Oynaklık sınıfları ve karşılık gelen standart sapmalar' });
    // σ per unit bet of each class, in the order of the site's volatility names.
    await expect(classes.locator('tbody th')).toHaveText(['Düşük', 'Orta', 'Yüksek', 'Çok Yüksek']);
    await expect(classes.locator('tbody td:nth-of-type(1)')).toHaveText(['3', '6', '12', '24']);
    await expect(main(page).getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('href', paths.responsibleGaming);
  });

  test('is reached from the footer on the client, its example read from the content API', async ({ page }) => {
    await page.goto(paths.calculators);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bonus Değeri Nasıl Hesaplanır?' }).click();
    await expect(page).toHaveURL(paths.bonusValueMethod);
    await expectWorkedExample(page);
  });

  test('shows all of it before its scripts arrive, and loads no remote code for it', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mfe/')) remoteRequests.push(request.url());
    });
    const release = await holdScripts(page);
    try {
      await page.goto(paths.bonusValueMethod, { waitUntil: 'commit' });
      await expectWorkedExample(page);
      expect(await appStarted(page)).toBe(false);
    } finally {
      release();
    }
    await whenHydrated(page);
    await expectWorkedExample(page);
    expect(remoteRequests).toEqual([]);
  });

  test('is in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${origin}${paths.bonusValueMethod}</loc>`);
  });
});
