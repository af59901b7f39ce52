/**
 * "Ara ver": a reader takes a break from the offers at the footer, with scripts and without, and while it runs no
 * page offers them anything: no call to action, no link to a casino, no popup, and /git/ sends them nowhere.
 */
import { test as plainTest } from '@playwright/test';
import { paths } from 'shared-data';
import { expect, test, whenHydrated, type Page } from '../fixtures.ts';
import { BASE_URL } from '../server.ts';

const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

/**
 * The day a break of `days` asked for at `asked` (ms) ends, as a reader in Istanbul (UTC+3 all year) reads it:
 * '30 Aralık 2026'. The server takes the break a moment later: either day matches when Istanbul's midnight falls
 * within the minute after.
 */
function endDay(days: number, asked: number): RegExp {
  const day = (at: number) => {
    const local = new Date(at + days * 24 * 3600_000 + 3 * 3600_000);
    return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  };
  return new RegExp([...new Set([day(asked), day(asked + 60_000)])].join('|'));
}

/** Every outbound link of the page: the affiliate redirect is the only way the site links to a casino. */
const casinoLinks = (page: Page) => page.locator('a[href^="/git/"]');
const breakForm = (page: Page) => page.getByRole('contentinfo').getByRole('form', { name: 'Ara ver' });

/** The pages that offer casinos, and what each still shows on a break. */
const offerPages = [
  { path: paths.home, keeps: 'Lalezar Casino' },
  { path: paths.homeByValue, keeps: 'Lalezar Casino' },
  { path: paths.casino('lalezar-casino'), keeps: 'Lalezar Casino İncelemesi' },
  { path: paths.comparison(['lalezar-casino', 'nebula-bet']), keeps: 'Nebula Bet' },
];

async function expectNoOffers(page: Page, keeps: string) {
  await expect(page.locator('#main')).toContainText(keeps);
  await expect(casinoLinks(page)).toHaveCount(0);
  await expect(page.getByText(/Bonus Al|Siteye Git/)).toHaveCount(0);
}

test.describe('a break from the offers', () => {
  test('with scripts: two taps at the footer drop the offers in place, and no page offers any while it runs', async ({ page }) => {
    await page.goto(paths.home);
    await expect(casinoLinks(page).first()).toBeVisible();
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await breakForm(page).getByRole('radio', { name: '30 gün' }).check();
    const asked = Date.now();
    await breakForm(page).getByRole('button', { name: 'Ara ver' }).click();

    await expect(page.getByTestId('break-notice')).toContainText(endDay(30, asked));
    await expect(page.getByTestId('break-notice').getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    await expectNoOffers(page, 'Lalezar Casino');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The footer now says when it ends, and offers no way to end it.
    await expect(page.getByRole('contentinfo')).toContainText(endDay(30, asked));
    await expect(breakForm(page)).toHaveCount(0);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'safebet_ara_ver');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });

    for (const { path, keeps } of offerPages) {
      await page.goto(path);
      await expect(page.getByTestId('break-notice')).toContainText(endDay(30, asked));
      await expectNoOffers(page, keeps);
    }

    // A plain page of the server's, with no app to wait for.
    const go = await page.goto('/git/lalezar-casino', { waitUntil: 'commit' });
    expect(go?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/git/lalezar-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Ara veriyorsunuz' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(endDay(30, asked));
  });

  test("the self-test's result at 'Orta risk' offers the break first, and taking it there hides the offers on the next page", async ({ page }) => {
    await page.goto(paths.selfTest);
    // 2 + 2 + 2 + 1 = 7 of 27: 'Orta risk'.
    const scores = [2, 0, 2, 0, 2, 0, 1, 0, 0];
    const answers = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman', 'Neredeyse her zaman'];
    for (const [i, score] of scores.entries()) {
      await page.getByRole('group', { name: new RegExp(`^${i + 1}\\. `) }).getByRole('radio', { name: answers[score], exact: true }).check();
    }
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    const result = page.getByTestId('self-test-result');
    await expect(result.getByRole('heading', { level: 2, name: 'Sonucunuz: Orta risk' })).toBeVisible();
    // The break, and YEDAM's number (their order is the self-test page's component test's).
    const offered = result.getByRole('form', { name: 'Ara ver' });
    await expect(offered).toBeVisible();
    await expect(result.getByRole('link', { name: '115' }).first()).toHaveAttribute('href', 'tel:115');
    await offered.getByRole('radio', { name: '7 gün' }).check();
    const asked = Date.now();
    await offered.getByRole('button', { name: 'Ara ver' }).click();
    await expect(page.getByTestId('break-notice')).toContainText(endDay(7, asked));

    await page.goto(paths.home);
    await expect(page.getByTestId('break-notice')).toContainText(endDay(7, asked));
    await expectNoOffers(page, 'Lalezar Casino');
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the footer form posts, and the server sends the reader back to the same page without offers', async ({ page }) => {
      await page.goto(paths.casino('lalezar-casino'));
      await expect(casinoLinks(page).first()).toBeVisible();
      const asked = Date.now();
      await breakForm(page).getByRole('button', { name: 'Ara ver' }).click();
      await expect(page).toHaveURL(`${BASE_URL}${paths.casino('lalezar-casino')}`);
      await expect(page.getByTestId('break-notice')).toContainText(endDay(7, asked));
      await expectNoOffers(page, 'Lalezar Casino İncelemesi');
      await page.goto(paths.home);
      await expectNoOffers(page, 'Lalezar Casino');
    });
  });

  test('once its end has passed, the offers are back', async ({ page }) => {
    await page.context().addCookies([{ name: 'safebet_ara_ver', value: new Date(Date.now() - 60_000).toISOString(), url: BASE_URL }]);
    await page.goto(paths.home);
    await expect(casinoLinks(page).first()).toBeVisible();
    await expect(page.getByTestId('break-notice')).toHaveCount(0);
    await expect(breakForm(page)).toBeVisible();
  });
});

// Playwright's own `test`: the popups are on, as for a first visit.
plainTest('a page on a break hydrates as the server rendered it, and no offer popup opens however long the reader stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().addCookies([{ name: 'safebet_ara_ver', value: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(), url: BASE_URL }]);
  // The page's own clock, moved on by hand: the sequence's first popup would be due 2 s after the layout is live.
  await page.clock.install();
  await page.goto(paths.home);
  await expect(page.getByTestId('break-notice')).toBeVisible();
  await whenHydrated(page);
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A hydration mismatch would have thrown away the server's HTML of the page's content.
  expect(errors).toEqual([]);
  await expect(page.locator('#main')).toContainText('Lalezar Casino');
});
