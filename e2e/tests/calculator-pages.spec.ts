import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';
import { wcagViolations } from '../axe.ts';

/** Opens the page's current address (what a shared link carries) in a new tab of the same browser. */
async function openSharedLink(page: Page): Promise<Page> {
  const again = await page.context().newPage();
  await again.goto(page.url());
  return again;
}

const backLink = (page: Page) => page.getByRole('link', { name: 'Tüm Hesaplayıcılar' });

test.describe('calculator pages', () => {
  test('fair odds: 1,80 / 2.00 has a 5,56% margin, fair odds 1,90 / 2,11 multiplicatively and 1,89 / 2,13 by the balanced book', async ({ page }) => {
    await page.goto(paths.calculator('adil-oran'));
    await expect(page.getByRole('heading', { level: 1, name: 'Adil Oran (Marj Kaldırma) Hesaplayıcı' })).toBeVisible();
    await expect(backLink(page)).toHaveAttribute('href', paths.calculators);
    // Key by key, as a reader types: each key is a write to the URL, which arrives in a transition the next key may
    // interrupt (a state set in an interrupted render once put '1,80' back to '1' and it came out as '80').
    for (const [field, odds] of [['1. Sonuç Oranı', '1,80'], ['2. Sonuç Oranı', '2.00']] as const) {
      await page.getByLabel(field).pressSequentially(odds);
      await expect(page.getByLabel(field)).toHaveValue(odds);
    }
    const check = async (p: Page) => {
      const result = p.getByTestId('fair-odds-result');
      // By hand: 1/1.8 + 1/2 = 19/18 → 5.56%; 10/19 = 52.63% → 1.90; 9/19 = 47.37% → 2.11.
      await expect(result).toContainText('Bahisçi marjı (overround): 5,56%');
      const multiplicative = p.getByRole('table', { name: /^Çarpımsal/ });
      await expect(multiplicative.getByRole('row')).toHaveText([/Sonuç/, /1,80\s*52,63%\s*1,90/, /2,00\s*47,37%\s*2,11/]);
      await expect(p.getByRole('table', { name: /^Toplamsal/ })).toContainText('52,78%');
      // By hand: z = 19/18 − 1 = 1/18; (5/9 − 1/18) / (17/18) = 9/17 = 52.94% → 1.89; 8/17 = 47.06% → 17/8 = 2.125 → 2,13.
      const balanced = p.getByRole('table', { name: /^Dengeli defter \(Fingleton–Waldron\) \(z = 0,0556\)/ });
      await expect(balanced.getByRole('row')).toHaveText([/Sonuç/, /1,80\s*52,94%\s*1,89/, /2,00\s*47,06%\s*2,13/]);
    };
    await check(page);
    await page.getByRole('button', { name: 'Sonuç Ekle' }).click();
    await expect(page.getByLabel('3. Sonuç Oranı')).toBeVisible();
    await page.getByRole('button', { name: 'Sonuç Çıkar' }).click();
    await expect(page.getByLabel('3. Sonuç Oranı')).toHaveCount(0);
    await check(await openSharedLink(page));
  });

  test('matched betting: a 10 TL qualifying bet at 3,00 laid at 3,10 with 2% commission', async ({ page }) => {
    await page.goto(paths.calculator('eslesen-bahis'));
    await expect(page.getByRole('heading', { level: 1, name: /Eşleşen Bahis/ })).toBeVisible();
    await page.getByLabel('Back bahis tutarı (TL)').fill('10');
    await page.getByLabel('Back oranı').fill('3,00');
    await page.getByLabel('Lay oranı').fill('3.10');
    await page.getByLabel('Borsa komisyonu (%)').fill('2');
    const result = page.getByTestId('matched-result');
    // By hand: 30 / 3.08 = 9.74; liability 9.7403 × 2.1 = 20.45; −0.45 both ways.
    await expect(result).toContainText('Lay yatırımı: 9,74 TL');
    await expect(result).toContainText('Sorumluluk20,45 TL');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilir (SR)' }).check();
    // By hand: the same lay stake; back wins 30 − 20.45 = 9.55; lay wins 9.7403 × 0.98 = 9.55.
    await expect(result).toContainText('Back bahis kazanırsa kâr9,55 TL');
    const again = await openSharedLink(page);
    await expect(again.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilir (SR)' })).toBeChecked();
    await expect(again.getByTestId('matched-result')).toContainText('Lay bahis kazanırsa kâr9,55 TL');
  });

  test('hedge: 100 TL at 3,00 hedged at 2,00 locks 50 TL', async ({ page }) => {
    await page.goto(paths.calculator('hedge'));
    await page.getByLabel('Bahis tutarı (TL)').fill('100');
    await page.getByLabel('Bahsin oranı').fill('3,00');
    await page.getByLabel('Karşı sonucun güncel oranı').fill('2');
    // By hand: 300 / 2 = 150; 300 − 250 = 50.
    await expect(page.getByTestId('hedge-result')).toContainText('Kâr kilitlendi: 50,00 TL');
    await expect(page.getByTestId('hedge-result')).toContainText('Hedge yatırımı150,00 TL');
    await page.getByLabel('Bahsin oranı').fill('0');
    // The rule's sentence names the field both under it and in the result.
    await expect(page.getByLabel('Bahsin oranı')).toHaveAccessibleDescription("Bahsin oranı 1'den büyük olmalı.");
    await expect(page.getByTestId('hedge-result')).toHaveText("Bahsin oranı 1'den büyük olmalı.");
    await expect(page.getByTestId('hedge-result')).not.toContainText('NaN');
    await page.getByLabel('Bahsin oranı').fill('3');
    const again = await openSharedLink(page);
    await expect(again.getByTestId('hedge-result')).toContainText('Kâr kilitlendi: 50,00 TL');
  });

  test('dutching: 90 TL over 3 / 4 / 6 returns 120 TL', async ({ page }) => {
    await page.goto(paths.calculator('dutching'));
    await page.getByRole('button', { name: 'Seçim Ekle' }).click();
    await page.getByLabel('1. Seçim Oranı').fill('3');
    await page.getByLabel('2. Seçim Oranı').fill('4');
    await page.getByLabel('3. Seçim Oranı').fill('6');
    await page.getByLabel('Toplam bahis tutarı (TL)').fill('90');
    const check = async (p: Page) => {
      const result = p.getByTestId('dutching-result');
      // By hand: Σ 1/odds = 0.75; 90 / 0.75 = 120; stakes 40, 30, 20; profit 30.
      await expect(result).toContainText('Eşit dönüş: 120,00 TL');
      for (const stake of ['40,00 TL', '30,00 TL (33,33%)', '20,00 TL']) await expect(result).toContainText(stake);
    };
    await check(page);
    await check(await openSharedLink(page));
  });

  test('bonus wagering: 250 TL at 30x with a 50 TL maximum bet needs 7.500 TL in 150 bets', async ({ page }) => {
    await page.goto(paths.calculator('bonus-cevrim'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bonus Çevrim Hesaplayıcı' })).toBeVisible();
    await page.getByLabel('Bonus tutarı (TL)').fill('250');
    await page.getByLabel('Çevrim katı (x)').fill('30');
    await page.getByLabel('Maksimum bahis (TL)').fill('50');
    const check = async (p: Page) => {
      const result = p.getByTestId('wagering-result');
      // By hand: 30 × 250 = 7,500; / 50 = 150; loss 7,500 × 0.04 = 300; value 250 − 300 = −50.
      await expect(result).toContainText('Gereken çevrim: 7.500,00 TL');
      await expect(result).toContainText('Maksimum bahisle bahis sayısı150');
      await expect(result).toContainText('Bonusun beklenen değeri-50,00 TL');
    };
    await check(page);
    await check(await openSharedLink(page));
  });

  test('an unknown calculator answers 404 with a Turkish message', async ({ page }) => {
    const response = await page.goto('/bahis-hesaplayici/yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Hesaplayıcı bulunamadı.')).toBeVisible();
  });

  test("the home page's 'Çevrimi Hesapla' opens the wagering calculator with the first casino's terms", async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('link', { name: 'Çevrimi Hesapla' }).first().click();
    await expect(page).toHaveURL(/\/bahis-hesaplayici\/bonus-cevrim\?/);
    await expect(page.getByLabel('Bonus tutarı (TL)')).toHaveValue('250');
    await expect(page.getByLabel('Çevrim katı (x)')).toHaveValue('30');
    await expect(page.getByRole('radio', { name: 'Yalnızca bonusa' })).toBeChecked();
    await expect(page.getByLabel('Maksimum bahis (TL)')).toHaveValue('50');
    const result = page.getByTestId('wagering-result');
    // By hand: 30 × 250 = 7,500 on the bonus; 7,500 / 50 = 150 bets at the maximum bet.
    await expect(result).toContainText('Gereken çevrim: 7.500,00 TL');
    await expect(result).toContainText('Maksimum bahisle bahis sayısı150');
  });
});

test.describe('calculator pages: accessibility', () => {
  // Each page with a result on screen, so the result region and the tables are checked too.
  const filled = [
    `${paths.calculator('adil-oran')}?n=3&o1=1.1&o2=6&o3=50`,
    `${paths.calculator('eslesen-bahis')}?tur=snr&tutar=50&back=3&lay=3.05&komisyon=5`,
    `${paths.calculator('hedge')}?tutar=100&oran=3&karsi=2`,
    `${paths.calculator('dutching')}?n=3&o1=3&o2=4&o3=6&tutar=90`,
    `${paths.calculator('bonus-cevrim')}?bonus=250&cevrim=30&maxbahis=50`,
  ];
  for (const url of filled) {
    test(`${url} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Hesaplayıcı/);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test('the bet type is chosen with the arrow keys and the formula opens with Enter', async ({ page }) => {
    await page.goto(`${paths.calculator('eslesen-bahis')}?tutar=10&back=3&lay=3.1`);
    await page.getByRole('radio', { name: 'Normal bahis (qualifying)' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilmez (SNR)' })).toBeChecked();
    // By hand: 10 × 2 / 3.08 = 6.49.
    await expect(page.getByTestId('matched-result')).toContainText('Lay yatırımı: 6,49 TL');
    await page.getByText('Formül ve örnek').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Örnek \(normal bahis\)/)).toBeVisible();
  });
});
