/**
 * Score probabilities of a football match from each side's expected goals: home goals Poisson(λ), away goals
 * Poisson(μ), independent (Maher 1982), with the Dixon–Coles low-score adjustment (Dixon & Coles 1997, "Modelling
 * association football scores and inefficiencies in the football betting market", Applied Statistics 46(2)):
 * P(i, j) = Pois(i; λ) · Pois(j; μ) · τ(i, j), where τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ,
 * τ(1,1) = 1 − ρ and τ = 1 elsewhere. The four changes cancel (λμρ·e^−(λ+μ) · (−1 + 1 + 1 − 1) = 0), so the scores
 * still add up to 1 for any ρ that keeps every τ at 0 or above. ρ = 0 is plain Poisson.
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

/** More than six expected goals for one side is not a football match; the bound also keeps the grid small. */
export const MAX_EXPECTED_GOALS = 6;

/** The grid shows 0..5 goals a side; a seventh row and column hold the scores with 6 or more. */
export const SCORE_GRID_GOALS = 6;

export const OVER_UNDER_LINES = [1.5, 2.5, 3.5] as const;

export interface ScoreModelInput {
  /** Home side's expected goals λ. */
  homeXg: number | null;
  /** Away side's expected goals μ. */
  awayXg: number | null;
  /** Dixon–Coles ρ; null or absent is 0, plain Poisson. */
  rho?: number | null;
  /** The bookmaker's decimal odds for 1, X and 2, each optional: with them come the edges. */
  homeOdds?: number | null;
  drawOdds?: number | null;
  awayOdds?: number | null;
}

export type ScoreModelField = keyof ScoreModelInput;

/** Expected goals above `max` (MAX_EXPECTED_GOALS). */
export interface XgTooLarge {
  code: 'xgTooLarge';
  max: number;
}

/** A ρ that makes a τ negative; `min` and `max` bound the ρ allowed for these λ and μ. */
export interface RhoOutOfRange {
  code: 'rhoOutOfRange';
  min: number;
  max: number;
}

/**
 * Why the model cannot answer: refused expected goals (or an `overflow` when an outcome's chance is too small for a
 * double, as with λ = 1e-320), a ρ that is not a number or out of its range, refused bookmaker odds.
 */
export type ScoreModelError =
  | InvalidInput<'homeXg' | 'awayXg', NumberProblem<'positive'> | XgTooLarge | Overflow>
  | InvalidInput<'rho', NotANumber | RhoOutOfRange>
  | InvalidInput<'homeOdds' | 'drawOdds' | 'awayOdds', DecimalOddsProblem>;

/** One value each for a home win (1), a draw (X) and an away win (2). */
export interface ByOutcome<T> {
  home: T;
  draw: T;
  away: T;
}

export interface OverUnder {
  line: (typeof OVER_UNDER_LINES)[number];
  over: number;
  under: number;
}

/** Probabilities are fractions of 1 (the UI shows them in percent). */
export interface ScoreModel {
  kind: 'model';
  /** 1, X, 2: they add up to 1 within 1e-12. */
  probabilities: ByOutcome<number>;
  /** 1 / p: the odds without a margin. */
  fairOdds: ByOutcome<number>;
  /** p × odds − 1 for each outcome the bookmaker's odds were given for; null for the others. */
  edges: ByOutcome<number | null>;
  /** Over and under 1.5, 2.5 and 3.5 total goals. */
  overUnder: OverUnder[];
  /** Both teams to score (KG Var) and not (KG Yok). */
  bothTeamsToScore: { yes: number; no: number };
  /** The single likeliest score; on a tie, the one with fewer home goals, then fewer away goals. */
  mostLikelyScore: { home: number; away: number; probability: number };
  /**
   * 7 × 7: grid[i][j] = P(home i, away j) for 0..5; row 6 and column 6 hold the sums over 6 or more goals of that
   * side, so the whole matrix adds up to 1.
   */
  grid: number[][];
}

export type ScoreModelResult = ScoreModel | ScoreModelError;

/** The ρ keeping every τ at 0 or above: −1/λ, −1/μ ≤ ρ ≤ 1/(λμ), 1. */
export function dixonColesRhoRange(homeXg: number, awayXg: number): { min: number; max: number } {
  return { min: -1 / Math.max(homeXg, awayXg), max: Math.min(1, 1 / (homeXg * awayXg)) };
}

/** The scores τ adjusts; everywhere else τ = 1. */
const LOW_SCORES = [[0, 0], [0, 1], [1, 0], [1, 1]] as const;

/** τ(i, j) of Dixon & Coles. */
function tau(i: number, j: number, lambda: number, mu: number, rho: number): number {
  if (i === 0 && j === 0) return 1 - lambda * mu * rho;
  if (i === 0 && j === 1) return 1 + lambda * rho;
  if (i === 1 && j === 0) return 1 + mu * rho;
  if (i === 1 && j === 1) return 1 - rho;
  return 1;
}

/** What the grid may leave out of each side's goals; the two together stay below 1e-12. */
const TAIL_PER_SIDE = 5e-13;

/**
 * Pois(k; rate) for k = 0..N, N the first (at least 1) whose tail P(X > N) is below TAIL_PER_SIDE. The tail bound:
 * past N + 1 each term is the previous one times rate / (k + 1) ≤ rate / (N + 2) < 1, so the tail is at most the
 * geometric series Pois(N + 1) · (N + 2) / (N + 2 − rate). For rate 6 that gives N = 31. Cells left out have i or j
 * above 1, where τ = 1, so the mass left out of the grid is below P(X > N) + P(Y > M) < 1e-12.
 */
