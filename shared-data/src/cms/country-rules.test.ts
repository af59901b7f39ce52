import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode, MAX_COUNTRY_RULES, parseCountryRules, type CountryRuleErrors } from './country-rules.ts';

const refused = (input: unknown): CountryRuleErrors | null => {
  const result = parseCountryRules(input);
  return result.ok ? null : result.fieldErrors;
};

describe('COUNTRY_CODES', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES]).toEqual([...COUNTRY_CODES].sort());
    expect([COUNTRY_CODES[0], COUNTRY_CODES.at(-1)]).toEqual(['AD', 'ZW']);
    expect(MAX_COUNTRY_RULES).toBe(249);
  });

  it.each(['TR', 'GB', 'DE', 'US', 'CY', 'AX', 'SS', 'BQ'])('knows %s', (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  // UK and EU are reserved, not assigned; XX and XK are user-assigned; 'tr' is not upper-case.
  it.each(['UK', 'EU', 'XX', 'XK', 'tr', 'Tr', ' TR', 'TUR', 'T', '', 90])('refuses %j', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });
});

describe('parseCountryRules', () => {
  it('takes a default and a rule per country, sorted by code, the codes trimmed', () => {
    expect(
      parseCountryRules({
        defaultRule: 'hide',
        rules: [
          { country: 'TR', rule: 'info' },
          { country: ' DE ', rule: 'show' },
        ],
      }),
    ).toEqual({ ok: true, values: { defaultRule: 'hide', rules: [{ country: 'DE', rule: 'show' }, { country: 'TR', rule: 'info' }] } });
    expect(parseCountryRules({ defaultRule: 'show', rules: [] })).toEqual({ ok: true, values: { defaultRule: 'show', rules: [] } });
  });

  it.each([['UK'], ['EU'], ['XX'], ['tr']])('refuses the code %j on its row', (country) => {
    expect(refused({ defaultRule: 'show', rules: [{ country: 'DE', rule: 'hide' }, { country, rule: 'hide' }] })).toEqual({
      'rules.1.country': { code: 'countryCode' },
    });
  });

  it('refuses a country listed twice on the later row, and names every wrong row at once', () => {
    expect(
      refused({
        defaultRule: 'show',
        rules: [
          { country: 'TR', rule: 'info' },
          { country: 'DE', rule: 'nope' },
          { country: 'TR', rule: 'hide' },
          { country: '', rule: 'hide' },
        ],
      }),
    ).toEqual({
      'rules.1.rule': { code: 'rule' },
      'rules.2.country': { code: 'countryTwice' },
      'rules.3.country': { code: 'countryMissing' },
    });
  });

  it('refuses a default that is no rule, and a list that is none or too long', () => {
    expect(refused({ defaultRule: 'block', rules: [] })).toEqual({ defaultRule: { code: 'defaultRule' } });
    expect(refused({ rules: [] })).toEqual({ defaultRule: { code: 'defaultRule' } });
    expect(refused({ defaultRule: 'show', rules: 'TR' })).toEqual({ rules: { code: 'malformed', detail: 'Invalid input: expected array, received string' } });
    expect(refused({ defaultRule: 'show', rules: ['TR'] })).toEqual({ 'rules.0': { code: 'malformed', detail: 'Invalid input: expected object' } });
    const all = COUNTRY_CODES.map((country) => ({ country, rule: 'hide' }));
    expect(parseCountryRules({ defaultRule: 'show', rules: all }).ok).toBe(true);
    expect(refused({ defaultRule: 'show', rules: [...all, { country: 'TR', rule: 'hide' }] })).toEqual({ rules: { code: 'tooManyCountryRules', max: 249 } });
    expect(refused('TR')).toMatchObject({ _form: { code: 'malformed' } });
  });
});
