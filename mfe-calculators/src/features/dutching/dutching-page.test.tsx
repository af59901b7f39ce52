import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { DutchingPage } from './dutching-page.tsx';

const url = paths.calculator('dutching');
const result = () => screen.getByTestId('dutching-result').textContent ?? '';

describe('DutchingPage', () => {
  it('shows the heading, the back link, two selections and a 100 TL stake', () => {
    renderPage(DutchingPage, url);
    screen.getByRole('heading', { level: 1, name: 'Dutching Hesaplayıcı' });
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılar' }).getAttribute('href')).toBe(paths.calculators);
    screen.getByLabelText('2. Seçim Oranı');
    expect(screen.queryByLabelText('3. Seçim Oranı')).toBeNull();
    expect(screen.getByLabelText('Toplam bahis tutarı (TL)')).toHaveProperty('value', '100');
    expect(screen.getByRole('button', { name: 'Seçim Çıkar' })).toBeDisabled();
  });

  it('splits 90 TL over 3 / 4 / 6 for a 120 TL return, and the URL reopens it', async () => {
    const user = renderPage(DutchingPage, url);
    await user.click(screen.getByRole('button', { name: 'Seçim Ekle' }));
    await user.type(screen.getByLabelText('1. Seçim Oranı'), '3');
    await user.type(screen.getByLabelText('2. Seçim Oranı'), '4,00');
    await user.type(screen.getByLabelText('3. Seçim Oranı'), '6.0');
    await user.clear(screen.getByLabelText('Toplam bahis tutarı (TL)'));
    await user.type(screen.getByLabelText('Toplam bahis tutarı (TL)'), '90');
    // By hand: Σ 1/odds = 1/3 + 1/4 + 1/6 = 0.75; return 90 / 0.75 = 120; stakes 120/3 = 40, 120/4 = 30, 120/6 = 20;
    // profit 120 − 90 = 30 = 33.33% of 90.
    expect(result()).toContain('Eşit dönüş: 120,00 TL');
    expect(result()).toContain('1. seçime yatırım40,00 TL');
    expect(result()).toContain('2. seçime yatırım30,00 TL');
    expect(result()).toContain('3. seçime yatırım20,00 TL');
    expect(result()).toContain('30,00 TL (33,33%)');
    expect(result()).toContain('75,00%');
    const shared = `${url}?${currentQuery().toString()}`;
    cleanup();
    renderPage(DutchingPage, shared);
    expect(screen.getByLabelText('3. Seçim Oranı')).toHaveProperty('value', '6.0');
    expect(result()).toContain('Eşit dönüş: 120,00 TL');
  });

  it('says a book over 100% loses even when a selection wins', () => {
    renderPage(DutchingPage, `${url}?o1=1.8&o2=2`);
    // By hand: Σ = 0.5556 + 0.5 = 1.0556; return 100 / 1.0556 = 94.74; loss 5.26.
    expect(result()).toContain('Kazanan seçim de zarar ettirir: 94,74 TL');
    expect(result()).toContain('-5,26 TL');
  });

  it('stops adding at ten selections and removes back down to two', async () => {
    const user = renderPage(DutchingPage, url);
    const add = screen.getByRole('button', { name: 'Seçim Ekle' });
    for (let i = 0; i < 8; i += 1) await user.click(add);
    screen.getByLabelText('10. Seçim Oranı');
    expect(add).toBeDisabled();
    const remove = screen.getByRole('button', { name: 'Seçim Çıkar' });
    for (let i = 0; i < 8; i += 1) await user.click(remove);
    expect(screen.queryByLabelText('3. Seçim Oranı')).toBeNull();
    expect(remove).toBeDisabled();
  });

  it('names the bad selection under it and in the result, and never prints NaN', async () => {
    const user = renderPage(DutchingPage, url);
    await user.type(screen.getByLabelText('1. Seçim Oranı'), '2');
    // The second selection is still empty: only the general sentence.
    expect(result()).toBe('Sonuç için her seçimin oranını ve toplam tutarı geçerli değerlerle girin.');
    await user.type(screen.getByLabelText('2. Seçim Oranı'), '1');
    expect(result()).toBe("2. seçimin oranı 1'den büyük olmalı.");
    expect(screen.getAllByText("2. seçimin oranı 1'den büyük olmalı.").filter((n) => !isInaccessible(n))).toHaveLength(2);
    expect(screen.getByLabelText('2. Seçim Oranı').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('2. Seçim Oranı'));
    await user.type(screen.getByLabelText('2. Seçim Oranı'), '2');
    await user.clear(screen.getByLabelText('Toplam bahis tutarı (TL)'));
    await user.type(screen.getByLabelText('Toplam bahis tutarı (TL)'), '0');
    expect(result()).toBe('Toplam bahis tutarı sıfırdan büyük olmalı.');
    expect(screen.getAllByText('Toplam bahis tutarı sıfırdan büyük olmalı.').filter((n) => !isInaccessible(n))).toHaveLength(2);
    await user.clear(screen.getByLabelText('1. Seçim Oranı'));
    await user.type(screen.getByLabelText('1. Seçim Oranı'), 'abc');
    expect(isInaccessible(screen.getByText(/Geçerli bir sayı girin/))).toBe(false);
    expect(result()).toBe('1. seçimin oranı için bir sayı girin.');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('gives YEDAM 115 to call beside the result, outside its live region', () => {
    renderPage(DutchingPage, `${url}?o1=1.8&o2=2`);
    expectMoneyHelpLine(screen.getByTestId('dutching-result'));
  });
});
