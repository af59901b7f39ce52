import { describe, expect, it } from 'vitest';
import { bookSum, MARGIN_METHODS, removeMargin, type FairOdds, type FairOddsResult, type MarginMethod } from './fair-odds.ts';

// Published outputs of independent implementations, each named beside its case:
// implied = R package 'implied' by J. C. Lindstrøm, README (github.com/opisthokonta/implied), example odds of three
//   football matches; its power method reports n with p = π^(1/n), so our k is 1/n;
// penaltyblog = penaltyblog docs, "Implied Odds" notebook (penaltyblog.readthedocs.io), odds [2.7, 2.3, 4.4];
// shin = Python package 'shin' by M. Berk, README and tests/test_shin.py (github.com/mberk/shin);
// implied 2019 = implied's README as of commit 7b2d7e9 (2019-07-24), which printed the odds ratio method's output;
// penaltyblog OR = penaltyblog's "Implied Odds" notebook before its August 2025 rewrite (docs/implied/implied.ipynb at
//   commit c5a7a0e), "Keith Cheung's odds ratio approach", solved by scipy's ridder to ~2e-12;
// mpmath = outputs of no published source, computed for this file with implied's formulas in Python: or_func
//   p = π / (c + π − c·π) with c from mpmath.findroot(Σp − 1, (1e-9, 1000), solver='bisect') at 50 digits, and bb
//   z = (Σπ − 1) / (n − 1), p = (π − z) / (1 − z) in exact fractions.Fraction of the odds as typed.
// penaltyblog and shin solve to ~1e-12: their printed parameters and shin's full-precision probabilities are compared
// to 10 decimals, penaltyblog's 8-digit probabilities to 6. implied stops its solvers at R's default
// tolerance, .Machine$double.eps^0.25 ≈ 1.2e-4 (R/implied_probabilities.R, default_uniroot_opts and the Shin loop),
// so its figures are only good to about 1e-5 and are compared to 4 decimals.

function fairOf(result: FairOddsResult): FairOdds {
  if (result.kind !== 'fair') throw new Error(`expected fair odds, got ${JSON.stringify(result)}`);
  return result;
}

const probabilities = (odds: readonly number[], method: MarginMethod) =>
  fairOf(removeMargin(odds, method)).probabilitiesPercent.map((p) => p / 100);

const closeTo = (values: readonly number[], digits = 6) => values.map((v) => expect.closeTo(v, digits));

const match1 = [4.2, 3.7, 1.95];
const match2 = [2.45, 3.7, 2.9];
const match3 = [2.05, 3.2, 3.8];
const penaltyblog = [2.7, 2.3, 4.4];
// implied tests/testthat/test_1.R: "Some odds designed to be problematic with the additive method."
const longShots = [0.87, 0.2, 0.1, 0.05, 0.02, 0.01].map((p) => 1 / p);

describe('bookSum', () => {
  it.each([
    [[1.9, 1.9], 1.052632], // hand: 2 / 1.9 = 1.0526316
    [match1, 1.02118602], // implied: res1$margin 0.02118602
    [match3, 1.06346277], // implied: res1$margin 0.06346277
    [penaltyblog, 1.0324257063387499], // penaltyblog: np.sum(1 / odds)
    [[2.25, 3.5, 3.6], 1.007937], // rommelbartolome.com "Arbitrage betting": market 100.79%
  ])('of %j is %d', (odds, sum) => {
    expect(bookSum(odds)).toBeCloseTo(sum, 6);
  });
});

