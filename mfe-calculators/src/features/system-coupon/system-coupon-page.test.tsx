import { cleanup, screen } from '@testing-library/react';
import { paths } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { currentQuery, expectGetFormTo, renderPage } from '../../components/render-page.test-support.tsx';
import { SystemCouponPage } from './system-coupon-page.tsx';

const page = paths.calculator('sistem');
const result = () => screen.getByTestId('coupon-result').textContent ?? '';
const odds = (n: number) => screen.getByLabelText(`${n}. seçim oranı`);

/** 6 selections, the 1st a banker at 1,50 (won), five 2,00: void, won, lost, won, lost; system 3,4; misli 2; 0,50 TL. */
const bankerCoupon =
  'n=6&o1=1,50&b1=1&r1=k&o2=2&r2=i&o3=2&r3=k&o4=2&r4=x&o5=2&r5=k&o6=2&r6=x&sistem=3,4&misli=2&kolon=0,50';

describe('SystemCouponPage', () => {
  it('shows the heading, the formula and a live result', () => {
    renderPage(SystemCouponPage, page);
    screen.getByRole('heading', { level: 1, name: 'Sistem ve Kupon Hesaplayıcı' });
    expect(screen.getByText('Formül ve örnek').tagName).toBe('SUMMARY');
    expect(screen.getByTestId('coupon-result').getAttribute('aria-live')).toBe('polite');
    expect(result()).toContain('Sonuç için her seçimin oranını ve kolon tutarını girin.');
  });

  it('names every control by its query key in a GET form to the page itself', () => {
    renderPage(SystemCouponPage, page);
    expectGetFormTo(page);
    const form = screen.getByRole('button', { name: 'Hesapla' }).closest('form');
    const names = [...(form?.elements ?? [])].map((e) => e.getAttribute('name')).filter((n) => n !== null);
    expect(names).toEqual(['n', 'sistem', 'misli', 'kolon', 'o1', 'm1', 'b1', 'r1', 'o2', 'm2', 'b2', 'r2', 'o3', 'm3', 'b3', 'r3']);
    expect(screen.getByLabelText('2. seçim banko')).toHaveProperty('value', '1');
  });

  it('computes the worked example as it is typed', async () => {
    // Six 2.00s come with the address (the 7th waits beyond n=6); the rest is typed.
    const twos = [2, 3, 4, 5, 6, 7].map((n) => `o${n}=2.00`).join('&');
    const user = renderPage(SystemCouponPage, `${page}?n=6&${twos}`);
    await user.selectOptions(screen.getByLabelText('Seçim sayısı'), '7');
    await user.type(odds(1), '1,50');
    await user.type(screen.getByLabelText('Sistem (ör. 3,4)'), '5');
    await user.clear(screen.getByLabelText('Misli'));
    await user.type(screen.getByLabelText('Misli'), '10');
    await user.type(screen.getByLabelText('Kolon tutarı (TL)'), '1');
    // By hand: C(7,5) = 21 columns; 21 × 10 × 1 = 210 TL. Columns with the 1,50: C(6,4) = 15 × (1.5 × 16 = 24);
    // without it: C(6,5) = 6 × 32; (360 + 192) × 10 = 5520. Least: 1.5 × 2^4 = 24 × 10 = 240.
    expect(result()).toContain("Kolon sayısı5'li: 21Toplam: 21");
    expect(result()).toContain('Kupon bedeli210,00 TL');
    expect(result()).toContain('En yüksek kazanç5.520,00 TL');
    expect(result()).toContain('En düşük kazanç240,00 TL');
    expect(result()).toContain('her seçimin sonucu işaretlenince');
    expect(result()).not.toContain('Net');
  });

  it('pays the results as they are marked, and the shared link reopens them', async () => {
    const marked = [1, 2, 3, 4, 5].map((n) => `r${n}=k`).join('&');
    const twos = [2, 3, 4, 5, 6, 7].map((n) => `o${n}=2`).join('&');
    const user = renderPage(SystemCouponPage, `${page}?n=7&o1=1,50&${twos}&${marked}&sistem=5&misli=10&kolon=1`);
    await user.selectOptions(screen.getByLabelText('6. seçim sonucu'), 'Kaybetti');
    expect(result()).not.toContain('Kazanç1');
    await user.selectOptions(screen.getByLabelText('7. seçim sonucu'), 'Kazandı');
    // By hand: the six winners' 5-columns each leave one of them out of 1.5 × 2^5 = 48:
    // 48 / 1.5 + 5 × 48 / 2 = 32 + 120 = 152 × 10 = 1520 TL; net 1520 − 210 = 1310.
    expect(result()).toContain('Kazanç1.520,00 TL');
    expect(result()).toContain('Net1.310,00 TL');

    const shared = `${page}?${currentQuery().toString()}`;
    cleanup();
    renderPage(SystemCouponPage, shared);
    expect(odds(1)).toHaveProperty('value', '1,50');
    expect(screen.getByLabelText('6. seçim sonucu')).toHaveProperty('value', 'x');
    expect(result()).toContain('Kupon bedeli210,00 TL');
    expect(result()).toContain('Kazanç1.520,00 TL');
  });

  it('pays a banker coupon with a cancellation, and nothing once the banker loses', async () => {
    const user = renderPage(SystemCouponPage, `${page}?${bankerCoupon}`);
    expect(screen.getByLabelText('1. seçim banko')).toBeChecked();
    // By hand: C(5,2) + C(5,3) = 10 + 10 = 20 columns × 2 × 0.50 = 20 TL. Most: 1.5 × (10 × 4 + 10 × 8) × 1 = 180;
    // least 1.5 × 2 × 2 = 6. Marked: the others count 1 (void), 2, 2: e2 = 2 + 2 + 4 = 8, e3 = 4; 1.5 × 12 = 18.
    expect(result()).toContain("Kolon sayısı3'lü: 104'lü: 10Toplam: 20");
    expect(result()).toContain('Kupon bedeli20,00 TL');
    expect(result()).toContain('En yüksek kazanç180,00 TL');
    expect(result()).toContain('En düşük kazanç6,00 TL');
    expect(result()).toContain('Kazanç18,00 TL');
    expect(result()).toContain('Net-2,00 TL');
    await user.selectOptions(screen.getByLabelText('1. seçim sonucu'), 'Kaybetti');
    // The banker is in every column: nothing pays, net −20.
    expect(result()).toContain('Kazanç0,00 TL');
    expect(result()).toContain('Net-20,00 TL');
  });

  it('says which selection breaks the MBS, by how much, and pays nothing until it is kept', async () => {
    const user = renderPage(SystemCouponPage, `${page}?n=5&o1=2&o2=2&m2=4&o3=2&o4=2&o5=2&sistem=3&kolon=1`);
    // C(5,3) = 10 columns × 1 TL; the 2nd selection's MBS 4 needs 4-columns: 4 − 3 = 1 short.
    expect(result()).toContain("3'lü: 10 – 3'lü sistem, 2. seçimin MBS'si 4 olduğu için kuralı 1 seçimle bozuyor.");
    expect(result()).toContain('Kupon bedeli10,00 TL');
    expect(result()).not.toContain('En yüksek kazanç');
    await user.selectOptions(screen.getByLabelText('2. seçim MBS'), '3');
    // MBS 3 fits a system 3: 10 columns × 2^3 = 80 TL.
    expect(result()).not.toContain('bozuyor');
    expect(result()).toContain('En yüksek kazanç80,00 TL');
  });

  it('puts each refusal in Turkish under its field and never prints NaN', async () => {
    const user = renderPage(SystemCouponPage, `${page}?n=5&o1=2&o2=2&o3=2&o4=2&kolon=1`);
    await user.type(odds(5), '1');
    expect(screen.getByText('5. seçimin oranı en az 1,01 olmalı.')).toBeVisible();
    expect(odds(5).getAttribute('aria-invalid')).toBe('true');
    await user.clear(odds(5));
    await user.type(odds(5), 'abc');
    expect(screen.getByText(/Geçerli bir sayı girin/)).toBeVisible();
    await user.clear(odds(5));
    await user.type(odds(5), '2');
    const system = screen.getByLabelText('Sistem (ör. 3,4)');
    await user.type(system, '3-4');
    expect(screen.getByText('Sistemi virgülle ayrılmış tam sayılarla yazın (ör. 3,4); kombine kupon için boş bırakın.')).toBeVisible();
    await user.clear(system);
    await user.type(system, '6');
    expect(screen.getByText("6'lı sistem için en az 6 seçim gerekir; kuponda 5 seçim var.")).toBeVisible();
    await user.clear(system);
    await user.clear(screen.getByLabelText('Misli'));
    await user.type(screen.getByLabelText('Misli'), '1001');
    expect(screen.getByText('Misli 1 ile 1.000 arasında bir tam sayı olmalı.')).toBeVisible();
    await user.clear(screen.getByLabelText('Misli'));
    await user.clear(screen.getByLabelText('Kolon tutarı (TL)'));
    await user.type(screen.getByLabelText('Kolon tutarı (TL)'), '0');
    expect(screen.getByText('Kolon tutarı sıfırdan büyük olmalı.')).toBeVisible();
    expect(result()).toContain('Hesaplanamadı: Kolon tutarı sıfırdan büyük olmalı.');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('refuses a coupon of more than 100.000 columns with its count', () => {
    const twos = Array.from({ length: 23 }, (_, i) => `o${i + 1}=2`).join('&');
    renderPage(SystemCouponPage, `${page}?n=23&${twos}&sistem=6&kolon=1`);
    // C(23,6) = 100,947.
    expect(screen.getByText('Bu kupon 100.947 kolon eder; en fazla 100.000 kolonluk kupon hesaplanır.')).toBeVisible();
  });

  it('adds and removes the last selection, keeping the others', async () => {
    const user = renderPage(SystemCouponPage, `${page}?o1=1,5&o2=2&o3=2,5`);
    await user.click(screen.getByRole('button', { name: 'Seçim Ekle' }));
    expect(odds(4)).toHaveProperty('value', '');
    await user.type(odds(4), '3');
    await user.click(screen.getByLabelText('4. seçim banko'));
    expect(currentQuery().get('n')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Seçim Çıkar' }));
    expect(screen.queryByLabelText('4. seçim oranı')).toBeNull();
    expect([1, 2, 3].map((n) => (odds(n) as HTMLInputElement).value)).toEqual(['1,5', '2', '2,5']);
    expect(currentQuery().get('o4')).toBeNull();
    expect(currentQuery().get('b4')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Seçim Ekle' }));
    expect(odds(4)).toHaveProperty('value', '');
    expect(screen.getByLabelText('4. seçim banko')).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Seçim sayısı'), '2');
    expect(screen.queryByLabelText('3. seçim oranı')).toBeNull();
    expect((odds(2) as HTMLInputElement).value).toBe('2');
  });

  it('gives YEDAM 115 to call beside the result, outside its live region', () => {
    renderPage(SystemCouponPage, `${page}?n=3&o1=1,50&o2=2.10&o3=3&sistem=2&misli=10&kolon=1`);
    expectMoneyHelpLine(screen.getByTestId('coupon-result'));
  });
});
