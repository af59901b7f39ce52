/**
 * The seven ways odds are written — decimal, fractional, American (moneyline), Hong Kong, Malay, Indonesian and
 * implied probability — read from text and converted through decimal odds. Every format's reader answers either
 * decimal odds or a code saying why the value cannot be odds.
 */

import { parseNumberInput, type Fraction } from '../calculators.ts';
import { checkNumber, invalid, type InvalidInput, type NumberProblem } from './input-checks.ts';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american', 'hongKong', 'malay', 'indonesian', 'probability'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Longer odds are refused, so no conversion (American × 100, 100 / probability) can run into Infinity. */
export const MAX_DECIMAL_ODDS = 1_000_000;

/** Odds (or their decimal equivalent) above `max`, MAX_DECIMAL_ODDS. */
export interface OddsTooLarge {
  code: 'oddsTooLarge';
  max: number;
}

/** Why a number cannot be decimal odds to bet at. */
export type DecimalOddsProblem = NumberProblem<'odds'> | OddsTooLarge;

const TOO_LARGE: OddsTooLarge = { code: 'oddsTooLarge', max: MAX_DECIMAL_ODDS };

/** Decimal odds a bet can be placed at: finite, above 1 and at most MAX_DECIMAL_ODDS. */
export function isDecimalOdds(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 1 && value <= MAX_DECIMAL_ODDS;
}

/** The input check every betting rule uses for decimal odds: the shared 'odds' rule plus the upper bound. */
export function checkDecimalOdds<F extends string>(
  field: F,
  value: number | null,
  index?: number,
): InvalidInput<F, DecimalOddsProblem> | null {
  const bad = checkNumber(field, { value, rule: 'odds' }, index);
  if (bad) return bad;
  return isDecimalOdds(value) ? null : invalid(field, TOO_LARGE, index);
}

/** Prices British bookmakers actually quote; odds between two of them are shown as the nearer one. */
const STANDARD_FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6],
  [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8],
  [2, 1], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1],
  [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1],
  [40, 1], [50, 1], [66, 1], [100, 1],
];

/** Fractions with a larger denominator are not 'small integers' any more: 1.333 has no exact fraction here. */
const MAX_EXACT_DENOMINATOR = 100;

/** (decimal − 1) as a reduced fraction: the first denominator that makes the numerator whole is the smallest. */
function exactFraction(decimal: number): Fraction | null {
  const net = decimal - 1;
  for (let denominator = 1; denominator <= MAX_EXACT_DENOMINATOR; denominator++) {
    const scaled = net * denominator;
    const numerator = Math.round(scaled);
    // Relative tolerance: 1.91 is stored as 1.9099999999999999, and 1/3 typed as a fraction is not exact either.
    if (numerator > 0 && Math.abs(scaled - numerator) <= 1e-9 * Math.max(1, scaled)) return { numerator, denominator };
  }
  return null;
}

