import { paths } from 'shared-data';
import { expect, holdScripts, test } from '../fixtures.ts';

/** One page of every family and the not-found states: each must hydrate without a word in the console. */
const pages = [
  paths.home,
  paths.games,
  `${paths.games}?q=bonanza`,
  paths.game('pragmatic-play', 'sweet-bonanza'),
  paths.providers,
  paths.provider('pragmatic-play'),
  paths.blog,
  paths.blogPost('sorumlu-oyun-rehberi'),
  paths.tactics,
  paths.tactic('martingale-sistemi'),
  paths.calculators,
  `${paths.calculator('hedge')}?oran=2,5`,
  paths.advertise,
  paths.responsibleGaming,
  paths.bonusValueMethod,
  paths.casino('lalezar-casino'),
  paths.casino('fjord-spins'),
  paths.homeByValue,
  paths.comparison(['lalezar-casino', 'nebula-bet']),
  paths.comparison([]),
];

test.describe('hydration of the server-rendered pages', () => {
  for (const path of pages) {
    test(`${path} hydrates with no console error or warning`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // What the server sent is what the reader keeps: one title, one canonical link, no second copy of the page.
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('#root main')).toHaveCount(1);
      expect(messages).toEqual([]);
    });
  }
});

test.describe('before the JavaScript arrives', () => {
  test('what a reader types in the games search before the page runs is used once it does', async ({ page }) => {
    // The content remote's scripts arrive late, as on a slow connection: only after the reader has typed.
    const release = await holdScripts(page, /\/mfe\/content\/[^?]*\.js(\?|$)/);
    await page.goto(paths.games, { waitUntil: 'commit' });
    const search = page.getByLabel('Oyun ara');
    await search.fill('book of');
    // Typed into the server's field: the games list's code has not run.
    expect(await search.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    release();
    await expect(page).toHaveURL(/q=book\+of/, { timeout: 40_000 });
    await expect(page.getByRole('main').getByRole('heading', { name: 'Book of Dead' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lists page with their links and the games filter works as a GET form', async ({ page }) => {
    await page.goto(paths.blog);
    await page.getByRole('navigation', { name: /sayfa/i }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(`${paths.blog}?sayfa=2`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(paths.games);
    await page.getByLabel('Oyun ara').fill('bonanza');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page).toHaveURL(/\/oyunlar\?q=bonanza/);
    await expect(page.getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
    // In the page's filter: the header's search field is labelled with 'sağlayıcı' too.
    await page.getByRole('main').getByLabel('Sağlayıcı').selectOption({ label: 'Pragmatic Play' });
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page).toHaveURL(/saglayici=pragmatic-play/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Oyunlar');
  });
  test("the calculator pages are GET forms: Enter computes on the server, the list's buttons change its length and keep what was typed", async ({ page }) => {
    await page.goto(paths.calculator('adil-oran'));
    await page.getByLabel('1. Sonuç Oranı').fill('1,80');
    await page.getByLabel('2. Sonuç Oranı').fill('2.00');
    // Enter presses the form's first submit button, 'Hesapla', which keeps the count of outcomes.
    await page.getByLabel('2. Sonuç Oranı').press('Enter');
    await expect(page).toHaveURL(/[?&]o1=1%2C80(&|$)/);
    // By hand: 1/1.8 + 1/2 = 19/18, a margin of 5.56%.
    const result = page.getByTestId('fair-odds-result');
    await expect(result).toContainText('Bahisçi marjı (overround): 5,56%');
    await page.getByRole('button', { name: 'Sonuç Ekle' }).click();
    await expect(page.getByLabel('3. Sonuç Oranı')).toHaveValue('');
    await expect(page.getByLabel('1. Sonuç Oranı')).toHaveValue('1,80');
    await expect(result).not.toContainText('Bahisçi marjı');
    await page.getByRole('button', { name: 'Sonuç Çıkar' }).click();
    await expect(page.getByLabel('3. Sonuç Oranı')).toHaveCount(0);
    await expect(result).toContainText('Bahisçi marjı (overround): 5,56%');

    // A choice of radios travels too: a 10 TL free bet (stake not returned) at 3,00, laid at 3,10 with 2% commission.
    await page.goto(paths.calculator('eslesen-bahis'));
    await page.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilmez (SNR)' }).check();
    await page.getByLabel('Back bahis tutarı (TL)').fill('10');
    await page.getByLabel('Back oranı').fill('3,00');
    await page.getByLabel('Lay oranı').fill('3,10');
    await page.getByRole('button', { name: 'Hesapla' }).click();
    // By hand: 10 × (3 − 1) / (3.10 − 0.02) = 20 / 3.08 = 6.49.
    await expect(page.getByTestId('matched-result')).toContainText('Lay yatırımı: 6,49 TL');
    await expect(page.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilmez (SNR)' })).toBeChecked();
  });
});
