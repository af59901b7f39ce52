import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const page = paths.calculator('sistem');

/** A selection's control by its (visually hidden) label: '1. seçim oranı', '1. seçim banko', '1. seçim sonucu'. */
const control = (p: Page, number: number, what: 'oranı' | 'MBS' | 'banko' | 'sonucu') =>
  p.getByLabel(`${number}. seçim ${what}`, { exact: true });

const result = (p: Page) => p.getByTestId('coupon-result');

test.describe('system and coupon calculator', () => {
  test('a 6-selection 3,4 system with a banker and a cancellation, its results marked, reopens from its link', async ({ page: tab }) => {
    // Some thirty actions by hand, each answered in place: about twice a short journey's time on this 2-core machine.
    test.setTimeout(60_000);
    await tab.goto(page);
    await expect(tab.getByRole('heading', { level: 1, name: 'Sistem ve Kupon Hesaplayıcı' })).toBeVisible();
    // The page starts with three selections; three more from the button, the first three kept.
    await control(tab, 1, 'oranı').fill('1,50');
    for (let added = 0; added < 3; added++) await tab.getByRole('button', { name: 'Seçim Ekle' }).click();
    await expect(control(tab, 1, 'oranı')).toHaveValue('1,50');
    const others = ['2,00', '2.00', '2,50', '1,60', '3,00'];
    for (const [i, odds] of others.entries()) await control(tab, i + 2, 'oranı').fill(odds);
    await control(tab, 1, 'banko').check();
    await tab.getByLabel('Sistem (ör. 3,4)').fill('3,4');
    await tab.getByLabel('Misli').fill('2');
    await tab.getByLabel('Kolon tutarı (TL)').fill('0,50');

    // By hand: 1 banker, 5 others: C(5,2) + C(5,3) = 10 + 10 = 20 columns × 2 × 0.50 = 20 TL (1 TL a column).
    // Others 2, 2, 2.5, 1.6, 3: e2 = 4 + 2 × 5 + 2 × 3.2 + 2 × 6 + 4 + 7.5 + 4.8 = 48.7;
    // e3 = 10 + 6.4 + 12 + 2 × (8 + 15 + 9.6) + 12 = 105.6; most 1.5 × (48.7 + 105.6) = 231.45 TL.
    // Least: the banker and the two lowest others, 1.5 × 1.6 × 2 = 4.80 TL.
    const box = result(tab);
    await expect(box).toContainText("3'lü: 10");
    await expect(box).toContainText("4'lü: 10");
    await expect(box).toContainText('Toplam: 20');
    await expect(box).toContainText('Kupon bedeli20,00 TL');
    await expect(box).toContainText('En yüksek kazanç231,45 TL');
    await expect(box).toContainText('En düşük kazanç4,80 TL');
    await expect(box).toHaveAttribute('aria-live', 'polite');

    const marks = ['Kazandı', 'Kazandı', 'Kaybetti', 'Kazandı', 'İptal / ertelendi', 'Kaybetti'];
    for (const [i, label] of marks.entries()) await control(tab, i + 1, 'sonucu').selectOption({ label });
    // By hand: banker won; others 2 (won), 0, 2.5 (won), 1 (the 1,60 cancelled), 0:
    // e2 = 2 × 2.5 + 2 × 1 + 2.5 × 1 = 9.5, e3 = 2 × 2.5 × 1 = 5; 1.5 × 14.5 = 21.75 TL; net 21.75 − 20 = 1.75.
    await expect(box).toContainText('Kazanç21,75 TL');
    await expect(box).toContainText('Net1,75 TL');

    await control(tab, 6, 'sonucu').selectOption({ label: 'Kazandı' });
    // By hand: the 3,00 wins too; winners 2, 2.5, 1, 3: e2 = 5 + 2 + 6 + 2.5 + 7.5 + 3 = 26,
    // e3 = 5 + 15 + 6 + 7.5 = 33.5; 1.5 × 59.5 = 89.25 TL; net 69.25.
    await expect(box).toContainText('Kazanç89,25 TL');
    await expect(box).toContainText('Net69,25 TL');

    const again = await tab.context().newPage();
    await again.goto(tab.url());
    await expect(control(again, 5, 'sonucu')).toHaveValue('i');
    await expect(control(again, 1, 'banko')).toBeChecked();
    await expect(result(again)).toContainText('Kupon bedeli20,00 TL');
    await expect(result(again)).toContainText('Kazanç89,25 TL');
    await expect(result(again)).toContainText('Net69,25 TL');
  });
});

test.describe('system and coupon calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is sent to the server, which answers with the result', async ({ page: tab }) => {
    await tab.goto(page);
    // The buttons need the page's code; the count is chosen in the select and sent.
    await expect(tab.getByRole('button', { name: 'Seçim Ekle' })).toBeDisabled();
    await tab.getByLabel('Seçim sayısı').selectOption('4');
    await tab.getByRole('button', { name: 'Hesapla' }).click();
    await expect(control(tab, 4, 'oranı')).toBeVisible();

    for (const [i, odds] of ['1,50', '2,00', '2,50', '1,80'].entries()) await control(tab, i + 1, 'oranı').fill(odds);
    await control(tab, 1, 'banko').check();
    await tab.getByLabel('Sistem (ör. 3,4)').fill('2,3');
    await tab.getByLabel('Misli').fill('5');
    await tab.getByLabel('Kolon tutarı (TL)').fill('2');
    const marks = ['Kazandı', 'Kazandı', 'Kaybetti', 'İptal / ertelendi'];
    for (const [i, label] of marks.entries()) await control(tab, i + 1, 'sonucu').selectOption({ label });
    await tab.getByRole('button', { name: 'Hesapla' }).click();
    await tab.waitForURL(/[?&]kolon=2(&|$)/);
    expect(new URL(tab.url()).searchParams.get('b1')).toBe('1');

    // By hand: 1 banker, 3 others: C(3,1) + C(3,2) = 3 + 3 = 6 columns × 5 × 2 = 60 TL (10 TL a column).
    // Others 2, 2.5, 1.8: e1 = 6.3, e2 = 5 + 3.6 + 4.5 = 13.1; most 1.5 × 19.4 × 10 = 291 TL.
    // Least: 1.5 × 1.8 × 10 = 27 TL. Marked: others 2 (won), 0, 1 (void): e1 = 3, e2 = 2;
    // 1.5 × 5 × 10 = 75 TL; net 75 − 60 = 15.
    const box = result(tab);
    await expect(box).toContainText("2'li: 3");
    await expect(box).toContainText("3'lü: 3");
    await expect(box).toContainText('Toplam: 6');
    await expect(box).toContainText('Kupon bedeli60,00 TL');
    await expect(box).toContainText('En yüksek kazanç291,00 TL');
    await expect(box).toContainText('En düşük kazanç27,00 TL');
    await expect(box).toContainText('Kazanç75,00 TL');
    await expect(box).toContainText('Net15,00 TL');
  });
});
