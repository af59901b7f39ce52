/**
 * The responsible-gaming tools. The self-test answered with JavaScript (in place, from the first load on;
 * by the server when sent before the scripts arrive) and without it (the form posts to the server), and the spending
 * planner's GET form both ways. Totals and limits are worked out by hand.
 */
import { paths } from 'shared-data';
import { expect, holdScripts, test, whenHydrated, type Page } from '../fixtures.ts';
import { wcagViolations } from '../axe.ts';

const answerNames = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman', 'Neredeyse her zaman'] as const;
type Score = 0 | 1 | 2 | 3;

/** Four readers, each total by hand: 0; 1 + 1 = 2; 2 + 2 + 2 + 1 = 7; 2 + 2 + 2 + 2 = 8. */
const readers: ReadonlyArray<{ scores: Score[]; total: number; band: string }> = [
  { scores: [0, 0, 0, 0, 0, 0, 0, 0, 0], total: 0, band: 'Sorun yok' },
  { scores: [1, 0, 0, 0, 0, 0, 0, 0, 1], total: 2, band: 'Düşük risk' },
  { scores: [2, 0, 2, 0, 2, 0, 1, 0, 0], total: 7, band: 'Orta risk' },
  { scores: [0, 2, 0, 2, 0, 2, 0, 2, 0], total: 8, band: 'Sorunlu kumar' },
];

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^${n}\\. `) });

/** Checks each question's answer by its visible label; null leaves the question as it is. */
async function answer(page: Page, scores: ReadonlyArray<Score | null>) {
  for (const [i, score] of scores.entries()) {
    if (score !== null) await question(page, i + 1).getByRole('radio', { name: answerNames[score], exact: true }).check();
  }
}

/** Each question's one checked answer, by its visible label (none where the score is null). */
async function expectChecked(page: Page, scores: ReadonlyArray<Score | null>) {
  for (const [i, score] of scores.entries()) {
    const checked = question(page, i + 1).getByRole('radio', { checked: true });
    if (score === null) await expect(checked, `${i + 1}. soru`).toHaveCount(0);
    else await expect(checked, `${i + 1}. soru`).toHaveAccessibleName(answerNames[score]);
  }
}

async function expectResult(page: Page, total: number, band: string) {
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Toplam puanınız 27 üzerinden ${total}: ${band}.`);
  await expect(page.getByRole('heading', { level: 2, name: `Sonucunuz: ${band}` })).toBeVisible();
  await expect(page.getByTestId('self-test-result')).toContainText(`${total} / 27`);
  const stop = page.getByText('Önerimiz: oynamayı şimdi bırakın.');
  if (total >= 3) await expect(stop).toBeVisible();
  else await expect(stop).toHaveCount(0);
  await expect(page.getByTestId('self-test-result').getByRole('link', { name: /^Kasa Yönetimi 101/ })).toHaveAttribute('href', paths.tactic('kasa-yonetimi-101'));
  await expect(page.getByTestId('self-test-result').getByRole('link', { name: /^Tilt Kontrolü/ })).toHaveAttribute('href', paths.tactic('tilt-kontrolu-ve-psikolojik-disiplin'));
}

const MISSING = 'Bu soruyu yanıtlamadınız: lütfen bir seçenek işaretleyin.';

