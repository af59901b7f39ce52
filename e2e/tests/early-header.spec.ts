import { paths, queryKeys } from 'shared-data';
import { appStarted, expect, holdScripts, test, whenHydrated, type Page } from '../fixtures.ts';

/** The header on a phone, before its scripts have run or without them: native popovers and a GET form. */
test.use({ viewport: { width: 390, height: 844 } });

const header = (page: Page) => page.getByRole('banner');
const menu = (page: Page) => header(page).getByRole('navigation', { name: 'Ana menü' });
const searchField = (page: Page) => header(page).getByRole('searchbox', { name: 'Oyun, sağlayıcı, blog veya taktik ara' });
const searchResult = new RegExp(`${paths.games}\\?${queryKeys.search}=bonanza$`);

/** Opens the menu and then searches from the header, all with the browser's own controls. */
async function menuThenSearch(page: Page) {
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  await header(page).getByRole('button', { name: 'Menü' }).click();
  for (const name of ['Kazanma Taktikleri', 'Bonus Sıralaması', 'Bahis Hesaplayıcı', 'Oyunlar', 'Sağlayıcılar', 'Blog']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await header(page).getByRole('button', { name: 'Ara' }).click();
  // One popover at a time: opening the search closes the menu.
  await expect(menu(page)).toBeHidden();
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.type('bonanza');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(searchResult);
  await expect(page.getByRole('main').getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
}

test.describe('the header before its scripts arrive', () => {
  test('the menu opens and the search goes to the games list', async ({ page }) => {
    const release = await holdScripts(page);
    try {
      await menuThenSearch(page);
      expect(await appStarted(page)).toBe(false);
    } finally {
      release();
    }
  });

  test('a menu opened early stays open through hydration, then says it closes, and a navigation closes it', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    const release = await holdScripts(page);
    await page.goto(paths.calculators, { waitUntil: 'commit' });
    await header(page).getByRole('button', { name: 'Menü' }).click();
    await expect(menu(page)).toBeVisible();
    release();
    await whenHydrated(page);
    await expect(header(page).getByRole('button', { name: 'Menüyü Kapat' })).toBeVisible();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.blog}$`));
    await expect(menu(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Menü' })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('what the reader typed in the early search stays through hydration, and Enter then navigates in the page', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.calculators, { waitUntil: 'commit' });
    await header(page).getByRole('button', { name: 'Ara' }).click();
    await searchField(page).fill('bonanza');
    release();
    await whenHydrated(page);
    await expect(searchField(page)).toHaveValue('bonanza');
    // A full page load would give a new <html> without this mark.
    await page.evaluate(() => {
      document.documentElement.dataset.samePage = 'yes';
    });
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(searchResult);
    await expect(page.getByRole('main').getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
    await expect(searchField(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.samePage)).toBe('yes');
    // From now on the button opens the search overlay.
    await header(page).getByRole('button', { name: 'Ara' }).click();
    await expect(page.getByRole('dialog', { name: 'Sitede Ara' })).toBeVisible();
  });
});

test.describe('the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and the search goes to the games list', async ({ page }) => {
    await menuThenSearch(page);
  });
});
