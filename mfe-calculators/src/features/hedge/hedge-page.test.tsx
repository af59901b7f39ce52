import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { HedgePage } from './hedge-page.tsx';

const result = () => screen.getByTestId('hedge-result').textContent ?? '';

describe('HedgePage', () => {
  it('shows the heading, the back link and the formula', () => {
    renderPage(HedgePage, paths.calculator('hedge'));
    screen.getByRole('heading', { level: 1, name: 'Hedge (Pozisyon Kapatma) Hesaplayıcı' });
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılar' }).getAttribute('href')).toBe(paths.calculators);
    expect(screen.getByText('Formül ve örnek').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('hedge-result').getAttribute('aria-live')).toBe('polite');
  });

  it('locks 50 TL both ways for 100 TL at 3,00 hedged at 2.00, and the URL reopens it', async () => {
    const user = renderPage(HedgePage, paths.calculator('hedge'));
    await user.type(screen.getByLabelText('Bahis tutarı (TL)'), '100');
    await user.type(screen.getByLabelText('Bahsin oranı'), '3,00');
    await user.type(screen.getByLabelText('Karşı sonucun güncel oranı'), '2.00');
    // By hand: hedge 100 × 3 / 2 = 150; outlay 250; either side returns 300; profit 300 − 250 = 50.
    expect(result()).toContain('Kâr kilitlendi: 50,00 TL');
    expect(result()).toContain('Hedge yatırımı150,00 TL');
    expect(result()).toContain('Bahsiniz kazanırsa kâr50,00 TL');
    expect(result()).toContain('Hedge kazanırsa kâr50,00 TL');
    expect(result()).toContain('Toplam yatırım250,00 TL');
    expect(result()).toContain('Her iki durumda dönüş300,00 TL');
    const shared = `${paths.calculator('hedge')}?${currentQuery().toString()}`;
    cleanup();
    renderPage(HedgePage, shared);
    expect(screen.getByLabelText('Bahsin oranı')).toHaveProperty('value', '3,00');
    expect(result()).toContain('Kâr kilitlendi: 50,00 TL');
  });

  it('shows a locked loss for 100 TL at 1,50 hedged at 2,50', async () => {
    const user = renderPage(HedgePage, `${paths.calculator('hedge')}?tutar=100&oran=1,5&karsi=2,5`);
    // By hand: hedge 150 / 2.5 = 60; outlay 160; return 150; 150 − 160 = −10 both ways.
    expect(result()).toContain('Zarar iki durumda da aynı: -10,00 TL');
    expect(result()).toContain('Hedge yatırımı60,00 TL');
    await user.clear(screen.getByLabelText('Karşı sonucun güncel oranı'));
    await user.type(screen.getByLabelText('Karşı sonucun güncel oranı'), '1,5');
    // By hand: 150 / 1.5 = 100; outlay 200; 150 − 200 = −50.
    expect(result()).toContain('-50,00 TL');
  });

  it('names the refused odds of 0 under the field and in the result, and never prints NaN', async () => {
    const user = renderPage(HedgePage, paths.calculator('hedge'));
    await user.type(screen.getByLabelText('Bahis tutarı (TL)'), '100');
    await user.type(screen.getByLabelText('Bahsin oranı'), '0');
    // The third field is still empty: only the general sentence.
    expect(result()).toBe('Sonuç için üç alanı da geçerli değerlerle doldurun.');
    await user.type(screen.getByLabelText('Karşı sonucun güncel oranı'), '2');
    const refused = "Bahsin oranı 1'den büyük olmalı.";
    expect(result()).toBe(refused);
    expect(screen.getByLabelText('Bahsin oranı').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(refused).filter((node) => !isInaccessible(node))).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it.each([
    ['tutar=0&oran=3&karsi=2', 'Bahis tutarı (TL)', 'Bahis tutarı sıfırdan büyük olmalı.', null],
    ['tutar=100&oran=1&karsi=2', 'Bahsin oranı', "Bahsin oranı 1'den büyük olmalı.", null],
    ['tutar=100&oran=3&karsi=-2', 'Karşı sonucun güncel oranı', "Karşı sonucun oranı 1'den büyük olmalı.", null],
    ['tutar=100&oran=3&karsi=2000000', 'Karşı sonucun güncel oranı', 'Karşı sonucun oranı en fazla 1.000.000 olabilir.', null],
    // Text that is no number keeps the reader's hint under the field; the result names the field.
    ['tutar=100&oran=abc&karsi=2', 'Bahsin oranı', 'Bahsin oranı için bir sayı girin.', 'Geçerli bir sayı girin (ör. 2,10 ya da 2.10).'],
  ])('for ?%s names %s in the result', (query, label, sentence, fieldHint) => {
    renderPage(HedgePage, `${paths.calculator('hedge')}?${query}`);
    expect(result()).toBe(sentence);
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const hintId = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe(fieldHint ?? sentence);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('gives YEDAM 115 to call beside the result, outside its live region', () => {
    renderPage(HedgePage, `${paths.calculator('hedge')}?tutar=100&oran=3&karsi=2`);
    expectMoneyHelpLine(screen.getByTestId('hedge-result'));
  });
});