/** Every POST the page sends: none when the result is computed in place. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

test.describe('the self-test with JavaScript', () => {
  test('reached from the responsible-gaming page, it computes each band in place, announced, with nothing sent', async ({ page }) => {
    // Four readers' 36 answers and an axe run: 16 s on a quiet machine, and past the 60 s bound on a loaded 2-core one.
    test.slow();
    const posts = postsOf(page);
    await page.goto(paths.responsibleGaming);
    await page.getByRole('main').getByRole('link', { name: 'Kendini Test Et' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kendini Test Et' })).toBeVisible();
    await expect(page).toHaveURL(paths.selfTest);
    for (const { scores, total, band } of readers) {
      await answer(page, scores);
      await page.getByRole('button', { name: 'Sonucu Göster' }).click();
      await expectResult(page, total, band);
      await expectChecked(page, scores);
    }
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(paths.selfTest);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('a skipped question gets a Turkish message and the focus; the other answers stay, and answering it gives the result', async ({ page }) => {
    // Like the journey above: 54 s of the 60 s bound on a loaded 2-core machine.
    test.slow();
    await page.goto(paths.responsibleGaming);
    await page.getByRole('main').getByRole('link', { name: 'Kendini Test Et' }).click();
    const given: Array<Score | null> = [2, 0, 2, 0, null, 0, 1, 0, 2];
    await answer(page, given);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expect(question(page, 5).getByText(MISSING)).toBeVisible();
    await expect(page.getByText(MISSING)).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Yanıtlanmamış soru: 5. Verdiğiniz yanıtlar korundu; sonucu görmek için bu soruyu da yanıtlayın.',
    );
    await expect(question(page, 5).getByRole('radio', { name: 'Hiçbir zaman' })).toBeFocused();
    await expect(question(page, 5).getByRole('radio', { name: 'Bazen' })).toHaveAccessibleDescription(MISSING);
    await expectChecked(page, given);
    expect(await wcagViolations(page)).toEqual([]);
    // 2 + 2 + 1 + 2 = 7, and Bazen on the fifth: 8.
    await answer(page, [null, null, null, null, 1]);
    await expect(page.getByText(MISSING)).toHaveCount(0);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expectResult(page, 8, 'Sorunlu kumar');
  });

  test('on the first load it computes in place too, with nothing sent', async ({ page }) => {
    const posts = postsOf(page);
    await page.goto(paths.selfTest);
    // 2 + 2 + 2 + 2 = 8.
    const scores: Score[] = [0, 2, 0, 2, 0, 2, 0, 2, 0];
    await answer(page, scores);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expectResult(page, 8, 'Sorunlu kumar');
    await expectChecked(page, scores);
    expect(posts).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('sent before its scripts arrive, the server answers; the answer then runs with the answers kept and computes in place', async ({ page }) => {
    const posts = postsOf(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const release = await holdScripts(page);
    await page.goto(paths.selfTest, { waitUntil: 'commit' });
    // 1 + 1 = 2.
    const scores: Score[] = [1, 0, 0, 0, 0, 0, 0, 0, 1];
    await answer(page, scores);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expectResult(page, 2, 'Düşük risk');
    expect(posts.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([paths.selfTest]);
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await whenHydrated(page);
    await expectChecked(page, scores);
    // The third answer moved to 'Neredeyse her zaman': 2 + 3 = 5, computed here.
    await answer(page, [null, null, 3]);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expectResult(page, 5, 'Orta risk');
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });
});

test.describe('the self-test without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server, which answers each band with the answers kept and none in the address', async ({ page }) => {
    await page.goto(paths.selfTest);
    for (const { scores, total, band } of readers) {
      await answer(page, scores);
      await page.getByRole('button', { name: 'Sonucu Göster' }).click();
      await expectResult(page, total, band);
      await expectChecked(page, scores);
      expect(new URL(page.url()).pathname).toBe(paths.selfTest);
      expect(new URL(page.url()).search).toBe('');
    }
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a skipped question gets a Turkish message beside it, and the other answers are kept', async ({ page }) => {
    await page.goto(paths.selfTest);
    const given: Array<Score | null> = [1, 3, null, 0, 2, 0, 1, 0, 2];
    await answer(page, given);
    await page.getByRole('button', { name: 'Sonucu Göster' }).click();
    await expect(question(page, 3).getByText(MISSING)).toBeVisible();
    await expect(page.getByText(MISSING)).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Yanıtlanmamış soru: 3.');
    await expectChecked(page, given);
    await expect(page.getByRole('heading', { level: 2, name: /^Sonucunuz/ })).toHaveCount(0);
  });
});

/** The planner's figures by hand: (30,000 − 17,000) × 4 % = 520 a month; × 12 / 52 = 120 a week; 260 and 60 spins
 * of 2 TL; 2 × 600 × 0.04 = 48 an hour, so 120 lasts 2.5 hours: capped at 60 minutes. */
