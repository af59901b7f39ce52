import { expect, test, type Page } from '../fixtures.ts';

/**
 * The expanded state Chromium gives a button in its accessibility tree. A popover's invoker gets it from the
 * popover itself, with no aria-expanded attribute (which is all Playwright's own role queries read). Chromium updates
 * that tree after the DOM, so a journey polls it (`expect.poll`): read once right after a route change, it has
 * given the toggle without any expanded state.
 */
async function expandedState(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === name);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

/** The forty icons in the falling-icons layer, without their lanes' copies a screen below. */
const ICONS = ':scope > :not([data-copy]) span';

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

  test('the decorative background has 40 icons hidden from assistive technology', async ({ browser }) => {
    // The suite's pages ask for reduced motion (playwright.config.ts); a reader who does not sees the icons fall.
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto('/bahis-hesaplayici');
    const layer = page.getByTestId('falling-icons');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    // Forty icons in four lanes; each lane's copy a screen below carries the same forty, for a seamless loop.
    await expect(layer.locator(ICONS)).toHaveCount(40);
    const glyphs = (lanes: string) => layer.locator(`:scope > ${lanes} span`).evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-glyph')));
    expect(await glyphs('[data-copy]')).toEqual(await glyphs(':not([data-copy])'));
    // At every moment a lane and its copy are one screen apart, so an icon leaving the bottom is back at the top.
    const apart = await layer.evaluate((root) => {
      const [lane, copy] = [root.querySelector(':scope > :not([data-copy])'), root.querySelector(':scope > [data-copy]')];
      return Math.round((copy?.getBoundingClientRect().top ?? 0) - (lane?.getBoundingClientRect().top ?? 0));
    });
    expect(apart).toBe(page.viewportSize()?.height);
    await expect(layer).toHaveCSS('position', 'fixed');
    await expect(layer).toHaveCSS('pointer-events', 'none');
    // Without reduced motion they fall.
    const moving = await layer.evaluate((root) =>
      [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).animationName !== 'none').length,
    );
    expect(moving).toBeGreaterThan(0);
    await context.close();
  });

  test('the icons are drawn once the page has loaded, not with its first frame', async ({ page }) => {
    // The games list's first covers are fetched at once, and the load waits for them: held back, they hold it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/games/**', async (route) => {
      await held;
      await route.continue();
    });
    // 'commit': on at once, not after the app has started (which waits for the load).
    await page.goto('/oyunlar', { waitUntil: 'commit' });
    const layer = page.getByTestId('falling-icons');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(layer).toHaveCSS('content-visibility', 'hidden');
    release();
    await expect(layer).toHaveCSS('content-visibility', 'visible');
  });

  test('under reduced motion the icons stand still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/bahis-hesaplayici');
    const layer = page.getByTestId('falling-icons');
    await expect(layer.locator(ICONS)).toHaveCount(40);
    // Nothing in the layer moves: neither an icon nor the lane that carries it.
    const moving = await layer.evaluate((root) =>
      [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).animationName !== 'none').length,
    );
    expect(moving).toBe(0);
    // Nor does anything fade: a change of colour shows at once. (A transition of a hundredth of a millisecond would
    // still show the old colour until the next frame, which a page behind another tab may not draw for a while.)
    const shown = await page.getByRole('link', { name: 'İçeriğe geç' }).evaluate((link) => {
      (link as HTMLElement).style.color = 'rgb(1, 2, 3)';
      return getComputedStyle(link).color;
    });
    expect(shown).toBe('rgb(1, 2, 3)');
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

  test('opens from the toggle under the header and closes on navigation', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Ara' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Telegram Kanalı' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menü' });
    await expect.poll(() => expandedState(page, 'Menü')).toBe(false);
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menüyü Kapat' })).toBeVisible();
    await expect.poll(() => expandedState(page, 'Menüyü Kapat')).toBe(true);
    // Full width under the header, over its 1 px bottom border, as the dropdown it replaces.
    const bar = await header.boundingBox();
    const menu = await nav.boundingBox();
    expect(menu).toMatchObject({ x: 0, y: bar!.y + bar!.height - 1, width: 375 });
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
    await expect(header.getByRole('button', { name: 'Menü' })).toBeVisible();
    await expect.poll(() => expandedState(page, 'Menü')).toBe(false);
  });

  test('closes with Escape and with a tap outside, as well as from its toggle', async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Ana menü' });
    await header.getByRole('button', { name: 'Menü' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await header.getByRole('button', { name: 'Menü' }).click();
    await expect(nav).toBeVisible();
    // In the main area's side padding: nothing there to follow.
    await page.mouse.click(5, 790);
    await expect(nav).toBeHidden();
    await header.getByRole('button', { name: 'Menü' }).click();
    await header.getByRole('button', { name: 'Menüyü Kapat' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/bahis-hesaplayici$/);
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