function poissonUpToTail(rate: number): number[] {
  const pmf = [Math.exp(-rate)];
  for (let n = 0; ; n++) {
    const next = ((pmf[n] ?? 0) * rate) / (n + 1);
    if (n >= 1 && n + 2 > rate && (next * (n + 2)) / (n + 2 - rate) < TAIL_PER_SIDE) return pmf;
    pmf.push(next);
  }
}

/** Pois(k) for 0..5 and, at 6, P(X ≥ 6) = 1 − the rest (never below 0 through rounding). */
function bucketed(pmf: readonly number[]): number[] {
  const shown = Array.from({ length: SCORE_GRID_GOALS }, (_, k) => pmf[k] ?? 0);
  return [...shown, Math.max(0, 1 - shown.reduce((a, b) => a + b, 0))];
}

function checkXg<F extends 'homeXg' | 'awayXg'>(field: F, value: number | null): ScoreModelError | null {
  const bad = checkNumber(field, { value, rule: 'positive' });
  if (bad) return bad;
  return (value ?? 0) <= MAX_EXPECTED_GOALS ? null : invalid(field, { code: 'xgTooLarge', max: MAX_EXPECTED_GOALS });
}

type OddsField = 'homeOdds' | 'drawOdds' | 'awayOdds';

/** Odds are optional: only odds given are checked. */
function checkOdds(field: OddsField, value: number | null | undefined): ScoreModelError | null {
  return value === null || value === undefined ? null : checkDecimalOdds(field, value);
}

function checkRho(rho: number, lambda: number, mu: number): ScoreModelError | null {
  if (!Number.isFinite(rho)) return invalid('rho', { code: 'notANumber' });
  if (LOW_SCORES.every(([i, j]) => tau(i, j, lambda, mu, rho) >= 0)) return null;
  return invalid('rho', { code: 'rhoOutOfRange', ...dixonColesRhoRange(lambda, mu) });
}

/** The score probabilities of a match with expected goals λ (home) and μ (away) and Dixon–Coles ρ. */
export function scoreModel(input: ScoreModelInput): ScoreModelResult {
  const rho = input.rho ?? 0;
  const xgBad = checkXg('homeXg', input.homeXg) ?? checkXg('awayXg', input.awayXg);
  if (xgBad) return xgBad;
  const [lambda, mu] = [input.homeXg ?? 0, input.awayXg ?? 0];
  const bad =
    checkRho(rho, lambda, mu) ??
    checkOdds('homeOdds', input.homeOdds) ??
    checkOdds('drawOdds', input.drawOdds) ??
    checkOdds('awayOdds', input.awayOdds);
  if (bad) return bad;

  const home = poissonUpToTail(lambda);
  const away = poissonUpToTail(mu);
  const probabilities = { home: 0, draw: 0, away: 0 };
  const underByLine = OVER_UNDER_LINES.map(() => 0);
  let bothScore = 0;
  let mostLikelyScore = { home: 0, away: 0, probability: -1 };
  for (const [i, pi] of home.entries()) {
    for (const [j, qj] of away.entries()) {
      const p = pi * qj * tau(i, j, lambda, mu, rho);
      probabilities[i > j ? 'home' : i === j ? 'draw' : 'away'] += p;
      for (const [k, line] of OVER_UNDER_LINES.entries()) {
        if (i + j < line) underByLine[k] = (underByLine[k] ?? 0) + p;
      }
      if (i > 0 && j > 0) bothScore += p;
      if (p > mostLikelyScore.probability) mostLikelyScore = { home: i, away: j, probability: p };
    }
  }

  const fairOdds = { home: 1 / probabilities.home, draw: 1 / probabilities.draw, away: 1 / probabilities.away };
  // Only a vanishing λ or μ (1e-320) leaves a win with a chance of 0; the side with fewer goals is the cause.
  if (![fairOdds.home, fairOdds.draw, fairOdds.away].every(Number.isFinite)) {
    return invalid(lambda <= mu ? 'homeXg' : 'awayXg', { code: 'overflow' });
  }
  const edge = (p: number, odds: number | null | undefined) => (odds === null || odds === undefined ? null : p * odds - 1);
  const [homeRows, awayColumns] = [bucketed(home), bucketed(away)];

  return {
    kind: 'model',
    probabilities,
    fairOdds,
    edges: {
      home: edge(probabilities.home, input.homeOdds),
      draw: edge(probabilities.draw, input.drawOdds),
      away: edge(probabilities.away, input.awayOdds),
    },
    // The whole distribution adds up to 1 exactly (see above), so 1 − under is the over without the grid's tail.
    overUnder: OVER_UNDER_LINES.map((line, k) => {
      const under = underByLine[k] ?? 0;
      return { line, under, over: 1 - under };
    }),
    bothTeamsToScore: { yes: bothScore, no: 1 - bothScore },
    mostLikelyScore,
    // τ differs from 1 only at 0 and 1 goals, so the 6+ row and column are the products of the 6+ tails.
    grid: homeRows.map((pi, i) => awayColumns.map((qj, j) => pi * qj * tau(i, j, lambda, mu, rho))),
  };
}
