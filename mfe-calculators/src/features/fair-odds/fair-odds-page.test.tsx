import { cleanup, screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { FairOddsPage } from './fair-odds-page.tsx';

const url = paths.calculator('adil-oran');
const result = () => screen.getByTestId('fair-odds-result').textContent ?? '';
/** The body rows of a method's table as 'outcome|odds|probability|fair odds'. */
const rows = (method: string) =>
  within(screen.getByRole('table', { name: new RegExp(`^${method}`) }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join('|'));

describe('FairOddsPage', () => {
  it('shows the heading, the back link and two outcomes', () => {
    renderPage(FairOddsPage, url);
    screen.getByRole('heading', { level: 1, name: 'Adil Oran (Marj Kaldırma) Hesaplayıcı' });
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılar' }).getAttribute('href')).toBe(paths.calculators);
    screen.getByLabelText('2. Sonuç Oranı');
    expect(screen.getByRole('button', { name: 'Sonuç Çıkar' })).toBeDisabled();
  });

  it('removes the margin of 1,80 / 2.00 six ways, and the URL reopens it', async () => {
    const user = renderPage(FairOddsPage, url);
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '1,80');
    await user.type(screen.getByLabelText('2. Sonuç Oranı'), '2.00');
    // By hand: π = 5/9 and 1/2, Σπ = 19/18 = 1.0556, overround 5.56%.
    expect(result()).toContain('Bahisçi marjı (overround): 5,56%');
    // Multiplicative: (5/9) / (19/18) = 10/19 = 52.63% → 1.90; 9/19 = 47.37% → 2.11.
    expect(rows('Çarpımsal')).toEqual(['1.|1,80|52,63%|1,90', '2.|2,00|47,37%|2,11']);
    // Additive: each less (1/18) / 2 = 1/36: 19/36 = 52.78% → 36/19 = 1.89; 17/36 = 47.22% → 36/17 = 2.12.
    expect(rows('Toplamsal')).toEqual(['1.|1,80|52,78%|1,89', '2.|2,00|47,22%|2,12']);
    // Power: k = 1.0848 as (5/9)^1.0848 = e^(1.0848 × −0.58779) = 0.52855 and 0.5^1.0848 = e^(−0.75192) = 0.47146,
    // summing to 1; fair odds 1 / 0.52855 = 1.89 and 1 / 0.47146 = 2.12.
    expect(rows('Üssel')).toEqual(['1.|1,80|52,85%|1,89', '2.|2,00|47,15%|2,12']);
    expect(screen.getByRole('table', { name: /^Üssel/ }).textContent).toContain('k = 1,0848');
    // Shin with two outcomes takes the same off each side as the additive method (Štrumbelj 2014): 52.78% / 47.22%.
    expect(rows('Shin')).toEqual(['1.|1,80|52,78%|1,89', '2.|2,00|47,22%|2,12']);
    // Odds ratio: 5/(4c + 5) + 1/(c + 1) = 1 gives 4c² = 5, c = √5/2 = 1.1180; 5/(5 + 2√5) = 52.79% → 1.894 and
    // 1/(1 + √5/2) = 47.21% → 2.118.
    expect(rows('Oran oranı')).toEqual(['1.|1,80|52,79%|1,89', '2.|2,00|47,21%|2,12']);
    screen.getByRole('table', { name: 'Oran oranı (Cheung) (c = 1,1180)' });
    // Balanced book: z = (19/18 − 1) / (2 − 1) = 1/18 = 0.0556; (5/9 − 1/18) / (17/18) = 9/17 = 52.94% → 17/9 = 1.89;
    // (1/2 − 1/18) / (17/18) = 8/17 = 47.06% → 17/8 = 2.125, shown rounded half up as 2,13.
    expect(rows('Dengeli defter')).toEqual(['1.|1,80|52,94%|1,89', '2.|2,00|47,06%|2,13']);
    screen.getByRole('table', { name: 'Dengeli defter (Fingleton–Waldron) (z = 0,0556)' });
    const shared = `${url}?${currentQuery().toString()}`;
    cleanup();
    renderPage(FairOddsPage, shared);
    expect(rows('Çarpımsal')).toEqual(['1.|1,80|52,63%|1,90', '2.|2,00|47,37%|2,11']);
  });

  it('says when the additive and balanced book methods cannot serve a long shot, and Shin an arbitrage', async () => {
    const user = renderPage(FairOddsPage, `${url}?n=3&o1=1.1&o2=6&o3=50`);
    // By hand: Σπ = 0.90909 + 0.16667 + 0.02 = 1.09576; (Σπ − 1) / 3 = 0.0319 is more than the 0.02 of odds 50.
    expect(result()).toContain('Bahisçi marjı (overround): 9,58%');
    expect(screen.queryByRole('table', { name: /^Toplamsal/ })).toBeNull();
    expect(result()).toContain('Eşit çıkarma (toplamsal) yöntemi 3. sonuç için sıfır ya da eksi olasılık verir');
    // By hand: the balanced book's z = 0.09576 / (3 − 1) = 0.0479 is more than 0.02 as well.
    expect(screen.queryByRole('table', { name: /^Dengeli defter/ })).toBeNull();
    expect(result()).toContain('Dengeli defter (Fingleton–Waldron) yöntemi 3. sonuç için sıfır ya da eksi olasılık verir');
    screen.getByRole('table', { name: /^Oran oranı/ });
    await user.click(screen.getByRole('button', { name: 'Sonuç Çıkar' }));
    await user.clear(screen.getByLabelText('1. Sonuç Oranı'));
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '2,1');
    await user.clear(screen.getByLabelText('2. Sonuç Oranı'));
    await user.type(screen.getByLabelText('2. Sonuç Oranı'), '2,1');
    // By hand: 2 / 2.1 = 0.95238, overround −4.76%: an arbitrage, outside Shin's model.
    expect(result()).toContain('Bahisçi marjı (overround): -4,76%');
    expect(result()).toContain('Shin yöntemi marjı olan bir piyasa ister');
    expect(rows('Çarpımsal')).toEqual(['1.|2,10|50,00%|2,00', '2.|2,10|50,00%|2,00']);
    // By hand: the odds ratio and the balanced book still answer, with c = π / (1 − π) = 1/1.1 = 0.9091 below 1 and
    // z = 2/2.1 − 1 = −1/21 = −0.0476 below 0.
    expect(rows('Oran oranı')).toEqual(['1.|2,10|50,00%|2,00', '2.|2,10|50,00%|2,00']);
    screen.getByRole('table', { name: 'Oran oranı (Cheung) (c = 0,9091)' });
    expect(rows('Dengeli defter')).toEqual(['1.|2,10|50,00%|2,00', '2.|2,10|50,00%|2,00']);
    screen.getByRole('table', { name: 'Dengeli defter (Fingleton–Waldron) (z = -0,0476)' });
  });

  it('adds up to ten outcomes', async () => {
    const user = renderPage(FairOddsPage, url);
    const add = screen.getByRole('button', { name: 'Sonuç Ekle' });
    for (let i = 0; i < 8; i += 1) await user.click(add);
    screen.getByLabelText('10. Sonuç Oranı');
    expect(add).toBeDisabled();
  });

  it('names the bad outcome under its field and in the result, and never prints NaN', async () => {
    const user = renderPage(FairOddsPage, url);
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '0,9');
    // One field still empty: only the general sentence.
    expect(result()).toBe("Sonuç için piyasanın bütün sonuçlarının oranlarını (1'den büyük) girin.");
    await user.type(screen.getByLabelText('2. Sonuç Oranı'), '2');
    const refused = "1. sonucun oranı 1'den büyük olmalı.";
    expect(screen.getByLabelText('1. Sonuç Oranı').getAttribute('aria-invalid')).toBe('true');
    expect(result()).toBe(refused);
    expect(screen.getAllByText(refused).filter((node) => !isInaccessible(node))).toHaveLength(2);
    await user.clear(screen.getByLabelText('1. Sonuç Oranı'));
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '0');
    expect(result()).toBe(refused);
    await user.clear(screen.getByLabelText('1. Sonuç Oranı'));
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '2');
    await user.type(screen.getByLabelText('2. Sonuç Oranı'), 'a');
    expect(isInaccessible(screen.getByText(/Geçerli bir sayı girin/))).toBe(false);
    expect(result()).toBe('2. sonucun oranı için bir sayı girin.');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
