import { expect, test } from '@playwright/test';
import { BREAK_COOKIE } from 'shared-data';
import { wcagViolations } from '../axe.ts';
import { prepareContext } from '../fixtures.ts';

// The pages as the server sends them, checked whole: the popup sequence is marked as seen, or its first popup, a
// modal dialog, could open 2 s after the load while axe runs, and axe skips what a modal dialog makes inert (all but
// the dialog). The popups are checked open in tests/popups.spec.ts.
test.beforeEach(async ({ context }) => {
  await prepareContext(context, true);
});

const pageFamilies = [
  ['home', '/'],
  ['games list', '/oyunlar'],
  ['games list filtered', '/oyunlar?rtp-min=96,5&volatilite=yuksek&ozellik=Bonus+Sat%C4%B1n+Alma&sirala=rtp'],
  ['games list with a refused filter', '/oyunlar?yil=abc'],
  ['game page', '/oyunlar/pragmatic-play/sweet-bonanza'],
  ['providers list', '/saglayicilar'],
  ['provider page', '/saglayicilar/ezugi'],
  ['blog list', '/blog'],
  ['blog post', '/blog/sorumlu-oyun-rehberi'],
  ['tactics list', '/kazanma-taktikleri'],
  ['tactic', '/kazanma-taktikleri/martingale-sistemi'],
  ['calculators', '/bahis-hesaplayici'],
  ['coupon calculator with a coupon', '/bahis-hesaplayici/sistem?n=3&o1=1,50&o2=2.10&m2=2&b2=1&r2=k&o3=3&r3=i&sistem=2&misli=10&kolon=1'],
  ['Asian lines with a result', '/bahis-hesaplayici/asya-handikap?tur=handikap&cizgi=-0.75&oran=1,90&tutar=100&ev=2&dep=1'],
  ['score model with odds', '/bahis-hesaplayici/skor-tahmini?ev=1,6&dep=1.1&o1=2.2&ox=3.4&o2=3.6'],
  ['bet log', '/bahis-hesaplayici/kupon-defteri'],
  ['advertising', '/reklam'],
  ['legal', '/sorumlu-oyun'],
  ['self-test', '/sorumlu-oyun/kendini-test-et'],
  ['bonus-value method', '/bonus-degeri'],
  ['spending planner with a plan', '/sorumlu-oyun/butce-planlayici?gelir=30000&gider=17000&pay=4&bahis=2'],
  ['casino review', '/casinolar/lalezar-casino'],
  ['casino review without a value', '/casinolar/fjord-spins'],
  ['ranking by value', '/?sirala=deger'],
  ['comparison', '/karsilastir?casino=lalezar-casino,nebula-bet'],
  ['comparison chooser', '/karsilastir'],
  ['not found', '/boyle-bir-sayfa-yok'],
  ['admin login', '/safebetboss1'],
] as const;

test.describe('WCAG 2.1 A/AA (axe-core)', () => {
  for (const [name, url] of pageFamilies) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test("home on a reader's break (no offers, the break's notice) has no violations", async ({ page, baseURL }) => {
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await page.context().addCookies([{ name: BREAK_COOKIE, value: end, url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByTestId('break-notice')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("casino review with its histogram's table open has no violations", async ({ page }) => {
    await page.goto('/casinolar/lalezar-casino');
    await page.getByText('Dağılımı tablo olarak göster').click();
    await expect(page.getByRole('table', { name: 'Çekim tutarlarına göre simülasyonların dağılımı' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
