/**
 * The terms a casino's review text is checked against (shared-data's `reviewTermWarnings`), read from the casino
 * form's values as they are now, saved or not: a field left empty or not a number is a term the form does not state.
 */
import type { ReviewTerms } from 'shared-data';
import { parseCmsNumber } from 'shared-data/cms';
import type { FormValues } from '../../../server/contract.ts';

const textOf = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: string | boolean | undefined) => (typeof value === 'string' ? parseCmsNumber(value) : null);

export function reviewTermsOf(values: FormValues): ReviewTerms {
  return {
    wageringMultiple: numberOf(values.wageringMultiple),
    freeSpinWagering: numberOf(values.freeSpinWagering),
    bonusAmount: numberOf(values.bonusAmount),
    bonusPercent: numberOf(values.bonusPercent),
    currency: values.currency === 'TL' || values.currency === 'USD' ? values.currency : null,
    offerTexts: [textOf(values.welcomeBonus), textOf(values.investmentBonus)].filter(Boolean),
  };
}
