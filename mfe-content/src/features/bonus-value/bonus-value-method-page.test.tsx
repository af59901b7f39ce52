import { screen, within } from '@testing-library/react';
import { contentApi, paths, type BonusValueExample } from 'shared-data';
import { OFFER_MODEL_VERSION } from 'shared-data/bonus-value';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { BonusValueMethodPage } from './bonus-value-method-page.tsx';

afterEach(resetContentApi);

/**
 * A fixed answer of the API in its real shape. The closed form is the example's, worked by hand (35 × (1,000 +
 * 1,000) = 70,000; × 0.04 = 2,800; 1,000 − 2,800 = −1,800); the simulated figures are made up and round, so each can
 * be found on the page as formatted by hand.
 */
const payout = { win: 38.46, hitProbability: 0.96 / 38.46 };
const answer: BonusValueExample = {
  terms: { bonusAmount: 1000, bonusPercent: 100, wageringMultiple: 35, wageringBase: 'deposit_bonus', minDeposit: 100, maxBet: 50, maxCashout: null, minStake: 1 },
  game: { slug: 'ornek-oyun', name: 'Örnek oyun', rtp: 96, volatility: 'Orta' },
  play: { deposit: 1000, bet: 20 },
  value: {
    kind: 'bonusValue',
    bonus: 1000,
    deposit: 1000,
    bet: 20,
    closedForm: { kind: 'wagering', requiredWagering: 70000, turnover: 70000, betsAtMaxBet: 1400, expectedLoss: 2800, expectedValue: -1800 },
    payout,
    parts: [{ part: 'match', expectedCashout: 1111.5, standardError: 22.25, finishProbability: 0.1234, payout, closedFormValue: -1800 }],
    unvaluedFreeSpins: false,
    runs: 20000,
    seed: 1,
    finishProbability: 0.1234,
    withdrawProbability: 0.15,
    profitProbability: 0.08,
    medianCashout: 3846,
    expectedCashout: 1111.5,
    expectedNetValue: 111.5,
    standardError: 22.25,
    // A win adds 38,46 × 20 = 769,20; the bins are two wins wide.
    histogram: { step: 769.2, width: 1538.4, nothing: 17000, counts: [1000, 500, 400, 300, 250, 200, 150, 100, 50, 50] },
  },
  sensitivity: [
    { at: 'minStake', bet: 1, kind: 'value', expectedNetValue: -737.2, standardError: 4.9, finishProbability: 0.0012, runs: 5000 },
    { at: 'standard', bet: 20, kind: 'value', expectedNetValue: 111.5, standardError: 22.25, finishProbability: 0.1234, runs: 20000 },
    { at: 'maxBet', bet: 50, kind: 'value', expectedNetValue: 342.4, standardError: 38, finishProbability: 0.31, runs: 5000 },
  ],
  classes: [
    { volatility: 'Düşük', standardDeviation: 3, payout: { win: 10.335, hitProbability: 0.96 / 10.335 } },
    { volatility: 'Orta', standardDeviation: 6, payout: { win: 38.46, hitProbability: 0.96 / 38.46 } },
    { volatility: 'Yüksek', standardDeviation: 12, payout: { win: 150.96, hitProbability: 0.96 / 150.96 } },
    { volatility: 'Çok Yüksek', standardDeviation: 24, payout: { win: 600.96, hitProbability: 0.96 / 600.96 } },
  ],
};

const renderPage = async () => {
  mockContentApi({ [contentApi.bonusValueExample]: answer });
  await renderAt(paths.bonusValueMethod, <BonusValueMethodPage />);
  return screen.findByRole('heading', { level: 1, name: 'Bonus Değeri Nasıl Hesaplanır?' });
};

