// @vitest-environment node
import type { CasinoOfferValue } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { noFiguresReason, offerFigureRows, type ValuedOffer } from './offer-figures.ts';

type Refused = Extract<CasinoOfferValue, { kind: 'refused' }>;

const game = { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48, volatility: 'Yüksek' } as const;

const refused = (error: Refused['error']): Refused => ({
  kind: 'refused',
  play: { deposit: 0, bet: 0.01 },
  game,
  error,
});

describe('noFiguresReason', () => {
  it.each<[string, Refused['error'], Record<string, string>, string]>([
    [
      'free spins without a value per spin',
      { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' },
      { freeSpins: '1.000' },
      'Değer hesaplanamadı. Nakit bonus yok ve bedava dönüşlerin dönüş başına değeri girilmedi: değerlenecek bir şey yok.',
    ],
    ['no bonus at all', { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' }, { freeSpins: '0' }, 'Değer hesaplanamadı. Nakit bonus yok: değerlenecek bir bonus tutarı bulunmuyor.'],
    [
      'a wagering too long to play',
      { kind: 'invalid', field: 'bet', code: 'betTooSmall', min: 0.015 },
      {},
      'Değer hesaplanamadı. Çevrim çok büyük: standart bahisle bitirmek bir oyunda 1.000.000 dönüşü aşıyor (en az 0,02 bahis gerekirdi).',
    ],
    [
      'a minimum stake above the maximum bet',
      { kind: 'invalid', field: 'bet', code: 'belowMinStake', min: 5 },
      {},
      'Değer hesaplanamadı. Bahis en az bahsin (5,00) altında; en az bahis en yüksek bahisten büyükse hiçbir bahis geçerli değildir.',
    ],
    [
      'a game class that does not count',
      { kind: 'invalid', field: 'liveContribution', code: 'gameDoesNotCount' },
      {},
      'Değer hesaplanamadı. Referans oyunun türünün çevrime katkısı %0: bu oyunla çevrim yapılamaz. Katkıyı veya referans oyunu değiştirin.',
    ],
    ['an overflow', { kind: 'invalid', field: 'wageringMultiple', code: 'overflow' }, {}, 'Değer hesaplanamadı. Çevrim şartı hesaplanamayacak kadar büyük.'],
    [
      'a game without a return',
      { kind: 'invalid', field: 'rtpPercent', code: 'notPositive' },
      {},
      'Değer hesaplanamadı. Referans oyunun RTP değeri kullanılamıyor (0 veya 100’ün üstü); oyunun RTP değerini düzeltin.',
    ],
  ])('words %s', (_case, error, values, sentence) => {
    expect(noFiguresReason(refused(error), values)).toBe(sentence);
  });
});

/** 50 free spins of 0,20 TL on their own slot, their winnings wagered at 0,10 TL a spin: no match bonus, no closed form. */
const freeSpinsOnly: ValuedOffer = {
  kind: 'value',
  play: { deposit: 0, bet: 0.1 },
  game,
  freeSpinGame: { slug: 'tatli-meyveler', name: 'Tatlı Meyveler', provider: 'ornek-studyo', rtp: 95, volatility: 'Orta' },
  value: {
    kind: 'bonusValue',
    bonus: 0,
    deposit: 0,
    bet: 0.1,
    closedForm: null,
    payout: { win: 10, hitProbability: 0.09648 },
    parts: [{ part: 'freeSpins', expectedCashout: 3.1, standardError: 0.12, finishProbability: 0.3, payout: { win: 38, hitProbability: 0.025 }, closedFormValue: 2.5 }],
    unvaluedFreeSpins: false,
    runs: 20_000,
    seed: 1,
    finishProbability: 0.3,
    withdrawProbability: 0.3,
    profitProbability: 0.3,
    medianCashout: 8.4,
    expectedCashout: 3.1,
    expectedNetValue: 3.1,
    standardError: 0.12,
    histogram: { step: 3.8, width: 3.8, nothing: 14_000, counts: [3_000, 2_000, 1_000] },
  },
  sensitivity: [],
};

describe('offerFigureRows', () => {
  it('shows an offer of free spins alone by its part, with its own game and without a closed form of a match', () => {
    expect(offerFigureRows(freeSpinsOnly, { currency: 'TL' }).map(({ term, detail }) => `${term}: ${detail}`)).toEqual([
      'Referans oyun: Sweet Bonanza (RTP 96,48%, oynaklık: Yüksek)',
      'Bedava dönüşlerin oyunu: Tatlı Meyveler (RTP 95,00%, oynaklık: Orta)',
      'Standart oyun: yatırım yok, yalnızca bedava dönüşler; kazançlarının çevriminde dönüş başına 0,10 TL bahis',
      // 1,96 × 0,12 = 0,2352: to tenths, shown in cents. 3,10 ± 0,2352 = 2,8648 … 3,3352.
      'Bedava dönüşler (simülasyon): beklenen ödeme 3,10 TL (%95 aralık 2,90 TL – 3,30 TL), bitirme %30,0, formülle 2,50 TL',
      'Simülasyonla beklenen net değer: 3,10 TL (%95 aralık 2,90 TL – 3,30 TL), 20.000 deneme, tohum 1, yöntem 3',
      'Çevrimi tamamlama olasılığı: %30,0',
      // 1,96 × √(0,3 × 0,7 / 20.000) = 0,00635.
      'Çekim yapabilme olasılığı: %30,0 (%29,4 – %30,6)',
      'Yatırdığından fazlasını çekme olasılığı: %30,0 (%29,4 – %30,6)',
      'Çekim yapanların ortanca çekimi: 8,40 TL',
    ]);
  });

  it('says when free spins without a value per spin are left out, and when no run withdraws', () => {
    const rows = offerFigureRows({ ...freeSpinsOnly, value: { ...freeSpinsOnly.value, unvaluedFreeSpins: true, medianCashout: null } }, { currency: 'USD' });
    expect(rows).toContainEqual({ term: 'Bedava dönüşler', detail: 'Değerlenmedi: dönüş başına değer girilmedi.' });
    expect(rows).toContainEqual({ term: 'Çekim yapanların ortanca çekimi', detail: '—' });
  });
});
