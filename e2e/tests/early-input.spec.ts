import { paths } from 'shared-data';
import { appStarted, expect, holdScripts, test } from '../fixtures.ts';

/** A reader on a phone who types into a calculator before its code has arrived. */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('typing into a calculator before its code arrives', () => {
  test('surebet odds typed early are kept and computed once the code arrives: 2,10 / 2.10 on 100 TL gives 5,00 TL', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.calculators, { waitUntil: 'commit' });
    const surebet = page.getByRole('region', { name: /Surebet/ });
    await surebet.getByLabel('1. Sonuç Oranı').fill('2,10');
    await surebet.getByLabel('2. Sonuç Oranı').fill('2.10');
    // Nothing has run yet: what was typed is only in the fields.
    expect(await appStarted(page)).toBe(false);
    release();
    const result = surebet.getByTestId('surebet-result');
    await expect(result).toContainText('Arbitraj Fırsatı Var! Kâr: 5,00 TL (5,00%)', { timeout: 40_000 });
    await expect(surebet.getByLabel('1. Sonuç Oranı')).toHaveValue('2,10');
    await expect(surebet.getByLabel('2. Sonuç Oranı')).toHaveValue('2.10');
  });

  test("a calculator page's fields typed early are kept and computed: 100 TL at 3,00 hedged at 2,50 locks 80,00 TL", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.calculator('hedge'), { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByLabel('Bahis tutarı (TL)').fill('100');
    await main.getByLabel('Bahsin oranı').fill('3,00');
    await main.getByLabel('Karşı sonucun güncel oranı').fill('2,50');
    expect(await appStarted(page)).toBe(false);
    release();
    // Worked by hand: hedge stake 100 x 3,00 / 2,50 = 120; either way 300 back on 220 staked.
    const result = page.getByTestId('hedge-result');
    await expect(result).toContainText('Kâr kilitlendi: 80,00 TL', { timeout: 40_000 });
    await expect(result).toContainText('120,00 TL');
    await expect(main.getByLabel('Bahsin oranı')).toHaveValue('3,00');
  });
});
