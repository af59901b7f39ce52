import { describe, expect, it } from 'vitest';
import { dixonColesRhoRange, scoreModel, type ScoreModel, type ScoreModelInput } from './score-model.ts';
import { expectFinite } from './test-support.ts';

function modelOf(input: ScoreModelInput): ScoreModel {
  const result = scoreModel(input);
  if (result.kind !== 'model') throw new Error(`expected a model, got ${JSON.stringify(result)}`);
  return result;
}

const cell = (model: ScoreModel, i: number, j: number) => model.grid[i]?.[j];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const gridSum = (model: ScoreModel) => sum(model.grid.map(sum));
const outcomeSum = ({ probabilities: p }: ScoreModel) => p.home + p.draw + p.away;

describe('dixonColesRhoRange', () => {
  it.each([
    // −1/max(λ, μ) ≤ ρ ≤ min(1, 1/(λμ))
    [2, 1.5, -0.5, 1 / 3], // −1/2; 1/(2 × 1.5) = 1/3
    [0.5, 0.5, -2, 1], // −1/0.5; 1/0.25 = 4, capped by τ(1,1) = 1 − ρ at 1
    [6, 6, -1 / 6, 1 / 36],
  ])('for λ = %d, μ = %d is [%d, %d]', (lambda, mu, min, max) => {
    const range = dixonColesRhoRange(lambda, mu);
    expect(range.min).toBeCloseTo(min, 12);
    expect(range.max).toBeCloseTo(max, 12);
  });
});