describe('removeMargin', () => {
  it.each([
    ['multiplicative', match1, [0.2331556, 0.2646631, 0.5021813], 6], // implied: res1 (basic, no solver)
    ['multiplicative', match2, [0.3988848, 0.2641264, 0.3369888], 6],
    ['multiplicative', match3, [0.4586948, 0.2938514, 0.2474538], 6],
    ['multiplicative', penaltyblog, [0.35873804, 0.42112726, 0.2201347], 6], // penaltyblog: multiplicative
    ['additive', penaltyblog, [0.3595618, 0.42397404, 0.21646416], 6], // penaltyblog: additive
    // shin test_shin.py: with two outcomes Shin equals the additive method of Clarke et al. (2017)
    ['additive', [1.5, 2.74], [0.6508515815085157, 0.3491484184914841], 10],
    ['power', match1, [0.2311414, 0.2630644, 0.5057942], 4], // implied: res4 (power)
    ['power', match2, [0.4003156, 0.2627189, 0.3369655], 4],
    ['power', match3, [0.4667139, 0.2908985, 0.2423876], 4],
    ['power', penaltyblog, [0.3591711, 0.42373075, 0.21709815], 6], // penaltyblog: power
    ['shin', match1, [0.2315716, 0.2635742, 0.5048542], 4], // implied: res2 (shin)
    ['shin', match2, [0.4000221, 0.2629271, 0.3370508], 4],
    ['shin', match3, [0.4645882, 0.2919788, 0.2434331], 4],
    ['shin', penaltyblog, [0.35934392, 0.42324385, 0.21741223], 6], // penaltyblog: shin
    ['shin', [2.6, 2.4, 4.3], [0.37299406033208965, 0.4047794109200184, 0.2222265287474275], 10], // shin README
    ['shin', [1.5, 2.74], [0.6508515815085157, 0.3491484184914841], 10], // shin README, two outcomes
    ['oddsRatio', match1, [0.2320048, 0.2636415, 0.5043537], 4], // implied 2019: res4 (or)
    ['oddsRatio', match2, [0.3996912, 0.2633869, 0.3369219], 4],
    ['oddsRatio', match3, [0.4634406, 0.2919032, 0.2446562], 4],
    ['oddsRatio', penaltyblog, [0.35881036, 0.42256142, 0.21862822], 6], // penaltyblog OR
    // hand: π = 5/9, 1/2; 5/(4c + 5) + 1/(c + 1) = 1 → 4c² = 5, c = √5/2; p = 5/(5 + 2√5) and 1/(1 + √5/2)
    ['oddsRatio', [1.8, 2], [5 / (5 + 2 * Math.sqrt(5)), 1 / (1 + Math.sqrt(5) / 2)], 12],
    ['oddsRatio', [1.15, 5, 10, 25], [0.792062167705349, 0.1249886839036, 0.0596956845377665, 0.023253463853285], 10], // mpmath
    ['oddsRatio', [2.5, 3.6, 4.2], [0.432080560869289, 0.305039473349769, 0.262879965780942], 10], // mpmath, arbitrage
    ['balancedBook', match1, [0.2299379627776666, 0.2624574744846908, 0.5076045627376425], 10], // mpmath (bb)
    ['balancedBook', match2, [0.40119887232875656, 0.2616832321444035, 0.3371178955268399], 10],
    ['balancedBook', match3, [0.47101959647014957, 0.2899697559763019, 0.2390106475535485], 10],
    ['balancedBook', penaltyblog, [0.3599940478404821, 0.425467802537108, 0.21453814962240988], 10],
    ['balancedBook', [1.8, 2], [9 / 17, 8 / 17], 12], // hand: z = 1/18; (5/9 − 1/18)/(17/18) = 9/17, (1/2 − 1/18)/(17/18) = 8/17
    // hand: z = 2/3 + 50/137 − 1 = 13/411; (2/3 − 13/411)/(398/411) = 261/398 and (50/137 − 13/411)/(398/411) = 137/398
    ['balancedBook', [1.5, 2.74], [261 / 398, 137 / 398], 12],
    ['balancedBook', [2.5, 3.6, 4.2], [0.4242193450114242, 0.3069306930693069, 0.26884996191926885], 10], // mpmath, arbitrage
  ] as const)('%s on %j gives %j', (method, odds, expected, digits) => {
    expect(probabilities(odds, method)).toEqual(closeTo(expected, digits));
  });

  it.each([
    ['power', match1, 1 / 0.9797664, 4], // implied: res4$exponents (n = 1/k)
    ['power', match2, 1 / 0.9788115, 4],
    ['power', match3, 1 / 0.9419744, 4],
    ['power', penaltyblog, 1.0309132393169356, 10], // penaltyblog: 'k'
    ['shin', match1, 0.01061048, 4], // implied: res2$zvalues
    ['shin', match2, 0.01163552, 4],
    ['shin', match3, 0.03182353, 4],
    ['shin', penaltyblog, 0.016236442857291165, 10], // penaltyblog: 'z'
    ['shin', [2.6, 2.4, 4.3], 0.01694251276407055, 10], // shin README, converged to 1e-12
    ['shin', [1.5, 2.74], 0.03172728540646625, 10], // shin README, analytic z for two outcomes
    ['oddsRatio', match1, 1.034449, 4], // implied 2019: res4$odds_ratios
    ['oddsRatio', match2, 1.035805, 4],
    ['oddsRatio', match3, 1.102606, 4],
    ['oddsRatio', penaltyblog, 1.05116912729218, 10], // penaltyblog OR: 'c'
    ['oddsRatio', [1.8, 2], Math.sqrt(5) / 2, 12], // hand, as above
    ['oddsRatio', [2.5, 3.6, 4.2], 0.876255480364018, 10], // mpmath: an arbitrage (Σπ = 0.916) needs c < 1
    ['balancedBook', match1, 107 / 10101, 12], // mpmath: z as an exact fraction
    ['balancedBook', match3, 791 / 24928, 12],
    ['balancedBook', [1.8, 2], 1 / 18, 12], // hand: (19/18 − 1) / (2 − 1)
    ['balancedBook', [2.5, 3.6, 4.2], -53 / 1260, 12], // hand: Σπ = 2/5 + 5/18 + 5/21 = 1154/1260; (−106/1260) / 2
  ] as const)('%s on %j has the parameter %d', (method, odds, parameter, digits) => {
    expect(fairOf(removeMargin(odds, method)).parameter).toBeCloseTo(parameter, digits);
  });

  it('reports the overround and fair odds of a market', () => {
    // implied: match 1 margin 0.02118602 → 2.118602%; fair odds = 1 / the basic probabilities above
    const result = fairOf(removeMargin(match1, 'multiplicative'));
    expect(result.overroundPercent).toBeCloseTo(2.118602, 5);
    expect(result.fairOdds).toEqual(closeTo([1 / 0.2331556, 1 / 0.2646631, 1 / 0.5021813], 4));
    expect(result.parameter).toBeNull();
  });

  it.each(MARGIN_METHODS)('%s probabilities add up to 100%%', (method) => {
    // By definition of every method; odds from implied's match 2.
    const sum = fairOf(removeMargin(match2, method)).probabilitiesPercent.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(100, 9);
  });

  it('refuses the additive method when a long shot would get a negative probability', () => {
    // implied test_1.R my_odds2; hand: Σπ = 1.25, each outcome loses 0.25/6 = 0.0417, more than 0.02 and 0.01
    // (outcomes 5 and 6) but less than 0.05 (outcome 4).
    expect(removeMargin(longShots, 'additive')).toEqual({
      kind: 'invalid',
      field: 'method',
      code: 'negativeProbability',
      outcomes: [4, 5],
      index: 4,
    });
  });

  it('refuses the additive method for implied’s troubleshooting example', () => {
    // implied vignette "Troubleshooting", odds 1.15 / 5 / 10 / 25 flagged problematic; hand: Σπ = 1.209565,
    // 0.209565 / 4 = 0.0524 > 1/25 = 0.04.
    // The other implied probabilities, 0.87, 0.2 and 0.1, stay above it.
    expect(removeMargin([1.15, 5, 10, 25], 'additive')).toEqual({
      kind: 'invalid',
      field: 'method',
      code: 'negativeProbability',
      outcomes: [3],
      index: 3,
    });
  });

  it.each(['multiplicative', 'power', 'shin', 'oddsRatio'] as const)('%s keeps every long shot above zero', (method) => {
    const result = fairOf(removeMargin(longShots, method));
    expect(result.probabilitiesPercent.every((p) => p > 0)).toBe(true);
    expect(result.fairOdds.every(Number.isFinite)).toBe(true);
  });

  it('keeps Shin to markets with a margin, as z cannot be negative', () => {
    // hand: 2 / 2.1 = 0.952 < 1, an arbitrage book
    expect(removeMargin([2.1, 2.1], 'shin')).toEqual({ kind: 'invalid', field: 'method', code: 'shinNeedsMargin' });
  });

  it.each([
    ['multiplicative', null], // hand: two equal prices are 50% each whatever the book sum
    ['additive', null],
    ['power', Math.log(0.5) / Math.log(1 / 2.1)], // hand: 2 × (1/2.1)^k = 1 → k = ln 0.5 / ln(1/2.1) = 0.934241
    // hand: p = π/(c(1 − π) + π) = 1/2 with π = 1/2.1 gives c = π/(1 − π) = 1/1.1 = 0.909091, below 1
    ['oddsRatio', 1 / 1.1],
    ['balancedBook', 2 / 2.1 - 1], // hand: z = (2/2.1 − 1) / 1 = −1/21, a negative share, yet p = (π − z)/(1 − z) = 1/2
  ] as const)('%s spreads an arbitrage book of 2.10 / 2.10 evenly', (method, parameter) => {
    const result = fairOf(removeMargin([2.1, 2.1], method));
    expect(result.probabilitiesPercent).toEqual(closeTo([50, 50], 9));
    expect(result.overroundPercent).toBeCloseTo(-4.761905, 6); // hand: (2/2.1 − 1) × 100
    if (parameter === null) expect(result.parameter).toBeNull();
    else expect(result.parameter).toBeCloseTo(parameter, 9);
  });

  it.each([
    ['shin', 0],
    ['oddsRatio', 1], // hand: c = 1 turns π/(c(1 − π) + π) into π
    ['balancedBook', 0], // hand: z = (1 − 1) / 2
  ] as const)('%s gives %d and the raw probabilities when the book is exactly 100%%', (method, parameter) => {
    // hand: 1/2 + 1/4 + 1/4 = 1, nothing to remove
    const result = fairOf(removeMargin([2, 4, 4], method));
    expect(result.parameter).toBeCloseTo(parameter, 12);
    expect(result.probabilitiesPercent).toEqual(closeTo([50, 25, 25], 9));
  });

  it.each([
    // implied vignette "Troubleshooting" odds; hand: Σπ = 1.209565, z = 0.209565 / 3 = 0.0699 > 1/25 = 0.04
    [[1.15, 5, 10, 25], [3]],
    // hand: Σπ = 1/1.1 + 1/6 + 1/50 = 1.095758, z = 0.095758 / 2 = 0.0479 > 1/50 = 0.02
    [[1.1, 6, 50], [2]],
    // hand: Σπ = 2/1.05 + 1/20 + 1/30 = 1.988095, z = 0.988095 / 3 = 0.3294 > 1/20 and 1/30
    [[1.05, 1.05, 20, 30], [2, 3]],
  ])('refuses the balanced book on %j, where a long shot is below z', (odds, outcomes) => {
    expect(removeMargin(odds, 'balancedBook')).toEqual({
      kind: 'invalid',
      field: 'method',
      code: 'balancedBookNegative',
      outcomes,
      index: outcomes[0],
    });
  });

  it('answers invalid instead of Infinity when a probability underflows', () => {
    // hand: 2 × (1/1.01)^k = 1 gives k ≈ 69.7, and (1e-6)^69.7 = 1e-418 is below the smallest double
    expect(removeMargin([1.01, 1.01, 1_000_000], 'power')).toEqual({ kind: 'invalid', field: 'method', code: 'overflow' });
    expect(fairOf(removeMargin([1.01, 1.01, 1_000_000], 'shin')).fairOdds.every(Number.isFinite)).toBe(true);
  });

  it.each([
    [[], { code: 'tooFewOdds', min: 2, count: 0 }],
    [[2], { code: 'tooFewOdds', min: 2, count: 1 }],
    [[2, null], { code: 'notANumber', index: 1 }],
    [[2, 1], { code: 'notAboveOne', index: 1 }],
    [[0, 2], { code: 'notAboveOne', index: 0 }],
    [[-3, 2], { code: 'notAboveOne', index: 0 }],
    [[2, Number.NaN], { code: 'notANumber', index: 1 }],
    [[2, Infinity], { code: 'notANumber', index: 1 }],
    [[2, 2_000_000], { code: 'oddsTooLarge', max: 1_000_000, index: 1 }],
  ] as const)('refuses the odds %j', (odds, problem) => {
    for (const method of MARGIN_METHODS) {
      expect(removeMargin(odds, method)).toEqual({ kind: 'invalid', field: 'odds', ...problem });
    }
  });
});
