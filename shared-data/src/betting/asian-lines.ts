/**
 * Asian handicap and Asian totals (alt/üst) settled on a final score. A line in quarter steps that is neither whole nor
 * half (−0.75, +0.25, 2.25) is two bets: half the stake on each neighbouring line a quarter away (−0.75 → −0.5 and
 * −1). A whole or half line is one bet, which is the same as two equal halves on that line, so every bet is settled as
 * two halves. A half wins (half stake × odds back), pushes (half stake back) or loses on the sign of its margin:
 * handicap, home − away + line (the bet is on the home side, −0.75 means home gives 0.75); over, total − line;
 * under, line − total.
 */

import {
  checkNumber,
  invalid,
  type InvalidInput,
  type NotANumber,
  type NumberProblem,
  type Overflow,
} from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

export const ASIAN_BET_TYPES = ['handicap', 'totals'] as const;
export type AsianBetType = (typeof ASIAN_BET_TYPES)[number];

export const TOTALS_SIDES = ['over', 'under'] as const;
export type TotalsSide = (typeof TOTALS_SIDES)[number];

/** Lines move in quarter goals: anything else is not a line a bookmaker offers. */
export const ASIAN_LINE_STEP = 0.25;

/**
 * The lines accepted, in goals. A handicap beyond ±10 or a total above 15 is not offered on football; the bounds
 * keep the table and the quarter check to figures that mean something. A total of 0 is kept: over 0 still settles.
 */
export const ASIAN_LINE_RANGE: Readonly<Record<AsianBetType, { min: number; max: number }>> = {
  handicap: { min: -10, max: 10 },
  totals: { min: 0, max: 15 },
};

export const ASIAN_OUTCOMES = ['won', 'halfWon', 'push', 'halfLost', 'lost'] as const;
export type AsianOutcome = (typeof ASIAN_OUTCOMES)[number];

/** The bet without the score: what the table of every score needs. */
export type AsianMarket = {
  /** The line as given: for a handicap, the home side's (−0.75 means home gives 0.75 goals). */
  line: number | null;
  /** Decimal odds. */
  odds: number | null;
  stake: number | null;
} & ({ type: 'handicap' } | { type: 'totals'; side: TotalsSide });

export type AsianBetInput = AsianMarket & {
  /** Final score: whole goals, 0 or more. */
  homeGoals: number | null;
  awayGoals: number | null;
};

export type AsianBetField = 'line' | 'odds' | 'stake' | 'homeGoals' | 'awayGoals';

/** A line that is not a multiple of `step` (0.25). */
export interface NotAQuarterLine {
  code: 'notAQuarterLine';
  step: number;
}

/** A line outside the bet type's `min`..`max` (ASIAN_LINE_RANGE). */
export interface LineOutOfRange {
  code: 'lineOutOfRange';
  min: number;
  max: number;
}

/** Goals with a fraction. */
export interface NotWholeGoals {
  code: 'notWholeGoals';
}

/** Why the bet cannot be settled: a refused line, odds, stake (or an `overflow` of stake × odds) or score. */
export type AsianBetError =
  | InvalidInput<'line', NotANumber | NotAQuarterLine | LineOutOfRange>
  | InvalidInput<'odds', DecimalOddsProblem>
  | InvalidInput<'stake', NumberProblem<'positive'> | Overflow>
  | InvalidInput<'homeGoals' | 'awayGoals', NumberProblem<'nonNegative'> | NotWholeGoals>;

export interface AsianSettlement {
  outcome: AsianOutcome;
  /** What comes back, stake included: 0 for a lost bet, the stake for a push. */
  totalReturn: number;
  /** totalReturn − stake. */
  netProfit: number;
}

export interface AsianBet extends AsianSettlement {
  kind: 'settled';
  /** The two lines half the stake each is on; the same line twice for a whole or half line. */
  halves: readonly [number, number];
}

/** One score of the table: a goal difference (home − away) for a handicap, total goals for totals. */
export interface AsianTableRow extends AsianSettlement {
  goals: number;
}

export interface AsianTable {
  kind: 'table';
  /** Goal differences −3..+3 for a handicap, totals 0..6. */
  rows: AsianTableRow[];
}

/** The table's scores: a goal difference for a handicap, total goals for totals. */
export const ASIAN_TABLE_GOALS: Readonly<Record<AsianBetType, readonly number[]>> = {
  handicap: [-3, -2, -1, 0, 1, 2, 3],
  totals: [0, 1, 2, 3, 4, 5, 6],
};

