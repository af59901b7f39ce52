import { readFileSync } from 'node:fs';
import { paths } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';

const url = paths.calculator('kupon-defteri');

interface Bet {
  date: string;
  market: string;
  odds: string;
  stake: string;
  result: string;
  closingSide: string;
  closingOthers: string;
  /** Text found nowhere else, so that a request carrying it would be seen. */
  description: string;
}

const bets: Bet[] = [
  // Won: +100 × 1,10 = +110. Fair close from 2,00 / 3,40 / 4,00: 1/2 + 1/3,4 + 1/4 = 1,044118; 1,044118 / 0,5 = 2,0882;
  // CLV 2,10 / 2,0882 − 1 = +0,005634.
  { date: '2024-05-01', market: '1X2', odds: '2,10', stake: '100', result: 'Kazandı', closingSide: '2,00', closingOthers: '3,40; 4,00', description: 'Derbi ev sahibi qzx-ilk' },
  // Lost: −50. Fair close from 1,80 / 2,00: 1,055556 / 0,555556 = 1,90; CLV 1,95 / 1,90 − 1 = +0,026316.
  { date: '2024-05-02', market: 'Alt/Üst 2,5', odds: '1,95', stake: '50', result: 'Kaybetti', closingSide: '1,80', closingOthers: '2,00', description: 'Üst bekleniyor qzx-ikinci' },
  // Lost: −40. Side only: CLV 3,20 / 3,00 − 1 = +0,066667.
  { date: '2024-05-03', market: '1X2', odds: '3,20', stake: '40', result: 'Kaybetti', closingSide: '3,00', closingOthers: '', description: 'Deplasman sürprizi qzx-üçüncü' },
  // Half won: 40 × 0,90 = +36. Fair close from 1,85 / 1,95: 1,053361 / 0,540541 = 1,9487; CLV 1,90 / 1,9487 − 1 = −0,025.
  { date: '2024-05-04', market: 'Asya handikap -0,25', odds: '1,90', stake: '80', result: 'Yarım kazandı', closingSide: '1,85', closingOthers: '1,95', description: 'Çeyrek çizgi qzx-dördüncü' },
  // Void: 0, not risked. Side only: CLV 2,00 / 2,05 − 1 = −0,024390.
  { date: '2024-05-05', market: 'Alt/Üst 2,5', odds: '2,00', stake: '60', result: 'İade', closingSide: '2,05', closingOthers: '', description: 'Ertelenen maç qzx-beşinci' },
];

// Settled 5; staked 100 + 50 + 40 + 80 = 270 (the void's 60 was not risked); profit 110 − 50 − 40 + 36 + 0 = 56;
// ROI 56 / 270 = 20,7 %; won or half won 2 of the 4 not void = 50,0 %; odds (2,10 + 1,95 + 3,20 + 1,90 + 2,00) / 5 =
// 11,15 / 5 = 2,23. CLV over all five: mean (0,005634 + 0,026316 + 0,066667 − 0,025 − 0,024390) / 5 = 0,049227 / 5 =
// +0,98 %; three of five above 0 = 60,0 %; sample sd 0,038419, t = 0,009845 / (0,038419 / √5) = 0,57.
const figures = ['5', '270,00 TL', '56,00 TL', '20,7%', '50,0%', '2,23', '5', '+0,98%', '60,0%', '0,57'];
// Expected profit, stake × CLV but 0 for the void: 0,5634 + 1,3158 + 2,6667 − 2,0000 = 2,5459.
const chart = "Kümülatif kâr grafiği, 5 sonuçlanmış bahis: gerçekleşen kâr 56,00 TL, CLV'ye göre beklenen kâr 2,55 TL.";

const form = (page: Page) => page.getByRole('form', { name: 'Bahis ekle' });

async function addBet(page: Page, bet: Bet, count: number) {
  const fields = form(page);
  // Exact: 'Sonuç' is also part of 'Diğer sonuçların kapanış oranları'.
  const exact = { exact: true };
  await fields.getByLabel('Tarih', exact).fill(bet.date);
  await fields.getByLabel('Pazar', exact).fill(bet.market);
  await fields.getByLabel('Oran', exact).fill(bet.odds);
  await fields.getByLabel('Tutar (TL)', exact).fill(bet.stake);
  await fields.getByLabel('Sonuç', exact).selectOption({ label: bet.result });
  await fields.getByLabel('Kapanış oranı (aldığınız taraf)', exact).fill(bet.closingSide);
  await fields.getByLabel('Diğer sonuçların kapanış oranları', exact).fill(bet.closingOthers);
  await fields.getByLabel('Açıklama', exact).fill(bet.description);
  await fields.getByRole('button', { name: 'Bahsi ekle' }).click();
  await expect(page.getByRole('table', { name: `Bahisler (${count}), en yenisi üstte` })).toBeVisible();
}

