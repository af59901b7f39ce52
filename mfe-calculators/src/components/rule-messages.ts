/**
 * The Turkish of the betting rules' refusals. A rule of `shared-data/betting` answers input it cannot use with a code
 * on a field; here each calculator names its fields and turns the code into the sentence shown under that field.
 */
import { formatInteger, formatMoney } from 'shared-data';
import type {
  ArbitrageError,
  ArbitrageStake,
  BonusWageringError,
  BonusWageringField,
  DecimalOddsProblem,
  DutchingError,
  FairOddsError,
  HedgeField,
  InvalidInput,
  MatchedBetField,
  NumberProblem,
  OddsFormat,
  OddsParseError,
  Overflow,
  ValueBetError,
} from 'shared-data/betting';

export const OVERFLOW = 'Girilen değerlerle sonuç hesaplanamıyor: sayılar çok büyük ya da çok küçük.';

/** A refused number, with the field's name as the subject: 'Bahis tutarı sıfırdan büyük olmalı.' */
function numberMessage(label: string, problem: NumberProblem | DecimalOddsProblem): string {
  switch (problem.code) {
    case 'notANumber':
      return `${label} için bir sayı girin.`;
    case 'notPositive':
      return `${label} sıfırdan büyük olmalı.`;
    case 'negative':
      return `${label} negatif olamaz.`;
    case 'notAboveOne':
      return `${label} 1'den büyük olmalı.`;
    case 'notAPercent':
      return `${label} 0 ile 100 arasında olmalı.`;
    case 'oddsTooLarge':
      return `${label} en fazla ${formatInteger(problem.max)} olabilir.`;
  }
}

/** The place of a list entry as the messages count it: '2.' for the entry at index 1. */
export const nth = (index = 0) => `${index + 1}.`;

/** The wording of a refused number or an overflow on one of a rule's fields, named by `label`. */
export function numbers<F extends string>(label: (field: F, index?: number) => string) {
  return (error: InvalidInput<F, NumberProblem | DecimalOddsProblem | Overflow>): string =>
    error.code === 'overflow' ? OVERFLOW : numberMessage(label(error.field, error.index), error);
}

export const byName = <F extends string>(names: Record<F, string>) => (field: F) => names[field];

export const hedgeMessage = numbers(
  byName<HedgeField>({ stake: 'Bahis tutarı', odds: 'Bahsin oranı', hedgeOdds: 'Karşı sonucun oranı' }),
);

export const matchedBetMessage = numbers(
  byName<MatchedBetField>({
    backStake: 'Bahis tutarı',
    backOdds: 'Bahis (back) oranı',
    layOdds: 'Lay oranı',
    commissionPercent: 'Borsa komisyonu',
  }),
);

const bonusNumbers = numbers(
  byName<BonusWageringField>({
    bonusAmount: 'Bonus tutarı',
    deposit: 'Yatırım tutarı',
    wageringMultiple: 'Çevrim katı',
    contributionPercent: 'Oyunun çevrime katkısı',
    rtpPercent: 'Oyunun RTP değeri',
    maxBet: 'Maksimum bahis',
  }),
);

export function bonusWageringMessage(error: BonusWageringError): string {
  if (error.code === 'gameDoesNotCount') {
    return 'Bu oyun çevrime sayılmıyor (katkı %0): oynanan bahisler çevrimden düşmez, çevrimi başka bir oyunla tamamlamanız gerekir.';
  }
  return bonusNumbers(error);
}

const valueBetNumbers = numbers(
  byName<ValueBetError['field']>({ odds: 'Bahis oranı', fairOdds: 'Adil oran', fairProbability: 'Gerçek olasılık', bankroll: 'Kasa' }),
);

export function valueBetMessage(error: ValueBetError): string {
  if (error.code === 'probabilityAbove100') return 'Gerçek olasılık 0’dan büyük ve en fazla 100 olmalıdır.';
  return valueBetNumbers(error);
}

const dutchingNumbers = numbers<'odds' | 'totalStake'>((field, index) =>
  field === 'odds' ? `${nth(index)} seçimin oranı` : 'Toplam bahis tutarı',
);

export function dutchingMessage(error: DutchingError): string {
  if (error.code === 'selectionCount') {
    return `Dutching için en az ${error.min}, en çok ${error.max} seçim girin (şu an ${error.count}).`;
  }
  return dutchingNumbers(error);
}

/** Only the odds are named: on the method, a number is refused only as an overflow. */
const fairOddsNumbers = numbers<FairOddsError['field']>((_field, index) => `${nth(index)} sonucun oranı`);