const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('BonusValueMethodPage', () => {
  it('has its sections as anchored headings, listed in the table of contents', async () => {
    await renderPage();
    const contents = screen.getByRole('navigation', { name: 'İçindekiler' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Kapalı Form: Çevrimin Ortalama Maliyeti' });
    expect(heading.id).toBe('kapali-form-cevrimin-ortalama-maliyeti');
    expect(within(contents).getByRole('link', { name: 'Kapalı Form: Çevrimin Ortalama Maliyeti' }).getAttribute('href')).toBe(
      '#kapali-form-cevrimin-ortalama-maliyeti',
    );
    for (const name of ['Sitenin Standart Oyunu', 'Oynaklık Sınıfları', 'Rakamlar Ne Anlatır?', 'Örnek Hesap', 'Varsayımlar ve Sınırlar', 'Yöntemin Sürümleri', 'Kaynaklar']) {
      screen.getByRole('heading', { level: 2, name });
    }
    expect(document.title).toBe('Bonus Değeri Nasıl Hesaplanır? Yöntemimiz | SafeBet');
  });

  it('works the closed form by hand with the figures of the answer', async () => {
    await renderPage();
    screen.getByText('Çevrim tutarı = 35 × (1.000,00 TL + 1.000,00 TL) = 70.000,00 TL; 20,00 TL bahisle 3.500 dönüş.');
    screen.getByText('Beklenen kayıp = 70.000,00 TL × (1 − 0,96) = 70.000,00 TL × 0,04 = 2.800,00 TL.');
    screen.getByText('Değer = 1.000,00 TL − 2.800,00 TL = -1.800,00 TL.');
    screen.getByText(/Bonusun tamamını kazandıran yatırım 1\.000,00 TL ÷ 1,00 = 1\.000,00 TL\. Bonus 1\.000,00 TL, başlangıç bakiyesi 2\.000,00 TL\./);
    screen.getByText(/hiçbir oyuncu yatırdığı 1\.000,00 TL'den fazlasını kaybedemez/);
  });

  it("shows the simulation's figures with their intervals, the shares, the median and the histogram as the answer gives them", async () => {
    await renderPage();
    const figures = screen.getByText('Çevrimi tamamlama olasılığı').closest('dl') as HTMLElement;
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    // 1,96 × √(0,1234 × 0,8766 / 20.000) = 0,00456.
    expect(figure('Çevrimi tamamlama olasılığı')).toBe('%12,3 (%11,9 – %12,8)');
    // 1,96 × 22,25 = 43,61: tens; 1.111,5 ± 43,61 = 1.067,9 … 1.155,1 and 111,5 ± 43,61 = 67,9 … 155,1.
    expect(figure('Beklenen çekim')).toBe('1.110 TL (%95 aralık: 1.070 … 1.160 TL; standart hata 22,25 TL)');
    expect(figure('Beklenen net değer')).toBe('+110 TL (%95 aralık: +70 … +160 TL)');
    // 1,96 × √(0,15 × 0,85 / 20.000) = 0,00495; 1,96 × √(0,08 × 0,92 / 20.000) = 0,00376.
    expect(figure('Çekim yapabilme olasılığı')).toBe('%15,0 (%14,5 – %15,5)');
    expect(figure('Yatırdığından fazlasını çekme olasılığı')).toBe('%8,0 (%7,6 – %8,4)');
    expect(figure('Çekim yapanların ortanca çekimi')).toBe('3.846,00 TL');
    screen.getByText(/20\.000 kez oynandı \(tohum 1, yöntem sürümü 3\)/);
    expect(screen.queryByRole('table', { name: 'Çekim ve net değer yüzdelikleri' })).toBeNull();

    const histogram = screen.getByRole('table', { name: '20.000 turun çekim tutarlarına göre dağılımı' });
    expect(within(histogram).getAllByRole('row')).toHaveLength(12);
    // 17,000 of 20,000 runs is 85.0 %; 1,000 is 5.0 %; 50 is 0.25 %, 0.3 % to one decimal.
    expect(cellsOf(rowOf(histogram, 'Hiçbir şey çekemeyen turlar'))).toEqual(['17.000', '%85,0']);
    expect(cellsOf(rowOf(histogram, '0,00 TL – 1.538,40 TL'))).toEqual(['1.000', '%5,0']);
    expect(cellsOf(rowOf(histogram, '13.845,60 TL ve üstü'))).toEqual(['50', '%0,3']);
    screen.getByText(/oyunun bir kazancının bakiyeye eklediği 769,20 TL tutarının tam katıdır/);
  });

  it("tabulates the example's value at its minimum stake, standard bet and maximum bet", async () => {
    await renderPage();
    const table = screen.getByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Bahis', 'Beklenen net değer (%95 aralık)', 'Çevrimi bitirme olasılığı', 'Koşu sayısı'],
      // -737,2 ± 1,96 × 4,9 = ± 9,60: whole liras. 342,4 ± 1,96 × 38 = ± 74,48: tens.
      ['En az bahis: 1 TL', '-737 TL (-747 … -728 TL)', '%0,1', '5.000'],
      ['Standart bahis: 20 TL', '+110 TL (+70 … +160 TL)', '%12,3', '20.000'],
      ['En yüksek bahis: 50 TL', '+340 TL (+270 … +420 TL)', '%31,0', '5.000'],
    ]);
  });

  it('tabulates the four volatility classes with their σ and spin, and gives their volatility index', async () => {
    await renderPage();
    const table = screen.getByRole('table', { name: 'Oynaklık sınıfları ve karşılık gelen standart sapmalar' });
    // 1 + (6 / 0.96)² = 40.0625 spins; 0.96 + 36 / 0.96 = 38.46.
    const [sd, meaning] = cellsOf(rowOf(table, 'Orta'));
    expect(sd).toBe('6');
    expect(meaning).toContain('Kazanç ortalama 40,1 dönüşte bir gelir ve bahsin 38,5 katını öder.');
    expect(cellsOf(rowOf(table, 'Çok Yüksek'))[0]).toBe('24');
    // 1.645 × 3 = 4.935; × 6 = 9.87; × 12 = 19.74; × 24 = 39.48.
    screen.getByText(/sınıflarımızın değerleri Düşük 4,9; Orta 9,9; Yüksek 19,7; Çok Yüksek 39,5\./);
  });

  it('prints the grade bands, the grades and the red flags in tables, under the heading the badges link to', async () => {
    await renderPage();
    const heading = screen.getByRole('heading', { level: 2, name: 'Notlar ve Uyarılar' });
    expect(heading.id).toBe('notlar-ve-uyarilar');
    expect(within(screen.getByRole('navigation', { name: 'İçindekiler' })).getByRole('link', { name: 'Notlar ve Uyarılar' }).getAttribute('href')).toBe('#notlar-ve-uyarilar');
    const section = within(screen.getByRole('region', { name: 'Notlar ve Uyarılar' }));
    // The bands of grade.ts as a reader applies them: weight, then the figure that earns 4, 3, 2, 1 and 0 points.
    const bands = section.getByRole('table', { name: 'Şartların puan aralıkları' });
    expect(within(bands).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Şart', 'Ağırlık', '4 puan', '3 puan', '2 puan', '1 puan', '0 puan']);
    expect(cellsOf(rowOf(bands, 'Çevrim (bonusun katı)'))).toEqual(['3', '≤ 20x', '≤ 30x', '≤ 40x', '≤ 50x', '> 50x']);
    expect(cellsOf(rowOf(bands, 'Bonus türü'))).toEqual(['2', 'Yapışkan olmayan', 'Nakit', '–', 'Yapışkan', '–']);
    expect(cellsOf(rowOf(bands, 'Çevrim süresi'))).toEqual(['1', '≥ 30 gün', '≥ 14 gün', '≥ 7 gün', '≥ 3 gün', '< 3 gün']);
    expect(cellsOf(rowOf(bands, 'En yüksek bahis (başlangıç bakiyesinin yüzdesi)'))).toEqual(['1', '≥ %5', '≥ %2,5', '≥ %1', '≥ %0,5', '< %0,5']);
    expect(cellsOf(rowOf(bands, 'En yüksek çekim (bonusun katı)'))).toEqual(['1', '≥ 10 kat', '≥ 5 kat', '≥ 3 kat', '≥ 1 kat', '< 1 kat']);
    expect(cellsOf(rowOf(bands, 'En az yatırım'))).toEqual(['1', '≤ 100 TL', '≤ 250 TL', '≤ 500 TL', '≤ 1.000 TL', '> 1.000 TL']);
    const grades = section.getByRole('table', { name: 'Notların puan aralıkları' });
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((grade) => cellsOf(rowOf(grades, grade)))).toEqual([
      ['Çok iyi', '≥ 3,5'],
      ['İyi', '≥ 3'],
      ['Orta', '≥ 2,5'],
      ['Zayıf', '≥ 2'],
      ['Kötü', '≥ 1,5'],
      ['Çok kötü', '< 1,5'],
    ]);
    section.getByText(/\(3 × çevrim \+ 2 × bonus türü \+ süre \+ en yüksek bahis \+ çekim üst sınırı \+ en az yatırım\) ÷ 9/);
    expect(within(section.getByRole('list', { name: 'Uyarılar' })).getAllByRole('listitem')).toHaveLength(6);
    section.getByText('Çekim üst sınırı bonusun üç katından düşük.');
  });

  it('states the method version and what each version changed', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Yöntemin Sürümleri' });
    expect(section).toHaveTextContent('Yöntemin şu anki sürümü 3.');
    // One entry for every version from the first to the current one, newest first.
    const entries = within(section).getAllByRole('term').map((term) => term.textContent);
    expect(entries).toEqual(Array.from({ length: OFFER_MODEL_VERSION }, (_, i) => expect.stringMatching(new RegExp(`^Sürüm ${OFFER_MODEL_VERSION - i} \\(`))));
    expect(section).toHaveTextContent(/Sürüm 2 \(29 Kasım 2026\).*tam binom dağılımından/);
  });

  it('links to the responsible-gaming page and to the sources of the figures', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Sorumlu Oyun' }).getAttribute('href')).toBe(paths.responsibleGaming);
    expect(screen.getByRole('link', { name: /Ask the Wizard #224/ }).getAttribute('href')).toBe('https://wizardofodds.com/ask-the-wizard/224/');
  });

  it('links to the open data files, their schema and their licence, and lists every column of the CSV', async () => {
    await renderPage();
    const section = within(screen.getByRole('region', { name: 'Açık Veri' }));
    expect(within(screen.getByRole('navigation', { name: 'İçindekiler' })).getByRole('link', { name: 'Açık Veri' }).getAttribute('href')).toBe('#acik-veri');
    expect(section.getByRole('link', { name: 'bonuslar.json' }).getAttribute('href')).toBe('/veri/bonuslar.json');
    expect(section.getByRole('link', { name: 'bonuslar.csv' }).getAttribute('href')).toBe('/veri/bonuslar.csv');
    expect(section.getByRole('link', { name: 'JSON Schema (draft 2020-12)' }).getAttribute('href')).toBe('/veri/bonuslar.schema.json');
    const licence = section.getByRole('link', { name: 'Creative Commons Atıf 4.0 Uluslararası (CC BY 4.0)' });
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/deed.tr');
    expect(licence.getAttribute('rel')).toBe('license');
    section.getByText(/sayılarda ondalık ayırıcı noktadır/);
    // The CSV's header, column by column, as the server's test holds the file to it (shell/server/routes/open-data.test.ts).
    const table = section.getByRole('table', { name: 'Açık veri dosyalarının sütunları' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'slug', 'name', 'currency', 'url',
      'terms.bonusAmount', 'terms.bonusPercent', 'terms.wageringMultiple', 'terms.wageringBase', 'terms.minDeposit', 'terms.maxBet',
      'terms.maxCashout', 'terms.daysToComplete', 'terms.bonusType', 'terms.minStake', 'terms.slotContribution',
      'terms.tableContribution', 'terms.liveContribution', 'terms.freeSpins', 'terms.freeSpinValue', 'terms.freeSpinWagering',
      'terms.freeSpinMaxCashout', 'terms.freeSpinsFirst', 'terms.freeSpinGame',
      'referenceGame.slug', 'referenceGame.name', 'referenceGame.provider', 'referenceGame.rtp', 'referenceGame.volatility',
      'referenceGame.standardDeviation', 'referenceGame.type',
      'grade.grade', 'grade.score', 'grade.flags',
      'value.kind', 'value.refusalCode', 'value.refusalField', 'value.deposit', 'value.bet', 'value.bonus', 'value.turnover',
      'value.closedFormValue', 'value.expectedNetValue', 'value.standardError', 'value.intervalLow', 'value.intervalHigh',
      'value.finishProbability',
  'value.withdrawProbability', 'value.profitProbability', 'value.medianCashout', 'value.matchCashout', 'value.freeSpinCashout', 'value.unvaluedFreeSpins', 'value.freeSpinGameRtp', 'value.freeSpinGameStandardDeviation', 'value.betAtMinStake', 'value.netValueAtMinStake', 'value.standardErrorAtMinStake', 'value.betAtMaxBet', 'value.netValueAtMaxBet', 'value.standardErrorAtMaxBet',
  'value.runs', 'value.seed', 'value.methodVersion',
    ]);
    // How to recompute: the closed form's cross-check worked by hand (7.500 × (1 − 0,9648) = 264).
    section.getByText(/250 − 7\.500 × 0,0352 = 250 − 264 = −14 TL/);
  });

  it('says the content could not be loaded when the API fails', async () => {
    mockContentApi({ [contentApi.bonusValueExample]: apiError(503, 'İçerik şu anda yüklenemiyor.') });
    await renderAt(paths.bonusValueMethod, <BonusValueMethodPage />);
    await screen.findByRole('heading', { level: 1, name: 'İçerik yüklenemedi' });
  });
});
