/** Betting calculator rules of SPEC §5 as pure functions. UI text lives in the calculators remote. */

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

export type SurebetResult =
  | { kind: 'incomplete' }
  | { kind: 'none'; impliedTotal: number; margin: number }
  | {
      kind: 'arbitrage';
      /** Stake per outcome, in the order of the inputs; null where the odds were ignored. */
      stakes: (number | null)[];
      profit: number;
      profitPercent: number;
      impliedTotal: number;
      margin: number;
      guaranteedReturn: number;
    };

/**
 * Surebet (arbitrage) split of SPEC §5. Non-positive or missing odds are ignored; at least two valid odds and a
 * positive stake are needed. Each stake is proportional to its share of the inverse odds; the profit is the first
 * (valid) stake times its odds minus the total stake. `impliedTotal` is the sum of implied probabilities in percent
 * and `margin` the bookmaker's overround (impliedTotal - 100), negative when there is an arbitrage.
 */
export function calculateSurebet(odds: readonly (number | null)[], totalStake: number | null): SurebetResult {
  const valid = odds.map((o) => (o !== null && Number.isFinite(o) && o > 0 ? o : null));
  const present = valid.filter((o): o is number => o !== null);
  if (present.length < SUREBET_MIN_OUTCOMES || totalStake === null || !Number.isFinite(totalStake) || totalStake <= 0) {
    return { kind: 'incomplete' };
  }
  const inverseSum = present.reduce((sum, o) => sum + 1 / o, 0);
  const impliedTotal = inverseSum * 100;
  const margin = impliedTotal - 100;
  if (inverseSum >= 1) return { kind: 'none', impliedTotal, margin };

  const stakes = valid.map((o) => (o === null ? null : (totalStake * (1 / o)) / inverseSum));
  const firstIndex = valid.findIndex((o) => o !== null);
  const firstStake = stakes[firstIndex] ?? 0;
  const firstOdds = valid[firstIndex] ?? 0;
  const guaranteedReturn = firstStake * firstOdds;
  const profit = guaranteedReturn - totalStake;
  return {
    kind: 'arbitrage',
    stakes,
    profit,
    profitPercent: (profit / totalStake) * 100,
    impliedTotal,
    margin,
    guaranteedReturn,
  };
}

export type ValueBetResult =
  | { kind: 'incomplete'; reason: 'odds' | 'probability' | 'both' }
  | { kind: 'value' | 'noValue'; ev: number; evPercent: number; impliedProbability: number; fairOdds: number };

/**
 * Value bet of SPEC §5: odds must be above 1 and the estimated probability in (0, 100] percent.
 * EV = odds x probability / 100 - 1; positive EV is a value bet.
 */
export function calculateValueBet(odds: number | null, probabilityPercent: number | null): ValueBetResult {
  const oddsOk = odds !== null && Number.isFinite(odds) && odds > 1;
  const probOk =
    probabilityPercent !== null && Number.isFinite(probabilityPercent) && probabilityPercent > 0 && probabilityPercent <= 100;
  if (!oddsOk || !probOk) {
    return { kind: 'incomplete', reason: !oddsOk && !probOk ? 'both' : !oddsOk ? 'odds' : 'probability' };
  }
  const ev = odds * (probabilityPercent / 100) - 1;
  // Judge the sign on the shown (2-decimal) figure so '+0,00%' is never labelled a value bet.
  const evPercent = ev * 100;
  return {
    kind: roundTo(evPercent, 2) > 0 ? 'value' : 'noValue',
    ev,
    evPercent,
    impliedProbability: 100 / odds,
    fairOdds: 100 / probabilityPercent,
  };
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

export interface OddsFormats {
  decimal: number;
  fractional: Fraction;
  american: number;
  /** Implied probability in percent. */
  impliedProbability: number;
  /** True at 2.00 (1/1, +100), which bookmakers call evens. */
  evens: boolean;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** Decimal odds to every format. Null when the decimal is not above 1 (1.00 returns nothing, below 1 is ignored). */
export function fromDecimal(decimal: number | null): OddsFormats | null {
  if (decimal === null || !Number.isFinite(decimal) || decimal <= 1) return null;
  const over100 = Math.round(roundTo(decimal - 1, 2) * 100);
  if (over100 <= 0) return null;
  const divisor = gcd(over100, 100);
  const american = decimal >= 2 ? Math.round((decimal - 1) * 100) : -Math.round(100 / (decimal - 1));
  return {
    decimal,
    fractional: { numerator: over100 / divisor, denominator: 100 / divisor },
    american,
    impliedProbability: 100 / decimal,
    evens: roundTo(decimal, 2) === 2,
  };
}

/** 'a/b' with two integers and a non-zero denominator; the odds must come out above 1. */
export function parseFractional(raw: string): number | null {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!m) return null;
  const numerator = Number(m[1]);
  const denominator = Number(m[2]);
  if (denominator === 0 || numerator === 0) return null;
  return 1 + numerator / denominator;
}

/** A non-zero integer such as '+150', '150' or '-125'; positive n gives 1 + n/100, negative 1 - 100/n. */
export function parseAmerican(raw: string): number | null {
  const m = /^\s*([+-]?)\s*(\d+)\s*$/.exec(raw);
  if (!m) return null;
  const n = Number(`${m[1]}${m[2]}`);
  if (n === 0) return null;
  return n > 0 ? 1 + n / 100 : 1 - 100 / n;
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
