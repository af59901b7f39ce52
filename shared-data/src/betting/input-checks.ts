/**
 * Input checks shared by the betting rules. Each rule answers impossible input with an `InvalidInput`: the field it
 * is about, its list position, and a code saying why with the figures the reason needs. The words are the UI's: a
 * form names the field and turns the code into the sentence under it.
 */

/** The rule's answer to input it cannot compute with; `P` is the reason, a `{ code }` and its figures. */
export type InvalidInput<F extends string, P extends { code: string }> = {
  kind: 'invalid';
  field: F;
  /** Position in a list input (dutching odds), when the field is one. */
  index?: number;
} & P;

export function invalid<F extends string, const P extends { code: string }>(field: F, problem: P, index?: number): InvalidInput<F, P> {
  const answer = { kind: 'invalid' as const, field, ...problem };
  return index === undefined ? answer : { ...answer, index };
}

const rules = {
  positive: { accepts: (v: number) => v > 0, code: 'notPositive' },
  nonNegative: { accepts: (v: number) => v >= 0, code: 'negative' },
  // Decimal odds of 1.00 return only the stake, so a bet needs odds above 1.
  odds: { accepts: (v: number) => v > 1, code: 'notAboveOne' },
  percent: { accepts: (v: number) => v >= 0 && v <= 100, code: 'notAPercent' },
} as const;

export type NumberRule = keyof typeof rules;

/** The field is empty, or holds NaN or an infinity. */
export interface NotANumber {
  code: 'notANumber';
}

/** A number outside rule `R`: `notPositive`, `negative` (below 0), `notAboveOne` (odds) or `notAPercent`. */
export interface RuleProblem<R extends NumberRule = NumberRule> {
  code: (typeof rules)[R]['code'];
}

/** Why a number checked by rule `R` cannot be used. */
export type NumberProblem<R extends NumberRule = NumberRule> = NotANumber | RuleProblem<R>;

/** Every value was accepted, but they overflow together (a stake of 1e308 at odds of 3). */
export interface Overflow {
  code: 'overflow';
}

/** A check of its own, for a rule with more to it than one condition (decimal odds and their upper bound). */
export type FieldCheck<P extends { code: string }> = <F extends string>(
  field: F,
  value: number | null,
  index?: number,
) => InvalidInput<F, P> | null;

export interface NumberField<R extends NumberRule, P extends { code: string }> {
  value: number | null;
  rule: R | FieldCheck<P>;
}

/** Null when `value` is a finite number the rule accepts; else the invalid answer for `field`. */
export function checkNumber<F extends string, R extends NumberRule, P extends { code: string } = never>(
  field: F,
  { value, rule }: NumberField<R, P>,
  index?: number,
): InvalidInput<F, NumberProblem<R> | P> | null {
  if (typeof rule === 'function') return rule(field, value, index);
  if (value === null || !Number.isFinite(value)) return invalid(field, { code: 'notANumber' }, index);
  const problem: RuleProblem<R> = { code: rules[rule].code };
  return rules[rule].accepts(value) ? null : invalid(field, problem, index);
}

/** The first failed check, or null when every check passed. */
export function firstInvalid<I extends { kind: 'invalid' }>(...checks: (I | null)[]): I | null {
  return checks.find((c): c is I => c !== null) ?? null;
}

/** Checks the fields in order and answers the first failure, or every value as a plain number. */
export function readNumbers<F extends string, R extends NumberRule, P extends { code: string } = never>(
  fields: Record<F, NumberField<R, P>>,
): { kind: 'valid'; values: Record<F, number> } | InvalidInput<F, NumberProblem<R> | P> {
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
export function finiteOr<T extends object, F extends string>(result: T, field: F): T | InvalidInput<F, Overflow> {
  const numbers = Object.values(result).flatMap((v: unknown) => (Array.isArray(v) ? (v as unknown[]) : [v]));
  const allFinite = numbers.every((v) => typeof v !== 'number' || Number.isFinite(v));
  return allFinite ? result : invalid(field, { code: 'overflow' });
}
