/**
 * The operator's country rules as the admin edits them: the rule for every visitor whose country is not listed
 * (`defaultRule`), and a rule per listed country (offer-policy.ts says what `show`, `hide` and `info` do). Country
 * codes are ISO 3166-1 alpha-2, upper-case, and only the officially assigned ones: a proxy's country header names a
 * visitor's country by them, so a code outside the list ('UK', 'EU', 'XX') would never match a visitor. The form and
 * the admin API parse with the same schema; a refusal is a code per field, which the admin words in Turkish
 * (mfe-admin/src/features/country-rules/country-rule-messages.ts).
 */
import { z } from 'zod';
import { isCountryRule, type CountryRule } from '../offer-policy.ts';

/** The 249 officially assigned codes of ISO 3166-1 alpha-2, in alphabetical order. */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const assigned: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** An officially assigned ISO 3166-1 alpha-2 code, as written: upper-case, nothing around it. */
export const isCountryCode = (value: unknown): value is CountryCode => typeof value === 'string' && assigned.has(value);

/** At most one rule per country, so at most one per assigned code. */
export const MAX_COUNTRY_RULES = COUNTRY_CODES.length;

export interface CountryRuleEntry {
  country: CountryCode;
  rule: CountryRule;
}

/** What the store keeps under the settings key `countryRules`; the rules in the order of their codes. */
export interface CountryRules {
  defaultRule: CountryRule;
  rules: CountryRuleEntry[];
}

const byCountry = (a: CountryRuleEntry, b: CountryRuleEntry) => (a.country < b.country ? -1 : a.country > b.country ? 1 : 0);

/** Before any save, and in a database that has none: every visitor gets the offers. */
export const DEFAULT_COUNTRY_RULES: { readonly defaultRule: CountryRule; readonly rules: readonly CountryRuleEntry[] } = Object.freeze({
  defaultRule: 'show',
  rules: Object.freeze([]),
});

/** The key of the rules' row in the `settings` table (no row: DEFAULT_COUNTRY_RULES). */
export const COUNTRY_RULES_KEY = 'countryRules';

/** GET and PUT /country-rules: the rules with the version for the stale check (0 while none is stored). */
export interface CountryRulesDocument {
  version: number;
  values: CountryRules;
}

/** Why a field of the country rules is refused. */
export type CountryRuleError =
  | { code: 'countryMissing' }
  /** Not an assigned ISO 3166-1 alpha-2 code in upper case ('UK', 'EU', 'XX', 'tr'). */
  | { code: 'countryCode' }
  /** A country already listed in an earlier row. */
  | { code: 'countryTwice' }
  | { code: 'rule' }
  | { code: 'defaultRule' }
  | { code: 'tooManyCountryRules'; max: number }
  /** A value of the wrong kind (not a list, a row that is no object), in zod's own English words. */
  | { code: 'malformed'; detail: string };

/** Per-field errors, keyed by the field's path: 'defaultRule', 'rules', 'rules.3.country', 'rules.3.rule'. */
export type CountryRuleErrors = Record<string, CountryRuleError>;

function addError(ctx: z.RefinementCtx, error: CountryRuleError, path: Array<string | number> = []): void {
  ctx.addIssue({ code: 'custom', params: error, path });
}

const ruleField = (error: CountryRuleError) =>
  z.unknown().transform((value, ctx): CountryRule => {
    if (isCountryRule(value)) return value;
    addError(ctx, error);
    return z.NEVER;
  });

/**
 * The list of rules: every row read, so that each wrong row gets its own message at once (a code that is no country,
 * a country listed twice, a rule that is none), and sorted by country code for the store.
 */
const rulesField = z.unknown().transform((value, ctx): CountryRuleEntry[] => {
  if (!Array.isArray(value)) {
    addError(ctx, { code: 'malformed', detail: `Invalid input: expected array, received ${value === null ? 'null' : typeof value}` });
    return z.NEVER;
  }
  // Counted before any row is read, as the settings' help lines are: too many rows get this error alone.
  if (value.length > MAX_COUNTRY_RULES) {
    addError(ctx, { code: 'tooManyCountryRules', max: MAX_COUNTRY_RULES });
    return z.NEVER;
  }
  const seen = new Set<string>();
  const rules: CountryRuleEntry[] = [];
  let failed = false;
  value.forEach((row: unknown, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      addError(ctx, { code: 'malformed', detail: 'Invalid input: expected object' }, [index]);
      failed = true;
      return;
    }
    const { country: raw, rule } = row as { country?: unknown; rule?: unknown };
    const country = typeof raw === 'string' ? raw.trim() : raw;
    if (country === undefined || country === null || country === '') {
      addError(ctx, { code: 'countryMissing' }, [index, 'country']);
      failed = true;
    } else if (!isCountryCode(country)) {
      addError(ctx, { code: 'countryCode' }, [index, 'country']);
      failed = true;
    } else if (seen.has(country)) {
      addError(ctx, { code: 'countryTwice' }, [index, 'country']);
      failed = true;
    } else {
      seen.add(country);
    }
    if (!isCountryRule(rule)) {
      addError(ctx, { code: 'rule' }, [index, 'rule']);
      failed = true;
    }
    if (!failed) rules.push({ country: country as CountryCode, rule: rule as CountryRule });
  });
  if (failed) return z.NEVER;
  return rules.sort(byCountry);
});

export const countryRulesSchema = z.object({
  defaultRule: ruleField({ code: 'defaultRule' }),
  rules: rulesField,
});

/** Only this file's checks give an issue params, and always one of its errors. */
const isCountryRuleError = (params: Record<string, unknown> | undefined): params is CountryRuleError => typeof params?.code === 'string';

/** Per-field errors of a failed parse: the first issue of each field ('_form' for the whole). */
export function countryRuleErrorsOf(error: z.ZodError): CountryRuleErrors {
  const errors: CountryRuleErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    const params = issue.code === 'custom' ? issue.params : undefined;
    errors[key] ??= isCountryRuleError(params) ? params : { code: 'malformed', detail: issue.message };
  }
  return errors;
}

/** Parses the form's values: the rules to store, or the errors per field. */
export function parseCountryRules(input: unknown): { ok: true; values: CountryRules } | { ok: false; fieldErrors: CountryRuleErrors } {
  const result = countryRulesSchema.safeParse(input);
  return result.success ? { ok: true, values: result.data } : { ok: false, fieldErrors: countryRuleErrorsOf(result.error) };
}

/**
 * The rules a stored value holds: what the schema takes, or, for a value it refuses (a row written by hand), its
 * usable part: a known default rule (else 'show') and the rows with an assigned code and a known rule, each country
 * once. Absent (undefined): the default.
 */
export function countryRulesOf(stored: unknown): CountryRules {
  const parsed = parseCountryRules(stored);
  if (parsed.ok) return parsed.values;
  const { defaultRule, rules } = (typeof stored === 'object' && stored !== null ? stored : {}) as { defaultRule?: unknown; rules?: unknown };
  const seen = new Set<string>();
  const usable: CountryRuleEntry[] = [];
  for (const row of Array.isArray(rules) ? rules : []) {
    const { country, rule } = (typeof row === 'object' && row !== null ? row : {}) as { country?: unknown; rule?: unknown };
    if (!isCountryCode(country) || !isCountryRule(rule) || seen.has(country)) continue;
    seen.add(country);
    usable.push({ country, rule });
  }
  return { defaultRule: isCountryRule(defaultRule) ? defaultRule : DEFAULT_COUNTRY_RULES.defaultRule, rules: usable.sort(byCountry) };
}
