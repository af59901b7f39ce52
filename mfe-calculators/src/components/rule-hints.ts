import type { readNumber } from '../features/calculators/input-hints.ts';

type Reading = ReturnType<typeof readNumber>;

/** The shape every betting rule answers impossible input with: the field, its list position, the Turkish reason. */
interface Refusal {
  kind: 'invalid';
  field: string;
  message: string;
  index?: number;
}

const isRefusal = (result: { kind: string } | null): result is Refusal => result?.kind === 'invalid';

/**
 * The hint under one field: a field that cannot be read as a number says so itself; otherwise the rule's own
 * Turkish message when the rule refused this field (and, for a list, this entry).
 */
export function ruleHint<R extends { kind: string }>(
  reading: Reading,
  result: R | null,
  field: R extends { field: infer F } ? F : never,
  index?: number,
): string | null {
  if (reading.error) return reading.error;
  if (!isRefusal(result) || result.field !== field) return null;
  return index === undefined || result.index === index ? result.message : null;
}

/** The rule's refusal when it is about none of the form's fields (a method that cannot serve this market). */
export function otherRefusal(result: { kind: string } | null, fields: readonly string[]): string | null {
  return isRefusal(result) && !fields.includes(result.field) ? result.message : null;
}

/** Every field reads as a number, so the rule can run; empty fields are not errors, only not yet a result. */
export const allRead = (readings: readonly Reading[]) => readings.every((r) => r.value !== null);
