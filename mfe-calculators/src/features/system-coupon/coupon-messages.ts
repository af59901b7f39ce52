/** The Turkish of the coupon rule's refusals and MBS breaks, for the sentences under the fields and in the result. */
import { formatInteger, formatNumber } from 'shared-data';
import {
  COUPON_MAX_MBS,
  COUPON_MAX_MISLI,
  COUPON_MAX_SELECTIONS,
  COUPON_MIN_MBS,
  COUPON_MIN_MISLI,
  COUPON_MIN_SELECTIONS,
  type CouponError,
  type CouponQueryError,
  type MbsBreak,
} from 'shared-data/betting';
import { nth, numbers } from '../../components/rule-messages.ts';

/**
 * The suffix Turkish gives a number for 'of n' (3'lü, 5'li, 6'lı, 9'lu): it follows the vowel harmony of the last
 * word said aloud, so of the last non-zero digit, or of the tens, hundreds (yüz) or thousands (bin) when it ends in 0.
 */
const UNITS = ['', 'li', 'li', 'lü', 'lü', 'li', 'lı', 'li', 'li', 'lu'] as const;
const TENS = ['', 'lu', 'li', 'lu', 'lı', 'li', 'lı', 'li', 'li', 'lı'] as const;

export function sizeName(size: number): string {
  const whole = Math.abs(Math.trunc(size));
  let suffix: string = 'lı'; // 0: sıfır
  if (whole % 10 !== 0) suffix = UNITS[whole % 10] ?? suffix;
  else if (whole % 100 !== 0) suffix = TENS[(whole % 100) / 10] ?? suffix;
  else if (whole % 1000 !== 0) suffix = 'lü'; // yüz
  else if (whole !== 0) suffix = whole % 1_000_000 !== 0 ? 'li' : 'lu'; // bin, milyon
  return `${size}'${suffix}`;
}

/** '2.', '2. ve 5.', '2., 3. ve 5.' */
function joinPlaces(places: readonly number[]): string {
  const named = places.map((p) => `${p}.`);
  return named.length < 2 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} ve ${named.at(-1)}`;
}

/** '3'lü sistem, 2. seçimin MBS'si 4 olduğu için kuralı 1 seçimle bozuyor.' */
export function mbsBreakMessage(broken: MbsBreak, plain: boolean): string {
  const kind = plain ? 'kombine' : 'sistem';
  const whose = broken.selections.length > 1 ? 'seçimlerin' : 'seçimin';
  return (
    `${sizeName(broken.size)} ${kind}, ${joinPlaces(broken.selections)} ${whose} MBS'si ${broken.mbs} olduğu için ` +
    `kuralı ${broken.by} seçimle bozuyor.`
  );
}

const couponNumbers = numbers<'odds' | 'kolon'>((field, index) => (field === 'odds' ? `${nth(index)} seçimin oranı` : 'Kolon tutarı'));

export function couponMessage(error: CouponError | CouponQueryError): string {
  switch (error.field) {
    case 'selections':
      return error.code === 'selectionCount'
        ? `Kupon en az ${error.min}, en çok ${error.max} seçimden oluşur (şu an ${error.count}).`
        : `Seçim sayısını ${COUPON_MIN_SELECTIONS} ile ${COUPON_MAX_SELECTIONS} arasında seçin.`;
    case 'odds':
      if (error.code === 'oddsBelowMinimum') return `${nth(error.index)} seçimin oranı en az ${formatNumber(error.min)} olmalı.`;
      if (error.code === 'tooManyDecimals') return `${nth(error.index)} seçimin oranı en fazla ${error.max} ondalık basamak içerebilir.`;
      return couponNumbers(error);
    case 'mbs':
      return error.code === 'notANumber'
        ? `${nth(error.index)} seçimin MBS'sini seçin.`
        : `${nth(error.index)} seçimin MBS'si ${COUPON_MIN_MBS} ile ${COUPON_MAX_MBS} arasında bir tam sayı olmalı.`;
    case 'system':
      return systemMessage(error);
    case 'misli':
      return error.code === 'notANumber'
        ? 'Misli için bir sayı girin.'
        : `Misli ${COUPON_MIN_MISLI} ile ${formatInteger(COUPON_MAX_MISLI)} arasında bir tam sayı olmalı.`;
    case 'kolon':
      if (error.code === 'tooManyDecimals') return 'Kolon tutarı en fazla kuruş hassasiyetinde (2 ondalık basamak) olabilir.';
      return couponNumbers(error);
  }
}

function systemMessage(error: Extract<CouponError | CouponQueryError, { field: 'system' }>): string {
  switch (error.code) {
    case 'systemUnreadable':
      return 'Sistemi virgülle ayrılmış tam sayılarla yazın (ör. 3,4); kombine kupon için boş bırakın.';
    case 'sizeNotWhole':
      return 'Sistem boyutları tam sayı olmalı.';
    case 'sizeBelowOne':
      return `${sizeName(error.size)} sistem olmaz: sistem boyutu en az 1 olmalı.`;
    case 'sizeAboveSelections':
      return `${sizeName(error.size)} sistem için en az ${error.size} seçim gerekir; kuponda ${error.selections} seçim var.`;
    case 'sizeBelowBankers':
      return (
        `Kuponda ${error.bankers} banko var ve her kolonda bütün bankolar bulunur: ` +
        `sistem en az ${sizeName(error.bankers)} olmalı (${sizeName(error.size)} yazıldı).`
      );
    case 'tooManyColumns':
      return `Bu kupon ${formatInteger(error.columns)} kolon eder; en fazla ${formatInteger(error.max)} kolonluk kupon hesaplanır.`;
  }
}