describe('scoreModel', () => {
  it.each([
    // Pois(i; λ) · Pois(j; μ) = e^−(λ+μ) λ^i μ^j / (i! j!)
    [1, 1, 0, 0, Math.exp(-2)], // e^−2 = 0.1353352832
    [1, 1, 1, 1, Math.exp(-2)], // e^−2 · 1 · 1
    [1, 1, 2, 1, Math.exp(-2) / 2], // e^−2 · 1/2! = 0.0676676416
    [1.5, 1.1, 0, 0, 0.07427357821433388], // e^−2.6
    [1.5, 1.1, 2, 1, 0.09191355304023818], // e^−2.6 · (1.5²/2) · 1.1 = 0.0742736 × 1.2375
  ])('with λ = %d, μ = %d and ρ = 0 gives P(%d–%d) = %d', (homeXg, awayXg, i, j, p) => {
    expect(cell(modelOf({ homeXg, awayXg }), i, j)).toBeCloseTo(p, 14);
  });

  it('gives the 6+ row and column the tails P(X ≥ 6), P(Y ≥ 6)', () => {
    // λ = 2: P(X ≥ 6) = 1 − e^−2 (1 + 2 + 2 + 4/3 + 2/3 + 4/15) = 1 − 0.1353353 × 7.2666667 = 0.0165636085
    // μ = 1: P(Y ≥ 6) = 1 − e^−1 (1 + 1 + 1/2 + 1/6 + 1/24 + 1/120) = 1 − 0.3678794 × 2.7166667 = 0.0005941848
    const model = modelOf({ homeXg: 2, awayXg: 1 });
    expect(model.grid).toHaveLength(7);
    expect(model.grid.every((row) => row.length === 7)).toBe(true);
    expect(cell(model, 6, 0)).toBeCloseTo(0.016563608480614334 * Math.exp(-1), 14); // × Pois(0; 1) = 0.0060934110
    expect(cell(model, 6, 6)).toBeCloseTo(0.016563608480614334 * 0.0005941848175817777, 14); // 9.84e-6
    expect(gridSum(model)).toBeCloseTo(1, 12);
  });

  it('gives a home win and an away win the same chance when λ = μ', () => {
    // Swapping the sides maps every home win onto an away win of the same probability.
    const { probabilities } = modelOf({ homeXg: 1.3, awayXg: 1.3, rho: -0.08 });
    expect(probabilities.home).toBeCloseTo(probabilities.away, 14);
    expect(probabilities.draw).toBeCloseTo(1 - 2 * probabilities.home, 12);
  });

  it('multiplies exactly the 0–0, 0–1, 1–0 and 1–1 cells by τ and leaves the rest alone', () => {
    // λ = 1.2, μ = 0.9, ρ = −0.1: τ(0,0) = 1 + 1.08 × 0.1 = 1.108, τ(0,1) = 1 − 0.12 = 0.88,
    // τ(1,0) = 1 − 0.09 = 0.91, τ(1,1) = 1 + 0.1 = 1.1
    const plain = modelOf({ homeXg: 1.2, awayXg: 0.9 });
    const adjusted = modelOf({ homeXg: 1.2, awayXg: 0.9, rho: -0.1 });
    const tau = new Map([['0,0', 1.108], ['0,1', 0.88], ['1,0', 0.91], ['1,1', 1.1]]);
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 7; j++) {
        expect(cell(adjusted, i, j), `${i}–${j}`).toBeCloseTo((cell(plain, i, j) ?? 0) * (tau.get(`${i},${j}`) ?? 1), 14);
      }
    }
  });

  it('moves λμρ·e^−(λ+μ) to each win and twice that off the draw under ρ', () => {
    // 1–0 gains μρ·λe^−s and 0–1 gains λρ·μe^−s; 0–0 and 1–1 each lose λμρ·e^−s.
    // λ = 1.5, μ = 1.2, ρ = 0.1: λμρ·e^−2.7 = 0.18 × 0.0672055 = 0.0120970
    const shift = 0.18 * Math.exp(-2.7);
    const plain = modelOf({ homeXg: 1.5, awayXg: 1.2 }).probabilities;
    const adjusted = modelOf({ homeXg: 1.5, awayXg: 1.2, rho: 0.1 }).probabilities;
    expect(adjusted.home - plain.home).toBeCloseTo(shift, 13);
    expect(adjusted.away - plain.away).toBeCloseTo(shift, 13);
    expect(adjusted.draw - plain.draw).toBeCloseTo(-2 * shift, 13);
  });

  it.each([
    ['plain Poisson', { homeXg: 1.4, awayXg: 1.1 }],
    ['ρ = −0.15', { homeXg: 1.4, awayXg: 1.1, rho: -0.15 }],
    ['ρ at its upper bound 1/(λμ)', { homeXg: 2, awayXg: 1.5, rho: 1 / 3 }],
    ['λ = μ = 6', { homeXg: 6, awayXg: 6 }],
    ['λ = μ = 6 with ρ = 0.02', { homeXg: 6, awayXg: 6, rho: 0.02 }],
    ['tiny expected goals', { homeXg: 0.01, awayXg: 0.02 }],
  ] as const)('adds 1 + X + 2 and the grid up to 1 within 1e-9 for %s', (_case, input) => {
    const model = modelOf(input);
    expect(Math.abs(outcomeSum(model) - 1)).toBeLessThan(1e-9);
    expect(Math.abs(gridSum(model) - 1)).toBeLessThan(1e-9);
    expect(model.grid.flat().every((p) => p >= 0)).toBe(true);
    expectFinite(model.probabilities);
    expectFinite(model.fairOdds);
  });

  it('gives the totals of a Poisson(λ + μ) when ρ = 0', () => {
    // s = 1.5 + 1.2 = 2.7, e^−2.7 = 0.0672055127
    // under 1.5: e^−s (1 + s) = 0.0672055 × 3.7 = 0.2486604
    // under 2.5: e^−s (1 + s + s²/2) = 0.0672055 × 7.345 = 0.4936245
    // under 3.5: + s³/6 = 3.2805: 0.0672055 × 10.6255 = 0.7140922
    const { overUnder } = modelOf({ homeXg: 1.5, awayXg: 1.2 });
    expect(overUnder.map((o) => o.line)).toEqual([1.5, 2.5, 3.5]);
    const unders = [0.2486603971370741, 0.493624491073462, 0.7140921756162111];
    for (const [k, under] of unders.entries()) {
      expect(overUnder[k]?.under).toBeCloseTo(under, 12);
      expect(overUnder[k]?.over).toBeCloseTo(1 - under, 12);
    }
  });

  it.each([
    // ρ = 0: (1 − e^−1.5)(1 − e^−1.2) = 0.7768698 × 0.6988058 = 0.5428811
    [0, 0.5428811406791177],
    // ρ only touches 1–1 among both-score cells: − ρ·λμ·e^−2.7 = + 0.1 × 1.8 × 0.0672055 = + 0.0120970 → 0.5549781
    [-0.1, 0.5549781329722727],
  ])('gives both teams to score with ρ = %d as %d', (rho, yes) => {
    const { bothTeamsToScore } = modelOf({ homeXg: 1.5, awayXg: 1.2, rho });
    expect(bothTeamsToScore.yes).toBeCloseTo(yes, 12);
    expect(bothTeamsToScore.no).toBeCloseTo(1 - yes, 12);
  });

  it.each([
    // modes: Pois(·; 2.5) peaks at 2 (2.5/2 > 1 > 2.5/3), Pois(·; 0.8) at 0
    [2.5, 0.8, 0, { home: 2, away: 0 }],
    // λ = μ = 1: 0–0, 1–0, 0–1 and 1–1 all e^−2: the tie goes to fewer goals
    [1, 1, 0, { home: 0, away: 0 }],
    // ρ = 0.1 lowers 0–0 and 1–1 (× 0.9) and raises 0–1 and 1–0 (× 1.1): fewer home goals first
    [1, 1, 0.1, { home: 0, away: 1 }],
    // Pois(5; 6) = Pois(6; 6) (6/6 = 1): the tie goes to 5–5; the search is not held to the 0–5 grid
    [6, 6, 0, { home: 5, away: 5 }],
    [0.5, 6, 0, { home: 0, away: 5 }],
  ])('with λ = %d, μ = %d, ρ = %d finds the likeliest score %j', (homeXg, awayXg, rho, score) => {
    const { mostLikelyScore } = modelOf({ homeXg, awayXg, rho });
    expect(mostLikelyScore).toMatchObject(score);
  });

  it('gives fair odds and edges against the bookmaker’s odds', () => {
    // λ = 1.5, μ = 1.1, ρ = 0. 1/X/2 by an independent double sum over 0..59 goals a side in Python
    // (math.exp, math.factorial): 0.4642441858 / 0.2576672148 / 0.2780885994.
    // Edges p × odds − 1: 0.4642442 × 2.10 − 1 = −0.0250872; 0.2576672 × 3.40 − 1 = −0.1239315;
    // 0.2780886 × 3.80 − 1 = +0.0567367.
    const model = modelOf({ homeXg: 1.5, awayXg: 1.1, homeOdds: 2.1, drawOdds: 3.4, awayOdds: 3.8 });
    expect(model.probabilities.home).toBeCloseTo(0.4642441857867904, 11);
    expect(model.probabilities.draw).toBeCloseTo(0.25766721477605053, 11);
    expect(model.probabilities.away).toBeCloseTo(0.2780885994371588, 11);
    expect(model.fairOdds.home).toBeCloseTo(2.1540388239978125, 9); // 1 / 0.4642442
    expect(model.edges.home).toBeCloseTo(-0.025087209847740155, 10);
    expect(model.edges.draw).toBeCloseTo(-0.12393146976142821, 10);
    expect(model.edges.away).toBeCloseTo(0.05673667786120329, 10);
  });

  it('gives edges only for the outcomes the bookmaker’s odds were given for', () => {
    const { edges } = modelOf({ homeXg: 1.5, awayXg: 1.1, drawOdds: 3.4, homeOdds: null });
    expect(edges.home).toBeNull();
    expect(edges.draw).not.toBeNull();
    expect(edges.away).toBeNull();
  });

  it('takes an empty ρ as plain Poisson', () => {
    expect(modelOf({ homeXg: 1, awayXg: 1, rho: null })).toEqual(modelOf({ homeXg: 1, awayXg: 1, rho: 0 }));
  });

  it.each([
    ['zero home xG', { homeXg: 0 }, 'homeXg', { code: 'notPositive' }],
    ['empty home xG', { homeXg: null }, 'homeXg', { code: 'notANumber' }],
    ['negative away xG', { awayXg: -1 }, 'awayXg', { code: 'notPositive' }],
    ['away xG above 6', { awayXg: 6.5 }, 'awayXg', { code: 'xgTooLarge', max: 6 }],
    ['unreadable ρ', { rho: Number.NaN }, 'rho', { code: 'notANumber' }],
    // λ = 2, μ = 1.5: τ(0,0) = 1 − 3 × 0.4 = −0.2
    ['ρ above 1/(λμ)', { rho: 0.4 }, 'rho', { code: 'rhoOutOfRange', min: -0.5, max: 1 / 3 }],
    // τ(0,1) = 1 + 2 × (−0.6) = −0.2
    ['ρ below −1/λ', { rho: -0.6 }, 'rho', { code: 'rhoOutOfRange', min: -0.5, max: 1 / 3 }],
    // λ = μ = 0.5: τ(1,1) = 1 − 1.1 = −0.1 while τ(0,0) = 1 − 0.25 × 1.1 is still positive
    ['ρ above 1', { homeXg: 0.5, awayXg: 0.5, rho: 1.1 }, 'rho', { code: 'rhoOutOfRange', min: -2, max: 1 }],
    ['home odds of 1', { homeOdds: 1 }, 'homeOdds', { code: 'notAboveOne' }],
    ['unreadable draw odds', { drawOdds: Number.NaN }, 'drawOdds', { code: 'notANumber' }],
    ['away odds above the maximum', { awayOdds: 2e6 }, 'awayOdds', { code: 'oddsTooLarge', max: 1_000_000 }],
    // e^−λ·λ ≈ 1e-320 for a home win: its fair odds 1/p would be Infinity
    ['vanishing home xG', { homeXg: 1e-320 }, 'homeXg', { code: 'overflow' }],
  ] as const)('refuses %s', (_case, change, field, problem) => {
    expect(scoreModel({ homeXg: 2, awayXg: 1.5, ...change })).toEqual({ kind: 'invalid', field, ...problem });
  });

  it('accepts ρ on the bounds of its range', () => {
    // λ = 2, μ = 1.5: ρ = −0.5 makes τ(0,1) = 1 + 2 × (−0.5) = 0, which is allowed
    expect(scoreModel({ homeXg: 2, awayXg: 1.5, rho: -0.5 }).kind).toBe('model');
  });
});
