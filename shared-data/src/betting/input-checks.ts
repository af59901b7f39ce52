/**
 * Input checks shared by the betting rules. Each rule answers impossible input with an `InvalidInput` naming the
 * field and saying why in Turkish, so a form can show the message under that field as it is.
 */

export interface InvalidInput<F extends string> {
  kind: 'invalid';
  field: F;
  message: string;
  /** Position in a list input (dutching odds), when the field is one. */
  index?: number;
}

export function invalid<F extends string>(field: F, message: string, index?: number): InvalidInput<F> {
  return index === undefined ? { kind: 'invalid', field, message } : { kind: 'invalid', field, message, index };
}

const rules = {
  positive: { accepts: (v: number) => v > 0, message: 'sıfırdan büyük olmalı.' },
  nonNegative: { accepts: (v: number) => v >= 0, message: 'negatif olamaz.' },
  // Decimal odds of 1.00 return only the stake, so a bet needs odds above 1.
  odds: { accepts: (v: number) => v > 1, message: "1'den büyük olmalı." },
  percent: { accepts: (v: number) => v >= 0 && v <= 100, message: '0 ile 100 arasında olmalı.' },
} as const;

export type NumberRule = keyof typeof rules;

/** A check of its own, for a rule with more to it than one condition (decimal odds and their upper bound). */
export type FieldCheck = <F extends string>(field: F, value: number | null, label: string, index?: number) => InvalidInput<F> | null;

export interface NumberField {
  value: number | null;
  /** The field's Turkish name, the subject of the message ('Bahis tutarı'). */
  label: string;
  rule: NumberRule | FieldCheck;
}

/** Null when `value` is a finite number the rule accepts; else the invalid answer for `field`. */
export function checkNumber<F extends string>(field: F, { value, label, rule }: NumberField, index?: number): InvalidInput<F> | null {
  if (typeof rule === 'function') return rule(field, value, label, index);
  if (value === null || !Number.isFinite(value)) return invalid(field, `${label} için bir sayı girin.`, index);
  return rules[rule].accepts(value) ? null : invalid(field, `${label} ${rules[rule].message}`, index);
}

/** The first failed check, or null when every check passed. */
export function firstInvalid<F extends string>(...checks: (InvalidInput<F> | null)[]): InvalidInput<F> | null {
  return checks.find((c): c is InvalidInput<F> => c !== null) ?? null;
}

/** Checks the fields in order and answers the first failure, or every value as a plain number. */
export function readNumbers<F extends string>(
  fields: Record<F, NumberField>,
): { kind: 'valid'; values: Record<F, number> } | InvalidInput<F> {
  const values: Partial<Record<F, number>> = {};
  for (const field of Object.keys(fields) as F[]) {
    const spec = fields[field];
    const bad = checkNumber(field, spec);
    if (bad) return bad;
    values[field] = spec.value ?? 0;
  }
  return { kind: 'valid', values: values as Record<F, number> };
}

/**
 * Inputs can each be valid and still overflow (a stake of 1e308 at odds of 3). Rather than let Infinity or NaN reach
 * the page, the rule answers with an invalid result on `field`.
 */
export function finiteOr<T extends object, F extends string>(result: T, field: F): T | InvalidInput<F> {
  const numbers = Object.values(result).flatMap((v: unknown) => (Array.isArray(v) ? (v as unknown[]) : [v]));
  const allFinite = numbers.every((v) => typeof v !== 'number' || Number.isFinite(v));
  return allFinite ? result : invalid(field, 'Girilen değerlerle sonuç hesaplanamıyor: sayılar çok büyük ya da çok küçük.');
}