async function fillPlan(page: Page, bet = '2') {
  const main = page.getByRole('main');
  await main.getByLabel('Aylık net gelir (TL)').fill('30.000');
  await main.getByLabel('Sabit giderler (TL)').fill('17000');
  await main.getByLabel('Eğlence payı (%)').fill('4');
  await main.getByLabel('Dönüş başına bahis (TL)').fill(bet);
  await main.getByRole('button', { name: 'Planı Hesapla' }).click();
}

async function expectPlan(page: Page, rows: Record<string, string>) {
  const plan = page.getByTestId('spending-plan');
  for (const [term, value] of Object.entries(rows)) {
    await expect(plan.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}

test.describe('the spending planner', () => {
  test('with JavaScript the form is a client navigation to a saved address, and computes again in place', async ({ page }) => {
    await page.goto(paths.spendingPlanner);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await fillPlan(page);
    await expect(page).toHaveURL(`${paths.spendingPlanner}?gelir=30.000&gider=17000&pay=4&bahis=2`);
    await expectPlan(page, {
      'Aylık kayıp sınırı': '520,00 TL',
      'Haftalık kayıp sınırı': '120,00 TL',
      'Oturum süresi sınırı': '60 dakika',
      '2,00 TL bahisle aylık sınır': '260 dönüş',
      '2,00 TL bahisle haftalık sınır': '60 dönüş',
    });
    // A bet of 10: 240 an hour, 120 / 240 × 60 = 30 minutes; 52 and 12 spins.
    await page.getByRole('main').getByLabel('Dönüş başına bahis (TL)').fill('10');
    await page.getByRole('main').getByRole('button', { name: 'Planı Hesapla' }).click();
    await expect(page).toHaveURL(/bahis=10$/);
    await expectPlan(page, { 'Oturum süresi sınırı': '30 dakika', '10,00 TL bahisle aylık sınır': '52 dönüş', '10,00 TL bahisle haftalık sınır': '12 dönüş' });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
    // Back: the previous plan, its fields and figures.
    await page.goBack();
    await expect(page.getByRole('main').getByLabel('Dönüş başına bahis (TL)')).toHaveValue('2');
    await expectPlan(page, { 'Oturum süresi sınırı': '60 dakika' });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the GET form asks the server, and a wrong field gets a Turkish message beside it', async ({ page }) => {
      await page.goto(paths.spendingPlanner);
      await fillPlan(page);
      await expect(page).toHaveURL(`${paths.spendingPlanner}?gelir=30.000&gider=17000&pay=4&bahis=2`);
      await expectPlan(page, { 'Aylık kayıp sınırı': '520,00 TL', 'Haftalık kayıp sınırı': '120,00 TL', 'Oturum süresi sınırı': '60 dakika' });
      await page.getByRole('main').getByLabel('Eğlence payı (%)').fill('150');
      await page.getByRole('main').getByRole('button', { name: 'Planı Hesapla' }).click();
      await expect(page.getByRole('main').getByLabel('Eğlence payı (%)')).toHaveAccessibleDescription(/Eğlence payı 0'dan büyük ve en fazla 100 olmalı\./);
      await expect(page.getByRole('main').getByLabel('Eğlence payı (%)')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('main').getByLabel('Aylık net gelir (TL)')).toHaveValue('30.000');
    });
  });
});

test('the tools are linked from the footer and the bonus wagering calculator\'s result', async ({ page }) => {
  await page.goto(paths.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Kendini Test Et' })).toHaveAttribute('href', paths.selfTest);
  await expect(footer.getByRole('link', { name: 'Bütçe Planlayıcı' })).toHaveAttribute('href', paths.spendingPlanner);
  await page.goto(`${paths.calculator('bonus-cevrim')}?bonus=250&cevrim=30`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Bütçe Planlayıcı' })).toHaveAttribute('href', paths.spendingPlanner);
  await page.getByRole('main').getByRole('link', { name: 'kendinizi test edin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kendini Test Et' })).toBeVisible();
});
