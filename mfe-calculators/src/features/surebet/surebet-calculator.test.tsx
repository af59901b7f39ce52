import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it, vi } from 'vitest';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { SurebetCalculator } from './surebet-calculator.tsx';

const result = () => screen.getByTestId('surebet-result').textContent ?? '';
const open = (query = '') => renderPage(SurebetCalculator, `${paths.calculators}${query}`);

describe('SurebetCalculator', () => {
  it('starts with no commission, cent rounding and the total split, and explains the formula', () => {
    open();
    expect(screen.getByLabelText('1. Sonuç Komisyonu (%)')).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Yatırım Yuvarlama')).toHaveProperty('value', '0.01');
    expect(screen.getByLabelText('Sabit Yatırım')).toHaveProperty('value', '');
    expect(screen.getByText('Formül ve örnek').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('surebet-result').getAttribute('aria-live')).toBe('polite');
  });

  it('nets 5% commission on outcome 1 into its odds, and the URL reopens the result', async () => {
    const user = open();
    await user.type(screen.getByLabelText('1. Sonuç Oranı'), '2,10');
    await user.type(screen.getByLabelText('2. Sonuç Oranı'), '2.10');
    await user.clear(screen.getByLabelText('1. Sonuç Komisyonu (%)'));
    await user.type(screen.getByLabelText('1. Sonuç Komisyonu (%)'), '5');
    // By hand: e1 = 1 + 1.10 × 0.95 = 2.045; S = 1/2.045 + 1/2.10 = 0.48900 + 0.47619 = 0.96519; 100 / S = 103.607.
    // Stakes 103.607 / 2.045 = 50.663 → 50.66 and 103.607 / 2.10 = 49.337 → 49.34 (total 100.00).
    // Returns 50.66 × 2.045 = 103.5997 and 49.34 × 2.10 = 103.614; the smaller gives 3.60 guaranteed.
    // Exact-split profit: 103.607 − 100 = 3.607 → 3,61 TL (3,61%).
    expect(result()).toContain('Arbitraj Fırsatı Var! Kâr: 3,61 TL (3,61%)');
    expect(result()).toContain('1. sonuca yatırım50,66 TL');
    expect(result()).toContain('2. sonuca yatırım49,34 TL');
    expect(result()).toContain('1. sonuç kazanırsa dönüş / kâr103,60 TL / 3,60 TL');
    expect(result()).toContain('2. sonuç kazanırsa dönüş / kâr103,61 TL / 3,61 TL');
    expect(result()).toContain('Garanti dönüş103,60 TL');
    expect(result()).toContain('Garanti kâr (yuvarlanmış yatırımlarla)3,60 TL (3,60%)');
    const shared = `${paths.calculators}?${currentQuery().toString()}`;
    expect(currentQuery().get('s_c1')).toBe('5');
    cleanup();
    open(shared.slice(paths.calculators.length));
    expect(screen.getByLabelText('1. Sonuç Oranı')).toHaveProperty('value', '2,10');
    expect(result()).toContain('Arbitraj Fırsatı Var! Kâr: 3,61 TL (3,61%)');
  });

  it('rounds the stakes of 3.2 / 3.6 / 3.4 to 5 TL and lists each outcome after rounding', async () => {
    const user = open('?s_n=3&s_o1=3.2&s_o2=3.6&s_o3=3.4');
    await user.selectOptions(screen.getByLabelText('Yatırım Yuvarlama'), '5 TL');
    // By hand: 100 / S = 113.07; 113.07 / 3.2 = 35.33 → 35, / 3.6 = 31.41 → 30, / 3.4 = 33.26 → 35 (total 100).
    // Returns 35 × 3.2 = 112, 30 × 3.6 = 108, 35 × 3.4 = 119: profits 12, 8, 19; guaranteed 8 (8%).
    expect(result()).toContain('Kâr: 13,07 TL (13,07%)');
    expect(result()).toContain('1. sonuca yatırım35,00 TL');
    expect(result()).toContain('2. sonuca yatırım30,00 TL');
    expect(result()).toContain('3. sonuca yatırım35,00 TL');
    expect(result()).toContain('2. sonuç kazanırsa dönüş / kâr108,00 TL / 8,00 TL');
    expect(result()).toContain('3. sonuç kazanırsa dönüş / kâr119,00 TL / 19,00 TL');
    expect(result()).toContain('Garanti kâr (yuvarlanmış yatırımlarla)8,00 TL (8,00%)');
    expect(currentQuery().get('s_r')).toBe('5');
  });

  it('derives the other stake from a fixed 40 TL on outcome 1 at 2.5 / 1.8', async () => {
    const user = open('?s_o1=2.5&s_o2=1.8');
    await user.selectOptions(screen.getByLabelText('Sabit Yatırım'), '1. sonuca sabit yatırım');
    expect(screen.queryByLabelText('Toplam Yatırım (TL)')).toBeNull();
    await user.type(screen.getByLabelText('1. Sonuca Sabit Yatırım (TL)'), '40');
    // By hand: return 40 × 2.5 = 100; stake 2 = 100 / 1.8 = 55.56; total 95.56; profits 4.44 and 100.008 − 95.56 = 4.45.
    // S = 0.4 + 0.5556 = 0.9556, so the exact split earns 1/S − 1 = 4.65%; 95.56 × 4.65% = 4.44.
    expect(result()).toContain('Kâr: 4,44 TL (4,65%)');
    expect(result()).toContain('1. sonuca yatırım40,00 TL');
    expect(result()).toContain('2. sonuca yatırım55,56 TL');
    expect(result()).toContain('Toplam yatırım95,56 TL');
    expect(result()).toContain('Garanti kâr (yuvarlanmış yatırımlarla)4,44 TL');
  });

  it('shows the rule’s reason under a commission above 100%', async () => {
    const user = open('?s_o1=2.1&s_o2=2.1');
    await user.clear(screen.getByLabelText('2. Sonuç Komisyonu (%)'));
    await user.type(screen.getByLabelText('2. Sonuç Komisyonu (%)'), '150');
    expect(isInaccessible(screen.getByText('2. sonucun komisyonu 0 ile 100 arasında olmalı.'))).toBe(false);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('copies a Turkish summary and says so; says it in Turkish when the clipboard refuses', async () => {
    const user = open('?s_o1=2.1&s_o2=2.1');
    await user.click(screen.getByRole('button', { name: 'Sonucu Kopyala' }));
    expect(isInaccessible(await screen.findByText('Kopyalandı'))).toBe(false);
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('1. sonuç: oran 2,10 · yatırım 50,00 TL · dönüş 105,00 TL · kâr 5,00 TL');
    expect(copied).toContain('Garanti kâr: 5,00 TL (5,00%)');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Sonucu Kopyala' }));
    expect(isInaccessible(await screen.findByText(/Kopyalanamadı/))).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/^Kopyalanamadı/);
  });
});
