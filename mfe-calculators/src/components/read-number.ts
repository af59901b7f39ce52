import { parseNumberInput } from 'shared-data';

export const NOT_A_NUMBER = 'Geçerli bir sayı girin (ör. 2,10 ya da 2.10).';

/**
 * Parses a field and says, in Turkish, why it cannot be used; empty fields are not errors. A pasted typographic minus
 * (−0,75) reads as '-', as the odds converter reads it.
 */
export function readNumber(raw: string, rule?: (value: number) => string | null): { value: number | null; error: string | null } {
  if (raw.trim() === '') return { value: null, error: null };
  const value = parseNumberInput(raw.replace(/\u2212/g, '-'));
  if (value === null) return { value: null, error: NOT_A_NUMBER };
  const ruleError = rule?.(value) ?? null;
  return { value: ruleError ? null : value, error: ruleError };
}