async function expectFigures(page: Page) {
  const stats = page.getByRole('region', { name: 'İstatistikler' });
  await expect(stats.getByRole('definition')).toHaveText(figures);
  await expect(stats).toContainText('Kapanış oranına göre bir sonuç çıkarmak için örneklem çok küçük: 5 bahis var, en az 50 gerekir.');
  await expect(page.getByRole('img', { name: chart })).toBeVisible();
  const rows = page.getByRole('table', { name: /^Bahisler/ }).getByRole('row');
  await expect(rows.filter({ hasText: 'qzx-ilk' })).toContainText('+0,56%2,09Tüm pazar (marj çıkarıldı)');
  await expect(rows.filter({ hasText: 'qzx-üçüncü' })).toContainText('+6,67%3,00Yalnız tarafın kapanış oranı (marj dahil)');
}

test.describe('bet log', () => {
  test('five bets give their figures, survive a CSV export, a wiped database and an import, and never reach the server', async ({ page }) => {
    // Every request of the journey, as the browser sent it: address, headers (cookies included) and body.
    const sent: Array<Promise<string>> = [];
    page.on('request', (request) => {
      sent.push(request.allHeaders().then((headers) => [request.url(), JSON.stringify(headers), request.postData() ?? ''].join('\n')));
    });

    await page.goto(url);
    await expect(page.getByText("Bu defter yalnızca sizin tarayıcınızda (IndexedDB'de) tutulur")).toBeVisible();
    await expect(form(page)).toBeVisible();
    for (const [i, bet] of bets.entries()) await addBet(page, bet, i + 1);
    await expectFigures(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV olarak indir' }).click()]);
    expect(download.suggestedFilename()).toBe('kupon-defteri.csv');
    const file = await download.path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFFtarih,aciklama,pazar,oran,tutar,sonuc,kapanis_taraf,kapanis_diger\r\n')).toBe(true);
    expect(csv).toContain('2024-05-04,Çeyrek çizgi qzx-dördüncü,"Asya handikap -0,25",1.9,80,yarim-kazandi,1.85,1.95\r\n');

    // The database goes as the browser's "clear site data" would take it: the open page lets go of it and says so.
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const deletion = indexedDB.deleteDatabase(name);
          deletion.onsuccess = () => resolve();
          deletion.onerror = () => reject(deletion.error);
        }),
      'kupon-defteri',
    );
    await expect(page.getByRole('alert')).toContainText('Güncel hâlini görmek için sayfayı yenileyin.');
    await page.reload();
    await expect(page.getByText('Henüz bahis yok.', { exact: false })).toBeVisible();

    await page.getByLabel('CSV dosyasından içe aktar').setInputFiles(file);
    await expect(page.getByRole('region', { name: 'Dışa ve içe aktar' }).getByRole('status')).toHaveText('5 bahis içe aktarıldı.');
    await expectFigures(page);

    const requests = await Promise.all(sent);
    expect(requests.length).toBeGreaterThan(0);
    for (const { description } of bets) {
      // As typed, and as a URL or a form body would encode it.
      const forms = [description, encodeURIComponent(description), new URLSearchParams({ d: description }).toString().slice(2)];
      const carrying = requests.filter((request) => forms.some((text) => request.includes(text)));
      expect(carrying, `a request carries "${description}"`).toEqual([]);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page says the log needs JavaScript and what it does', async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Kupon Defteri' })).toBeVisible();
      await expect(page.getByText('Kupon defteri tarayıcınızda çalışır ve JavaScript gerektirir')).toBeVisible();
      await expect(page.getByText(/kümülatif kâr grafiğini çizer ve kayıtlarınızı CSV dosyası olarak dışa ve içe aktarır/)).toBeVisible();
      // The form is there to type into, but cannot be sent: only the page's code can keep a bet.
      await expect(page.getByRole('form', { name: 'Bahis ekle' }).getByRole('button', { name: 'Bahsi ekle' })).toBeDisabled();
    });
  });
});
