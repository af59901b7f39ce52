/**
 * Seeded random numbers for the bonus-value simulation: the same seed always gives the same draws, on every engine,
 * because everything is 32-bit integer arithmetic (`Math.imul`, shifts) until the final division.
 *
 * - mulberry32 (Tommy Ettinger's public-domain generator, a 32-bit counter through a mixing function) only seeds:
 *   run i of a simulation takes its outputs 4i to 4i + 3 as its own state, so a run draws the same numbers whatever the
 *   other runs did (the simulation's "common random numbers": two offers compared on one seed differ by their terms,
 *   not by luck).
 * - xoshiro128** (Blackman and Vigna, "Scrambled linear pseudorandom number generators", 2018; public domain) draws
 *   within a run: 128 bits of state, period 2^128 − 1, so runs started at random states never overlap in practice.
 */

const TWO_POW_32 = 4294967296;

/** mulberry32: a stream of 32-bit unsigned integers from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return (z ^ (z >>> 14)) >>> 0;
  };
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

/**
 * The generator a run draws from: xoshiro128** for uniforms. Its state lives in an Int32Array, so drawing allocates
 * nothing (32-bit numbers in object fields would be boxed).
 */
export class RunRandom {
  private readonly s = new Int32Array(4);

  constructor(state: readonly [number, number, number, number]) {
    this.reset(state);
  }

  /** Starts over from `state`. */
  reset(state: readonly [number, number, number, number]): void {
    this.s.set(state);
    // The all-zero state is xoshiro's one fixed point.
    if ((state[0] | state[1] | state[2] | state[3]) === 0) this.s[0] = 1;
  }

  /** The next 32-bit unsigned output of xoshiro128**. */
  nextUint32(): number {
    const s = this.s;
    const s0 = s[0] ?? 0;
    const s1 = s[1] ?? 0;
    const s2 = (s[2] ?? 0) ^ s0;
    const s3 = (s[3] ?? 0) ^ s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ (s1 << 9);
    s[3] = rotl(s3, 11);
    return result;
  }

  /** Uniform on [0, 1), in steps of 2^-32. */
  uniform(): number {
    return this.nextUint32() / TWO_POW_32;
  }
}

/**
 * The generators of runs 0, 1, 2, ... for one seed, each started from the next four mulberry32 outputs. One object
 * serves every run (started over for each), so a simulation allocates no generator per run.
 */
export function runGenerators(seed: number): () => RunRandom {
  const seeder = mulberry32(seed);
  const next = (): [number, number, number, number] => [seeder(), seeder(), seeder(), seeder()];
  const random = new RunRandom([0, 0, 0, 1]);
  return () => {
    random.reset(next());
    return random;
  };
}

/**
 * Below this mean count of the rarer outcome a block's binomial draw is by inversion (a walk of about mean + 1 terms);
 * from it on by Hörmann's BTRS, whose setup assumes a mean of at least 10. Both are exact: no draw is approximated.
 */
export const INVERSION_BELOW = 10;

/** Successes in n trials of probability p, drawn exactly: inversion for a small mean, BTRS for a large one. */
export function binomial(random: RunRandom, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  // Count the rarer outcome: inversion then walks fewer terms and q^n cannot underflow (it is at least e^-20), and
  // BTRS is stated for p ≤ 1/2.
  const rarer = Math.min(p, 1 - p);
  const count = n * rarer < INVERSION_BELOW ? binomialByInversion(random, n, rarer) : binomialByBtrs(random, n, rarer);
  return rarer === p ? count : n - count;
}

/** The smallest k whose cumulative binomial probability exceeds a uniform draw (p ≤ 1/2, n·p below 10). */
function binomialByInversion(random: RunRandom, n: number, p: number): number {
  const ratio = p / (1 - p);
  let term = Math.pow(1 - p, n);
  let cumulative = term;
  let k = 0;
  const u = random.uniform();
  while (u >= cumulative && k < n) {
    term *= ((n - k) / (k + 1)) * ratio;
    k += 1;
    cumulative += term;
  }
  return k;
}

const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln k! less Stirling's (k + ½) ln(k + 1) − (k + 1) + ½ ln 2π, summed exactly for k below 10. */
const SMALL_STIRLING_CORRECTIONS = Array.from({ length: 10 }, (_, k) => {
  let logFactorial = 0;
  for (let i = 2; i <= k; i += 1) logFactorial += Math.log(i);
  return logFactorial - ((k + 0.5) * Math.log(k + 1) - (k + 1) + HALF_LOG_TWO_PI);
});

/**
 * The same correction from k = 10 on by its asymptotic series in z = k + 1: 1/(12z) − 1/(360z³) + 1/(1260z⁵), whose
 * next term, 1/(1680z⁷), is below 1e-10 there.
 */
export function stirlingCorrection(k: number): number {
  if (k < 10) return SMALL_STIRLING_CORRECTIONS[k] ?? 0;
  const z = k + 1;
  const zz = z * z;
  return (1 / 12 - (1 / 360 - 1 / 1260 / zz) / zz) / z;
}

/** ln k!, by Stirling's formula and its correction. */
function logFactorial(k: number): number {
  return (k + 0.5) * Math.log(k + 1) - (k + 1) + HALF_LOG_TWO_PI + stirlingCorrection(k);
}

/**
 * W. Hörmann's BTRS, "transformed rejection with squeeze" (The generation of binomial random variates, Journal of
 * Statistical Computation and Simulation 46, 1993), for p ≤ 1/2 and n·p ≥ 10. A pair of uniforms (u, v) proposes
 * k = ⌊(2a / (½ − |u|) + b) u + c⌋ from a hat shaped like the binomial; most proposals fall in the box where the hat
 * lies under the distribution and are taken at once, the rest are taken when ln v, scaled by the hat, is at most
 * ln(f(k) / f(m)) (m the mode, the ratio from log-factorials). The draw is exact; it takes 1.14 to 1.36 pairs on average (measured at means from 10 to 9,290).
 */
function binomialByBtrs(random: RunRandom, n: number, p: number): number {
  const spread = Math.sqrt(n * p * (1 - p));
  const b = 1.15 + 2.53 * spread;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const boxV = 0.92 - 4.2 / b;
  const alpha = (2.83 + 5.1 / b) * spread;
  const logOdds = Math.log(p / (1 - p));
  const mode = Math.floor((n + 1) * p);
  const logModeTerm = -logFactorial(mode) - logFactorial(n - mode) + mode * logOdds;
  for (;;) {
    const u = random.uniform() - 0.5;
    const v = random.uniform();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + c);
    if (k < 0 || k > n) continue;
    if (us >= 0.07 && v <= boxV) return k;
    const logV = Math.log((v * alpha) / (a / (us * us) + b));
    if (logV <= -logFactorial(k) - logFactorial(n - k) + k * logOdds - logModeTerm) return k;
  }
}

/**
 * The number of failures before the first success in trials of success probability p (0 < p ≤ 1): inversion,
 * ⌊ln U / ln(1 − p)⌋ with U uniform on (0, 1] (Devroye 1986, X.2). Exact up to the 2^-32 grid of U.
 */
export function geometric(random: RunRandom, p: number): number {
  if (p >= 1) return 0;
  const u = 1 - random.uniform();
  return Math.floor(Math.log(u) / Math.log1p(-p));
}
