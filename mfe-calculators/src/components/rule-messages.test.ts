// @vitest-environment node
import type {
  ArbitrageError,
  BonusWageringError,
  DutchingError,
  FairOddsError,
  HedgeError,
  MatchedBetError,
  OddsParseError,
  ValueBetError,
} from 'shared-data/betting';
import { describe, expect, it } from 'vitest';
import {
  arbitrageMessage,
  bonusWageringMessage,
  dutchingMessage,
  fairOddsMessage,
  hedgeMessage,
  matchedBetMessage,
  oddsParseMessage,
  valueBetMessage,
} from './rule-messages.ts';

// Every sentence is the one the rules themselves wrote before they answered codes, copied from their tests.
const overflow = 'Girilen değerlerle sonuç hesaplanamıyor: sayılar çok büyük ya da çok küçük.';
const million = { code: 'oddsTooLarge', max: 1_000_000 } as const;

/** One case per row: the refusal, and the sentence `message` must word it as. */
function wording<E>(message: (error: E) => string, cases: [E, string][]) {
  it.each(cases)('words %j', (error, sentence) => {
    expect(message(error)).toBe(sentence);
  });
}

describe('hedgeMessage', () => {
  wording<HedgeError>(hedgeMessage, [
    [{ kind: 'invalid', field: 'stake', code: 'notPositive' }, 'Bahis tutarı sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'stake', code: 'notANumber' }, 'Bahis tutarı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', code: 'notANumber' }, 'Bahsin oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', code: 'notAboveOne' }, "Bahsin oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'hedgeOdds', code: 'notAboveOne' }, "Karşı sonucun oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'hedgeOdds', ...million }, 'Karşı sonucun oranı en fazla 1.000.000 olabilir.'],
    [{ kind: 'invalid', field: 'stake', code: 'overflow' }, overflow],
  ]);
});

describe('matchedBetMessage', () => {
  wording<MatchedBetError>(matchedBetMessage, [
    [{ kind: 'invalid', field: 'backStake', code: 'notPositive' }, 'Bahis tutarı sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'backStake', code: 'notANumber' }, 'Bahis tutarı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'backOdds', code: 'notAboveOne' }, "Bahis (back) oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'layOdds', code: 'notAboveOne' }, "Lay oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'layOdds', ...million }, 'Lay oranı en fazla 1.000.000 olabilir.'],
    [{ kind: 'invalid', field: 'layOdds', code: 'notANumber' }, 'Lay oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'commissionPercent', code: 'notAPercent' }, 'Borsa komisyonu 0 ile 100 arasında olmalı.'],
    [{ kind: 'invalid', field: 'backStake', code: 'overflow' }, overflow],
  ]);
});

describe('bonusWageringMessage', () => {
  wording<BonusWageringError>(bonusWageringMessage, [
    [{ kind: 'invalid', field: 'bonusAmount', code: 'notPositive' }, 'Bonus tutarı sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'bonusAmount', code: 'notANumber' }, 'Bonus tutarı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'wageringMultiple', code: 'negative' }, 'Çevrim katı negatif olamaz.'],
    [{ kind: 'invalid', field: 'contributionPercent', code: 'notAPercent' }, 'Oyunun çevrime katkısı 0 ile 100 arasında olmalı.'],
    [{ kind: 'invalid', field: 'rtpPercent', code: 'notAPercent' }, 'Oyunun RTP değeri 0 ile 100 arasında olmalı.'],
    [{ kind: 'invalid', field: 'rtpPercent', code: 'notANumber' }, 'Oyunun RTP değeri için bir sayı girin.'],
    [{ kind: 'invalid', field: 'maxBet', code: 'notPositive' }, 'Maksimum bahis sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'deposit', code: 'negative' }, 'Yatırım tutarı negatif olamaz.'],
    [{ kind: 'invalid', field: 'deposit', code: 'notANumber' }, 'Yatırım tutarı için bir sayı girin.'],
    [
      { kind: 'invalid', field: 'contributionPercent', code: 'gameDoesNotCount' },
      'Bu oyun çevrime sayılmıyor (katkı %0): oynanan bahisler çevrimden düşmez, çevrimi başka bir oyunla tamamlamanız gerekir.',
    ],
    [{ kind: 'invalid', field: 'contributionPercent', code: 'overflow' }, overflow],
    [{ kind: 'invalid', field: 'maxBet', code: 'overflow' }, overflow],
  ]);
});

