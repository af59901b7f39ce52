import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { OddsConverter } from './odds-converter.tsx';

const open = (query = '') => renderPage(OddsConverter, `${paths.calculators}${query}`);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('OddsConverter', () => {
  it('starts at 2.00 in every format with the evens label beside 1/1', () => {
    open();
    // By hand: 2.00 → 1/1, +100, HK 1.00, Malay 1.00, Indonesian 1.00, 100 / 2 = 50%.
    expect(value('Ondalık Oran')).toBe('2.00');
    expect(value('Kesirli Oran')).toBe('1/1');
    expect(value('Amerikan Oran')).toBe('+100');
    expect(value('Hong Kong Oranı')).toBe('1.00');
    expect(value('Malay Oranı')).toBe('1.00');
    expect(value('Endonezya Oranı')).toBe('1.00');
    expect(value('İma Edilen Olasılık (%)')).toBe('50.00');
    expect(isInaccessible(screen.getByText('Evens (eşit oran)'))).toBe(false);
  });

  it('converts 1,80 into every format, and the URL reopens it', async () => {
    const user = open();
    await user.clear(screen.getByLabelText('Ondalık Oran'));
    await user.type(screen.getByLabelText('Ondalık Oran'), '1,80');
    // By hand: 0.80 = 4/5; −100 / 0.8 = −125; HK 0.80; Malay 0.80 (≤ 2.00); Indonesian −1 / 0.8 = −1.25; 100 / 1.8 = 55.56.
    expect(value('Kesirli Oran')).toBe('4/5');
    expect(value('Amerikan Oran')).toBe('-125');
    expect(value('Hong Kong Oranı')).toBe('0.80');
    expect(value('Malay Oranı')).toBe('0.80');
    expect(value('Endonezya Oranı')).toBe('-1.25');
    expect(value('İma Edilen Olasılık (%)')).toBe('55.56');
    expect(screen.queryByText('Evens (eşit oran)')).toBeNull();
    const query = currentQuery();
    cleanup();
    open(`?${query.toString()}`);
    expect(value('Ondalık Oran')).toBe('1,80');
    expect(value('Amerikan Oran')).toBe('-125');
  });

  it('reads Malay −0,50 as 3.00 and shows the nearest bookmaker fraction of 2.40', async () => {
    const user = open();
    await user.clear(screen.getByLabelText('Malay Oranı'));
    await user.type(screen.getByLabelText('Malay Oranı'), '-0,50');
    // By hand: Malay −0.5 → 1 − 1 / −0.5 = 3.00; 2/1; +200; Indonesian 2.00; 100 / 3 = 33.33.
    expect(value('Ondalık Oran')).toBe('3.00');
    expect(value('Kesirli Oran')).toBe('2/1');
    expect(value('Amerikan Oran')).toBe('+200');
    expect(value('İma Edilen Olasılık (%)')).toBe('33.33');
    await user.clear(screen.getByLabelText('İma Edilen Olasılık (%)'));
    await user.type(screen.getByLabelText('İma Edilen Olasılık (%)'), '%25');
    expect(value('Ondalık Oran')).toBe('4.00');
    await user.clear(screen.getByLabelText('Ondalık Oran'));
    await user.type(screen.getByLabelText('Ondalık Oran'), '2.4');
    // By hand: 1.40 = 7/5 exactly; the nearest quoted price is 11/8 = 1.375 (6/4 = 1.5 is farther).
    expect(value('Kesirli Oran')).toBe('7/5');
    expect(isInaccessible(screen.getByText('Bahisçilerdeki en yakın kesir: 11/8'))).toBe(false);
  });

  it('explains impossible values under the field and leaves the others empty, never NaN', async () => {
    const user = open();
    await user.clear(screen.getByLabelText('Amerikan Oran'));
    await user.type(screen.getByLabelText('Amerikan Oran'), '50');
    expect(
      screen.getByText('Amerikan oranı +100 ya da üstü veya -100 ya da altı olmalıdır; aradaki değerler oran değildir.'),
    ).toBeVisible();
    expect(value('Ondalık Oran')).toBe('');
    expect(screen.getByTestId('odds-result').textContent).toBe('Dönüştürmek için geçerli bir oran girin.');
    await user.clear(screen.getByLabelText('Malay Oranı'));
    await user.type(screen.getByLabelText('Malay Oranı'), '2');
    expect(isInaccessible(screen.getByText('Malay oranı -1 ile 1 arasında olmalı ve 0 olamaz.'))).toBe(false);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
