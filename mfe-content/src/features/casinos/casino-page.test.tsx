import { screen, within } from '@testing-library/react';
import { contentApi, paths, type CasinoOfferValue, type CasinoReview, type CasinosByValue, type Comparison } from 'shared-data';
import type { OfferGrade } from 'shared-data/bonus-value';
import { OfferPolicyProvider } from 'shared-data/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoCallToAction, onBreak } from '../../components/offers-test-utils.ts';
import { body, casino } from '../../test-fixtures.ts';
import { apiError, mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { HomePage } from '../home/home-page.tsx';
import { CasinoPage } from './casino-page.tsx';
import { ComparisonPage } from './comparison-page.tsx';

afterEach(resetContentApi);

/** A table's rows as the text of their cells. */
const cellsOf = (table: ReturnType<typeof within>) =>
  table.getAllByRole('row').map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/**
 * Figures as the server stores them; the page only words them. Made up by hand: 100 free spins played first on their
 * own slot, then a 250 TL bonus on a 100 TL deposit, at 3,50 TL a spin.
 */
const matchPayout = { win: 25, hitProbability: 0.038 };
const valued: Extract<CasinoOfferValue, { kind: 'value' }> = {
  kind: 'value',
  play: { deposit: 100, bet: 3.5 },
  game: { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48, volatility: 'Yüksek' },
  freeSpinGame: { slug: 'tatli-meyveler', name: 'Tatlı Meyveler', provider: 'ornek-studyo', rtp: 95.5, volatility: 'Orta' },
  value: {
    kind: 'bonusValue',
    bonus: 250,
    deposit: 100,
    bet: 3.5,
    closedForm: { kind: 'wagering', requiredWagering: 7500, turnover: 7500, betsAtMaxBet: 150, expectedLoss: 264, expectedValue: -14 },
    payout: matchPayout,
    parts: [
      { part: 'freeSpins', expectedCashout: 12.3, standardError: 0.9, finishProbability: 0.42, payout: { win: 20, hitProbability: 0.04775 }, closedFormValue: 9.6 },
      { part: 'match', expectedCashout: 269.864, standardError: 6.1, finishProbability: 0.12475, payout: matchPayout, closedFormValue: -14 },
    ],
    unvaluedFreeSpins: false,
    runs: 20_000,
    seed: 1,
    finishProbability: 0.11,
    withdrawProbability: 0.191,
    profitProbability: 0.1,
    medianCashout: 612.5,
    expectedCashout: 282.164,
    expectedNetValue: 182.164,
    standardError: 6.34,
    // Bins of 3 win steps of 25 × 3,50 = 87,50 TL.
    histogram: { step: 87.5, width: 262.5, nothing: 16_180, counts: [1_200, 800, 600, 400, 300, 200, 120, 80, 60, 60] },
  },
  sensitivity: [
    { at: 'minStake', bet: 0.5, kind: 'refused', error: { kind: 'invalid', field: 'bet', code: 'betTooSmall', min: 0.75 } },
    { at: 'standard', bet: 3.5, kind: 'value', expectedNetValue: 182.164, standardError: 6.34, finishProbability: 0.11, runs: 20_000 },
    { at: 'maxBet', bet: 50, kind: 'value', expectedNetValue: 150.2, standardError: 10, finishProbability: 0.4, runs: 5_000 },
  ],
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

  it('shows the terms as a table and the stored figures worded in Turkish, each part in play order and the total', async () => {
    await renderReview(valued);
    const terms = within(screen.getByRole('table', { name: 'Lale Casino bonus şartları' }));
    expect(cellsOf(terms)).toEqual(expect.arrayContaining([['Çevrim şartı', '30x (yalnızca bonus)'], ['En az yatırım', '100 TL']]));
    const region = screen.getByRole('region', { name: 'Bonusun Gerçek Değeri' });
    const value = within(region);
    const figure = (label: string, scope = value) => scope.getByText(label).nextElementSibling?.textContent;
    expect(figure('Yatırım')).toBe('100 TL');
    expect(figure('Bonus')).toBe('250 TL');
    expect(figure('Bedava dönüş')).toBe('100 × 0,20 TL');
    expect(figure('Bahis (her dönüş)')).toBe('3,50 TL');
    // The free spins are played first (the terms say so), on their own slot.
    expect(value.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Standart oyun', '1. Bedava dönüşler', '2. Nakit bonus', 'Toplam']);
    const spins = within(value.getByRole('heading', { name: '1. Bedava dönüşler' }).closest('section') as HTMLElement);
    expect(spins.getByRole('link', { name: 'Tatlı Meyveler' }).getAttribute('href')).toBe('/oyunlar/ornek-studyo/tatli-meyveler');
    expect(figure('Oynandığı oyun', spins)).toBe('Tatlı Meyveler (RTP 95,50%)');
    // 1,96 × 0,9 = 1,764: whole liras; 12,3 ± 1,764 = 10,54 … 14,06.
    expect(figure('Beklenen ödeme', spins)).toBe('12 TL (%95 aralık: 11 … 14 TL)');
    expect(figure('Çevrimi bitirme olasılığı', spins)).toBe('%42,0');
    expect(figure('Dönüşlerin değeri (kapalı form)', spins)).toBe('+9,60 TL');
    const match = within(value.getByRole('heading', { name: '2. Nakit bonus' }).closest('section') as HTMLElement);
    // 1,96 × 6,1 = 11,956: tens; 269,864 ± 11,956 = 257,9 … 281,8.
    expect(figure('Beklenen ödeme', match)).toBe('270 TL (%95 aralık: 260 … 280 TL)');
    expect(figure('Çevrimi bitirme olasılığı', match)).toBe('%12,5');
    expect(figure('Çevrim tutarı', match)).toBe('7.500 TL');
    expect(figure('Beklenen kayıp (kapalı form)', match)).toBe('264 TL');
    expect(figure('Bonus değeri (kapalı form)', match)).toBe('-14 TL');
    // 1,96 × 6,34 = 12,43: tens, no cents; 182,164 ± 12,43 = 169,7 … 194,6 and 282,164 ± 12,43 = 269,7 … 294,6.
    expect(figure('Beklenen net değer')).toBe('+180 TL (%95 aralık: +170 … +190 TL)');
    expect(figure('Beklenen çekim')).toBe('280 TL (%95 aralık: 270 … 290 TL)');
    // 1,96 × √(0,191 × 0,809 / 20.000) = 0,00545; 1,96 × √(0,1 × 0,9 / 20.000) = 0,00416.
    expect(figure('Çekim yapabilme olasılığı')).toBe('%19,1 (%18,6 – %19,6)');
    expect(figure('Yatırdığından fazlasını çekme olasılığı')).toBe('%10,0 (%9,6 – %10,4)');
    expect(figure('Çekim yapanların ortanca çekimi')).toBe('612,50 TL');
    expect(region).toHaveTextContent('Teklif bu oyunda 20.000 kez oynandı (tohum 1, yöntem sürümü 3)');
    expect(region).not.toHaveTextContent('dönüş başına değerini belirtmediği');
    expect(value.getByRole('link', { name: 'Sweet Bonanza' }).getAttribute('href')).toBe('/oyunlar/pragmatic-play/sweet-bonanza');
    expect(value.getByRole('link', { name: 'Nasıl hesaplıyoruz?' }).getAttribute('href')).toBe(paths.bonusValueMethod);
  });

  it('shows a median of "—" when no run withdraws, and says when free spins without a stake per spin are left out', async () => {
    await renderReview({ ...valued, value: { ...valued.value, medianCashout: null, unvaluedFreeSpins: true } });
    const region = screen.getByRole('region', { name: 'Bonusun Gerçek Değeri' });
    expect(within(region).getByText('Çekim yapanların ortanca çekimi').nextElementSibling?.textContent).toBe('—');
    expect(region).toHaveTextContent('Şartlar bedava dönüşlerin dönüş başına değerini belirtmediği için bedava dönüşler değere katılmadı.');
  });

  it('tabulates the value at the minimum stake, the standard bet and the maximum bet, a refused bet worded', async () => {
    await renderReview(valued);
    const table = screen.getByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
    // 150,2 ± 19,6 = 130,6 … 169,8, in tens.
    expect(cellsOf(within(table))).toEqual([
      ['Bahis', 'Beklenen net değer (%95 aralık)', 'Çevrimi bitirme olasılığı', 'Koşu sayısı'],
      ['En az bahis: 0,50 TL', 'Çevrim, bu bahisle makul bir sürede (1.000.000 dönüşte) bitirilemeyecek kadar büyük; değer hesaplanmadı.'],
      ['Standart bahis: 3,50 TL', '+180 TL (+170 … +190 TL)', '%11,0', '20.000'],
      ['En yüksek bahis: 50 TL', '+150 TL (+130 … +170 TL)', '%40,0', '5.000'],
    ]);
    const section = screen.getByRole('region', { name: 'Bahis Büyüklüğünün Etkisi' });
    expect(section).toHaveTextContent(/değer oynama biçimine bağlıdır/);
  });

  it('says the assumed minimum stake when the terms state none', async () => {
    const base = review({
      ...valued,
      sensitivity: [{ at: 'minStake', bet: 0.1, kind: 'value', expectedNetValue: -80.3, standardError: 3.2, finishProbability: 0.02, runs: 5_000 }, ...valued.sensitivity.slice(1)],
    });
    mockContentApi({ [contentApi.casino('lale-casino')]: { ...base, terms: { ...base.terms!, minStake: null } } });
    await renderAt(paths.casino('lale-casino'), <CasinoPage />);
    const table = await screen.findByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
    // -80,3 ± 1,96 × 3,2 = -80,3 ± 6,27: whole liras, -86,6 … -74,0.
    expect(cellsOf(within(table))[1]).toEqual(['En az bahis: 0,10 TL (şartlarda yok; 0,10 TL varsayıldı)', '-80 TL (-87 … -74 TL)', '%2,0', '5.000']);
  });

  it('shows no table for an offer without wagering, only a sentence', async () => {
    await renderReview({ ...valued, sensitivity: [] });
    expect(screen.queryByRole('table', { name: 'Bahis büyüklüğüne göre değer' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Bahis Büyüklüğünün Etkisi' })).toHaveTextContent('Çevrim şartı olmadığından bahis büyüklüğü değeri değiştirmez.');
  });

  it('draws the runs that withdraw nothing apart and the others by cash-out, with the shares as a table, and breaks the rating down', async () => {
    await renderReview(valued);
    // 16.180 of 20.000 runs withdraw nothing: 80,9 %; the other 3.820 are 19,1 %.
    expect(screen.getAllByRole('img', { name: 'Hiçbir şey çekemeyen koşular: %80,9; çekim yapan koşular: %19,1.' })).toHaveLength(1);
    expect(
      screen.getAllByRole('img', { name: 'Çekim yapan koşuların 10 aralıkta çekim tutarına göre dağılımı; en kalabalık aralık 0–262,50 TL: %6,0.' }),
    ).toHaveLength(1);
    const bins = within(screen.getByRole('table', { name: 'Çekim tutarlarına göre simülasyonların dağılımı' }));
    // Shares of all 20.000 runs: 1.200 is 6 %, 800 is 4 %, ..., 60 is 0,3 %.
    expect(cellsOf(bins)).toEqual([
      ['Çekim tutarı', 'Koşuların payı'],
      ['Hiçbir şey çekemeyen koşular', '%80,9'],
      ['0–262,50 TL', '%6,0'],
      ['262,50–525 TL', '%4,0'],
      ['525–787,50 TL', '%3,0'],
      ['787,50–1.050 TL', '%2,0'],
      ['1.050–1.312,50 TL', '%1,5'],
      ['1.312,50–1.575 TL', '%1,0'],
      ['1.575–1.837,50 TL', '%0,6'],
      ['1.837,50–2.100 TL', '%0,4'],
      ['2.100–2.362,50 TL', '%0,3'],
      ['2.362,50 TL ve üstü', '%0,3'],
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

  it('says why an offer of free spins without a stake per spin has no value, and draws no chart', async () => {
    const refused: CasinoOfferValue = { kind: 'refused', play: valued.play, game: valued.game, error: { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' } };
    await renderReview(refused);
    expect(await screen.findAllByText(/nakit bonus yok ve bedava dönüşlerin dönüş başına değeri şartlarda yazmıyor/)).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Bahis büyüklüğüne göre değer' })).toBeNull();
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

  it('keeps the review and its figures for a reader on a break, without a call to the casino', async () => {
    mockContentApi({ [contentApi.casino('lale-casino')]: review(valued) });
    await renderAt(
      paths.casino('lale-casino'),
      <OfferPolicyProvider value={onBreak}>
        <CasinoPage />
      </OfferPolicyProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Lale Casino İncelemesi' });
    const terms = within(screen.getByRole('table', { name: 'Lale Casino bonus şartları' }));
    expect(terms.getByRole('rowheader', { name: 'Hoş geldin bonusu' }).nextElementSibling?.textContent).toBe('%100 Lale Casino Hoş Geldin Bonusu');
    screen.getByRole('region', { name: 'Bonusun Gerçek Değeri' });
    expect(screen.getAllByText(/\+180 TL/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { name: 'Ödemeler' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bu bonusun çevrimini hesapla' })).toHaveAttribute('href', expect.stringContaining(paths.calculator('bonus-cevrim')));
    expectNoCallToAction();
  });

  it('shows the not-found state for an unknown casino', async () => {
    mockContentApi({ [contentApi.casino('yok')]: apiError(404, 'İstenen içerik bulunamadı.') });
    await renderAt(paths.casino('yok'), <CasinoPage />);
    expect(await screen.findAllByRole('heading', { name: 'Casino bulunamadı.' })).toHaveLength(1);
  });
});

describe('HomePage ranked by value', () => {
  it('numbers every offer in the order the server ranked them, each with its value and its chance of a withdrawal', async () => {
    const byValue: CasinosByValue = {
      casinos: [{ ...casino(2, 'İkinci'), value: valued }, { ...casino(1, 'Birinci'), value: { kind: 'noGame' } }],
      usdTry: 42,
    };
    mockContentApi({ [contentApi.casinosByValue]: byValue });
    await renderAt(paths.homeByValue, <HomePage />);
    const ranking = within(await screen.findByRole('region', { name: 'Bonus Değerine Göre Sıralama' }));
    expect(ranking.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1. İkinci', '2. Birinci']);
    // 182,164 ± 1,96 × 6,34 = ± 12,43: tens; 19,1 % to the whole percent.
    expect(ranking.getByText(/Beklenen net değer:/).textContent).toBe('Beklenen net değer: +180 TL (±12) · Çekim yapabilme olasılığı: %19 · Nasıl hesaplıyoruz?');
    expect(ranking.getAllByText(/referans oyun seçilmedi/)).toHaveLength(1);
    const sort = within(screen.getByRole('navigation', { name: 'Sıralama' }));
    expect(sort.getByRole('link', { name: 'Bonus değerine göre sırala' }).getAttribute('aria-current')).toBe('page');
    expect(sort.getByRole('link', { name: 'Editörlerin sıralaması' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('checkbox', { name: /^Karşılaştır/ }).map((box) => box.getAttribute('value'))).toEqual(['ikinci', 'birinci']);
    expect(ranking.getAllByRole('link', { name: 'Bonus Al' }).map((a) => a.getAttribute('href'))).toEqual([
      '/git/ikinci?yer=siralama&kaynak=%2F',
      '/git/birinci?yer=siralama&kaynak=%2F',
    ]);
  });

  it('keeps every offer with its value and terms for a reader on a break, without a call to a casino', async () => {
    const byValue: CasinosByValue = {
      casinos: [{ ...casino(2, 'İkinci'), value: valued }, { ...casino(1, 'Birinci'), value: { kind: 'noGame' } }],
      usdTry: 42,
    };
    mockContentApi({ [contentApi.casinosByValue]: byValue });
    await renderAt(
      paths.homeByValue,
      <OfferPolicyProvider value={onBreak}>
        <HomePage />
      </OfferPolicyProvider>,
    );
    const ranking = within(await screen.findByRole('region', { name: 'Bonus Değerine Göre Sıralama' }));
    expect(ranking.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1. İkinci', '2. Birinci']);
    expect(ranking.getByText(/Beklenen net değer:/).textContent).toBe('Beklenen net değer: +180 TL (±12) · Çekim yapabilme olasılığı: %19 · Nasıl hesaplıyoruz?');
    expect(ranking.getByText('%100 İkinci Hoş Geldin Bonusu')).toBeVisible();
    expect(ranking.getAllByText('Çevrim', { selector: 'dt' }).map((dt) => dt.nextElementSibling?.textContent)).toEqual(['30x', '30x']);
    expect(ranking.getAllByRole('link', { name: 'İncele' }).map((a) => a.getAttribute('href'))).toEqual([paths.casino('ikinci'), paths.casino('birinci')]);
    expectNoCallToAction();
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

describe('value figures on the comparison', () => {
  it('compares the expected net value with its interval, the chance of a withdrawal and the standard bet', async () => {
    const comparison: Comparison = {
      casinos: [
        { ...casino(1, 'Lale Casino'), value: valued },
        { ...casino(2, 'Nebula'), value: { kind: 'noGame' } },
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
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(row('Beklenen net değer (%95 aralık)')).toEqual(['+180 TL (+170 … +190 TL)', 'Bu teklif için henüz bir referans oyun seçilmedi; değeri hesaplanmadı.']);
    expect(row('Çekim yapabilme olasılığı')).toEqual(['%19,1', '–']);
    expect(row('Standart oyunun bahsi')).toEqual(['3,50 TL', '–']);
    expect(row('Referans oyun')).toEqual(['Sweet Bonanza', '–']);
  });
});

describe('the comparison and the offers', () => {
  const comparison: Comparison = {
    casinos: [
      { ...casino(1, 'Lale Casino'), value: valued },
      { ...casino(2, 'Nebula'), value: { kind: 'noGame' } },
    ],
    problems: [],
    choices: [
      { slug: 'lale-casino', name: 'Lale Casino' },
      { slug: 'nebula', name: 'Nebula' },
    ],
  };
  const rowOf = (table: HTMLElement, name: string) =>
    within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell');

  it("offers each casino's bonus through the redirect, placed on the comparison", async () => {
    mockContentApi({ [contentApi.comparison('lale-casino,nebula')]: comparison });
    await renderAt(paths.comparison(['lale-casino', 'nebula']), <ComparisonPage />);
    const table = await screen.findByRole('table', { name: 'Seçilen casinoların karşılaştırması' });
    expect(rowOf(table, 'Bonusu al').map((cell) => within(cell).getByRole('link', { name: 'Bonus Al' }).getAttribute('href'))).toEqual([
      '/git/lale-casino?yer=karsilastirma&kaynak=%2Fkarsilastir',
      '/git/nebula?yer=karsilastirma&kaynak=%2Fkarsilastir',
    ]);
  });

  it('keeps the terms and the values side by side for a reader on a break, without a row to take the bonus', async () => {
    mockContentApi({ [contentApi.comparison('lale-casino,nebula')]: comparison });
    await renderAt(
      paths.comparison(['lale-casino', 'nebula']),
      <OfferPolicyProvider value={onBreak}>
        <ComparisonPage />
      </OfferPolicyProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Seçilen casinoların karşılaştırması' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Lale Casino', 'Nebula']);
    expect(within(table).getByRole('link', { name: 'Lale Casino' })).toHaveAttribute('href', paths.casino('lale-casino'));
    expect(rowOf(table, 'Hoş geldin bonusu').map((cell) => cell.textContent)).toEqual(['%100 Lale Casino Hoş Geldin Bonusu', '%100 Nebula Hoş Geldin Bonusu']);
    expect(rowOf(table, 'Çevrim şartı').map((cell) => cell.textContent)).toEqual(['30x', '30x']);
    expect(rowOf(table, 'Beklenen net değer (%95 aralık)')[0]).toHaveTextContent('+180 TL (+170 … +190 TL)');
    expect(within(table).queryByRole('rowheader', { name: 'Bonusu al' })).toBeNull();
    expectNoCallToAction();
  });
});
