// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponMessage, mbsBreakMessage, sizeName } from './coupon-messages.ts';

describe('sizeName', () => {
  // The suffix follows the last word said aloud: bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz, on, yirmi,
  // otuz, kırk, yüz, bin.
  it.each([
    [1, "1'li"], [2, "2'li"], [3, "3'lü"], [4, "4'lü"], [5, "5'li"], [6, "6'lı"], [7, "7'li"], [8, "8'li"],
    [9, "9'lu"], [10, "10'lu"], [13, "13'lü"], [20, "20'li"], [26, "26'lı"], [30, "30'lu"], [40, "40'lı"],
    [0, "0'lı"], [100, "100'lü"], [1000, "1000'li"],
  ])('%d → %s', (size, expected) => {
    expect(sizeName(size)).toBe(expected);
  });
});

describe('mbsBreakMessage', () => {
  it.each([
    [{ size: 3, mbs: 4, selections: [2], by: 1 }, false, "3'lü sistem, 2. seçimin MBS'si 4 olduğu için kuralı 1 seçimle bozuyor."],
    [{ size: 2, mbs: 4, selections: [2, 5], by: 2 }, false, "2'li sistem, 2. ve 5. seçimlerin MBS'si 4 olduğu için kuralı 2 seçimle bozuyor."],
    [{ size: 2, mbs: 3, selections: [1, 3, 4], by: 1 }, true, "2'li kombine, 1., 3. ve 4. seçimlerin MBS'si 3 olduğu için kuralı 1 seçimle bozuyor."],
  ])('%j', (broken, plain, expected) => {
    expect(mbsBreakMessage(broken, plain)).toBe(expected);
  });
});

describe('couponMessage', () => {
  it.each([
    [{ kind: 'invalid', field: 'selections', code: 'selectionCount', min: 1, max: 30, count: 31 }, 'Kupon en az 1, en çok 30 seçimden oluşur (şu an 31).'],
    [{ kind: 'invalid', field: 'odds', index: 1, code: 'notANumber' }, '2. seçimin oranı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'odds', index: 0, code: 'oddsBelowMinimum', min: 1.01 }, '1. seçimin oranı en az 1,01 olmalı.'],
    [{ kind: 'invalid', field: 'odds', index: 2, code: 'tooManyDecimals', max: 4 }, '3. seçimin oranı en fazla 4 ondalık basamak içerebilir.'],
    [{ kind: 'invalid', field: 'odds', index: 0, code: 'oddsTooLarge', max: 1_000_000 }, '1. seçimin oranı en fazla 1.000.000 olabilir.'],
    [{ kind: 'invalid', field: 'mbs', index: 1, code: 'outOfRange', min: 1, max: 4 }, "2. seçimin MBS'si 1 ile 4 arasında bir tam sayı olmalı."],
    [{ kind: 'invalid', field: 'system', code: 'sizeBelowBankers', size: 2, bankers: 3 }, "Kuponda 3 banko var ve her kolonda bütün bankolar bulunur: sistem en az 3'lü olmalı (2'li yazıldı)."],
    [{ kind: 'invalid', field: 'system', code: 'sizeBelowOne', size: 0 }, "0'lı sistem olmaz: sistem boyutu en az 1 olmalı."],
    [{ kind: 'invalid', field: 'system', code: 'tooManyColumns', columns: 30_045_015, max: 100_000 }, 'Bu kupon 30.045.015 kolon eder; en fazla 100.000 kolonluk kupon hesaplanır.'],
    [{ kind: 'invalid', field: 'misli', code: 'notWhole' }, 'Misli 1 ile 1.000 arasında bir tam sayı olmalı.'],
    [{ kind: 'invalid', field: 'kolon', code: 'tooManyDecimals', max: 2 }, 'Kolon tutarı en fazla kuruş hassasiyetinde (2 ondalık basamak) olabilir.'],
    [{ kind: 'invalid', field: 'kolon', code: 'notPositive' }, 'Kolon tutarı sıfırdan büyük olmalı.'],
  ] as const)('%j', (error, expected) => {
    expect(couponMessage(error)).toBe(expected);
  });
});
