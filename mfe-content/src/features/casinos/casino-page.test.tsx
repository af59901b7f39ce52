import { screen, within } from '@testing-library/react';
import { contentApi, paths, type CasinoOfferValue, type CasinoReview, type CasinosByValue, type Comparison } from 'shared-data';
import type { OfferGrade } from 'shared-data/bonus-value';
import { afterEach, describe, expect, it } from 'vitest';
import { body, casino } from '../../test-fixtures.ts';
import { apiError, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { HomePage } from '../home/home-page.tsx';
import { CasinoPage } from './casino-page.tsx';
import { ComparisonPage } from './comparison-page.tsx';

afterEach(resetContentApi);

/** A table's rows as the text of their cells. */
const cellsOf = (table: ReturnType<typeof within>) =>
  table.getAllByRole('row').map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Figures as the server stores them; the page only words them. */
const valued: CasinoOfferValue = {
  kind: 'value',
  play: { deposit: 100, bet: 3.5 },
  game: { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48, volatility: 'Yüksek' },
  value: {
    kind: 'bonusValue',
    bonus: 250,
    closedForm: { kind: 'wagering', requiredWagering: 7500, turnover: 7500, betsAtMaxBet: 150, expectedLoss: 264, expectedValue: -14 },
    payout: { win: 25, hitProbability: 0.038 },
    runs: 20_000,
    seed: 1,
    finishProbability: 0.12475,
    expectedCashout: 282.164,
    expectedNetValue: 182.164,
    standardError: 6.34,
    cashout: { p10: 0, p50: 0, p90: 1262.24 },
    netValue: { p10: -100, p50: -100, p90: 1162.24 },
    histogram: { width: 250, counts: [17_680, 0, 320, 0, 0, 400, 0, 400, 0, 1200] },
  },
};

const review = (value: CasinoOfferValue): CasinoReview => ({
  ...casino(1, 'Lale Casino'),
  rating: 4.9,
  ratingParts: { ratingBonus: 5, ratingPayments: 4.9, ratingGames: 4.8, ratingSupport: 4.9, ratingTrust: 4.8 },
  terms: {
    bonusAmount: 250,
    bonusPercent: null,
    wageringMultiple: 30,
    wageringBase: 'bonus',
    minDeposit: 100,
    maxBet: 50,
    maxCashout: null,
    daysToComplete: 30,
    bonusType: 'sticky',
    minStake: 0.5,
    slotContribution: 100,
    tableContribution: 10,
    liveContribution: null,
    freeSpins: 100,
    freeSpinValue: 0.2,
    freeSpinWagering: 35,
    freeSpinMaxCashout: 1000,
    freeSpinsFirst: true,
  },
  freeSpinGame: { slug: 'tatli-meyveler', name: 'Tatlı Meyveler', provider: 'ornek-studyo' },
  value,
  body: body('<h2 id="odemeler">Ödemeler</h2><p>Çekimler hızlı.</p>', [{ id: 'odemeler', text: 'Ödemeler', level: 2 }]),
  inRanking: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** A grade as the server sends it (the points are not shown). */
const gradeOf = (grade: OfferGrade['grade'], flags: OfferGrade['flags']): OfferGrade => ({
  grade,
  score: 2,
  points: { wagering: 2, bonusType: 2, days: 2, maxBet: 2, maxCashout: 2, minDeposit: 2 },
  flags,
});

describe('CasinoPage', () => {
  const renderReview = async (value: CasinoOfferValue) => {
    mockContentApi({ [contentApi.casino('lale-casino')]: review(value) });
    await renderAt(paths.casino('lale-casino'), <CasinoPage />);
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Lale Casino İncelemesi' })).toHaveLength(1);
  };

  it('shows the bonus type, the minimum stake, the free spins and the games\' contributions', async () => {
    await renderReview(valued);
    const terms = within(screen.getByRole('table', { name: 'Lale Casino bonus şartları' }));
    expect(cellsOf(terms)).toEqual(
      expect.arrayContaining([
        ['Bonus türü', 'Yapışkan'],
        ['En az bahis', '0,50 TL'],
        ['Dönüş başına değer', '0,20 TL'],
        ['Dönüşlerin oyunu', 'Tatlı Meyveler'],
        ['Dönüş kazancının çevrimi', '35x'],
        ['Dönüş kazancının üst sınırı', '1.000 TL'],
        ['Oynama sırası', 'Önce bedava dönüşler, sonra bonus'],
      ]),
    );
    const contributions = screen.getByRole('table', { name: 'Oyunların çevrime katkısı' });
    expect(within(contributions).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Oyun türüKatkı',
      'Slotlar%100',
      'Masa oyunları%10',
      'Canlı casinoBelirtilmedi',
    ]);
  });

  it('shows the terms as a table and the stored figures worded in Turkish', async () => {
    await renderReview(valued);
    const terms = within(screen.getByRole('table', { name: 'Lale Casino bonus şartları' }));
    expect(cellsOf(terms)).toEqual(expect.arrayContaining([['Çevrim şartı', '30x (yalnızca bonus)'], ['En az yatırım', '100 TL']]));
    const value = within(screen.getByRole('region', { name: 'Bonusun Gerçek Değeri' }));
    expect(value.getByText('Beklenen net değer (simülasyon)').nextElementSibling?.textContent).toBe('+182,16 TL');
    expect(value.getByText('Bonus değeri (kapalı form)').nextElementSibling?.textContent).toBe('-14,00 TL');
    expect(value.getByText('Çevrimi bitirme olasılığı').nextElementSibling?.textContent).toBe('12,5%');
    expect(value.getByText('Bahis (her dönüş)').nextElementSibling?.textContent).toBe('3,50 TL');
    expect(value.getByRole('link', { name: 'Sweet Bonanza' }).getAttribute('href')).toBe('/oyunlar/pragmatic-play/sweet-bonanza');
    expect(value.getByRole('link', { name: 'Nasıl hesaplıyoruz?' }).getAttribute('href')).toBe(paths.bonusValueMethod);
  });

  it('draws the outcomes with a text alternative and their table, and breaks the rating down', async () => {
    await renderReview(valued);
    // 17.680 of 20.000 runs: 88,4 % in the first bin.
    expect(
      screen.getAllByRole('img', {
        name: '10 aralıkta çekim tutarlarının dağılımı. 0–250 TL aralığındaki simülasyonların payı: 88,4% (çevrimi bitiremeyenler dahil).',
      }),
    ).toHaveLength(1);
    const bins = within(screen.getByRole('table', { name: 'Çekim tutarlarına göre simülasyonların dağılımı' }));
    // 17.680, 320, 400 and 1.200 of 20.000 runs.
    expect(cellsOf(bins)).toEqual([
      ['Çekim tutarı', 'Simülasyonların payı'],
      ['0–250 TL', '88,4%'],
      ['250–500 TL', '0,0%'],
      ['500–750 TL', '1,6%'],
      ['750–1.000 TL', '0,0%'],
      ['1.000–1.250 TL', '0,0%'],
      ['1.250–1.500 TL', '2,0%'],
      ['1.500–1.750 TL', '0,0%'],
      ['1.750–2.000 TL', '2,0%'],
      ['2.000–2.250 TL', '0,0%'],
      ['2.250 TL ve üzeri', '6,0%'],
    ]);
    const parts = within(screen.getByRole('table', { name: 'Lale Casino puanının ölçütleri' }));
    // 1,5 + 1,225 + 0,96 + 0,735 + 0,48 = 4,9
    expect(cellsOf(parts)).toEqual(
      expect.arrayContaining([
        ['Ödemeler', '25%', '4,9', '1,225'],
        ['Puan (ağırlıklı ortalama)', '100%', '4,9', '4,900'],
      ]),
    );
  });

  it('links to the casino through the redirect, to the calculator filled in, and to the comparison', async () => {
    await renderReview(valued);
    expect(screen.getByRole('link', { name: 'Bonus Al' }).getAttribute('href')).toBe('/git/lale-casino?yer=inceleme&kaynak=%2Fcasinolar%2Flale-casino');
    expect(screen.getByRole('link', { name: 'Bu bonusun çevrimini hesapla' }).getAttribute('href')).toBe(
      `${paths.calculator('bonus-cevrim')}?bonus=250&cevrim=30&taban=bonus&yatirim=100&maxbahis=50&rtp=96.48`,
    );
    expect(screen.getByRole('link', { name: 'Başka bir casinoyla karşılaştır' }).getAttribute('href')).toBe('/karsilastir?casino=lale-casino');
    expect(screen.getAllByRole('heading', { name: 'Ödemeler' })).toHaveLength(1);
  });

  it('says why an offer of free spins alone has no value, and draws no chart', async () => {
    const refused: CasinoOfferValue = { kind: 'refused', play: valued.play, game: valued.game, error: { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' } };
    await renderReview(refused);
    expect(await screen.findAllByText(/nakit bonus yok \(yalnızca bedava dönüş\)/)).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /dağılımı/ })).toBeNull();
  });

  it('grades the offer beside its terms, with its red flags, linked to the bands', async () => {
    mockContentApi({ [contentApi.casino('lale-casino')]: { ...review(valued), grade: gradeOf('E', ['depositWagering', 'stickyBonus']) } });
    await renderAt(paths.casino('lale-casino'), <CasinoPage />);
    const terms = within(await screen.findByRole('region', { name: 'Bonus Şartları' }));
    expect(terms.getByRole('link', { name: 'Not: E · Kötü' }).getAttribute('href')).toBe('/bonus-degeri#notlar-ve-uyarilar');
    expect(within(terms.getByRole('list', { name: 'Uyarılar' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Çevrim şartı yalnızca bonusa değil, yatırım ile bonusun toplamına uygulanıyor.',
      'Bonus yapışkan: para çekerken bonus tutarı bakiyeden düşülüyor.',
    ]);
  });

  it('shows the not-found state for an unknown casino', async () => {
    mockContentApi({ [contentApi.casino('yok')]: apiError(404, 'İstenen içerik bulunamadı.') });
    await renderAt(paths.casino('yok'), <CasinoPage />);
    expect(await screen.findAllByRole('heading', { name: 'Casino bulunamadı.' })).toHaveLength(1);
  });
});

describe('HomePage ranked by value', () => {
  it('numbers every offer in the order the server ranked them, each with its value and finishing odds', async () => {
    const byValue: CasinosByValue = {
      casinos: [{ ...casino(2, 'İkinci'), value: valued }, { ...casino(1, 'Birinci'), value: { kind: 'noGame' } }],
      usdTry: 42,
    };
    mockContentApi({ [contentApi.casinosByValue]: byValue });
    await renderAt(paths.homeByValue, <HomePage />);
    const ranking = within(await screen.findByRole('region', { name: 'Bonus Değerine Göre Sıralama' }));
    expect(ranking.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1. İkinci', '2. Birinci']);
    expect(ranking.getByText(/Beklenen net değer:/).textContent).toContain('+182,16 TL');
    expect(ranking.getByText(/Beklenen net değer:/).textContent).toContain('12,5%');
    expect(ranking.getAllByText(/referans oyun seçilmedi/)).toHaveLength(1);
    const sort = within(screen.getByRole('navigation', { name: 'Sıralama' }));
    expect(sort.getByRole('link', { name: 'Bonus değerine göre sırala' }).getAttribute('aria-current')).toBe('page');
    expect(sort.getByRole('link', { name: 'Editörlerin sıralaması' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('checkbox', { name: /^Karşılaştır/ }).map((box) => box.getAttribute('value'))).toEqual(['ikinci', 'birinci']);
  });
});

describe('grades on the ranking and the comparison', () => {
  it('gives every card of the ranking its grade and flags', async () => {
    const byValue: CasinosByValue = {
      casinos: [
        { ...casino(2, 'İkinci'), value: valued, grade: gradeOf('A', []) },
        { ...casino(1, 'Birinci'), value: { kind: 'noGame' }, grade: gradeOf('D', ['shortDeadline']) },
      ],
      usdTry: 42,
    };
    mockContentApi({ [contentApi.casinosByValue]: byValue });
    await renderAt(paths.homeByValue, <HomePage />);
    const ranking = within(await screen.findByRole('region', { name: 'Bonus Değerine Göre Sıralama' }));
    expect(ranking.getAllByRole('link', { name: /^Not: / }).map((link) => link.textContent)).toEqual(['Not: A · Çok iyi', 'Not: D · Zayıf']);
    expect(ranking.getAllByText('Uyarı yok.')).toHaveLength(1);
    ranking.getByText('Çevrimi tamamlama süresi 7 günden kısa.');
  });

  it("compares the casinos' grades in a row 'Not' and their flags in a row 'Uyarılar'", async () => {
    const comparison: Comparison = {
      casinos: [
        { ...casino(1, 'Lale Casino'), grade: gradeOf('B', []) },
        { ...casino(2, 'Nebula'), grade: gradeOf('F', ['lowCap', 'lowMaxBet']) },
      ],
      problems: [],
      choices: [
        { slug: 'lale-casino', name: 'Lale Casino' },
        { slug: 'nebula', name: 'Nebula' },
      ],
    };
    mockContentApi({ [contentApi.comparison('lale-casino,nebula')]: comparison });
    await renderAt(paths.comparison(['lale-casino', 'nebula']), <ComparisonPage />);
    const table = await screen.findByRole('table', { name: 'Seçilen casinoların karşılaştırması' });
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell');
    expect(row('Not').map((cell) => cell.textContent)).toEqual(['Not: B · İyi', 'Not: F · Çok kötü']);
    expect(within(row('Not')[1] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/bonus-degeri#notlar-ve-uyarilar');
    expect(row('Uyarılar').map((cell) => cell.textContent)).toEqual([
      'Uyarı yok.',
      "Çekim üst sınırı bonusun üç katından düşük.En yüksek bahis, başlangıç bakiyesinin %1'inden düşük.",
    ]);
  });
});
