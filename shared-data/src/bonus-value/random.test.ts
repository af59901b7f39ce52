import { describe, expect, it } from 'vitest';
import { binomial, mulberry32, RunRandom, runGenerators } from './random.ts';

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

  it('draws standard normals: mean 0, variance 1, 15.87 % beyond +1', () => {
    const random = new RunRandom([5, 6, 7, 8]);
    const n = 200_000;
    const { mean, variance, count } = sample(n, () => random.normal(), (z) => z > 1);
    // P(Z > 1) = 0.158655 (normal table). Four standard errors: 0.0089 (mean), 0.0126 (variance), 0.0033 (share).
    expect(Math.abs(mean)).toBeLessThan(0.009);
    expect(Math.abs(variance - 1)).toBeLessThan(0.0127);
    expect(Math.abs(count / n - 0.158655)).toBeLessThan(0.0033);
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

  it.each([
    // [n, p, mean n·p, variance n·p·(1 − p)]: a large mean takes the normal draw, whose rounding adds 1/12.
    [1000, 0.1, 100, 90 + 1 / 12],
    [200, 0.093, 18.6, 16.8702],
    // p above 1/2 counts the failures: mean 10 × 0.7 = 7, variance 2.1.
    [10, 0.7, 7, 2.1],
  ])('draws binomial(%i, %f) with mean %f and variance %f', (trials, p, mean, variance) => {
    const random = new RunRandom([2, 7, 1, 8]);
    const n = 50_000;
    const impossible = (k: number) => k < 0 || k > trials || !Number.isInteger(k);
    const drawn = sample(n, () => binomial(random, trials, p), impossible);
    expect(drawn.count).toBe(0);
    // Four standard errors of the mean, and 4 % of the variance (its standard error is about √(2 / n) ≈ 0.6 %).
    expect(Math.abs(drawn.mean - mean)).toBeLessThan(4 * Math.sqrt(variance / n));
    expect(Math.abs(drawn.variance - variance) / variance).toBeLessThan(0.04);
  });

  it.each([
    [0, 0.5, 0],
    [12, 0, 0],
    [12, 1, 12],
  ])('draws %i trials of probability %f as %i', (trials, p, k) => {
    expect(binomial(new RunRandom([1, 1, 1, 1]), trials, p)).toBe(k);
  });
});
