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
});
