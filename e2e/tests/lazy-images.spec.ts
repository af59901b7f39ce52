/**
 * A reader on a 390 × 844 phone opens a long list: the images of the cards far below the first screen are not
 * fetched until they scroll towards them, and nothing moves when they arrive.
 *
 * Chromium starts a lazy image once it is within a distance of the viewport that depends on the connection: 1250 px
 * on 4G, 2500 px on 3G, more on slower ones. The browser is told it is on 4G, so the bounds below hold on any machine.
 */
import { paths } from 'shared-data';
import { chromiumArgs, suiteChromiumPath } from '../chromium.ts';
import { expect, test, type Page } from '../fixtures.ts';

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: suiteChromiumPath(), args: [...chromiumArgs, '--force-effective-connection-type=4G'] },
});

/** The site's images the page asks for from now on, by path, and how many of them are still on their way. */
function imageRequestsOf(page: Page) {
  const requested: string[] = [];
  const pending = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'image' || !path.startsWith('/images/')) return;
    requested.push(path);
    pending.add(request.url());
  });
  const settled = (request: { url(): string }) => pending.delete(request.url());
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return { requested, pending };
}

/**
 * Opens a list as a reader does and returns the images it fetched before any scroll: the fixture's goto waits for
 * the page to be hydrated, long after the first layout where the browser chose which lazy images to start; two
 * frames more deliver any choice still queued, and then every image asked for has arrived.
 */
async function openList(page: Page, path: string) {
  const images = imageRequestsOf(page);
  await page.goto(path);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => images.pending.size).toBe(0);
  return images;
}

/** Scrolls down to the list's last card and waits until its image is painted. */
async function scrollToLastCard(page: Page) {
  const lastImage = page.getByRole('main').getByRole('article').last().locator('img');
  await lastImage.scrollIntoViewIfNeeded();
  await expect(lastImage).toBeInViewport();
  await expect.poll(() => lastImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  return lastImage;
}

/** Layout shifts so far that no input of the reader caused (scrolling is not one). */
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('layout-shift') as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      .filter((entry) => !entry.hadRecentInput)
      .reduce((total, entry) => total + entry.value, 0),
  );

test('the providers list fetches the logos near the first screen only, and the last one once the reader scrolls to it', async ({ page }) => {
  const { requested } = await openList(page, paths.providers);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(80);
  const logoOf = async (index: number) => new URL((await cards.nth(index).locator('img').getAttribute('src')) ?? '', page.url()).pathname;
  // One card per row on a phone, about 258 px apart: three on the first screen (whose logos load at once), about
  // five more within Chromium's 1250 px, 8 in all; 10 leaves room for a line more or less of text in the cards.
  for (const index of [0, 1, 2]) expect(requested).toContain(await logoOf(index));
  expect(requested.length).toBeGreaterThanOrEqual(3);
  expect(requested.length).toBeLessThanOrEqual(10);
  const lastLogo = await logoOf(79);
  expect(requested).not.toContain(lastLogo);

  await scrollToLastCard(page);
  expect(requested).toContain(lastLogo);
  expect(await layoutShift(page)).toBe(0);
});

test('the games list fetches the covers near the first screen only, and the last one once the reader scrolls to it', async ({ page }) => {
  const { requested } = await openList(page, paths.games);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(16);
  const coverOf = async (index: number) => new URL((await cards.nth(index).locator('img').getAttribute('src')) ?? '', page.url()).pathname;
  // Two cards per row on a phone, rows about 290 px apart from ~500 px down (under the heading and the filters): the
  // first screen shows rows 1-2, Chromium's 1250 px reaches rows 3-6 (down to ~2100 px), so at most 12 covers; the
  // last row starts near 2500 px and waits for the reader.
  for (const index of [0, 1, 2, 3]) expect(requested).toContain(await coverOf(index));
  expect(requested.length).toBeLessThanOrEqual(12);
  const lastCover = await coverOf(15);
  expect(requested).not.toContain(lastCover);

  await scrollToLastCard(page);
  expect(requested).toContain(lastCover);
  expect(await layoutShift(page)).toBe(0);
});
