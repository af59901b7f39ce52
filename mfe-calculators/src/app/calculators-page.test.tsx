import { render, screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation, ThemeRoot } from 'shared-data/react';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { CalculatorsPage } from './calculators-page.tsx';

function renderPage() {
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={paths.calculators}>
        <CalculatorsPage />
      </MemoryNavigation>
    </ThemeRoot>,
  );
  return userEvent.setup();
}

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('CalculatorsPage', () => {
  it('keeps the h1 and lists every calculator: the three here by section, the nine others by page', () => {
    renderPage();
    expect(document.querySelector('h1')?.textContent).toBe('Bahis Hesaplayıcı');
    const nav = screen.getByRole('navigation', { name: 'Tüm hesaplayıcılar' });
    // One pass over the links (text and target), cheaper than a role query per link on this large page.
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Surebet (Arbitraj) Hesaplayıcı', '#surebet'],
      ['Değerli Bahis (Value Bet)', '#deger-bahis'],
      ['Oran Dönüştürücü', '#oran-donusturucu'],
      ['Adil Oran (Marj Kaldırma)', paths.calculator('adil-oran')],
      ['Eşleşen Bahis (Matched Betting)', paths.calculator('eslesen-bahis')],
      ['Hedge', paths.calculator('hedge')],
      ['Dutching', paths.calculator('dutching')],
      ['Bonus Çevrim Hesaplayıcı', paths.calculator('bonus-cevrim')],
      ['Sistem ve Kupon Hesaplayıcı', paths.calculator('sistem')],
      ['Asya Handikap ve Alt/Üst', paths.calculator('asya-handikap')],
      ['Skor Tahmini (Poisson / Dixon–Coles)', paths.calculator('skor-tahmini')],
      ['Kupon Defteri', paths.calculator('kupon-defteri')],
    ]);
    for (const id of ['surebet', 'deger-bahis', 'oran-donusturucu']) expect(document.getElementById(id)?.tagName).toBe('SECTION');
  });

  it('keeps the three calculators apart in the URL', async () => {
    const user = renderPage();
    await user.type(section(/Surebet/).getByLabelText('1. Sonuç Oranı'), '2,1');
    await user.type(section(/Değerli Bahis/).getByLabelText('Oran (Ondalık)'), '2,5');
    expect(section(/Değerli Bahis/).getByLabelText('Oran (Ondalık)')).toHaveProperty('value', '2,5');
    expect(section(/Surebet/).getByLabelText('1. Sonuç Oranı')).toHaveProperty('value', '2,1');
    expect(section(/Oran Dönüştürücü/).getByLabelText('Ondalık Oran')).toHaveProperty('value', '2.00');
  });
});

