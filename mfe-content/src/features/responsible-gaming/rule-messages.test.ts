// @vitest-environment node
import type { SpendingPlanError } from 'shared-data/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { spendingPlanMessage } from './rule-messages.ts';

// Every sentence is the one the planner's rule wrote before it answered codes, copied from its tests.
describe('spendingPlanMessage', () => {
  it.each<[SpendingPlanError, string]>([
    [{ kind: 'invalid', field: 'monthlyIncome', code: 'notANumber' }, 'Aylık gelir için bir sayı girin.'],
    [{ kind: 'invalid', field: 'monthlyIncome', code: 'notPositive' }, 'Aylık gelir sıfırdan büyük olmalı.'],
    [{ kind: 'invalid', field: 'fixedCosts', code: 'negative' }, 'Sabit giderler negatif olamaz.'],
    [
      { kind: 'invalid', field: 'fixedCosts', code: 'noMoneyLeft' },
      'Sabit giderler gelirinize eşit ya da ondan büyük: eğlenceye para kalmıyor, kumara bütçe ayırmayın.',
    ],
    [{ kind: 'invalid', field: 'sharePercent', code: 'notANumber' }, 'Eğlence payı için bir sayı girin.'],
    [{ kind: 'invalid', field: 'sharePercent', code: 'notAShare' }, "Eğlence payı 0'dan büyük ve en fazla 100 olmalı."],
    [{ kind: 'invalid', field: 'bet', code: 'notPositive' }, 'Dönüş başına bahis sıfırdan büyük olmalı.'],
    [
      { kind: 'invalid', field: 'monthlyIncome', code: 'overflow' },
      'Girilen değerlerle sonuç hesaplanamıyor: sayılar çok büyük ya da çok küçük.',
    ],
  ])('words %j', (error, sentence) => {
    expect(spendingPlanMessage(error)).toBe(sentence);
  });
});
