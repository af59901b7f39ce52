/**
 * The Turkish of the country rules' codes (shared-data/cms country-rules.ts): the messages beside the form's fields,
 * which the admin API's 400 answers carry too (server/country-rules-routes.ts), so a message reads the same whichever
 * side found it.
 */
import { COUNTRY_RULES, countryRuleLabels } from 'shared-data';
import type { CountryRuleError, CountryRuleErrors } from 'shared-data/cms';

const ruleNames = COUNTRY_RULES.map((rule) => countryRuleLabels[rule]);
/** 'göster, gizle veya yalnızca bilgi'. */
const ruleChoice = `${ruleNames.slice(0, -1).join(', ')} veya ${ruleNames.at(-1) ?? ''}`;

/** The sentence shown next to a refused field. */
export function countryRuleMessage(error: CountryRuleError): string {
  switch (error.code) {
    case 'countryMissing':
      return 'Ülke kodu boş bırakılamaz.';
    case 'countryCode':
      return 'Geçerli bir ülke kodu girin (ör. TR, DE).';
    case 'countryTwice':
      return 'Bu ülke listede zaten var.';
    case 'rule':
      return `Bir kural seçin: ${ruleChoice}.`;
    case 'defaultRule':
      return `Varsayılan kural ${ruleChoice} olmalı.`;
    case 'tooManyCountryRules':
      return `En fazla ${error.max} ülke kuralı girilebilir.`;
    // Only a hand-made request sends a value of the wrong kind; zod's English says what it was.
    case 'malformed':
      return error.detail;
  }
}

/** A sentence per field, keyed by the field's path ('rules.2.country'). */
export function countryRuleMessages(errors: CountryRuleErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, countryRuleMessage(error)]));
}