describe('dutchingMessage', () => {
  wording<DutchingError>(dutchingMessage, [
    [
      { kind: 'invalid', field: 'selections', code: 'selectionCount', min: 2, max: 10, count: 1 },
      'Dutching için en az 2, en çok 10 seçim girin (şu an 1).',
    ],
    [
      { kind: 'invalid', field: 'selections', code: 'selectionCount', min: 2, max: 10, count: 11 },
      'Dutching için en az 2, en çok 10 seçim girin (şu an 11).',
    ],
    [{ kind: 'invalid', field: 'odds', index: 1, code: 'notAboveOne' }, "2. seçimin oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'odds', index: 0, code: 'notANumber' }, '1. seçimin oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', index: 2, code: 'notANumber' }, '3. seçimin oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', index: 1, ...million }, '2. seçimin oranı en fazla 1.000.000 olabilir.'],
    [{ kind: 'invalid', field: 'totalStake', code: 'notPositive' }, 'Toplam bahis tutarı sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'totalStake', code: 'notANumber' }, 'Toplam bahis tutarı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'totalStake', code: 'overflow' }, overflow],
  ]);
});

describe('fairOddsMessage', () => {
  wording<FairOddsError>(fairOddsMessage, [
    [{ kind: 'invalid', field: 'odds', code: 'tooFewOdds', min: 2, count: 1 }, 'Marjı ayırmak için en az 2 oran girin (şu an 1).'],
    [{ kind: 'invalid', field: 'odds', index: 1, code: 'notANumber' }, '2. sonucun oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', index: 0, code: 'notAboveOne' }, "1. sonucun oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'odds', index: 1, ...million }, '2. sonucun oranı en fazla 1.000.000 olabilir.'],
    [
      { kind: 'invalid', field: 'method', index: 4, code: 'negativeProbability', outcomes: [4, 5] },
      'Eşit çıkarma (toplamsal) yöntemi 5., 6. sonuç için sıfır ya da eksi olasılık verir: her sonuçtan eşit düşülen marj payı bu uzun oranların olasılığından büyük. Başka bir yöntem seçin.',
    ],
    [
      { kind: 'invalid', field: 'method', index: 2, code: 'negativeProbability', outcomes: [2] },
      'Eşit çıkarma (toplamsal) yöntemi 3. sonuç için sıfır ya da eksi olasılık verir: her sonuçtan eşit düşülen marj payı bu uzun oranların olasılığından büyük. Başka bir yöntem seçin.',
    ],
    [
      { kind: 'invalid', field: 'method', index: 2, code: 'balancedBookNegative', outcomes: [2] },
      'Dengeli defter (Fingleton–Waldron) yöntemi 3. sonuç için sıfır ya da eksi olasılık verir: yöntemin her ' +
        'sonucun olasılığından düştüğü z = (Σπ − 1) ÷ (n − 1) payı, bu uzun oranın ima ettiği olasılıktan ' +
        '(1 ÷ oran) küçük değil. Bu piyasa için diğer yöntemlere bakın.',
    ],
    [
      { kind: 'invalid', field: 'method', index: 2, code: 'balancedBookNegative', outcomes: [2, 3] },
      'Dengeli defter (Fingleton–Waldron) yöntemi 3., 4. sonuç için sıfır ya da eksi olasılık verir: yöntemin her ' +
        'sonucun olasılığından düştüğü z = (Σπ − 1) ÷ (n − 1) payı, bu uzun oranların ima ettiği olasılıklardan ' +
        '(1 ÷ oran) küçük değil. Bu piyasa için diğer yöntemlere bakın.',
    ],
    [
      { kind: 'invalid', field: 'method', code: 'shinNeedsMargin' },
      'Shin yöntemi marjı olan bir piyasa ister; bu oranların toplamı yüzde 100’ün altında.',
    ],
    [{ kind: 'invalid', field: 'method', code: 'overflow' }, overflow],
  ]);
});

