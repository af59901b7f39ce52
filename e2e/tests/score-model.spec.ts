import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const url = paths.calculator('skor-tahmini');
const result = (page: Page) => page.getByTestId('score-model-result');
const outcomes = (page: Page) => page.getByRole('table', { name: 'Maç sonucu (1X2)' }).getByRole('row');

// The expected figures for λ = 1.5, μ = 1.1, ρ = 0 come from an independent Python script: a double sum of
// exp(−λ)λ^i/i! · exp(−μ)μ^j/j! over 0..59 goals a side (math.exp, math.factorial), split by i > j, i = j, i < j:
// 1 = 0.4642442, X = 0.2576672, 2 = 0.2780886. Fair odds 1/p: 2.154, 3.881, 3.596. Edges p × odds − 1 at
// 2.10 / 3.40 / 3.80: −0.02509, −0.12393, +0.05674. Totals by hand: λ + μ = 2.6, under 2.5 = e^−2.6 (1 + 2.6 + 3.38)
// = 0.0742736 × 6.98 = 0.5184296. Both score: (1 − e^−1.5)(1 − e^−1.1) = 0.7768698 × 0.6671289 = 0.5182723.
async function expectModel(page: Page) {
  await expect(outcomes(page)).toHaveText([
    /Sonuç\s*Olasılık\s*Adil oran\s*Bahisçi oranı\s*Avantaj/,
    /Ev sahibi kazanır\s*46,42%\s*2,15\s*2,10\s*-2,51%/,
    /Beraberlik\s*25,77%\s*3,88\s*3,40\s*-12,39%/,
    /Deplasman kazanır\s*27,81%\s*3,60\s*3,80\s*\+5,67%/,
  ]);
  await expect(result(page)).toContainText('2,5 Alt51,84%');
  await expect(result(page)).toContainText('2,5 Üst48,16%');
  await expect(result(page)).toContainText('KG Var51,83%');
  // Modes: Pois(·; 1.5) peaks at 1 (1.5/1 > 1 > 1.5/2), Pois(·; 1.1) at 1.
  await expect(result(page)).toContainText('En olası skor1–1');
}

test.describe('score model calculator', () => {
  test('xG 1,5 and 1,1 against odds 2,10 / 3,40 / 3,80: probabilities, fair odds and edges, and the link reopens it', async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Skor Tahmini (Poisson / Dixon–Coles)' })).toBeVisible();
    await page.getByLabel('Ev sahibi beklenen gol (xG)').fill('1,5');
    await page.getByLabel('Deplasman beklenen gol (xG)').fill('1.1');
    await page.getByLabel('Bahisçi oranı: 1').fill('2,10');
    await page.getByLabel('Bahisçi oranı: X').fill('3,40');
    await page.getByLabel('Bahisçi oranı: 2').fill('3,80');
    await expect(result(page)).toHaveAttribute('aria-live', 'polite');
    await expectModel(page);
    await expect(page.getByRole('table', { name: /^Skor olasılıkları/ }).getByRole('row')).toHaveCount(8);

    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByLabel('Bahisçi oranı: X')).toHaveValue('3,40');
    await expectModel(again);
  });

  test('a ρ that would make a low score negative is refused with its allowed interval', async ({ page }) => {
    // λ = 2, μ = 1.5: −1/2 ≤ ρ ≤ 1/(2 × 1.5) = 0.333; 0.4 makes τ(0,0) = 1 − 3 × 0.4 = −0.2.
    await page.goto(`${url}?ev=2&dep=1,5&rho=0,4`);
    const rho = page.getByLabel('Dixon–Coles ρ');
    await expect(rho).toHaveAttribute('aria-invalid', 'true');
    await expect(rho).toHaveAccessibleDescription(/ρ -0,500 ile 0,333 arasında olmalı/);
    await expect(page.getByTestId('score-model-result')).toContainText('ρ -0,500 ile 0,333 arasında olmalı');
  });
});
