import { expect, test, type Page } from '../fixtures.ts';

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });

/** Opens the URL the page shows now in a new tab, as a shared link would be opened. */
async function openShared(page: Page): Promise<Page> {
  const again = await page.context().newPage();
  await again.goto(page.url());
  await expect(again.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  return again;
}

test.describe('calculators page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  });

  test('lists every calculator: in-page sections and pages of their own', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Tüm hesaplayıcılar' });
    await expect(nav.getByRole('link')).toHaveCount(12);
    await nav.getByRole('link', { name: 'Oran Dönüştürücü' }).click();
    await expect(page).toHaveURL(/#oran-donusturucu$/);
    await expect(region(page, /Oran Dönüştürücü/)).toBeInViewport();
    await nav.getByRole('link', { name: 'Hedge' }).click();
    await expect(page).toHaveURL(/\/bahis-hesaplayici\/hedge$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hedge');
  });

  test('surebet: 2,10 / 2.10 with 100 TL gives 50/50 and 5,00 TL profit', async ({ page }) => {
    const surebet = region(page, /Surebet/);
    await expect(surebet.getByLabel('Toplam Yatırım (TL)')).toHaveValue('100');
    await surebet.getByLabel('1. Sonuç Oranı').fill('2,10');
    await surebet.getByLabel('2. Sonuç Oranı').fill('2.10');
    const result = surebet.getByTestId('surebet-result');
    await expect(result).toContainText('Arbitraj Fırsatı Var! Kâr: 5,00 TL (5,00%)');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expect(result.getByText('50,00 TL', { exact: true })).toHaveCount(2);
  });

  test('surebet: three outcomes 3.2 / 3.6 / 3.4 and the add/remove bounds', async ({ page }) => {
    const surebet = region(page, /Surebet/);
    const add = surebet.getByRole('button', { name: 'Sonuç Ekle' });
    const remove = surebet.getByRole('button', { name: 'Sonuç Çıkar' });
    await expect(remove).toBeDisabled();
    await add.click();
    await expect(add).toBeDisabled();
    await surebet.getByLabel('1. Sonuç Oranı').fill('3.2');
    await surebet.getByLabel('2. Sonuç Oranı').fill('3.6');
    await surebet.getByLabel('3. Sonuç Oranı').fill('3.4');
    const result = surebet.getByTestId('surebet-result');
    await expect(result).toContainText('Kâr: 13,07 TL (13,07%)');
    for (const stake of ['35,33 TL', '31,41 TL', '33,26 TL']) await expect(result).toContainText(stake);
    await remove.click();
    await expect(remove).toBeDisabled();
    await expect(add).toBeEnabled();
  });

  test('surebet: no arbitrage at 1.90 / 1.90', async ({ page }) => {
    const surebet = region(page, /Surebet/);
    await surebet.getByLabel('1. Sonuç Oranı').fill('1.90');
    await surebet.getByLabel('2. Sonuç Oranı').fill('1.90');
    await expect(surebet.getByTestId('surebet-result')).toContainText('Arbitraj Fırsatı Yok');
  });

  test('surebet: commission and 5 TL rounding by keyboard, copied, and reopened from the link', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const surebet = region(page, /Surebet/);
    await surebet.getByLabel('1. Sonuç Oranı').fill('2,10');
    await surebet.getByLabel('2. Sonuç Oranı').fill('2,10');
    await surebet.getByLabel('1. Sonuç Komisyonu (%)').fill('5');
    await surebet.getByLabel('Yatırım Yuvarlama').selectOption({ label: '5 TL' });
    // By hand: e1 = 2.045; 100 / S = 103.607; 50.66 → 50 and 49.34 → 50; returns 102.25 and 105; guaranteed 2.25.
    const result = surebet.getByTestId('surebet-result');
    await expect(result).toContainText('Kâr: 3,61 TL (3,61%)');
    await expect(result).toContainText('1. sonuç kazanırsa dönüş / kâr102,25 TL / 2,25 TL');
    await expect(result).toContainText('Garanti kâr (yuvarlanmış yatırımlarla)2,25 TL (2,25%)');
    const copy = surebet.getByRole('button', { name: 'Sonucu Kopyala' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(surebet.getByRole('status')).toHaveText('Kopyalandı');
    const again = await openShared(page);
    const shared = region(again, /Surebet/);
    await expect(shared.getByLabel('Yatırım Yuvarlama')).toHaveValue('5');
    await expect(shared.getByTestId('surebet-result')).toContainText('Garanti kâr (yuvarlanmış yatırımlarla)2,25 TL (2,25%)');
    await again.close();
  });

  test('value bet: +EV and -EV verdicts with a hint for bad odds', async ({ page }) => {
    const value = region(page, /Değerli Bahis/);
    await value.getByLabel('Oran (Ondalık)').fill('2.5');
    await value.getByLabel('Tahmini Kazanma Olasılığı (%)').fill('50');
    await expect(value.getByTestId('value-result')).toContainText('Değerli Bahis! (+EV)');
    await expect(value.getByTestId('value-result')).toContainText('+25,00%');
    await value.getByLabel('Oran (Ondalık)').fill('1.5');
    await expect(value.getByTestId('value-result')).toContainText('Değerli Bahis Değil (-EV)');
    await expect(value.getByTestId('value-result')).toContainText('-25,00%');
    await expect(value.getByTestId('value-result')).toContainText('Kelly kriterine göre bu bahse yatırım yapılmamalı');
    await value.getByLabel('Oran (Ondalık)').fill('1');
    await expect(value.getByText("Bahis oranı 1'den büyük olmalı.")).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('value bet: fair odds and a bankroll give Kelly stakes, and the link reopens them', async ({ page }) => {
    const value = region(page, /Değerli Bahis/);
    const result = value.getByTestId('value-result');
    await value.getByLabel('Oran (Ondalık)').fill('2,50');
    await value.getByLabel('Tahmini Kazanma Olasılığı (%)').fill('50');
    await expect(result).toContainText('+25,00%');
    // By keyboard: from the checked choice, the arrow key moves to the next one.
    await value.getByRole('radio', { name: 'Kazanma olasılığı (%)' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(value.getByRole('radio', { name: 'Adil oran' })).toBeChecked();
    await value.getByLabel('Adil Oran (Ondalık)').fill('2');
    await value.getByLabel('Kasa (TL, isteğe bağlı)').fill('1000');
    // By hand: p = 0.5; f = (1.5 × 0.5 − 0.5) / 1.5 = 0.1667 → 166.67 TL; half 83.33; quarter 41.67.
    await expect(result).toContainText('Tam Kelly166,67 TL');
    await expect(result).toContainText('¼ Kelly41,67 TL');
    const again = await openShared(page);
    const shared = region(again, /Değerli Bahis/);
    await expect(shared.getByRole('radio', { name: 'Adil oran' })).toBeChecked();
    await expect(shared.getByTestId('value-result')).toContainText('½ Kelly83,33 TL');
    await again.close();
  });

  test('odds converter: defaults, conversions both ways and validation', async ({ page }) => {
    const odds = region(page, /Oran Dönüştürücü/);
    const decimal = odds.getByLabel('Ondalık Oran');
    const fractional = odds.getByLabel('Kesirli Oran');
    const american = odds.getByLabel('Amerikan Oran');
    await expect(decimal).toHaveValue('2.00');
    await expect(fractional).toHaveValue('1/1');
    await expect(american).toHaveValue('+100');
    await expect(odds.getByText('Evens (eşit oran)')).toBeVisible();
    await decimal.fill('1.80');
    await expect(fractional).toHaveValue('4/5');
    await expect(american).toHaveValue('-125');
    await decimal.fill('1,91');
    await expect(fractional).toHaveValue('91/100');
    await expect(american).toHaveValue('-110');
    await expect(odds.getByText('Bahisçilerdeki en yakın kesir: 10/11')).toBeVisible();
    await american.fill('+500');
    await expect(decimal).toHaveValue('6.00');
    await expect(fractional).toHaveValue('5/1');
    await fractional.fill('5/2');
    await expect(decimal).toHaveValue('3.50');
    await expect(american).toHaveValue('+250');
    await american.fill('0');
    await expect(odds.getByText(/Amerikan oranı \+100 ya da üstü/)).toBeVisible();
    await decimal.fill('1');
    await expect(odds.getByText('Ondalık oran 1,00’dan büyük olmalıdır; 1,00 hiç kazanç getirmez.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('odds converter: Asian formats and probability, reopened from the link', async ({ page }) => {
    const odds = region(page, /Oran Dönüştürücü/);
    await odds.getByLabel('Endonezya Oranı').fill('-1,25');
    // By hand: Indonesian −1.25 → 1 − 1 / −1.25 = 1.80; Malay 0.80; Hong Kong 0.80; 100 / 1.8 = 55.56.
    await expect(odds.getByLabel('Ondalık Oran')).toHaveValue('1.80');
    await expect(odds.getByLabel('Malay Oranı')).toHaveValue('0.80');
    await expect(odds.getByLabel('Hong Kong Oranı')).toHaveValue('0.80');
    await expect(odds.getByLabel('İma Edilen Olasılık (%)')).toHaveValue('55.56');
    const again = await openShared(page);
    const shared = region(again, /Oran Dönüştürücü/);
    await expect(shared.getByLabel('Endonezya Oranı')).toHaveValue('-1,25');
    await expect(shared.getByLabel('Kesirli Oran')).toHaveValue('4/5');
    await again.close();
  });
});
