import { contentApi } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const PLACEHOLDER = 'Oyun, sağlayıcı, blog veya taktik ara...';

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Ara' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Sitede Ara' });
const searchField = (page: Page) => searchDialog(page).getByRole('searchbox', { name: 'Aranacak kelime' });

/** Opens a page; the suite's `goto` waits until the app has hydrated it (before that, nothing reacts). */
async function openPage(page: Page, path = '/sorumlu-oyun') {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function openWithButton(page: Page) {
  await searchButton(page).click();
  await expect(searchField(page)).toBeFocused();
}

/** One hit per group: the query, the group, the result's accessible name and where it leads. */
const hitsPerGroup = [
  { query: 'sweet bonanza', group: 'Oyunlar', name: /^Sweet Bonanza\s*Pragmatic Play$/, url: '/oyunlar/pragmatic-play/sweet-bonanza' },
  { query: 'ezugi', group: 'Sağlayıcılar', name: /^Ezugi$/, url: '/saglayicilar/ezugi' },
  { query: 'sorumlu oyun', group: 'Blog Yazıları', name: /^Sorumlu Oyun Rehberi/, url: '/blog/sorumlu-oyun-rehberi' },
  { query: 'martingale', group: 'Taktikler', name: /^Martingale Sistemi/, url: '/kazanma-taktikleri/martingale-sistemi' },
] as const;

test.describe('global search', () => {
  test('opens from the header as a labelled modal dialog with the placeholder of the spec', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    // Once the page runs, the button opens this overlay only, not the search form it shows before.
    await expect(searchButton(page)).not.toHaveAttribute('popovertarget');
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
    await expect(searchDialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(searchField(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await searchField(page).fill('k');
    await expect(searchDialog(page).getByRole('status')).toHaveText('Aramak için en az 2 karakter yazın.');
    await expect(searchDialog(page).getByRole('link')).toHaveCount(0);
  });

  for (const hit of hitsPerGroup) {
    test(`mouse: "${hit.query}" lists it under ${hit.group} and a click opens it`, async ({ page }) => {
      await openPage(page);
      await openWithButton(page);
      await searchField(page).fill(hit.query);
      const link = searchDialog(page).getByRole('group', { name: hit.group }).getByRole('link', { name: hit.name });
      await expect(link).toHaveAttribute('href', hit.url);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${hit.url}$`));
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    });

    test(`keyboard: "${hit.query}" reaches it under ${hit.group} with the arrow keys and Enter opens it`, async ({ page }) => {
      await openPage(page);
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
      await page.keyboard.type(hit.query);
      const link = searchDialog(page).getByRole('group', { name: hit.group }).getByRole('link', { name: hit.name });
      await expect(link).toBeVisible();
      for (let presses = 0; presses < 21 && !(await link.evaluate((el) => el === document.activeElement)); presses += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${hit.url}$`));
      await expect(searchDialog(page)).toHaveCount(0);
    });
  }

  test('arrow keys wrap around the results', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('kasa yonetimi');
    const links = searchDialog(page).getByRole('link');
    // The results come from the server: wait for them before counting them.
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(searchField(page)).toBeFocused();
  });

  test('matches with Turkish rules and without Turkish letters', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    const tactics = searchDialog(page).getByRole('group', { name: 'Taktikler' });
    const results: string[][] = [];
    for (const query of ['kasa yonetimi', 'KASA YÖNETİMİ', 'Kasa Yönetimi']) {
      await searchField(page).fill(query);
      await expect(tactics.getByRole('link', { name: /^Kasa Yönetimi 101/ })).toBeVisible();
      results.push(await searchDialog(page).getByRole('link').allTextContents());
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    await expect(searchDialog(page).getByRole('group', { name: 'Blog Yazıları' }).getByRole('link', { name: /^Kasa Yönetimi Temelleri/ })).toBeVisible();
  });

  test('shows at most 5 results per group', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('ra');
    for (const group of ['Oyunlar', 'Sağlayıcılar', 'Blog Yazıları', 'Taktikler']) {
      await expect(searchDialog(page).getByRole('group', { name: group }).getByRole('link')).toHaveCount(5);
    }
  });

  test("says 'Sonuç bulunamadı.' when nothing matches", async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('qxzqxz');
    await expect(searchDialog(page).getByText('Sonuç bulunamadı.')).toBeVisible();
    await expect(searchDialog(page).getByRole('link')).toHaveCount(0);
  });

  test('Escape closes it and gives focus back to the search button', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('slot');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test("the close button 'Kapat' and a click on the backdrop close it", async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchDialog(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await openWithButton(page);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await page.mouse.click(viewport.width / 2, viewport.height - 10);
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/sorumlu-oyun$/);
  });

  test('keeps focus inside while open', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  });

  test("opens with '/', Ctrl+K and Cmd+K, but '/' typed in a field stays text", async ({ page }) => {
    await openPage(page, '/bahis-hesaplayici');
    for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
      await page.locator('body').press(shortcut);
      await expect(searchField(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);
    }
    const fractional = page.getByRole('main').getByLabel('Kesirli Oran');
    await fractional.fill('');
    await fractional.pressSequentially('5/2');
    await expect(fractional).toHaveValue('5/2');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('asks the server for each search and downloads no content index', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === contentApi.search || /^\/assets\/content-[\w-]+\.js$/.test(pathname)) requests.push(`${pathname}${search}`);
    });
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('bonanza');
    await expect(searchDialog(page).getByRole('link').first()).toBeVisible();
    expect(requests).toEqual([`${contentApi.search}?q=bonanza`]);
  });
});

test.describe('global search on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('fits the screen and still finds and opens results', async ({ page }) => {
    await openPage(page);
    await openWithButton(page);
    await searchField(page).fill('bonus');
    const box = await searchDialog(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    expect(await searchDialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await searchDialog(page).getByRole('group', { name: 'Taktikler' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/kazanma-taktikleri\/[a-z0-9-]+$/);
  });
});