describe('SurebetCalculator', () => {
  it('shows the arbitrage profit and stakes for 2,10 / 2.10 with the default 100 TL stake', async () => {
    const user = renderPage();
    const surebet = section(/Surebet/);
    expect(surebet.getByLabelText('Toplam Yatırım (TL)')).toHaveProperty('value', '100');
    await user.type(surebet.getByLabelText('1. Sonuç Oranı'), '2,10');
    await user.type(surebet.getByLabelText('2. Sonuç Oranı'), '2.10');
    const result = surebet.getByTestId('surebet-result');
    expect(result.textContent).toContain('Arbitraj Fırsatı Var! Kâr: 5,00 TL (5,00%)');
    expect(result.textContent).toContain('1. sonuca yatırım50,00 TL');
    expect(result.textContent).toContain('2. sonuca yatırım50,00 TL');
    expect(result.textContent).toContain('Garanti dönüş105,00 TL');
  });

  it('adds a third outcome, then disables adding; removing stops at two', async () => {
    const user = renderPage();
    const surebet = section(/Surebet/);
    const add = surebet.getByRole('button', { name: 'Sonuç Ekle' });
    const remove = surebet.getByRole('button', { name: 'Sonuç Çıkar' });
    expect(remove).toBeDisabled();
    await user.click(add);
    expect(add).toBeDisabled();
    expect(remove).toBeEnabled();
    await user.type(surebet.getByLabelText('1. Sonuç Oranı'), '3.2');
    await user.type(surebet.getByLabelText('2. Sonuç Oranı'), '3.6');
    await user.type(surebet.getByLabelText('3. Sonuç Oranı'), '3.4');
    const text = surebet.getByTestId('surebet-result').textContent ?? '';
    expect(text).toContain('Kâr: 13,07 TL');
    expect(text).toContain('35,33 TL');
    expect(text).toContain('31,41 TL');
    expect(text).toContain('33,26 TL');
    await user.click(remove);
    expect(surebet.queryByLabelText('3. Sonuç Oranı')).toBeNull();
    expect(remove).toBeDisabled();
  });

  it('says there is no arbitrage for 1.90 / 1.90 and hints at bad input without NaN', async () => {
    const user = renderPage();
    const surebet = section(/Surebet/);
    await user.type(surebet.getByLabelText('1. Sonuç Oranı'), '1.9');
    await user.type(surebet.getByLabelText('2. Sonuç Oranı'), 'abc');
    expect(isInaccessible(surebet.getByText(/Geçerli bir sayı girin/))).toBe(false);
    await user.clear(surebet.getByLabelText('2. Sonuç Oranı'));
    await user.type(surebet.getByLabelText('2. Sonuç Oranı'), '1.9');
    expect(surebet.getByTestId('surebet-result').textContent).toContain('Arbitraj Fırsatı Yok');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});

describe('ValueBetCalculator', () => {
  it('odds 2.5 at 50% is a +EV bet of +25,00%', async () => {
    const user = renderPage();
    const value = section(/Değerli Bahis/);
    await user.type(value.getByLabelText('Oran (Ondalık)'), '2,5');
    await user.type(value.getByLabelText('Tahmini Kazanma Olasılığı (%)'), '50');
    const text = value.getByTestId('value-result').textContent ?? '';
    expect(text).toContain('Değerli Bahis! (+EV)');
    expect(text).toContain('+25,00%');
  });

  it('odds 1.8 at 50% is -EV, and an out-of-range probability gets a hint', async () => {
    const user = renderPage();
    const value = section(/Değerli Bahis/);
    await user.type(value.getByLabelText('Oran (Ondalık)'), '1.8');
    await user.type(value.getByLabelText('Tahmini Kazanma Olasılığı (%)'), '50');
    expect(value.getByTestId('value-result').textContent).toContain('Değerli Bahis Değil (-EV)');
    expect(value.getByTestId('value-result').textContent).toContain('-10,00%');
    await user.type(value.getByLabelText('Tahmini Kazanma Olasılığı (%)'), '0');
    // The field now reads '500': the rule refuses it with its own message.
    expect(isInaccessible(value.getByText('Gerçek olasılık 0’dan büyük ve en fazla 100 olmalıdır.'))).toBe(false);
  });
});

describe('OddsConverter', () => {
  it('starts at 2.00, 1/1, +100 with the evens label', () => {
    renderPage();
    const odds = section(/Oran Dönüştürücü/);
    expect(odds.getByLabelText('Ondalık Oran')).toHaveProperty('value', '2.00');
    expect(odds.getByLabelText('Kesirli Oran')).toHaveProperty('value', '1/1');
    expect(odds.getByLabelText('Amerikan Oran')).toHaveProperty('value', '+100');
    expect(isInaccessible(odds.getByText('Evens (eşit oran)'))).toBe(false);
  });

  it('decimal 1.80 becomes 4/5 and -125; American +500 becomes 6.00 and 5/1', async () => {
    const user = renderPage();
    const odds = section(/Oran Dönüştürücü/);
    await user.clear(odds.getByLabelText('Ondalık Oran'));
    await user.type(odds.getByLabelText('Ondalık Oran'), '1,80');
    expect(odds.getByLabelText('Kesirli Oran')).toHaveProperty('value', '4/5');
    expect(odds.getByLabelText('Amerikan Oran')).toHaveProperty('value', '-125');
    expect(odds.getByTestId('odds-result').textContent).toContain('55,56%');
    await user.clear(odds.getByLabelText('Amerikan Oran'));
    await user.type(odds.getByLabelText('Amerikan Oran'), '+500');
    expect(odds.getByLabelText('Ondalık Oran')).toHaveProperty('value', '6.00');
    expect(odds.getByLabelText('Kesirli Oran')).toHaveProperty('value', '5/1');
  });

  it('rejects decimal 1.00 and a zero denominator with Turkish hints', async () => {
    const user = renderPage();
    const odds = section(/Oran Dönüştürücü/);
    await user.clear(odds.getByLabelText('Ondalık Oran'));
    await user.type(odds.getByLabelText('Ondalık Oran'), '1');
    expect(isInaccessible(odds.getByText('Ondalık oran 1,00’dan büyük olmalıdır; 1,00 hiç kazanç getirmez.'))).toBe(false);
    await user.clear(odds.getByLabelText('Kesirli Oran'));
    await user.type(odds.getByLabelText('Kesirli Oran'), '5/0');
    expect(isInaccessible(odds.getByText('Kesrin paydası 0 olamaz.'))).toBe(false);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