/** The nearest standard fraction by decimal value; on a tie the shorter price, as a bookmaker would round. */
function standardFraction(decimal: number): Fraction {
  const net = decimal - 1;
  let best: readonly [number, number] = [1, 1];
  let bestDistance = Infinity;
  for (const candidate of STANDARD_FRACTIONS) {
    const distance = Math.abs(candidate[0] / candidate[1] - net);
    if (distance < bestDistance - 1e-12) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return { numerator: best[0], denominator: best[1] };
}

export interface OddsInAllFormats {
  decimal: number;
  /** (decimal − 1) reduced exactly, when the denominator is at most 100 (2.40 → 7/5); null otherwise. */
  fractional: Fraction | null;
  /** The nearest price from the bookmakers' standard list (2.40 → 11/8, 2.50 → 6/4). */
  standardFraction: Fraction;
  /** Moneyline, unrounded: +(d − 1) × 100 from 2.00 up, −100 / (d − 1) below. */
  american: number;
  /** d − 1. */
  hongKong: number;
  /** d − 1 up to 2.00 (evens is written 1.00), −1 / (d − 1) above: always in [−1, 1] and never 0. */
  malay: number;
  /** d − 1 from 2.00 up, −1 / (d − 1) below: never between −1 and 1. */
  indonesian: number;
  impliedProbabilityPercent: number;
  /** Decimal 2.00: 1/1, +100, bookmakers say evens. */
  evens: boolean;
}

/** Every format of one price; null unless `decimal` passes isDecimalOdds, so no field is ever NaN or Infinity. */
export function convertDecimalOdds(decimal: number): OddsInAllFormats | null {
  if (!isDecimalOdds(decimal)) return null;
  const net = decimal - 1;
  return {
    decimal,
    fractional: exactFraction(decimal),
    standardFraction: standardFraction(decimal),
    american: decimal >= 2 ? net * 100 : -100 / net,
    hongKong: net,
    malay: decimal <= 2 ? net : -1 / net,
    indonesian: decimal >= 2 ? net : -1 / net,
    impliedProbabilityPercent: 100 / decimal,
    evens: Math.abs(decimal - 2) < 1e-9,
  };
}

/**
 * Why a text is not odds of its format: `empty`; `unreadable`, no number at all; `notAFraction`, fractional odds not
 * written a/b; `negativeFraction`; `zeroDenominator`; `outOfRange`, a number outside the format's range of prices;
 * `oddsTooLarge`, decimal odds above MAX_DECIMAL_ODDS. The UI words each for the format, with its range and an example.
 */
export type OddsParseProblem =
  | { code: 'empty' | 'unreadable' | 'notAFraction' | 'negativeFraction' | 'zeroDenominator' | 'outOfRange' }
  | OddsTooLarge;

/** Decimal odds, or why the text is not a value of the format. */
type Reading = number | OddsParseProblem;

function readFraction(text: string): Reading {
  const parts = text.split('/');
  const numerator = parseNumberInput(parts[0] ?? '');
  const denominator = parseNumberInput(parts[1] ?? '');
  if (parts.length !== 2 || numerator === null || denominator === null) return { code: 'notAFraction' };
  if (numerator < 0 || denominator < 0) return { code: 'negativeFraction' };
  if (denominator === 0) return { code: 'zeroDenominator' };
  return numerator === 0 ? { code: 'outOfRange' } : 1 + numerator / denominator;
}

/** Readers of the number-shaped formats: the typed value to decimal odds, or null when it is out of range. */
const fromNumber: Record<Exclude<OddsFormat, 'fractional'>, (n: number) => number | null> = {
  decimal: (d) => (d > 1 ? d : null),
  american: (a) => (a >= 100 ? 1 + a / 100 : a <= -100 ? 1 - 100 / a : null),
  hongKong: (h) => (h > 0 ? 1 + h : null),
  malay: (m) => (m > 0 && m <= 1 ? 1 + m : m < 0 && m >= -1 ? 1 - 1 / m : null),
  indonesian: (i) => (i >= 1 ? 1 + i : i <= -1 ? 1 - 1 / i : null),
  probability: (p) => (p > 0 && p < 100 ? 100 / p : null),
};

function read(format: OddsFormat, text: string): Reading {
  if (format === 'fractional') return readFraction(text);
  // Turkish writes the percent sign first (%40); English last (40%). Either is fine for a probability.
  const value = parseNumberInput(format === 'probability' ? text.replace(/^%|%$/g, '') : text);
  if (value === null) return { code: 'unreadable' };
  return fromNumber[format](value) ?? { code: 'outOfRange' };
}

export type OddsParseError = InvalidInput<OddsFormat, OddsParseProblem>;
export type OddsParseResult = { kind: 'valid'; decimal: number } | OddsParseError;

/**
 * Reads odds typed in `format` ('2,5' and '2.5' alike, fractions 'a/b', American '+150' or '-200', a minus sign
 * pasted as '−') and answers the decimal odds, or an invalid result on the field `format` with the reason's code.
 */
export function parseOdds(format: OddsFormat, raw: string): OddsParseResult {
  const text = raw.trim().replace(/\u2212/g, '-');
  if (text === '') return invalid(format, { code: 'empty' });
  const reading = read(format, text);
  if (typeof reading !== 'number') return invalid(format, reading);
  // A gain too small for a double (Hong Kong 1e-20) leaves exactly 1.00: out of range, as the value is.
  if (reading <= 1) return invalid(format, { code: 'outOfRange' });
  return isDecimalOdds(reading) ? { kind: 'valid', decimal: reading } : invalid(format, TOO_LARGE);
}
