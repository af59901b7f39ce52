import type { readNumber } from './read-number.ts';

type Reading = ReturnType<typeof readNumber>;

/** The part of a rule's answer that refuses the input: a field, its list position and a code. */
type Refusal<R> = Extract<R, { kind: 'invalid'; field: string; index?: number }>;

const isRefusal = <R extends { kind: string }>(result: R): result is Refusal<R> => result.kind === 'invalid';

/**
 * The hints under one calculator's fields: a field that cannot be read as a number says so itself; otherwise the
 * rule's refusal, worded by `message`, when it is about this field (and, for a list, this entry).
 */
export function ruleHints<R extends { kind: string }>(result: R | null, message: (refusal: Refusal<R>) => string) {
  const refusal = result !== null && isRefusal(result) ? result : null;
  return (reading: Reading, field: Refusal<R>['field'], index?: number): string | null => {
    if (reading.error) return reading.error;
    if (refusal === null || refusal.field !== field) return null;
    return index === undefined || refusal.index === index ? message(refusal) : null;
  };
}

/** The rule's refusal when it is about none of the form's fields (a method that cannot serve this market). */
export function otherRefusal<R extends { kind: string }>(
  result: R | null,
  fields: readonly string[],
  message: (refusal: Refusal<R>) => string,
): string | null {
  return result !== null && isRefusal(result) && !fields.includes(result.field) ? message(result) : null;
}

/**
 * Every field holds text, readable or not: the rule may run, an unreadable field passed as no number, so that the
 * result can name the field and what is wrong with it rather than ask for every field again.
 */
export const allTyped = (readings: readonly Reading[]) => readings.every((r) => r.value !== null || r.error !== null);
