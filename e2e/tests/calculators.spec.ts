import { expect, test, type Page } from '../fixtures.ts';

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('calculators page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/bahis-hesaplayici');
    await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();
  });

  test('surebet: 2,10 / 2.10 with 100 TL gives 50/50 and 5,00 TL profit', async ({ page }) => {
    const surebet = region(page, /Surebet/);
    await expect(surebet.getByLabel('Toplam Yatırım (TL)')).toHaveValue('100');
    await surebet.getByLabel('1. Sonuç Oranı').fill('2,10');
    await surebet.getByLabel('2. Sonuç Oranı').fill('2.10');
    const result = surebet.getByTestId('surebet-result');
    await expect(result).toContainText('Arbitraj Fırsatı Var! Kâr: 5,00 TL (5,00%)');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expect(result.getByText('50,00 TL')).toHaveCount(2);
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

  test('value bet: +EV and -EV verdicts with a hint for bad odds', async ({ page }) => {
    const value = region(page, /Değerli Bahis/);
    await value.getByLabel('Oran (Ondalık)').fill('2.5');
    await value.getByLabel('Tahmini Kazanma Olasılığı (%)').fill('50');
    await expect(value.getByTestId('value-result')).toContainText('Değerli Bahis! (+EV)');
    await expect(value.getByTestId('value-result')).toContainText('+25,00%');
    await value.getByLabel('Oran (Ondalık)').fill('1.5');
    await expect(value.getByTestId('value-result')).toContainText('Değerli Bahis Değil (-EV)');
    await expect(value.getByTestId('value-result')).toContainText('-25,00%');
    await value.getByLabel('Oran (Ondalık)').fill('1');
    await expect(value.getByText("Oran 1'den büyük olmalı (ör. 2,50).")).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('odds converter: defaults, conversions both ways and validation', async ({ page }) => {
    const odds = region(page, /Oran Dönüştürücü/);
    const decimal = odds.getByLabel('Ondalık Oran');
    const fractional = odds.getByLabel('Kesirli Oran');
    const american = odds.getByLabel('Amerikan Oran');
    await expect(decimal).toHaveValue('2.00');
    await expect(fractional).toHaveValue('1/1');
    await expect(american).toHaveValue('+100');
    await decimal.fill('1.80');
    await expect(fractional).toHaveValue('4/5');
    await expect(american).toHaveValue('-125');
    await decimal.fill('1,91');
    await expect(fractional).toHaveValue('91/100');
    await expect(american).toHaveValue('-110');
    await american.fill('+500');
    await expect(decimal).toHaveValue('6.00');
    await expect(fractional).toHaveValue('5/1');
    await fractional.fill('5/2');
    await expect(decimal).toHaveValue('3.50');
    await expect(american).toHaveValue('+250');
    await american.fill('0');
    await expect(odds.getByText(/Amerikan oran sıfırdan farklı bir tam sayı olmalı/)).toBeVisible();
    await decimal.fill('1');
    await expect(odds.getByText(/Ondalık oran 1,00'den büyük olmalı/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NaN');
  });
});
