import { describe, expect, it } from 'vitest';
import { betProfit, closingValue, parseBetInput, type BetInput, type BetResult } from './bet-log.ts';

/** A form filled in correctly; each case changes what it tests. */
const form: Record<string, string> = {
  date: '2024-03-01',
  description: '  Galatasaray – Fenerbahçe  ',
  market: ' 1X2 ',
  odds: '1,85',
  stake: '250',
  result: 'kazandi',
  closingSide: '1.80',
  closingOthers: '3,60; 4,20',
};

describe('parseBetInput', () => {
  it('reads a bet typed with decimal commas and points, trimmed', () => {
    expect(parseBetInput(form)).toEqual({
      kind: 'valid',
      bet: {
        date: '2024-03-01',
        description: 'Galatasaray – Fenerbahçe',
        market: '1X2',
        odds: 1.85,
        stake: 250,
        result: 'kazandi',
        closingSide: 1.8,
        closingOthers: [3.6, 4.2],
      } satisfies BetInput,
    });
  });

  it.each([
    ['an empty description and no closing odds', { description: '', closingSide: '', closingOthers: '' }],
    ['29 February of a leap year', { date: '2024-02-29' }],
    ['the lowest odds, 1,01', { odds: '1,01' }],
    ['the smallest stake, one kuruş', { stake: '0,01' }],
    ['a stake with thousands written out whole', { stake: '1500,50' }],
    ['one other closing price (a two-way market)', { closingOthers: '2.05' }],
    ['other closing prices separated by spaces', { closingOthers: '3.6 4.2' }],
    // 200 emoji are 400 UTF-16 units: the limit counts what the reader sees.
    ['200 characters counted as the reader sees them', { description: '⚽'.repeat(200) }],
  ])('accepts %s', (_, change) => {
    expect(parseBetInput({ ...form, ...change }).kind).toBe('valid');
  });

  it('answers no closing odds as null and an empty list', () => {
    const read = parseBetInput({ ...form, closingSide: ' ', closingOthers: '' });
    expect(read.kind === 'valid' && [read.bet.closingSide, read.bet.closingOthers]).toEqual([null, []]);
  });

  it.each<[string, Record<string, string>, string, string, string]>([
    ['an empty date', { date: '' }, 'date', 'required', 'Tarih boş bırakılamaz.'],
    ['a date that does not exist', { date: '2024-02-30' }, 'date', 'invalidDate', 'Tarih geçerli değil (YYYY-AA-GG).'],
    ['29 February of a common year', { date: '2023-02-29' }, 'date', 'invalidDate', 'Tarih geçerli değil (YYYY-AA-GG).'],
    ['a date written the Turkish way', { date: '01.03.2024' }, 'date', 'invalidDate', 'Tarih geçerli değil (YYYY-AA-GG).'],
    ['a description of 201 characters', { description: 'a'.repeat(201) }, 'description', 'tooLong', 'Açıklama en fazla 200 karakter olabilir.'],
    ['an empty market', { market: '  ' }, 'market', 'required', 'Pazar boş bırakılamaz.'],
    ['a market of 61 characters', { market: 'x'.repeat(61) }, 'market', 'tooLong', 'Pazar en fazla 60 karakter olabilir.'],
    ['odds of 1,00', { odds: '1,00' }, 'odds', 'oddsTooLow', 'Oran en az 1,01 olmalı.'],
    ['odds that are not a number', { odds: 'iki' }, 'odds', 'notANumber', 'Oran geçerli bir sayı değil.'],
    ['odds above a million', { odds: '1000001' }, 'odds', 'oddsTooLarge', 'Oran en fazla 1.000.000 olabilir.'],
    ['a stake of 0', { stake: '0' }, 'stake', 'notPositive', 'Tutar sıfırdan büyük olmalı.'],
    ['a negative stake', { stake: '-5' }, 'stake', 'notPositive', 'Tutar sıfırdan büyük olmalı.'],
    ['a stake below the kuruş', { stake: '12,345' }, 'stake', 'tooManyDecimals', 'Tutar en fazla 2 ondalık basamak içerebilir.'],
    // '1.500' is 1,5 to the number reader, but a Turkish reader may mean 1500 TL: refused, not guessed.
    ['a stake with a thousands point', { stake: '1.500' }, 'stake', 'tooManyDecimals', 'Tutar en fazla 2 ondalık basamak içerebilir.'],
    ['a stake above a billion', { stake: '1000000000,01' }, 'stake', 'stakeTooLarge', 'Tutar en fazla 1.000.000.000 TL olabilir.'],
    ['a result label instead of its code', { result: 'Kazandı' }, 'result', 'unknownResult', 'Sonuç geçerli değil: Kazandı, Kaybetti, İade, Yarım kazandı, Yarım kaybetti, Bekliyor olabilir.'],
    ['closing odds of 1', { closingSide: '1' }, 'closingSide', 'oddsTooLow', 'Kapanış oranı en az 1,01 olmalı.'],
    ['three other closing prices', { closingOthers: '3,4; 3,6; 5' }, 'closingOthers', 'tooManyOthers', 'En fazla 2 diğer kapanış oranı girilebilir.'],
    ['another closing price that is not a number', { closingOthers: '3,4; x' }, 'closingOthers', 'notANumber', 'Diğer kapanış oranı geçerli bir sayı değil.'],
    ['other closing prices without the side', { closingSide: '', closingOthers: '3,4' }, 'closingSide', 'othersWithoutSide', 'Diğer kapanış oranları, aldığınız tarafın kapanış oranı olmadan kullanılamaz.'],
  ])('refuses %s', (_, change, field, code, message) => {
    expect(parseBetInput({ ...form, ...change })).toEqual({ kind: 'invalid', errors: [expect.objectContaining({ field, code, message })] });
  });

  it('lists every refused field in the form order, missing fields as empty', () => {
    const read = parseBetInput({ description: 'boş form' });
    expect(read.kind === 'invalid' && read.errors.map((e) => [e.field, e.code])).toEqual([
      ['date', 'required'],
      ['market', 'required'],
      ['odds', 'required'],
      ['stake', 'required'],
      ['result', 'required'],
    ]);
  });
});

