import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { currentQuery, expectGetFormTo, renderPage, tableRows } from '../../components/render-page.test-support.tsx';
import { AsianLinesPage } from './asian-lines-page.tsx';

const url = paths.calculator('asya-handikap');
const result = () => screen.getByTestId('asian-lines-result').textContent ?? '';
/** The body rows of the table as 'goals|outcome|return|net'. */
const rows = () => tableRows(/^Her/).slice(1);

describe('AsianLinesPage', () => {
  it('shows the heading, the formula and a GET form whose controls carry the query keys', () => {
    renderPage(AsianLinesPage, url);
    screen.getByRole('heading', { level: 1, name: 'Asya Handikap ve Alt/Üst Hesaplayıcı' });
    expect(screen.getByText('Formül ve örnek').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('asian-lines-result').getAttribute('aria-live')).toBe('polite');
    expectGetFormTo(url);
    const names = ['Çizgi', 'Oran', 'Bahis tutarı (TL)', 'Ev sahibi golü', 'Deplasman golü'].map((label) =>
      screen.getByLabelText(label).getAttribute('name'),
    );
    expect(names).toEqual(['cizgi', 'oran', 'tutar', 'ev', 'dep']);
    expect(screen.getByRole('radio', { name: 'Asya handikap (ev sahibi)' })).toHaveProperty('name', 'tur');
    // The side is in the form for either type, so a reader without scripts sends type and side at once.
    expect(screen.getByRole('radio', { name: 'Üst' })).toHaveProperty('name', 'yon');
  });

  it('settles 100 TL on home −0,75 at 1,90 for a 2–1 as half won, and the URL reopens it', async () => {
    const user = renderPage(AsianLinesPage, url);
    await user.type(screen.getByLabelText('Çizgi'), '-0,75');
    await user.type(screen.getByLabelText('Oran'), '1,90');
    await user.type(screen.getByLabelText('Bahis tutarı (TL)'), '100');
    await user.type(screen.getByLabelText('Ev sahibi golü'), '2');
    await user.type(screen.getByLabelText('Deplasman golü'), '1');
    // By hand: −0.5 half +0.5 wins 50 × 1.90 = 95; −1 half 0 pushes 50; 145 back, 45 net.
    expect(result()).toContain('SonuçYarım kazandı');
    expect(result()).toContain('Geri dönen145,00 TL');
    expect(result()).toContain('Net kâr45,00 TL');
    expect(result()).toContain('-1 ve -0,5 çizgilerine');
    // By hand: up to a draw both halves lose; +1 as above; +2 and +3 win both, 2 × 95 = 190.
    expect(rows()).toEqual([
      '-3|Kaybetti|0,00 TL|-100,00 TL',
      '-2|Kaybetti|0,00 TL|-100,00 TL',
      '-1|Kaybetti|0,00 TL|-100,00 TL',
      '0|Kaybetti|0,00 TL|-100,00 TL',
      '+1|Yarım kazandı|145,00 TL|45,00 TL',
      '+2|Kazandı|190,00 TL|90,00 TL',
      '+3|Kazandı|190,00 TL|90,00 TL',
    ]);
    const shared = `${url}?${currentQuery().toString()}`;
    cleanup();
    renderPage(AsianLinesPage, shared);
    expect(screen.getByLabelText('Çizgi')).toHaveProperty('value', '-0,75');
    expect(result()).toContain('Geri dönen145,00 TL');
  });

  it('follows a change of score: 1–1 loses both halves', async () => {
    const user = renderPage(AsianLinesPage, `${url}?cizgi=-0.75&oran=1.9&tutar=100&ev=2&dep=1`);
    await user.clear(screen.getByLabelText('Ev sahibi golü'));
    await user.type(screen.getByLabelText('Ev sahibi golü'), '1');
    // By hand: margins 0 − 0.5 and 0 − 1, both below 0: nothing back.
    expect(result()).toContain('SonuçKaybetti');
    expect(result()).toContain('Geri dönen0,00 TL');
    expect(result()).toContain('Net kâr-100,00 TL');
  });

  it('settles 50 TL under 2,75 at 2,00 with three goals as half lost, from the URL', async () => {
    const user = renderPage(AsianLinesPage, `${url}?tur=alt-ust&yon=alt&cizgi=2.75&oran=2&tutar=50&ev=2&dep=1`);
    expect(screen.getByRole('radio', { name: 'Alt' })).toBeChecked();
    // By hand: 2.5 − 3 < 0 loses 25; 3 − 3 = 0 pushes 25: 25 back, −25 net.
    expect(result()).toContain('SonuçYarım kaybetti');
    expect(result()).toContain('Geri dönen25,00 TL');
    expect(result()).toContain('Net kâr-25,00 TL');
    // By hand: up to two goals both halves win, 50 × 2 = 100; four or more lose both.
    expect(rows()).toEqual([
      '0|Kazandı|100,00 TL|50,00 TL',
      '1|Kazandı|100,00 TL|50,00 TL',
      '2|Kazandı|100,00 TL|50,00 TL',
      '3|Yarım kaybetti|25,00 TL|-25,00 TL',
      '4|Kaybetti|0,00 TL|-50,00 TL',
      '5|Kaybetti|0,00 TL|-50,00 TL',
      '6|Kaybetti|0,00 TL|-50,00 TL',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Üst' }));
    // By hand: over, 3 − 2.5 wins 25 × 2 = 50 and 3 − 3 pushes 25: 75 back, Yarım kazandı.
    expect(result()).toContain('SonuçYarım kazandı');
    expect(result()).toContain('Geri dönen75,00 TL');
    expect(currentQuery().get('yon')).toBeNull();
  });

  it('reads a pasted typographic minus and settles a whole line as a push', () => {
    renderPage(AsianLinesPage, `${url}?cizgi=${encodeURIComponent('−1')}&oran=1,9&tutar=100&ev=3&dep=2`);
    // By hand: 3 − 2 − 1 = 0: the stake back.
    expect(result()).toContain('Sonuçİade');
    expect(result()).toContain('Geri dönen100,00 TL');
    expect(result()).toContain('Net kâr0,00 TL');
  });

  it.each([
    ['cizgi=0,3', 'Çizgi', 'Çizgi 0,25 gollük adımlarla girilmeli (ör. -0,75, 0, +0,5 ya da 2,25).'],
    ['cizgi=10,5', 'Çizgi', 'Çizgi -10 ile +10 arasında olmalı.'],
    ['cizgi=abc', 'Çizgi', 'Geçerli bir sayı girin (ör. 2,10 ya da 2.10).', 'Çizgi için bir sayı girin.'],
    ['oran=1', 'Oran', "Oran 1'den büyük olmalı."],
    ['tutar=0', 'Bahis tutarı (TL)', 'Bahis tutarı sıfırdan büyük olmalı.'],
    ['ev=1,5', 'Ev sahibi golü', 'Ev sahibi golü tam sayı olmalı.'],
    ['dep=-1', 'Deplasman golü', 'Deplasman golü negatif olamaz.'],
  ])('puts the message for %s under its field and in the result, and never prints NaN', (change, label, message, inResult = message) => {
    const query = new URLSearchParams({ cizgi: '-0,75', oran: '1,9', tutar: '100', ev: '2', dep: '1' });
    const [key = '', value = ''] = change.split('=');
    query.set(key, value);
    renderPage(AsianLinesPage, `${url}?${query.toString()}`);
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(message);
    expect(isInaccessible(hint!)).toBe(false);
    expect(result()).toContain(inResult);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