describe('valueBetMessage', () => {
  wording<ValueBetError>(valueBetMessage, [
    [{ kind: 'invalid', field: 'odds', code: 'notAboveOne' }, "Bahis oranı 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'odds', code: 'notANumber' }, 'Bahis oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', ...million }, 'Bahis oranı en fazla 1.000.000 olabilir.'],
    [{ kind: 'invalid', field: 'fairOdds', code: 'notAboveOne' }, "Adil oran 1'den büyük olmalı."],
    [{ kind: 'invalid', field: 'fairProbability', code: 'notPositive' }, 'Gerçek olasılık sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'fairProbability', code: 'notANumber' }, 'Gerçek olasılık için bir sayı girin.'],
    [{ kind: 'invalid', field: 'fairProbability', code: 'probabilityAbove100' }, 'Gerçek olasılık 0’dan büyük ve en fazla 100 olmalıdır.'],
    [{ kind: 'invalid', field: 'bankroll', code: 'notPositive' }, 'Kasa sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'bankroll', code: 'notANumber' }, 'Kasa için bir sayı girin.'],
    [{ kind: 'invalid', field: 'bankroll', code: 'overflow' }, overflow],
  ]);
});

describe('arbitrageMessage', () => {
  describe('with a total to split', () => {
    wording<ArbitrageError>((error) => arbitrageMessage(error, 'total'), [
      [
        { kind: 'invalid', field: 'outcomes', code: 'outcomeCount', min: 2, max: 3 },
        'Surebet 2 ya da 3 sonuçlu bir karşılaşma için hesaplanır.',
      ],
      [{ kind: 'invalid', field: 'odds', index: 1, code: 'notANumber' }, '2. sonucun oranı için bir sayı girin.'],
      [{ kind: 'invalid', field: 'odds', index: 1, ...million }, '2. sonucun oranı en fazla 1.000.000 olabilir.'],
      [{ kind: 'invalid', field: 'commission', index: 1, code: 'notAPercent' }, '2. sonucun komisyonu 0 ile 100 arasında olmalı.'],
      [{ kind: 'invalid', field: 'stake', code: 'notANumber' }, 'Toplam yatırım için bir sayı girin.'],
      [{ kind: 'invalid', field: 'stake', code: 'notPositive' }, 'Toplam yatırım sıfırdan büyük olmalı.'],
      [{ kind: 'invalid', field: 'stake', code: 'stakeTooLarge', max: 1_000_000_000 }, 'Yatırım en fazla 1.000.000.000 TL olabilir.'],
      [{ kind: 'invalid', field: 'stake', code: 'stakeRoundsToZero', step: 10 }, 'Yatırım, 10 TL yuvarlamasıyla sıfıra iniyor.'],
      [{ kind: 'invalid', field: 'stake', code: 'stakeRoundsToZero', step: 0.01 }, 'Yatırım, 0,01 TL yuvarlamasıyla sıfıra iniyor.'],
      [{ kind: 'invalid', field: 'stake', code: 'overflow' }, overflow],
    ]);
  });

  describe('with a stake fixed on one outcome', () => {
    wording<ArbitrageError>((error) => arbitrageMessage(error, 'fixed'), [
      [{ kind: 'invalid', field: 'odds', index: 0, code: 'notAboveOne' }, "1. sonucun oranı 1'den büyük olmalı."],
      [{ kind: 'invalid', field: 'commission', index: 1, code: 'notANumber' }, '2. sonucun komisyonu için bir sayı girin.'],
      [{ kind: 'invalid', field: 'stake', code: 'notANumber' }, 'Sabit yatırım için bir sayı girin.'],
      [{ kind: 'invalid', field: 'stake', code: 'notPositive' }, 'Sabit yatırım sıfırdan büyük olmalı.'],
      [{ kind: 'invalid', field: 'stake', code: 'noFixedOutcome' }, 'Sabit yatırımın hangi sonuca yapılacağını seçin.'],
    ]);
  });
});

describe('oddsParseMessage', () => {
  wording<OddsParseError>(oddsParseMessage, [
    [{ kind: 'invalid', field: 'decimal', code: 'empty' }, 'Bir oran girin.'],
    [{ kind: 'invalid', field: 'decimal', code: 'unreadable' }, 'Sayı okunamadı; ör. 2,50 ya da 2.50 yazın.'],
    [{ kind: 'invalid', field: 'american', code: 'unreadable' }, 'Sayı okunamadı; ör. +150 ya da -200 yazın.'],
    [{ kind: 'invalid', field: 'hongKong', code: 'unreadable' }, 'Sayı okunamadı; ör. 1,50 yazın.'],
    [{ kind: 'invalid', field: 'malay', code: 'unreadable' }, 'Sayı okunamadı; ör. 0,80 ya da -0,50 yazın.'],
    [{ kind: 'invalid', field: 'indonesian', code: 'unreadable' }, 'Sayı okunamadı; ör. 1,50 ya da -2,00 yazın.'],
    [{ kind: 'invalid', field: 'probability', code: 'unreadable' }, 'Sayı okunamadı; ör. 40 ya da %40 yazın.'],
    [{ kind: 'invalid', field: 'fractional', code: 'notAFraction' }, 'Kesirli oranı pay/payda biçiminde yazın (ör. 5/2).'],
    [{ kind: 'invalid', field: 'fractional', code: 'negativeFraction' }, 'Kesirli oranda eksi sayı olmaz.'],
    [{ kind: 'invalid', field: 'fractional', code: 'zeroDenominator' }, 'Kesrin paydası 0 olamaz.'],
    [{ kind: 'invalid', field: 'decimal', code: 'outOfRange' }, 'Ondalık oran 1,00’dan büyük olmalıdır; 1,00 hiç kazanç getirmez.'],
    [{ kind: 'invalid', field: 'fractional', code: 'outOfRange' }, 'Kesirli oranın payı 0’dan büyük olmalıdır; 0/1 hiç kazanç getirmez.'],
    [
      { kind: 'invalid', field: 'american', code: 'outOfRange' },
      'Amerikan oranı +100 ya da üstü veya -100 ya da altı olmalıdır; aradaki değerler oran değildir.',
    ],
    [{ kind: 'invalid', field: 'hongKong', code: 'outOfRange' }, 'Hong Kong oranı 0’dan büyük olmalıdır; 0 hiç kazanç getirmez.'],
    [{ kind: 'invalid', field: 'malay', code: 'outOfRange' }, 'Malay oranı -1 ile 1 arasında olmalı ve 0 olamaz.'],
    [
      { kind: 'invalid', field: 'indonesian', code: 'outOfRange' },
      'Endonezya oranı 1 ya da üstü veya -1 ya da altı olmalıdır; aradaki değerler oran değildir.',
    ],
    [{ kind: 'invalid', field: 'probability', code: 'outOfRange' }, 'Olasılık 0’dan büyük ve 100’den küçük olmalıdır.'],
    [{ kind: 'invalid', field: 'malay', ...million }, 'Oran çok yüksek: ondalık karşılığı en fazla 1.000.000 olabilir.'],
  ]);
});
