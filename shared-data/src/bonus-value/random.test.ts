import { describe, expect, it } from 'vitest';
import { binomial, geometric, mulberry32, RunRandom, runGenerators, stirlingCorrection } from './random.ts';

/** Mean and variance of n draws, and how many of them `counted` picks. */
function sample(n: number, draw: () => number, counted: (x: number) => boolean) {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    const x = draw();
    sum += x;
    squares += x * x;
    if (counted(x)) count += 1;
  }
  const mean = sum / n;
  return { mean, variance: squares / n - mean * mean, count };
}

describe('mulberry32', () => {
  // Worked independently: a Python transcription of the reference C code (32-bit masks instead of Math.imul).
  it.each([
    [0, [1144304738, 1416247, 958946056, 627933444]],
    [1, [2693262067, 11749833, 2265367787, 4213581821]],
  ])('gives the reference outputs for seed %i', (seed, expected) => {
    const next = mulberry32(seed);
    expect(expected.map(() => next())).toEqual(expected);
  });
});

describe('RunRandom', () => {
  it('gives the xoshiro128** reference outputs from the state 1, 2, 3, 4', () => {
    // The reference C code from this state (also checked with a Python transcription).
    const random = new RunRandom([1, 2, 3, 4]);
    const expected = [11520, 0, 5927040, 70819200, 2031721883, 1637235492];
    expect(expected.map(() => random.nextUint32())).toEqual(expected);
  });

  it('leaves the all-zero state, where xoshiro would give only zeros', () => {
    const random = new RunRandom([0, 0, 0, 0]);
    const draws = Array.from({ length: 8 }, () => random.nextUint32());
    expect(draws.some((d) => d !== 0)).toBe(true);
  });

  it('draws uniforms in [0, 1) with mean 1/2 and variance 1/12', () => {
    const random = new RunRandom([7, 11, 13, 17]);
    const { mean, variance, count } = sample(200_000, () => random.uniform(), (u) => u < 0 || u >= 1);
    expect(count).toBe(0);
    // Four standard errors: √(1/12 / n) ≈ 0.00065 for the mean; the variance's is √(1/180 / n) ≈ 0.00017.
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.0026);
    expect(Math.abs(variance - 1 / 12)).toBeLessThan(0.0007);
  });
});

describe('runGenerators', () => {
  it('starts run i from mulberry32 outputs 4i to 4i + 3 of the seed', () => {
    const next = runGenerators(1);
    next();
    const second = next().nextUint32();
    const seeder = mulberry32(1);
    for (let i = 0; i < 4; i += 1) seeder();
    const state: [number, number, number, number] = [seeder(), seeder(), seeder(), seeder()];
    expect(second).toBe(new RunRandom(state).nextUint32());
  });
});

describe('stirlingCorrection', () => {
  // ln k! − ((k + ½) ln(k + 1) − (k + 1) + ½ ln 2π), with ln k! summed: at 0 it is 1 − ½ ln 2π = 0.0810614667953.
  it.each([0, 1, 9, 10, 11, 50, 1000])('is ln k! less Stirling at k = %i, to 1e-10', (k) => {
    let logFactorial = 0;
    for (let i = 2; i <= k; i += 1) logFactorial += Math.log(i);
    const exact = logFactorial - ((k + 0.5) * Math.log(k + 1) - (k + 1) + 0.5 * Math.log(2 * Math.PI));
    expect(Math.abs(stirlingCorrection(k) - exact)).toBeLessThan(1e-10);
  });

  it('is 1 − ½ ln 2π at 0', () => {
    expect(stirlingCorrection(0)).toBeCloseTo(0.0810614667953, 12);
  });
});

