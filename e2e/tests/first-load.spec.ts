import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const post = paths.blogPost('sorumlu-oyun-rehberi');

/** Every request the page makes from now on, as 'type path'. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  return seen;
}

/** Console errors and warnings, and uncaught errors, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('first load of a static page', () => {
  test('loads no remote manifest, entry or page code; a header link then navigates on the client to its remote page', async ({ page }) => {
    const requests = requestsOf(page);
    const problems = problemsOf(page);
    await page.goto(post);
    await expect(mainHeading(page)).toContainText('Sorumlu Oyun');
    expect(requests.filter((request) => request.includes('/mfe/'))).toEqual([]);

    requests.length = 0;
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Oyunlar' }).click();
    await expect(page).toHaveURL(paths.games);
    await expect(mainHeading(page)).toHaveText('Oyunlar');
    await expect(page.getByRole('main').getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
    // No new document: the shell's router rendered the page, with the content remote's code loaded then.
    expect(requests.filter((request) => request.startsWith('document'))).toEqual([]);
    expect(requests.some((request) => request.startsWith('script /mfe/content/'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a link inside the kept page navigates on the client, and going back renders the first page again with one set of head tags", async ({ page }) => {
    const requests = requestsOf(page);
    const problems = problemsOf(page);
    await page.goto(paths.blog);
    const firstPost = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = await firstPost.getAttribute('href');
    requests.length = 0;
    await firstPost.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(mainHeading(page)).not.toHaveText('Blog');
    expect(requests.filter((request) => request.startsWith('document'))).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(paths.blog);
    await expect(mainHeading(page)).toHaveText('Blog');
    await expect(page).toHaveTitle(/^Blog/);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await page.goForward();
    await expect(page).toHaveURL(href ?? '');
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Blog');
    expect(requests.filter((request) => request.startsWith('document'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the kept page survives a jump to its own headings, the header re-rendering and the search overlay', async ({ page }) => {
    const problems = problemsOf(page);
    const requests = requestsOf(page);
    await page.goto(post);
    const main = page.getByRole('main');
    const before = await main.innerHTML();
    expect(before.length).toBeGreaterThan(5000);
    // A new address for the router (its hash), the same page: it stays the server's, and no remote code loads.
    await page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/#.+/);
    expect(await main.innerHTML()).toBe(before);
    expect(requests.filter((request) => request.includes('/mfe/'))).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Ara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sitede Ara' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Aranacak kelime' }).fill('bonanza');
    await expect(dialog.getByRole('link', { name: /Sweet Bonanza/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('banner').getByRole('button', { name: /Menü/ });
    await menu.click();
    await menu.click();
    expect(await main.innerHTML()).toBe(before);
    await expect(mainHeading(page)).toContainText('Sorumlu Oyun');
    expect(problems).toEqual([]);
  });
});

test.describe('first load of the casino pages, all static', () => {
  for (const path of [
    paths.casino('lalezar-casino'),
    paths.casino('fjord-spins'),
    paths.homeByValue,
    paths.comparison(['lalezar-casino', 'nebula-bet']),
    paths.comparison([]),
  ]) {
    test(`${path} loads no remote code and asks the content API nothing`, async ({ page }) => {
      const requests = requestsOf(page);
      const problems = problemsOf(page);
      // The fixture's goto waits until the page is hydrated: the layout's, as the page itself stays the server's.
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      expect(requests.filter((request) => request.includes('/mfe/') || request.includes('/api/content/'))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('first load of an interactive page', () => {
  test('loads its remote from the entry the server names, with no manifest, once the reader uses its form, and the page works', async ({ page }) => {
    const requests = requestsOf(page);
    const problems = problemsOf(page);
    // The fixture's goto waits until the layout is hydrated; the games page keeps the server's HTML until it is used.
    await page.goto(paths.games);
    await expect(mainHeading(page)).toHaveText('Oyunlar');
    // A reader who only reads and follows links loads none of the content remote's code: had the
    // page asked for it as the app started, the boot would have fetched its entry before the layout hydrated.
    expect(requests.filter((request) => request.includes('/mfe/'))).toEqual([]);
    const main = page.getByRole('main');
    const field = await main.getByLabel('Oyun ara').elementHandle();
    await main.getByLabel('Oyun ara').fill('book');
    await expect(page).toHaveURL(/[?&]q=book(&|$)/);
    await expect(main.getByRole('heading', { name: 'Book of Dead' })).toBeVisible();
    // The page hydrated around the field the reader typed in, and did not mount it anew as the address took the
    // query (which ends the server's entry): the same field, with the focus.
    expect(await field?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(main.getByLabel('Oyun ara')).toBeFocused();
    // The content remote's code did load: from the entry the page named, not through its manifest.
    expect(requests.some((request) => request.startsWith('script /mfe/content/remoteEntry-'))).toBe(true);
    expect(requests.filter((request) => request.endsWith('/mf-manifest.json'))).toEqual([]);
    expect(problems).toEqual([]);
  });
  test("a calculator page loads no calculator code until the reader touches its form, and the first key typed counts", async ({ page }) => {
    const requests = requestsOf(page);
    const problems = problemsOf(page);
    await page.goto(paths.calculator('hedge'));
    await expect(mainHeading(page)).toHaveText('Hedge (Pozisyon Kapatma) Hesaplayıcı');
    expect(requests.filter((request) => request.includes('/mfe/'))).toEqual([]);
    const main = page.getByRole('main');
    const firstField = await main.getByLabel('Bahis tutarı (TL)').elementHandle();
    await main.getByLabel('Bahis tutarı (TL)').pressSequentially('100');
    await main.getByLabel('Bahsin oranı').pressSequentially('3,00');
    await main.getByLabel('Karşı sonucun güncel oranı').pressSequentially('2,00');
    // By hand: 100 × 3,00 / 2,00 = 150 hedged; 300 back on 250 staked either way.
    await expect(page.getByTestId('hedge-result')).toContainText('Kâr kilitlendi: 50,00 TL');
    // The page hydrated around the fields the reader typed in, and did not mount them anew as the address took the
    // fields (which ends the server's entry): the same field, and the focus where they left it.
    expect(await firstField?.evaluate((field) => field.isConnected)).toBe(true);
    await expect(main.getByLabel('Karşı sonucun güncel oranı')).toBeFocused();
    await expect(main.getByLabel('Bahis tutarı (TL)')).toHaveValue('100');
    expect(requests.some((request) => request.startsWith('script /mfe/calculators/remoteEntry-'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the bet log shows its form at once, loads its code when the reader uses it, and opens by itself once it holds a bet', async ({ page }) => {
    const requests = requestsOf(page);
    const problems = problemsOf(page);
    await page.goto(paths.calculator('kupon-defteri'));
    const form = page.getByRole('form', { name: 'Bahis ekle' });
    await expect(form.getByRole('button', { name: 'Bahsi ekle' })).toBeDisabled();
    expect(requests.filter((request) => request.includes('/mfe/'))).toEqual([]);
    // Typed before the log's code is there: kept, and sent once the log has opened.
    const exact = { exact: true };
    await form.getByLabel('Pazar', exact).fill('1X2');
    await form.getByLabel('Oran', exact).fill('1,85');
    await form.getByLabel('Tutar (TL)', exact).fill('100');
    await form.getByRole('button', { name: 'Bahsi ekle' }).click();
    const table = page.getByRole('table', { name: 'Bahisler (1), en yenisi üstte' });
    await expect(table).toContainText('1,85');
    // The date left empty is today's, the reader's (this machine's) day.
    await expect(table).toContainText(new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()));

    // Back later: the bets are only in this browser, so the log opens as the page starts, untouched.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Bahisler (1), en yenisi üstte' })).toContainText('1,85');
    expect(problems).toEqual([]);
  });
});

test.describe("an interactive page's islands on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Whether React owns the first field of the calculator `name` (it has hydrated). */
  const fieldHydrated = (page: Page, name: string) =>
    page.evaluate((island) => {
      const field = document.querySelector(`[data-island="${island}"] input`);
      return !!field && Object.keys(field).some((key) => key.startsWith('__reactFiber$'));
    }, name);

  test('a calculator below the first screen hydrates when it comes into view, and one typed into at once', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto(paths.calculators);
    // The surebet calculator starts within reach of the first screen; the odds converter about three screens down.
    await expect.poll(() => fieldHydrated(page, 'surebet')).toBe(true);
    // Two frames on: an island in view would have been reported by now (the observer reports with the next frame).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await fieldHydrated(page, 'odds-converter')).toBe(false);
    expect(await fieldHydrated(page, 'value-bet')).toBe(false);

    // Typed into without scrolling first (fill focuses the field): the value counts, worked by hand: 1,80 is 4/5, -125.
    const odds = page.getByRole('region', { name: /Oran Dönüştürücü/ });
    await odds.getByLabel('Ondalık Oran').fill('1,80');
    await expect(odds.getByLabel('Kesirli Oran')).toHaveValue('4/5');
    await expect(odds.getByLabel('Amerikan Oran')).toHaveValue('-125');

    // Brought into view, the value-bet calculator hydrates by itself.
    await page.getByRole('region', { name: /Değerli Bahis|Value Bet/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => fieldHydrated(page, 'value-bet')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a calculator still waiting keeps its HTML while the page above it changes', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto(paths.calculators);
    const odds = page.getByRole('region', { name: /Oran Dönüştürücü/ });
    const before = await odds.innerHTML();
    // The header's search overlay opens and closes over the page; the surebet calculator writes its fields to the URL.
    await page.getByRole('banner').getByRole('button', { name: 'Ara' }).click();
    const search = page.getByRole('dialog', { name: 'Sitede Ara' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    const surebet = page.getByRole('region', { name: /Surebet/ });
    await surebet.getByLabel('1. Sonuç Oranı').fill('2,10');
    await expect(page).toHaveURL(/\?.+/);
    // React renders the waiting island then (hydrating it on the server's HTML) rather than dropping that HTML.
    await expect(odds.getByLabel('Ondalık Oran')).toHaveValue('2.00');
    expect(await odds.innerHTML()).toBe(before);
    expect(problems).toEqual([]);
  });
});
