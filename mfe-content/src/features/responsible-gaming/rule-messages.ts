/**
 * The Turkish of the spending planner's refusals: its rule (`shared-data/responsible-gaming`) answers a code on a
 * field, and the planner shows this sentence under that field and in its result.
 */
import type { SpendingPlanError, SpendingPlanField } from 'shared-data/responsible-gaming';

/** Each field by its name, the subject of its messages. */
const labels: Record<SpendingPlanField, string> = {
  monthlyIncome: 'Aylık gelir',
  fixedCosts: 'Sabit giderler',
  sharePercent: 'Eğlence payı',
  bet: 'Dönüş başına bahis',
};

export function spendingPlanMessage(error: SpendingPlanError): string {
  const label = labels[error.field];
  switch (error.code) {
    case 'notANumber':
      return `${label} için bir sayı girin.`;
    case 'notPositive':
      return `${label} sıfırdan büyük olmalı.`;
    case 'negative':
      return `${label} negatif olamaz.`;
    case 'notAShare':
      return `${label} 0'dan büyük ve en fazla 100 olmalı.`;
    case 'noMoneyLeft':
      return 'Sabit giderler gelirinize eşit ya da ondan büyük: eğlenceye para kalmıyor, kumara bütçe ayırmayın.';
    case 'overflow':
      return 'Girilen değerlerle sonuç hesaplanamıyor: sayılar çok büyük ya da çok küçük.';
  }
}
