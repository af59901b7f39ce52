// Playwright's own `test`: this journey needs the popups that ../fixtures.ts switches off elsewhere.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { contentApi, contentApiBase, siteConfig, type BonusEntry, type ProviderListItem } from 'shared-data';
import { wcagViolations } from '../axe.ts';
import { POPUP_STORAGE_KEY, SEEN_POPUP_STATE, whenHydrated } from '../fixtures.ts';
import { BASE_URL } from '../server.ts';
import { answer } from './content-api.ts';

const DELAY_MS = 2000;
const STEP_MS = 25;
const AFFILIATE_REL = 'sponsored noopener noreferrer';

const channelInvite = (page: Page) => page.getByRole('dialog', { name: 'Kanalımıza Katılın' });
const topCasino = (page: Page) => page.getByRole('dialog', { name: /Editörün Seçimi/ });
const carousel = (page: Page) => page.getByRole('dialog', { name: 'Diğer Popüler Bonuslar' });
const anyDialog = (page: Page) => page.getByRole('dialog');

// The popup bonus list as the site serves it: the first entry is the top casino, entries 2 to 5 the carousel.
let first: BonusEntry | undefined;
let rest: BonusEntry[] = [];
let carouselNames: string[] = [];

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  [first, ...rest] = await answer<BonusEntry[]>(request, contentApi.bonusEntries);
  carouselNames = rest.slice(0, 4).map((entry) => entry.name);
  await request.dispose();
});

