/**
 * The calculators' shared basics: the inputs' bounds, reading a number typed either way, and writing odds. The rules
 * themselves are in `betting/`.
 */

import { roundTo } from './format.ts';

export const SUREBET_MIN_OUTCOMES = 2;
export const SUREBET_MAX_OUTCOMES = 3;
export const SUREBET_DEFAULT_STAKE = 100;

/**
 * Reads a number typed by a Turkish or English reader: '2,10', '2.10', ' 2 ' and '+100' are accepted.
 * Returns null for empty or malformed input (never NaN).
 */
export function parseNumberInput(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, '');
  if (text === '') return null;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

export function formatFraction(f: Fraction): string {
  return `${f.numerator}/${f.denominator}`;
}

/** American odds with a '+' from decimal 2.00 upwards: 500 -> '+500', -125 -> '-125'. */
export function formatAmerican(american: number): string {
  return american > 0 ? `+${american}` : String(american);
}

/** Decimal odds as written in the converter's input: two decimals with a dot, as bookmakers print them. */
export function formatDecimalOdds(decimal: number): string {
  return roundTo(decimal, 2).toFixed(2);
}
