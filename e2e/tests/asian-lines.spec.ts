import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const url = paths.calculator('asya-handikap');
const result = (page: Page) => page.getByTestId('asian-lines-result');
const table = (page: Page) => page.getByRole('table', { name: /^Her/ });

test.describe('Asian handicap and totals calculator', () => {
  test('a quarter-line handicap: 100 TL on home −0,75 at 1,90 with 2–1 is half won, and the link reopens it', async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Asya Handikap ve Alt/Üst Hesaplayıcı' })).toBeVisible();
    await page.getByLabel('Çizgi', { exact: true }).fill('-0,75');
    await page.getByLabel('Oran', { exact: true }).fill('1,90');
    await page.getByLabel('Bahis tutarı (TL)').fill('100');
    await page.getByLabel('Ev sahibi golü').fill('2');
    await page.getByLabel('Deplasman golü').fill('1');
    // By hand: −0.75 = −0.5 and −1. At +1 the −0.5 half wins 50 × 1.90 = 95, the −1 half pushes 50: 145, net 45.
    await expect(result(page)).toContainText('SonuçYarım kazandı');
    await expect(result(page)).toContainText('Geri dönen145,00 TL');
    await expect(result(page)).toContainText('Net kâr45,00 TL');
    await expect(result(page)).toHaveAttribute('aria-live', 'polite');
    // By hand: +2 wins both halves, 2 × 95 = 190; a draw loses both.
    await expect(table(page).getByRole('row', { name: /^\+2/ })).toContainText('Kazandı190,00 TL90,00 TL');
    await expect(table(page).getByRole('row', { name: /^0 / })).toContainText('Kaybetti0,00 TL-100,00 TL');

    await page.getByLabel('Ev sahibi golü').fill('3');
    // By hand: 3–1 is +2: both halves win, 190 back.
    await expect(result(page)).toContainText('SonuçKazandı');
    await expect(result(page)).toContainText('Geri dönen190,00 TL');
    await page.getByLabel('Deplasman golü').fill('3');
    // By hand: 3–3: margins −0.5 and −1, both lose.
    await expect(result(page)).toContainText('SonuçKaybetti');
    await expect(result(page)).toContainText('Net kâr-100,00 TL');
    await page.getByLabel('Deplasman golü').fill('1');
    await page.getByLabel('Ev sahibi golü').fill('2');
    await expect(result(page)).toContainText('Geri dönen145,00 TL');

    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByLabel('Çizgi', { exact: true })).toHaveValue('-0,75');
    await expect(result(again)).toContainText('SonuçYarım kazandı');
    await expect(result(again)).toContainText('Net kâr45,00 TL');
  });

  test('a line off the quarter steps is explained under the field', async ({ page }) => {
    await page.goto(`${url}?cizgi=0,3&oran=1,9&tutar=100&ev=1&dep=0`);
    const line = page.getByLabel('Çizgi', { exact: true });
    await expect(line).toHaveAttribute('aria-invalid', 'true');
    await expect(line).toHaveAccessibleDescription('Çizgi 0,25 gollük adımlarla girilmeli (ör. -0,75, 0, +0,5 ya da 2,25).');
    await expect(result(page)).toContainText('Çizgi 0,25 gollük adımlarla girilmeli');
  });
});

test.describe('Asian handicap and totals calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks the server, which answers with the result', async ({ page }) => {
    await page.goto(url);
    await page.getByLabel('Çizgi', { exact: true }).fill('-0,75');
    await page.getByLabel('Oran', { exact: true }).fill('1,90');
    await page.getByLabel('Bahis tutarı (TL)').fill('100');
    await page.getByLabel('Ev sahibi golü').fill('2');
    await page.getByLabel('Deplasman golü').fill('1');
    await page.getByRole('button', { name: 'Hesapla' }).click();
    await expect(page).toHaveURL(/cizgi=-0%2C75/);
    // By hand, as above: 50 × 1.90 + 50 = 145.
    await expect(result(page)).toContainText('SonuçYarım kazandı');
    await expect(result(page)).toContainText('Geri dönen145,00 TL');
    await expect(page.getByLabel('Oran', { exact: true })).toHaveValue('1,90');

    // The type and the side in one submission: over is the side chosen by default.
    await page.getByRole('radio', { name: 'Asya alt/üst (toplam gol)' }).check();
    await page.getByLabel('Çizgi', { exact: true }).fill('2,25');
    await page.getByRole('button', { name: 'Hesapla' }).click();
    // By hand: over 2.25 = 2 and 2.5; three goals win both, 2 × 50 × 1.90 = 190.
    await expect(result(page)).toContainText('SonuçKazandı');
    await expect(result(page)).toContainText('Geri dönen190,00 TL');
    await page.getByRole('radio', { name: 'Alt', exact: true }).check();
    await page.getByRole('button', { name: 'Hesapla' }).click();
    await expect(page).toHaveURL(/yon=alt/);
    // By hand: under 2.25 with three goals: 2 − 3 and 2.5 − 3 both lose.
    await expect(result(page)).toContainText('SonuçKaybetti');
    await expect(result(page)).toContainText('Net kâr-100,00 TL');
  });
});
