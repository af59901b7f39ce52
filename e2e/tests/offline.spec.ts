/**
 * The calculators with no signal: one visit to the hub installs the service worker and its caches; offline, the
 * calculators open from them with inputs in their address and compute in the browser, while the affiliate redirect
 * and the admin are never answered from the cache. The rest of the suite runs with service workers blocked
 * (playwright.config.ts); this journey alone allows them.
 */
import { calculatorSlugs, paths } from 'shared-data';
import { expect, test, whenHydrated, whenWorkerReady } from '../fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('after one visit to the hub, calculators open and compute offline; /git/ and the admin never come from the cache', async ({ page, context }) => {
  await page.goto(paths.calculators);
  await whenHydrated(page);
  // The worker is registered once the reader acts on the page (or some seconds after its load).
  await page.keyboard.press('Shift');
  await whenWorkerReady(page);
  // What Chrome checks before it offers to install the site: the manifest, its icons and start page, the worker
  // (Lighthouse 12 dropped its own installability audit, which read the same).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chrome offers no install whatever the site: that one is the
  // test browser's, every other would be the site's.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

  // A stored page hydrated at other inputs than its HTML holds would throw React's hydration error (minified error 418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });

  await context.setOffline(true);
  const offline = async (url: string) => {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), url).toBe(true);
    await whenHydrated(page);
    // The reader stays at the address they opened, inputs and all.
    await expect(page).toHaveURL(url);
  };

  // Each address differs from its page's default inputs, so a result shown is the query's, computed in the browser.
  await offline(`${paths.calculator('hedge')}?tutar=100&oran=3&karsi=2`);
  // By hand: 100 × 3 = 300 returned; hedge 300 / 2 = 150; 300 − 100 − 150 = 50.
  await expect(page.getByTestId('hedge-result')).toContainText('Kâr kilitlendi: 50,00 TL');
  await expect(page.getByLabel('Karşı sonucun güncel oranı')).toHaveValue('2');
  await expect(page.getByTestId('hedge-result')).toContainText('Hedge yatırımı150,00 TL');

  await offline(`${paths.calculator('dutching')}?n=3&o1=3&o2=4&o3=6&tutar=90`);
  // By hand: 1/3 + 1/4 + 1/6 = 0.75; 90 / 0.75 = 120 returned whichever wins; stakes 40, 30, 20.
  const dutching = page.getByTestId('dutching-result');
  await expect(dutching).toContainText('Eşit dönüş: 120,00 TL');
  for (const stake of ['40,00 TL', '30,00 TL (33,33%)', '20,00 TL']) await expect(dutching).toContainText(stake);

  await offline(`${paths.calculator('bonus-cevrim')}?bonus=500&cevrim=20&maxbahis=25`);
  // By hand: 20 × 500 = 10,000 to wager; 10,000 / 25 = 400 bets at the maximum bet.
  const wagering = page.getByTestId('wagering-result');
  await expect(wagering).toContainText('Gereken çevrim: 10.000,00 TL');
  await expect(wagering).toContainText('Maksimum bahisle bahis sayısı400');

  // The bet log, once it is one of the calculators' pages.
  if ((calculatorSlugs as readonly string[]).includes('kupon-defteri')) {
    await offline(paths.calculator('kupon-defteri' as (typeof calculatorSlugs)[number]));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // A page never read before: the Turkish offline page, from the worker (a page of its own, with no app to hydrate).
  const article = await page.goto(paths.blog, { waitUntil: 'commit' });
  expect(article?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'İnternet bağlantısı yok' })).toBeVisible();

  // The worker leaves these to the network, which is gone: the browser fails them itself.
  await expect(page.goto(paths.go('lalezar-casino'), { waitUntil: 'commit' })).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.goto(paths.admin, { waitUntil: 'commit' })).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
