import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { currentQuery, expectGetFormTo, renderPage, tableRows } from '../../components/render-page.test-support.tsx';
import { ScoreModelPage } from './score-model-page.tsx';

const url = paths.calculator('skor-tahmini');
const result = () => screen.getByTestId('score-model-result').textContent ?? '';

// λ = μ = 1 by hand: P(draw) = e^−2 · Σ 1/(k!)² = 0.1353353 × (1 + 1 + 1/4 + 1/36 + 1/576 + 1/14400 + …)
// = 0.1353353 × 2.2795853 = 0.3085083; each win (1 − 0.3085083) / 2 = 0.3457458.
// Fair odds 1 / 0.3457458 = 2.89, 1 / 0.3085083 = 3.24.

describe('ScoreModelPage', () => {
  it('shows the heading, the formula and a GET form whose fields carry the query keys', () => {
    renderPage(ScoreModelPage, url);
    screen.getByRole('heading', { level: 1, name: 'Skor Tahmini (Poisson / Dixon–Coles)' });
    expect(screen.getByText('Formül ve örnek').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('score-model-result').getAttribute('aria-live')).toBe('polite');
    expectGetFormTo(url);
    const labels = [
      'Ev sahibi beklenen gol (xG)',
      'Deplasman beklenen gol (xG)',
      'Dixon–Coles ρ',
      'Bahisçi oranı: 1',
      'Bahisçi oranı: X',
      'Bahisçi oranı: 2',
    ];
    expect(labels.map((label) => screen.getByLabelText(label).getAttribute('name'))).toEqual(['ev', 'dep', 'rho', 'o1', 'ox', 'o2']);
  });

  it('gives λ = μ = 1 its 1X2, totals, both-score and grid, and the URL reopens it', async () => {
    const user = renderPage(ScoreModelPage, url);
    await user.type(screen.getByLabelText('Ev sahibi beklenen gol (xG)'), '1');
    await user.type(screen.getByLabelText('Deplasman beklenen gol (xG)'), '1,0');
    expect(tableRows(/^Maç sonucu/)).toEqual([
      'Sonuç|Olasılık|Adil oran',
      'Ev sahibi kazanır|34,57%|2,89',
      'Beraberlik|30,85%|3,24',
      'Deplasman kazanır|34,57%|2,89',
    ]);
    // Total goals are Poisson(2), e^−2 = 0.1353353: under 1.5 = 3e^−2 = 40.60%; under 2.5 = 5e^−2 = 67.67%;
    // under 3.5 = (1 + 2 + 2 + 4/3)e^−2 = (19/3)e^−2 = 85.71%. Fair odds 1 ÷ p: 1/0.5940 = 1.68, 1/0.4060 = 2.46,
    // 1/0.3233 = 3.09, 1/0.6767 = 1.48, 1/0.1429 = 7.00, 1/0.8571 = 1.17.
    // Both score: (1 − e^−1)² = 0.6321206² = 0.3995764, fair 2.50; not: 0.6004236, fair 1.67.
    expect(tableRows(/^Alt\/üst/)).toEqual([
      'Bahis|Olasılık|Adil oran',
      '1,5 Üst|59,40%|1,68',
      '1,5 Alt|40,60%|2,46',
      '2,5 Üst|32,33%|3,09',
      '2,5 Alt|67,67%|1,48',
      '3,5 Üst|14,29%|7,00',
      '3,5 Alt|85,71%|1,17',
      'KG Var|39,96%|2,50',
      'KG Yok|60,04%|1,67',
    ]);
    // 0–0, 1–0, 0–1 and 1–1 are all e^−2 = 13.53%: the tie goes to fewer goals.
    expect(result()).toContain('En olası skor0–0 (13,53%)');
    const grid = tableRows(/^Skor olasılıkları/);
    expect(grid[0]).toBe('Ev sahibi golü / deplasman golü|0|1|2|3|4|5|6+');
    // 2–0 and 2–1: (e^−1 / 2) × e^−1 = 6.77%; 6+–0: (1 − e^−1 × 2.7166667) × e^−1 = 0.00059418 × 0.3678794 = 0.02%.
    expect(grid[3]?.split('|').slice(0, 3)).toEqual(['2', '6,77%', '6,77%']);
    expect(grid[7]?.split('|')[0]).toBe('6+');
    expect(grid[7]?.split('|')[1]).toBe('0,02%');
    const shared = `${url}?${currentQuery().toString()}`;
    cleanup();
    renderPage(ScoreModelPage, shared);
    expect(screen.getByLabelText('Deplasman beklenen gol (xG)')).toHaveProperty('value', '1,0');
    expect(result()).toContain('Beraberlik30,85%3,24');
  });

  it('gives the edge against the bookmaker’s odds for each outcome', () => {
    renderPage(ScoreModelPage, `${url}?ev=1&dep=1&o1=3&ox=3,3&o2=2.5`);
    // p × odds − 1: 0.3457458 × 3 − 1 = +3.72%; 0.3085083 × 3.3 − 1 = +1.81%; 0.3457458 × 2.5 − 1 = −13.56%.
    expect(tableRows(/^Maç sonucu/)).toEqual([
      'Sonuç|Olasılık|Adil oran|Bahisçi oranı|Avantaj',
      'Ev sahibi kazanır|34,57%|2,89|3,00|+3,72%',
      'Beraberlik|30,85%|3,24|3,30|+1,81%',
      'Deplasman kazanır|34,57%|2,89|2,50|-13,56%',
    ]);
  });

  it('applies Dixon–Coles ρ = −0,1 to the low scores', () => {
    renderPage(ScoreModelPage, `${url}?ev=1&dep=1&rho=${encodeURIComponent('−0,1')}`);
    // τ(0,0) = τ(1,1) = 1.1: the draw gains 2 × 0.1 × e^−2 = 0.0270671 → 33.56%; τ(1,0) = τ(0,1) = 0.9: each win
    // loses 0.1 × e^−2 = 0.0135335 → 33.22%. 0–0 = 1.1 × 13.53% = 14.89%, still the likeliest.
    expect(tableRows(/^Maç sonucu/)[2]).toBe('Beraberlik|33,56%|2,98');
    expect(tableRows(/^Maç sonucu/)[1]).toBe('Ev sahibi kazanır|33,22%|3,01');
    expect(result()).toContain('En olası skor0–0 (14,89%)');
  });

  it.each([
    ['ev=0', 'Ev sahibi beklenen gol (xG)', 'Ev sahibi beklenen gol sıfırdan büyük olmalı.'],
    ['dep=6,5', 'Deplasman beklenen gol (xG)', 'Deplasman beklenen gol en fazla 6 olabilir.'],
    ['rho=abc', 'Dixon–Coles ρ', 'Geçerli bir sayı girin (ör. 2,10 ya da 2.10).', 'Dixon–Coles ρ için bir sayı girin.'],
    ['o2=x', 'Bahisçi oranı: 2', 'Geçerli bir sayı girin (ör. 2,10 ya da 2.10).', 'Bahisçi oranı (2) için bir sayı girin.'],
    // λ = 2, μ = 1.5: ρ ≤ 1/(2 × 1.5) = 0.333 and ρ ≥ −1/2.
    [
      'rho=0,4',
      'Dixon–Coles ρ',
      'Bu beklenen gollerle ρ -0,500 ile 0,333 arasında olmalı; bu aralığın dışında düşük skorlardan birinin olasılığı eksiye düşer.',
    ],
    ['o1=1', 'Bahisçi oranı: 1', "Bahisçi oranı (1) 1'den büyük olmalı."],
  ])('puts the message for %s under its field and in the result, and never prints NaN', (change, label, message, inResult = message) => {
    const query = new URLSearchParams({ ev: '2', dep: '1,5' });
    const [key = '', value = ''] = change.split('=');
    query.set(key, value);
    renderPage(ScoreModelPage, `${url}?${query.toString()}`);
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(message);
    expect(isInaccessible(hint!)).toBe(false);
    expect(result()).toContain(inResult);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