/** External links (the channel, and the casinos /git/ redirects to) answer locally, so a click never leaves the machine. */
async function stubExternalLinks(context: BrowserContext) {
  await context.route(/^https:\/\/(t\.me|git\.example)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>dış</title>' }));
}

/**
 * Opens a page with Playwright's clock and pauses it one step before 2000 ms after the load (the moment the boot watch
 * noted): no popup yet. The popups are the server's, opened by a script of their own that the boot watch imports as
 * the first is due; the app plays no part (it starts at the reader's first act).
 */
async function openPaused(page: Page, path = '/sorumlu-oyun') {
  await page.clock.install();
  await page.goto(path);
  const loadedAt = Number(await page.evaluate(() => document.documentElement.dataset.loadedAt));
  expect(loadedAt).toBeGreaterThan(0);
  await page.clock.pauseAt(loadedAt + DELAY_MS - STEP_MS);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(anyDialog(page)).toHaveCount(0);
}

/** Waits until the app has hydrated the server's page (before that, nothing reacts). */
async function whenLive(page: Page) {
  await whenHydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function expectFits(page: Page, dialog: ReturnType<typeof anyDialog>) {
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  if (!viewport || !box) throw new Error('no layout');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeInViewport();
  // Nothing inside runs off sideways.
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

async function expectFocusInside(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
}

test.describe('popup sequence', () => {
  test('runs channel invite, top casino and carousel in order, 2000 ms after load, once per session', async ({ page, context }) => {
    await stubExternalLinks(context);
    await openPaused(page);

    await page.clock.runFor(DELAY_MS);

    // Channel invite: labelled, focus moved in and kept inside, the join link opens a new tab.
    await expect(channelInvite(page)).toBeVisible();
    await expect(channelInvite(page)).toHaveAttribute('aria-modal', 'true');
    await expectFocusInside(page);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(page);
    }
    const join = channelInvite(page).getByRole('link', { name: /Kanala Katıl/ });
    await expect(join).toHaveAttribute('href', siteConfig.channelUrl);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    await channelInvite(page).getByRole('button', { name: 'Kapat' }).click();

    // Top casino: the first bonus entry.
    await expect(channelInvite(page)).toHaveCount(0);
    await expect(topCasino(page)).toBeVisible();
    await expectFocusInside(page);
    await expect(topCasino(page)).toHaveAccessibleName(`Editörün Seçimi ${first?.name}`);
    const logo = topCasino(page).getByRole('img', { name: `${first?.name} logosu` });
    await expect(logo).toHaveAttribute('width', '160');
    await expect(logo).toHaveAttribute('height', '160');
    await expect(topCasino(page)).toContainText(first?.welcomeBonus ?? '');
    await expect(topCasino(page)).toContainText('Puan: 4,9 / 5');
    const claim = topCasino(page).getByRole('link', { name: /Bonusu Şimdi Al/ });
    // Through the redirect: the seeded first entry (Lalezar Casino), as the editor's pick, from the page under it.
    await expect(claim).toHaveAttribute('href', '/git/lalezar-casino?yer=popup-editor&kaynak=%2Fsorumlu-oyun');
    await expect(claim).toHaveAttribute('target', '_blank');
    await expect(claim).toHaveAttribute('rel', AFFILIATE_REL);
    await page.keyboard.press('Escape');

    // Carousel of entries 2 to 5, wrapping both ways.
    await expect(topCasino(page)).toHaveCount(0);
    const slide = carousel(page).getByRole('heading', { level: 3 });
    await expect(slide).toHaveText(carouselNames[0] ?? '');
    await carousel(page).getByRole('button', { name: 'Önceki' }).click();
    await expect(slide).toHaveText(carouselNames[3] ?? '');
    await carousel(page).getByRole('button', { name: 'Sonraki' }).click();
    await expect(slide).toHaveText(carouselNames[0] ?? '');
    for (const name of [...carouselNames.slice(1), carouselNames[0]]) {
      await carousel(page).getByRole('button', { name: 'Sonraki' }).click();
      await expect(slide).toHaveText(name ?? '');
    }
    const visit = carousel(page).getByRole('link', { name: /Siteye Git/ });
    await expect(visit).toHaveAttribute('href', '/git/nebula-bet?yer=popup-karusel&kaynak=%2Fsorumlu-oyun');
    await expect(visit).toHaveAttribute('rel', AFFILIATE_REL);
    await expect(visit).toHaveAttribute('target', '_blank');
    await carousel(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(anyDialog(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_STORAGE_KEY)).toBe(JSON.stringify(SEEN_POPUP_STATE));

    // Same session: no popups after a reload.
    await page.clock.resume();
    await page.reload();
    await whenLive(page);
    await page.clock.runFor(DELAY_MS * 3);
    await expect(anyDialog(page)).toHaveCount(0);
  });

  test('the join link opens the channel and moves on to the top casino', async ({ page, context }) => {
    await stubExternalLinks(context);
    await openPaused(page);
    await page.clock.runFor(DELAY_MS);
    const tab = context.waitForEvent('page');
    await channelInvite(page).getByRole('link', { name: /Kanala Katıl/ }).click();
    const channel = await tab;
    expect(channel.url()).toBe(siteConfig.channelUrl);
    await channel.close();
    await expect(channelInvite(page)).toHaveCount(0);
    await expect(topCasino(page)).toBeVisible();
  });

  test('a click on the backdrop closes a popup and focus returns to the page', async ({ page }) => {
    await openPaused(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).focus();
    await page.clock.runFor(DELAY_MS);
    await expect(channelInvite(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(topCasino(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await carousel(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(anyDialog(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true })).toBeFocused();
  });

  test('shows again in a new browser session', async ({ browser }) => {
    for (let session = 0; session < 2; session += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPaused(page);
      await page.clock.runFor(DELAY_MS);
      for (const popup of [channelInvite, topCasino, carousel]) {
        await expect(popup(page)).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expect(anyDialog(page)).toHaveCount(0);
      await context.close();
    }
  });

  test('a reader who does not touch the page gets the first popup 2000 ms after the load, from the server page alone', async ({ page }) => {
    await openPaused(page);
    await page.clock.runFor(STEP_MS);
    await expect(channelInvite(page)).toBeVisible();
    await expectFocusInside(page);
    // No act of the reader: the app has not started, and the popups did not need it.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect(topCasino(page)).toBeVisible();
  });

  test('never opens on the admin routes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/safebetboss1');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.clock.runFor(DELAY_MS * 3);
    await expect(anyDialog(page)).toHaveCount(0);
  });
});

test.describe('what the popups download', () => {
  test('the popups come with the page: no content request, and nothing of the content catalogue', async ({ page, request }) => {
    const texts: string[] = [];
    const api: string[] = [];
    const reads: Array<Promise<void>> = [];
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === contentApi.bonusEntries) api.push(pathname);
      if (response.request().resourceType() === 'script' || pathname.startsWith(`${contentApiBase}/`)) {
        reads.push(response.text().then((text) => void texts.push(text), () => undefined));
      }
    });
    await stubExternalLinks(page.context());
    await openPaused(page, '/');
    await page.clock.runFor(DELAY_MS);
    await channelInvite(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(topCasino(page)).toContainText(first!.name);
    await topCasino(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(carousel(page)).toBeVisible();
    // Everything the page asked for has come, and been read.
    await expect.poll(() => inFlight).toBe(0);
    await Promise.all(reads);
    // A provider description exists only with the providers: the home page and its popups never need it.
    const marker = (await answer<ProviderListItem[]>(request, contentApi.providers))[0]!.description.slice(0, 60);
    expect(api).toEqual([]);
    expect(texts.filter((text) => text.includes(marker))).toEqual([]);
  });
});

test.describe('popup sequence on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  // While a popup is open, the rest of the page is inert and axe checks the dialog alone.
  test('every popup fits the screen, has no WCAG 2.1 A/AA violations and can be closed', async ({ page }) => {
    await openPaused(page);
    await page.clock.runFor(DELAY_MS);
    // axe times its own steps: the clock runs again (each next popup opens as the one before closes, not on a timer).
    await page.clock.resume();
    for (const popup of [channelInvite(page), topCasino(page), carousel(page)]) {
      await expectFits(page, popup);
      expect(await wcagViolations(page)).toEqual([]);
      await popup.getByRole('button', { name: 'Kapat' }).click();
    }
    await expect(anyDialog(page)).toHaveCount(0);
  });
});
