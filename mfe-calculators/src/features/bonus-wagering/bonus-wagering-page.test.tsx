import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { BonusWageringPage } from './bonus-wagering-page.tsx';

const url = paths.calculator('bonus-cevrim');
const result = () => screen.getByTestId('wagering-result').textContent ?? '';

describe('BonusWageringPage', () => {
  it('shows the heading, the back link, a labelled base group and the game defaults', () => {
    renderPage(BonusWageringPage, url);
    screen.getByRole('heading', { level: 1, name: 'Bonus Çevrim Hesaplayıcı' });
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılar' }).getAttribute('href')).toBe(paths.calculators);
    screen.getByRole('group', { name: 'Çevrim neye uygulanır?' });
    expect(screen.getByRole('radio', { name: 'Yalnızca bonusa' })).toBeChecked();
    expect(screen.getByLabelText('Oyunun çevrime katkısı (%)')).toHaveProperty('value', '100');
    expect(screen.getByLabelText('Oyunun RTP değeri (%)')).toHaveProperty('value', '96');
  });

  it('works out 250 TL at 30x on the bonus with a 50 TL maximum bet, and the URL reopens it', async () => {
    const user = renderPage(BonusWageringPage, url);
    await user.type(screen.getByLabelText('Bonus tutarı (TL)'), '250');
    await user.type(screen.getByLabelText('Çevrim katı (x)'), '30');
    await user.type(screen.getByLabelText('Maksimum bahis (TL)'), '50');
    // By hand: 30 × 250 = 7,500; 7,500 / 50 = 150 bets; loss 7,500 × (1 − 0.96) = 300; value 250 − 300 = −50.
    expect(result()).toContain('Gereken çevrim: 7.500,00 TL');
    expect(result()).toContain('Oynanması gereken tutar7.500,00 TL');
    expect(result()).toContain('Maksimum bahisle bahis sayısı150');
    expect(result()).toContain('Beklenen kayıp300,00 TL');
    expect(result()).toContain('Bonusun beklenen değeri-50,00 TL');
    const shared = `${url}?${currentQuery().toString()}`;
    expect(currentQuery().get('bonus')).toBe('250');
    cleanup();
    renderPage(BonusWageringPage, shared);
    expect(result()).toContain('Gereken çevrim: 7.500,00 TL');
  });

  it('points to the spending planner and the self-test beside a result, not before one', () => {
    renderPage(BonusWageringPage, url);
    expect(screen.queryByRole('link', { name: 'Bütçe Planlayıcı' })).toBeNull();
    cleanup();
    renderPage(BonusWageringPage, `${url}?bonus=250&cevrim=30`);
    expect(screen.getByRole('link', { name: 'Bütçe Planlayıcı' }).getAttribute('href')).toBe(paths.spendingPlanner);
    expect(screen.getByRole('link', { name: 'kendinizi test edin' }).getAttribute('href')).toBe(paths.selfTest);
  });

  it('reads a casino card link and applies the multiple to deposit + bonus at a 50% game', async () => {
    const user = renderPage(BonusWageringPage, `${url}?bonus=100&cevrim=10&taban=yatirim-bonus&yatirim=100`);
    expect(screen.getByRole('radio', { name: 'Yatırım + bonusa' })).toBeChecked();
    // By hand: 10 × (100 + 100) = 2,000; loss 2,000 × 0.04 = 80; value 100 − 80 = 20; no maximum bet, no bet count.
    expect(result()).toContain('Gereken çevrim: 2.000,00 TL');
    expect(result()).toContain('Bonusun beklenen değeri20,00 TL');
    expect(result()).not.toContain('bahis sayısı');
    await user.clear(screen.getByLabelText('Oyunun çevrime katkısı (%)'));
    await user.type(screen.getByLabelText('Oyunun çevrime katkısı (%)'), '50');
    // By hand: 2,000 / 0.5 = 4,000 played; loss 4,000 × 0.04 = 160; value 100 − 160 = −60.
    expect(result()).toContain('Oynanması gereken tutar4.000,00 TL');
    expect(result()).toContain('Beklenen kayıp160,00 TL');
    expect(result()).toContain('Bonusun beklenen değeri-60,00 TL');
    await user.click(screen.getByRole('radio', { name: 'Yalnızca bonusa' }));
    // By hand: 10 × 100 = 1,000; at 50%, 2,000 played.
    expect(result()).toContain('Gereken çevrim: 1.000,00 TL');
    expect(currentQuery().get('taban')).toBeNull();
  });

  it('names a bad field under it and in the result, and never prints NaN', async () => {
    const user = renderPage(BonusWageringPage, `${url}?bonus=100&cevrim=10`);
    await user.clear(screen.getByLabelText('Oyunun RTP değeri (%)'));
    await user.type(screen.getByLabelText('Oyunun RTP değeri (%)'), '101');
    expect(result()).toBe('Oyunun RTP değeri 0 ile 100 arasında olmalı.');
    expect(screen.getAllByText('Oyunun RTP değeri 0 ile 100 arasında olmalı.').filter((n) => !isInaccessible(n))).toHaveLength(2);
    await user.clear(screen.getByLabelText('Oyunun RTP değeri (%)'));
    await user.type(screen.getByLabelText('Oyunun RTP değeri (%)'), '96,5');
    await user.clear(screen.getByLabelText('Oyunun çevrime katkısı (%)'));
    await user.type(screen.getByLabelText('Oyunun çevrime katkısı (%)'), '0');
    expect(screen.getAllByText(/Bu oyun çevrime sayılmıyor \(katkı %0\)/).filter((n) => !isInaccessible(n))).toHaveLength(2);
    expect(result()).toMatch(/^Bu oyun çevrime sayılmıyor \(katkı %0\)/);
    await user.clear(screen.getByLabelText('Oyunun çevrime katkısı (%)'));
    await user.type(screen.getByLabelText('Oyunun çevrime katkısı (%)'), '100');
    await user.type(screen.getByLabelText('Maksimum bahis (TL)'), 'x');
    expect(isInaccessible(screen.getByText(/Geçerli bir sayı girin/))).toBe(false);
    // The optional maximum bet holds no number: the result names it instead of reading it as left empty.
    expect(result()).toBe('Maksimum bahis için bir sayı girin.');
    await user.clear(screen.getByLabelText('Oyunun RTP değeri (%)'));
    // A required field is empty again: only the general sentence.
    expect(result()).toBe('Sonuç için bonus tutarını, çevrim katını, oyunun katkısını ve RTP değerini girin.');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('gives YEDAM 115 to call beside the result, outside its live region', () => {
    renderPage(BonusWageringPage, `${url}?bonus=250&cevrim=30`);
    expectMoneyHelpLine(screen.getByTestId('wagering-result'));
  });
});