/** The two lines a quarter line is split into (−0.75 → [−1, −0.5]); a whole or half line twice. */
export function splitAsianLine(line: number): readonly [number, number] {
  // Multiples of 0.25 are exact in binary, so line × 4 is a whole number and its parity tells a quarter line.
  const quarters = line * 4;
  if (quarters % 2 === 0) return [line, line];
  return [line - ASIAN_LINE_STEP, line + ASIAN_LINE_STEP];
}

function checkLine(type: AsianBetType, line: number | null): AsianBetError | null {
  if (line === null || !Number.isFinite(line)) return invalid('line', { code: 'notANumber' });
  const { min, max } = ASIAN_LINE_RANGE[type];
  if (line < min || line > max) return invalid('line', { code: 'lineOutOfRange', min, max });
  if (Number.isInteger(line / ASIAN_LINE_STEP)) return null;
  return invalid('line', { code: 'notAQuarterLine', step: ASIAN_LINE_STEP });
}

function checkGoals(field: 'homeGoals' | 'awayGoals', goals: number | null): AsianBetError | null {
  const bad = checkNumber(field, { value: goals, rule: 'nonNegative' });
  if (bad) return bad;
  return Number.isInteger(goals) ? null : invalid(field, { code: 'notWholeGoals' });
}

/** How far a half is past its line, for a goal difference (handicap) or total goals (totals): above 0 it wins. */
type Margin = (goals: number, line: number) => number;

const MARGINS: Readonly<Record<'handicap' | TotalsSide, Margin>> = {
  handicap: (difference, line) => difference + line,
  over: (total, line) => total - line,
  under: (total, line) => line - total,
};

interface ReadMarket {
  type: AsianBetType;
  margin: Margin;
  line: number;
  odds: number;
  stake: number;
}

function readMarket(market: AsianMarket): ReadMarket | AsianBetError {
  const bad =
    checkLine(market.type, market.line) ??
    checkDecimalOdds('odds', market.odds) ??
    checkNumber('stake', { value: market.stake, rule: 'positive' });
  if (bad) return bad;
  const [line, odds, stake] = [market.line ?? 0, market.odds ?? 0, market.stake ?? 0];
  // The largest return is the whole stake at the odds; if that overflows, some row would read Infinity.
  if (!Number.isFinite(stake * odds)) return invalid('stake', { code: 'overflow' });
  const margin = MARGINS[market.type === 'handicap' ? 'handicap' : market.side];
  return { type: market.type, margin, line, odds, stake };
}

/** Each half scores +1 (won), 0 (push) or −1 (lost), indexed here by 2 − the sum of both halves. */
const OUTCOME_BY_SCORE: readonly AsianOutcome[] = ['won', 'halfWon', 'push', 'halfLost', 'lost'];

function settle(market: ReadMarket, goals: number): AsianSettlement {
  const half = market.stake / 2;
  let score = 0;
  let totalReturn = 0;
  for (const line of splitAsianLine(market.line)) {
    // Lines are multiples of 0.5 and goals whole, so the margin is exact and a push is exactly 0.
    const sign = Math.sign(market.margin(goals, line));
    score += sign;
    totalReturn += sign > 0 ? half * market.odds : sign === 0 ? half : 0;
  }
  // A won and a lost half never meet (the two lines are 0.5 apart), so a sum of 0 is always two pushes.
  return { outcome: OUTCOME_BY_SCORE[2 - score] ?? 'push', totalReturn, netProfit: totalReturn - market.stake };
}

/** Settles the bet on the final score: the outcome, what comes back and the net profit. */
export function settleAsianBet(input: AsianBetInput): AsianBet | AsianBetError {
  const market = readMarket(input);
  if ('kind' in market) return market;
  const goalsBad = checkGoals('homeGoals', input.homeGoals) ?? checkGoals('awayGoals', input.awayGoals);
  if (goalsBad) return goalsBad;
  const [home, away] = [input.homeGoals ?? 0, input.awayGoals ?? 0];
  const goals = market.type === 'handicap' ? home - away : home + away;
  return { kind: 'settled', halves: splitAsianLine(market.line), ...settle(market, goals) };
}

/** The bet settled on every goal difference −3..+3 (handicap) or total 0..6 (totals). */
export function asianBetTable(market: AsianMarket): AsianTable | AsianBetError {
  const read = readMarket(market);
  if ('kind' in read) return read;
  return { kind: 'table', rows: ASIAN_TABLE_GOALS[read.type].map((goals) => ({ goals, ...settle(read, goals) })) };
}