describe('binomial', () => {
  it('follows the binomial(10, 0.3) probabilities (exact inversion)', () => {
    // C(10, k) 0.3^k 0.7^(10 − k), worked independently: 0.0282475, 0.1210608, 0.2334744, 0.2668279, 0.2001209, ...
    const expected = [0.0282475249, 0.121060821, 0.2334744405, 0.266827932, 0.200120949, 0.1029193452, 0.036756909];
    const random = new RunRandom([3, 1, 4, 1]);
    const n = 100_000;
    const counts = new Array<number>(11).fill(0);
    for (let i = 0; i < n; i += 1) {
      const k = binomial(random, 10, 0.3);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expected.forEach((p, k) => {
      // Four standard errors of a share: 4 √(p (1 − p) / n).
      expect(Math.abs((counts[k] ?? 0) / n - p), `k = ${k}`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    });
  });

  /** ln C(n, k) p^k (1 − p)^(n − k), by plain sums of logarithms (no Stirling). */
  const logTerm = (n: number, k: number, p: number) => {
    let log = k * Math.log(p) + (n - k) * Math.log(1 - p);
    for (let i = 1; i <= k; i += 1) log += Math.log(n - k + i) - Math.log(i);
    return log;
  };

  it.each([
    // [n, p]: a mean of 10.03 (the smallest BTRS serves), a block of the low class at a large balance, a large p, and
    // p above 1/2 (drawn as n − binomial(n, 1 − p)).
    [108, 0.0929],
    [5000, 0.0929],
    [40, 0.3],
    [1000, 0.9],
  ])('draws binomial(%i, %f) with the exact probabilities', (trials, p) => {
    const random = new RunRandom([2, 7, 1, 8]);
    const draws = 200_000;
    const counts = new Map<number, number>();
    let impossible = 0;
    for (let i = 0; i < draws; i += 1) {
      const k = binomial(random, trials, p);
      if (!Number.isInteger(k) || k < 0 || k > trials) impossible += 1;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(impossible).toBe(0);
    // Pearson's χ² over the values expected at least 20 times, the two tails pooled into one cell each. With the
    // normal shortcut this sampler replaced, binomial(1000, 0.9) scored χ² = 268 on 67 degrees of freedom here (the
    // critical value is 109).
    const expected = Array.from({ length: trials + 1 }, (_, k) => draws * Math.exp(logTerm(trials, k, p)));
    const kept = expected.map((e, k) => (e >= 20 ? k : -1)).filter((k) => k >= 0);
    const low = kept[0] ?? 0;
    const high = kept.at(-1) ?? trials;
    const cells: Array<[number, number]> = kept.map((k) => [counts.get(k) ?? 0, expected[k] ?? 0]);
    const sum = (from: number, to: number, of: (k: number) => number) => {
      let total = 0;
      for (let k = from; k <= to; k += 1) total += of(k);
      return total;
    };
    cells.push([sum(0, low - 1, (k) => counts.get(k) ?? 0), sum(0, low - 1, (k) => expected[k] ?? 0)]);
    cells.push([sum(high + 1, trials, (k) => counts.get(k) ?? 0), sum(high + 1, trials, (k) => expected[k] ?? 0)]);
    const used = cells.filter(([, e]) => e > 0);
    const chiSquare = used.reduce((total, [o, e]) => total + (o - e) ** 2 / e, 0);
    const df = used.length - 1;
    // The 0.1 % critical value of χ² with df degrees of freedom, by Wilson–Hilferty (z = 3.09).
    const critical = df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3;
    expect(chiSquare).toBeLessThan(critical);
  });

  it.each([
    [0, 0.5, 0],
    [12, 0, 0],
    [12, 1, 12],
  ])('draws %i trials of probability %f as %i', (trials, p, k) => {
    expect(binomial(new RunRandom([1, 1, 1, 1]), trials, p)).toBe(k);
  });
});

describe('geometric', () => {
  it('draws the failures before a success with mean (1 − p) / p and P(0) = p', () => {
    // p = 0.1: mean 9, variance (1 − p) / p² = 90; 100,000 draws give the mean within 4 × √(90 / 100,000) = 0.12.
    const nextRun = runGenerators(11);
    const random = nextRun();
    const draws = 100_000;
    let sum = 0;
    let zeros = 0;
    for (let i = 0; i < draws; i += 1) {
      const k = geometric(random, 0.1);
      sum += k;
      if (k === 0) zeros += 1;
    }
    expect(Math.abs(sum / draws - 9)).toBeLessThan(0.12);
    expect(Math.abs(zeros / draws - 0.1)).toBeLessThan(4 * Math.sqrt(0.09 / draws));
    expect(geometric(random, 1)).toBe(0);
  });
});
