import type { CasinoOfferValue } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { noFiguresReason } from './offer-figures.ts';

type Refused = Extract<CasinoOfferValue, { kind: 'refused' }>;

const refused = (error: Refused['error']): Refused => ({
  kind: 'refused',
  play: { deposit: 0, bet: 0.01 },
  game: { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'pragmatic-play', rtp: 96.48, volatility: 'Yüksek' },
  error,
});

describe('noFiguresReason', () => {
  it.each<[string, Refused['error'], Record<string, string>, string]>([
    [
      'free spins only',
      { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' },
      { freeSpins: '1.000' },
      'Değer hesaplanamadı. Nakit bonus yok, yalnızca bedava dönüş var: model bedava dönüşleri değerlemez (dönüş başına tutar bilinmiyor).',
    ],
    ['no bonus at all', { kind: 'invalid', field: 'bonusAmount', code: 'notPositive' }, { freeSpins: '0' }, 'Değer hesaplanamadı. Nakit bonus yok: değerlenecek bir bonus tutarı bulunmuyor.'],
    [
      'a wagering too long to play',
      { kind: 'invalid', field: 'bet', code: 'betTooSmall', min: 0.015 },
      {},
      'Değer hesaplanamadı. Çevrim çok büyük: standart bahisle bitirmek bir oyunda 1.000.000 dönüşü aşıyor (en az 0,02 bahis gerekirdi).',
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
