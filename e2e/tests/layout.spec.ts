import { expect, test } from '../fixtures.ts';

test.describe('shared layout', () => {
  test('header offers search, every section and the chat channel', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Ara' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Ana menü' });
    const links: Array<[string, string]> = [
      ['Kazanma Taktikleri', '/kazanma-taktikleri'],
      ['Bonus Sıralaması', '/'],
      ['Bahis Hesaplayıcı', '/bahis-hesaplayici'],
      ['Oyunlar', '/oyunlar'],
      ['Sağlayıcılar', '/saglayicilar'],
      ['Blog', '/blog'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const channel = header.getByRole('link', { name: 'Telegram Kanalı' });
    await expect(channel).toHaveAttribute('target', '_blank');
    await expect(channel).toHaveAttribute('rel', /noopener/);
  });

  test('footer has quick links, legal links, 18+ notice, affiliate note and this year', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Hızlı Bağlantılar' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('href', '/sorumlu-oyun');
    await expect(footer.getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute('href', '/gizlilik-politikasi');
    await expect(footer.getByRole('link', { name: 'Şartlar ve Koşullar' })).toHaveAttribute('href', '/sartlar-ve-kosullar');
    await expect(footer).toContainText('18 yaşını doldurmuş');
    await expect(footer).toContainText('ortaklık (affiliate) bağlantılarıdır');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SafeBet`);
  });

  test('the decorative background has 40 icons hidden from assistive technology', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const layer = page.getByTestId('falling-icons');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(layer.locator('span')).toHaveCount(40);
    await expect(layer).toHaveCSS('position', 'fixed');
    await expect(layer).toHaveCSS('pointer-events', 'none');
    // Without reduced motion they fall.
    const moving = await layer.evaluate((root) =>
      [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).animationName !== 'none').length,
    );
    expect(moving).toBeGreaterThan(0);
  });

  test('under reduced motion the icons stand still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/bahis-hesaplayici');
    const layer = page.getByTestId('falling-icons');
    await expect(layer.locator('span')).toHaveCount(40);
    // Nothing in the layer moves: neither an icon nor the lane that carries it.
    const moving = await layer.evaluate((root) =>
      [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).animationName !== 'none').length,
    );
    expect(moving).toBe(0);
    await context.close();
  });

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the toggle and closes on navigation', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Ara' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Telegram Kanalı' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menüyü Kapat' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
    await expect(header.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const path of ['/', '/oyunlar', '/oyunlar/pragmatic-play/sweet-bonanza', '/bahis-hesaplayici', '/blog/sorumlu-oyun-rehberi']) {
    test(`${path} fits without sideways scrolling, with the header's search, channel and menu on screen`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      for (const control of [
        header.getByRole('button', { name: 'Ara' }),
        header.getByRole('link', { name: 'Telegram Kanalı' }),
        header.getByRole('button', { name: 'Menü' }),
      ]) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
