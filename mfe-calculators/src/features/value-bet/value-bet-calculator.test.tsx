import { cleanup, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderPage } from '../../components/render-page.test-support.tsx';
import { ValueBetCalculator } from './value-bet-calculator.tsx';

const result = () => screen.getByTestId('value-result').textContent ?? '';
const open = (query = '') => renderPage(ValueBetCalculator, `${paths.calculators}${query}`);

describe('ValueBetCalculator', () => {
  it('gives EV, edge and Kelly stakes for odds 2,50 at 50% with a 1000 TL bankroll; the URL reopens it', async () => {
    const user = open();
    await user.type(screen.getByLabelText('Oran (Ondalık)'), '2,50');
    await user.type(screen.getByLabelText('Tahmini Kazanma Olasılığı (%)'), '50');
    await user.type(screen.getByLabelText('Kasa (TL, isteğe bağlı)'), '1000');
    // By hand: EV = 2.5 × 0.5 − 1 = 0.25 (+25%); b = 1.5; f = (1.5 × 0.5 − 0.5) / 1.5 = 0.1667.
    // Stakes: 1000 × 0.1667 = 166.67; half 83.33; quarter 41.67.
    expect(result()).toContain('Değerli Bahis! (+EV)');
    expect(result()).toContain('Beklenen değer (EV)+25,00%');
    expect(result()).toContain('1 TL yatırım başına beklenen kâr+0,25 TL');
    expect(result()).toContain('Avantaj (edge)+25,00%');
    expect(result()).toContain('Tam Kelly166,67 TL (kasanın 16,67%)');
    expect(result()).toContain('½ Kelly83,33 TL (kasanın 8,33%)');
    expect(result()).toContain('¼ Kelly41,67 TL (kasanın 4,17%)');
    const query = currentQuery();
    expect(query.get('v_o')).toBe('2,50');
    cleanup();
    open(`?${query.toString()}`);
    expect(result()).toContain('Tam Kelly166,67 TL (kasanın 16,67%)');
  });

  it('takes fair odds instead of a probability', async () => {
    const user = open('?v_o=2.2');
    await user.click(screen.getByRole('radio', { name: 'Adil oran' }));
    await user.type(screen.getByLabelText('Adil Oran (Ondalık)'), '2');
    // By hand: p = 1 / 2 = 0.5; EV = 2.2 × 0.5 − 1 = 0.10 (+10%); f = (1.2 × 0.5 − 0.5) / 1.2 = 0.0833.
    expect(result()).toContain('Değerli Bahis! (+EV)');
    expect(result()).toContain('+10,00%');
    expect(result()).toContain('Tahmininize göre olasılık50,00%');
    expect(result()).toContain('Tam Kellykasanın 8,33%');
    expect(currentQuery().get('v_m')).toBe('odds');
  });

  it('says Kelly would not bet at odds 1,80 and 50%', async () => {
    open('?v_o=1,80&v_p=50&v_b=1000');
    // By hand: EV = 1.8 × 0.5 − 1 = −0.10; f = (0.8 × 0.5 − 0.5) / 0.8 = −0.125.
    expect(result()).toContain('Değerli Bahis Değil (-EV)');
    expect(result()).toContain('-10,00%');
    expect(result()).toContain('Kelly kriterine göre bu bahse yatırım yapılmamalı: beklenen değer negatif.');
    expect(result()).not.toContain('Tam Kelly');
  });

  it('shows the rule’s reasons under odds of 1 and a negative bankroll, never NaN', () => {
    open('?v_o=1&v_p=50&v_b=-5');
    expect(isInaccessible(screen.getByText("Bahis oranı 1'den büyük olmalı."))).toBe(false);
    cleanup();
    open('?v_o=2&v_p=50&v_b=-5');
    expect(isInaccessible(screen.getByText('Kasa sıfırdan büyük olmalı.'))).toBe(false);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
