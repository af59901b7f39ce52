import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { MatchedBettingPage } from './matched-betting-page.tsx';

const url = paths.calculator('eslesen-bahis');
const result = () => screen.getByTestId('matched-result').textContent ?? '';

describe('MatchedBettingPage', () => {
  it('shows the heading, the back link and a labelled bet-type group starting at a normal bet', () => {
    renderPage(MatchedBettingPage, url);
    screen.getByRole('heading', { level: 1, name: /Eşleşen Bahis/ });
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılar' }).getAttribute('href')).toBe(paths.calculators);
    screen.getByRole('group', { name: 'Bahis türü' });
    expect(screen.getByRole('radio', { name: 'Normal bahis (qualifying)' })).toBeChecked();
    expect(screen.getByLabelText('Borsa komisyonu (%)')).toHaveProperty('value', '2');
  });

  it('lays a 10 TL qualifying bet at 3,00 / 3.10 with 2% commission, and the URL reopens it', async () => {
    const user = renderPage(MatchedBettingPage, url);
    await user.type(screen.getByLabelText('Back bahis tutarı (TL)'), '10');
    await user.type(screen.getByLabelText('Back oranı'), '3,00');
    await user.type(screen.getByLabelText('Lay oranı'), '3.10');
    // By hand: lay 10 × 3 / (3.10 − 0.02) = 30 / 3.08 = 9.7403; liability 9.7403 × 2.10 = 20.4545;
    // back wins 10 × 2 − 20.4545 = −0.4545; lay wins 9.7403 × 0.98 − 10 = −0.4545.
    expect(result()).toContain('Lay yatırımı: 9,74 TL');
    expect(result()).toContain('Sorumluluk20,45 TL');
    expect(result()).toContain('Back bahis kazanırsa kâr-0,45 TL');
    expect(result()).toContain('Lay bahis kazanırsa kâr-0,45 TL');
    expect(result()).not.toContain('korunan');
    const shared = `${url}?${currentQuery().toString()}`;
    cleanup();
    renderPage(MatchedBettingPage, shared);
    expect(result()).toContain('Lay yatırımı: 9,74 TL');
  });

  it('lays a 50 TL SNR free bet at 3 / 3,05 with 5% commission', async () => {
    const user = renderPage(MatchedBettingPage, `${url}?tutar=50&back=3&lay=3,05&komisyon=5`);
    await user.click(screen.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilmez (SNR)' }));
    // By hand: lay 50 × (3 − 1) / (3.05 − 0.05) = 100 / 3 = 33.333; liability 33.333 × 2.05 = 68.333;
    // back wins 100 − 68.333 = 31.667; lay wins 33.333 × 0.95 = 31.667; kept 31.667 / 50 = 63.33%.
    expect(result()).toContain('Lay yatırımı: 33,33 TL');
    expect(result()).toContain('Sorumluluk68,33 TL');
    expect(result()).toContain('Back bahis kazanırsa kâr31,67 TL');
    expect(result()).toContain('Lay bahis kazanırsa kâr31,67 TL');
    expect(result()).toContain('Bedava bahsin korunan değeri63,33%');
    expect(currentQuery().get('tur')).toBe('snr');
  });

  it('lays a 10 TL SR free bet like a normal one but keeps the stake', async () => {
    const user = renderPage(MatchedBettingPage, `${url}?tutar=10&back=3&lay=3.1`);
    await user.click(screen.getByRole('radio', { name: 'Bedava bahis – yatırım iade edilir (SR)' }));
    // By hand: lay 30 / 3.08 = 9.7403; back wins 10 × 3 − 20.4545 = 9.5455; lay wins 9.7403 × 0.98 = 9.5455.
    expect(result()).toContain('Lay yatırımı: 9,74 TL');
    expect(result()).toContain('Back bahis kazanırsa kâr9,55 TL');
    expect(result()).toContain('Lay bahis kazanırsa kâr9,55 TL');
  });

  it('names a bad field under it and in the result, and never prints NaN', async () => {
    const user = renderPage(MatchedBettingPage, `${url}?tutar=10&back=3`);
    // The lay odds are still empty: only the general sentence.
    expect(result()).toBe('Sonuç için bahis tutarını, back ve lay oranlarını ve komisyonu geçerli değerlerle girin.');
    await user.type(screen.getByLabelText('Lay oranı'), '0,5');
    expect(result()).toBe("Lay oranı 1'den büyük olmalı.");
    expect(screen.getAllByText("Lay oranı 1'den büyük olmalı.").filter((n) => !isInaccessible(n))).toHaveLength(2);
    await user.clear(screen.getByLabelText('Lay oranı'));
    await user.type(screen.getByLabelText('Lay oranı'), '3');
    await user.clear(screen.getByLabelText('Borsa komisyonu (%)'));
    await user.type(screen.getByLabelText('Borsa komisyonu (%)'), '120');
    expect(result()).toBe('Borsa komisyonu 0 ile 100 arasında olmalı.');
    expect(screen.getAllByText('Borsa komisyonu 0 ile 100 arasında olmalı.').filter((n) => !isInaccessible(n))).toHaveLength(2);
    await user.type(screen.getByLabelText('Back bahis tutarı (TL)'), 'x');
    expect(isInaccessible(screen.getByText(/Geçerli bir sayı girin/))).toBe(false);
    // '10x' is no number: the rule, checking the stake first, names it.
    expect(result()).toBe('Bahis tutarı için bir sayı girin.');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('gives YEDAM 115 to call beside the result, outside its live region', () => {
    renderPage(MatchedBettingPage, `${url}?tutar=50&back=3&lay=3,05&komisyon=5`);
    expectMoneyHelpLine(screen.getByTestId('matched-result'));
  });
});