export function fairOddsMessage(error: FairOddsError): string {
  switch (error.code) {
    case 'tooFewOdds':
      return `Marjı ayırmak için en az ${error.min} oran girin (şu an ${error.count}).`;
    case 'negativeProbability':
      return (
        `Eşit çıkarma (toplamsal) yöntemi ${error.outcomes.map(nth).join(', ')} sonuç için sıfır ya da eksi olasılık ` +
        'verir: her sonuçtan eşit düşülen marj payı bu uzun oranların olasılığından büyük. Başka bir yöntem seçin.'
      );
    case 'balancedBookNegative': {
      const one = error.outcomes.length === 1;
      return (
        `Dengeli defter (Fingleton–Waldron) yöntemi ${error.outcomes.map(nth).join(', ')} sonuç için sıfır ya da ` +
        'eksi olasılık verir: yöntemin her sonucun olasılığından düştüğü z = (Σπ − 1) ÷ (n − 1) payı, ' +
        `${one ? 'bu uzun oranın ima ettiği olasılıktan' : 'bu uzun oranların ima ettiği olasılıklardan'} ` +
        '(1 ÷ oran) küçük değil. Bu piyasa için diğer yöntemlere bakın.'
      );
    }
    case 'shinNeedsMargin':
      return 'Shin yöntemi marjı olan bir piyasa ister; bu oranların toplamı yüzde 100’ün altında.';
    default:
      return fairOddsNumbers(error);
  }
}

/** The surebet's fields by name; the stake is the total to split or the stake fixed on one outcome. */
const arbitrageNumbers = (stake: ArbitrageStake['kind']) =>
  numbers<'odds' | 'commission' | 'stake'>((field, index) => {
    if (field === 'odds') return `${nth(index)} sonucun oranı`;
    if (field === 'commission') return `${nth(index)} sonucun komisyonu`;
    return stake === 'total' ? 'Toplam yatırım' : 'Sabit yatırım';
  });

export function arbitrageMessage(error: ArbitrageError, stake: ArbitrageStake['kind']): string {
  switch (error.code) {
    case 'outcomeCount':
      return `Surebet ${error.min} ya da ${error.max} sonuçlu bir karşılaşma için hesaplanır.`;
    case 'stakeTooLarge':
      return `Yatırım en fazla ${formatMoney(error.max, 'TL', 0)} olabilir.`;
    case 'noFixedOutcome':
      return 'Sabit yatırımın hangi sonuca yapılacağını seçin.';
    case 'stakeRoundsToZero':
      return `Yatırım, ${formatMoney(error.step, 'TL', error.step < 1 ? 2 : 0)} yuvarlamasıyla sıfıra iniyor.`;
    default:
      return arbitrageNumbers(stake)(error);
  }
}

/** Each format's range of prices, said the way a reader checks it. */
const OUT_OF_RANGE: Record<OddsFormat, string> = {
  decimal: 'Ondalık oran 1,00’dan büyük olmalıdır; 1,00 hiç kazanç getirmez.',
  fractional: 'Kesirli oranın payı 0’dan büyük olmalıdır; 0/1 hiç kazanç getirmez.',
  american: 'Amerikan oranı +100 ya da üstü veya -100 ya da altı olmalıdır; aradaki değerler oran değildir.',
  hongKong: 'Hong Kong oranı 0’dan büyük olmalıdır; 0 hiç kazanç getirmez.',
  malay: 'Malay oranı -1 ile 1 arasında olmalı ve 0 olamaz.',
  indonesian: 'Endonezya oranı 1 ya da üstü veya -1 ya da altı olmalıdır; aradaki değerler oran değildir.',
  probability: 'Olasılık 0’dan büyük ve 100’den küçük olmalıdır.',
};

const EXAMPLE: Record<OddsFormat, string> = {
  decimal: '2,50 ya da 2.50',
  fractional: '5/2',
  american: '+150 ya da -200',
  hongKong: '1,50',
  malay: '0,80 ya da -0,50',
  indonesian: '1,50 ya da -2,00',
  probability: '40 ya da %40',
};

/** Why a converter field's text is not odds of its format. */
export function oddsParseMessage(error: OddsParseError): string {
  switch (error.code) {
    case 'empty':
      return 'Bir oran girin.';
    case 'unreadable':
      return `Sayı okunamadı; ör. ${EXAMPLE[error.field]} yazın.`;
    case 'notAFraction':
      return `Kesirli oranı pay/payda biçiminde yazın (ör. ${EXAMPLE.fractional}).`;
    case 'negativeFraction':
      return 'Kesirli oranda eksi sayı olmaz.';
    case 'zeroDenominator':
      return 'Kesrin paydası 0 olamaz.';
    case 'outOfRange':
      return OUT_OF_RANGE[error.field];
    case 'oddsTooLarge':
      return `Oran çok yüksek: ondalık karşılığı en fazla ${formatInteger(error.max)} olabilir.`;
  }
}
