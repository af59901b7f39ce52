import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryNavigation, ThemeRoot } from 'shared-data/react';
import { paths } from 'shared-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectMoneyHelpLine } from '../../components/help-line.test-support.tsx';
import { renderPage, tableRows } from '../../components/render-page.test-support.tsx';
import { BetLogPage } from './bet-log-page.tsx';
import { addBets, figures, openLog, statusLine, submitBet, type BetText } from './bet-log.test-support.tsx';
import { UNDO_MS } from './use-bet-log.ts';

// Won: 100 × (2 − 1) = +100. Lost: −50.
const won: BetText = { date: '2024-03-01', market: 'Maç sonucu', odds: '2,00', stake: '100', result: 'Kazandı', description: 'Derbi' };
const lost: BetText = { date: '2024-03-02', market: 'Alt/Üst 2,5', odds: '3,00', stake: '50', result: 'Kaybetti' };

const PRIVACY = /yalnızca sizin tarayıcınızda \(IndexedDB/;
const NOT_SENT = 'bahisleriniz sunucumuza gönderilmez, hiçbir çerezde saklanmaz ve hiçbir kayda geçmez.';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BetLogPage', () => {
  it('says in the server HTML that the log needs JavaScript and what it does, and that nothing leaves the browser', () => {
    const html = renderToString(
      <ThemeRoot withGlobalStyle={false}>
        <MemoryNavigation path={paths.calculator('kupon-defteri')}>
          <BetLogPage />
        </MemoryNavigation>
      </ThemeRoot>,
    );
    expect(html).toContain('<h1>Kupon Defteri</h1>');
    expect(html).toMatch(PRIVACY);
    expect(html).toContain(NOT_SENT);
    expect(html).toContain('Kupon defteri tarayıcınızda çalışır ve JavaScript gerektirir');
    expect(html).toContain('kümülatif kâr grafiğini çizer ve kayıtlarınızı CSV dosyası olarak dışa ve içe aktarır');
    // The form is there to type into before the page's code runs, and cannot be sent until the log has opened.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Bahsi ekle<\/button>/);
  });

  it('says in Turkish that the log cannot open where the browser keeps no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    renderPage(BetLogPage, paths.calculator('kupon-defteri'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kupon defteri bu tarayıcıda açılamadı');
    expect(screen.getByText(PRIVACY)).toBeVisible();
  });

  it('adds two bets and shows their figures, with the help line after them', async () => {
    const user = await openLog();
    await addBets(user, won, lost);
    expect(within(statusLine()).getByText('Bahis eklendi.')).toBeVisible();
    // Staked 100 + 50 = 150; profit 100 − 50 = 50; ROI 50 / 150 = 33,3 %; one won of two; odds (2 + 3) / 2 = 2,50.
    expect(figures()).toEqual({
      'Sonuçlanmış bahis': '2',
      'Toplam yatırılan': '150,00 TL',
      'Kâr / zarar': '50,00 TL',
      ROI: '33,3%',
      'Kazanma oranı': '50,0%',
      'Ortalama oran': '2,50',
    });
    expectMoneyHelpLine(statusLine());
    expect(screen.getByRole('img', { name: /2 sonuçlanmış bahis: gerçekleşen kâr 50,00 TL, CLV'ye göre beklenen kâr 0,00 TL/ })).toBeVisible();
    expect(tableRows(/^Bahisler/).slice(1)).toEqual([
      '2 Mart 2024||Alt/Üst 2,5|3,00|50,00 TL|Kaybetti|-50,00 TL|–|–|Kapanış oranı yok|Düzenle: 2 Mart 2024, Alt/Üst 2,5, 3,00Sil: 2 Mart 2024, Alt/Üst 2,5, 3,00',
      '1 Mart 2024|Derbi|Maç sonucu|2,00|100,00 TL|Kazandı|100,00 TL|–|–|Kapanış oranı yok|Düzenle: 1 Mart 2024, Maç sonucu, 2,00Sil: 1 Mart 2024, Maç sonucu, 2,00',
    ]);
  });

  it('refuses a bet field by field in Turkish, tied to each field, and takes the decimal comma', async () => {
    const user = await openLog();
    await submitBet(user, { date: '', market: '', odds: '1,00', stake: '10,555', result: 'Kazandı', closingOthers: '3,40' });
    const form = within(screen.getByRole('form', { name: 'Bahis ekle' }));
    const expectRefused = (label: string, message: string) => {
      const field = form.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    };
    // An empty date is today's: not refused.
    expect(form.getByLabelText('Tarih')).not.toHaveAttribute('aria-invalid');
    expectRefused('Pazar', 'Pazar boş bırakılamaz.');
    expectRefused('Oran', 'Oran en az 1,01 olmalı.');
    expectRefused('Tutar (TL)', 'Tutar en fazla 2 ondalık basamak içerebilir.');
    expectRefused('Kapanış oranı (aldığınız taraf)', 'Diğer kapanış oranları, aldığınız tarafın kapanış oranı olmadan kullanılamaz.');
    expect(form.getByLabelText('Pazar')).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await addBets(user, { ...won, odds: '1,85', stake: '12,50' });
    // 12,50 × 0,85 = 10,625, shown to the kuruş.
    expect(figures()).toMatchObject({ 'Kâr / zarar': '10,63 TL' });
    expect(form.getByLabelText('Oran')).not.toHaveAttribute('aria-invalid');
  });

  it('edits a bet: the lost bet marked won changes the figures', async () => {
    const user = await openLog();
    await addBets(user, won, lost);
    await user.click(screen.getByRole('button', { name: 'Düzenle: 2 Mart 2024, Alt/Üst 2,5, 3,00' }));
    const form = within(screen.getByRole('form', { name: 'Bahsi düzenle' }));
    expect(form.getByLabelText('Oran')).toHaveValue('3');
    expect(form.getByLabelText('Tarih')).toHaveFocus();
    await user.selectOptions(form.getByLabelText('Sonuç'), 'Kazandı');
    await user.click(form.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await screen.findByText('Bahis güncellendi.');
    // Profit 100 + 50 × (3 − 1) = 200; ROI 200 / 150 = 133,3 %; both won.
    expect(figures()).toMatchObject({ 'Kâr / zarar': '200,00 TL', ROI: '133,3%', 'Kazanma oranı': '100,0%' });
    expect(screen.getByRole('form', { name: 'Bahis ekle' })).toBeVisible();
  });

  it('deletes a bet, puts it back with "Geri al", and after the few seconds it is gone for good', async () => {
    const user = await openLog();
    await addBets(user, won, lost);
    await user.click(screen.getByRole('button', { name: 'Sil: 1 Mart 2024, Maç sonucu, 2,00' }));
    await within(statusLine()).findByText('Bahis silindi.');
    // Only the lost bet is left: staked 50, profit −50, ROI −100 %.
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '1', 'Kâr / zarar': '-50,00 TL', ROI: '-100,0%' });
    await user.click(within(statusLine()).getByRole('button', { name: 'Geri al' }));
    await within(statusLine()).findByText('Silinen bahis geri alındı.');
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '2', 'Kâr / zarar': '50,00 TL' });
    expect(tableRows(/^Bahisler/)).toHaveLength(3);

    // The clock still runs, for the waits of user-event and Testing Library; the undo's few seconds are skipped.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Sil: 2 Mart 2024, Alt/Üst 2,5, 3,00' }));
    await within(statusLine()).findByRole('button', { name: 'Geri al' });
    act(() => vi.advanceTimersByTime(UNDO_MS));
    expect(within(statusLine()).queryByRole('button', { name: 'Geri al' })).not.toBeInTheDocument();
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '1', 'Kâr / zarar': '100,00 TL' });
  });

  it('gives the CLV per bet with where its fair close came from, and says 2 bets are too few to judge', async () => {
    const user = await openLog();
    // Whole market: 1/2,00 + 1/1,90 = 0,5 + 0,526316 = 1,026316; fair 1,026316 / 0,5 = 2,052632;
    // CLV 2,10 / 2,052632 − 1 = +0,023077 → +2,31 %.
    const wholeMarket = { ...won, odds: '2,10', closingSide: '2,00', closingOthers: '1,90' };
    // Side only: 1,90 / 2,00 − 1 = −0,05 → −5,00 %.
    await addBets(user, wholeMarket, { ...lost, odds: '1,90', closingSide: '2,00' });
    const rows = tableRows(/^Bahisler/);
    expect(rows[1]).toContain('|-5,00%|2,00|Yalnız tarafın kapanış oranı (marj dahil)|');
    expect(rows[2]).toContain('|+2,31%|2,05|Tüm pazar (marj çıkarıldı)|');
    // Mean (0,023077 − 0,05) / 2 = −0,013462; sd = 0,073077 / √2 = 0,051673; t = −0,013462 / (0,051673 / √2) = −0,37.
    expect(figures()).toMatchObject({
      'Kapanış oranı olan bahis': '2',
      'Ortalama CLV': '-1,35%',
      'Kapanışı geçen bahisler': '50,0%',
      't değeri': '-0,37',
    });
    expect(screen.getByText('Kapanış oranına göre bir sonuç çıkarmak için örneklem çok küçük: 2 bahis var, en az 50 gerekir.')).toBeVisible();
    // Expected profit 100 × 0,023077 + 50 × (−0,05) = 2,31 − 2,50 = −0,19; actual 100 × 1,10 − 50 = 60.
    expect(screen.getByRole('img', { name: /gerçekleşen kâr 60,00 TL, CLV'ye göre beklenen kâr -0,19 TL/ })).toBeVisible();
  });

  it('narrows the statistics by market and dates', async () => {
    const user = await openLog();
    await addBets(user, won, lost);
    const filter = within(screen.getByRole('group', { name: 'Filtre' }));
    await user.selectOptions(filter.getByLabelText('Pazar'), 'Alt/Üst 2,5');
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '1', 'Toplam yatırılan': '50,00 TL' });
    await user.selectOptions(filter.getByLabelText('Pazar'), 'Tüm pazarlar');
    await user.type(filter.getByLabelText('Bitiş tarihi'), '2024-03-01');
    expect(figures()).toMatchObject({ 'Sonuçlanmış bahis': '1', 'Toplam yatırılan': '100,00 TL' });
  });
});