describe('betProfit', () => {
  it.each<[BetResult, number, number, number | null]>([
    ['kazandi', 1.85, 100, 85], // 100 × (1.85 − 1) = 85
    ['kaybetti', 1.85, 100, -100], // the stake
    ['iade', 1.85, 100, 0], // the stake comes back
    ['yarim-kazandi', 1.85, 100, 42.5], // 50 won at 1.85 (42.5), 50 returned
    ['yarim-kaybetti', 1.85, 100, -50], // 50 lost, 50 returned
    ['bekliyor', 1.85, 100, null], // not settled
    ['kazandi', 2.5, 40, 60], // 40 × 1.5 = 60
    ['yarim-kazandi', 2.5, 40, 30], // 20 × 1.5 = 30
    ['yarim-kaybetti', 2.5, 40, -20], // half of 40
  ])('%s at %d for %d TL is %s', (result, odds, stake, profit) => {
    const value = betProfit({ odds, stake, result });
    if (profit === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(profit, 10);
  });
});

describe('closingValue', () => {
  it('removes the margin from a three-way closing market multiplicatively', () => {
    // 1/2.10 + 1/3.40 + 1/3.60 = 10/21 + 5/17 + 5/18 = (1020 + 630 + 595) / 2142 = 2245/2142 ≈ 1.048086.
    // p = (10/21) / (2245/2142) = 1020/2245 = 204/449; fair odds 449/204 ≈ 2.200980.
    // Taken at 2.30: 2.30 × 204/449 − 1 = 469.2/449 − 1 = 20.2/449 ≈ 0.044989.
    const value = closingValue({ odds: 2.3, closingSide: 2.1, closingOthers: [3.4, 3.6] });
    expect(value).toEqual({ method: 'margin-removed', fairOdds: expect.closeTo(449 / 204, 12), clv: expect.closeTo(20.2 / 449, 12) });
  });

  it('takes the margin out of a two-way market', () => {
    // 1.90 / 1.90: each fair probability 1/2, fair odds 2.00; taken at 2.00, CLV 0.
    const value = closingValue({ odds: 2, closingSide: 1.9, closingOthers: [1.9] });
    expect(value).toEqual({ method: 'margin-removed', fairOdds: expect.closeTo(2, 12), clv: expect.closeTo(0, 12) });
  });

  it('uses the side as it closed when the other prices are not known', () => {
    // 2.00 / 1.90 − 1 = 0.1/1.9 ≈ 0.052632.
    const value = closingValue({ odds: 2, closingSide: 1.9, closingOthers: [] });
    expect(value).toEqual({ method: 'side-only', fairOdds: 1.9, clv: expect.closeTo(0.1 / 1.9, 12) });
  });

  it('a price worse than the close gives a negative CLV', () => {
    // Taken at the side's own closing price 2.10 against fair 449/204: 2.10 × 204/449 − 1 = 428.4/449 − 1 = −20.6/449.
    expect(closingValue({ odds: 2.1, closingSide: 2.1, closingOthers: [3.4, 3.6] })?.clv).toBeCloseTo(-20.6 / 449, 12);
  });

  it('is null without closing odds', () => {
    expect(closingValue({ odds: 2, closingSide: null, closingOthers: [] })).toBeNull();
  });
});
