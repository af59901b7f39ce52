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
 * The generator a run draws from: xoshiro128** for uniforms, Box–Muller (both values used) for standard normals.
 * Its state lives in an Int32Array, so drawing allocates nothing (32-bit numbers in object fields would be boxed).
 */
export class RunRandom {
  private readonly s = new Int32Array(4);
  private spare = Number.NaN;

  constructor(state: readonly [number, number, number, number]) {
    this.reset(state);
  }

  /** Starts over from `state`, forgetting any spare normal. */
  reset(state: readonly [number, number, number, number]): void {
    this.s.set(state);
    // The all-zero state is xoshiro's one fixed point.
    if ((state[0] | state[1] | state[2] | state[3]) === 0) this.s[0] = 1;
    this.spare = Number.NaN;
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

  /** Standard normal by Box–Muller; 1 − u keeps the logarithm's argument in (0, 1]. */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const z = this.spare;
      this.spare = Number.NaN;
      return z;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - this.uniform()));
    const angle = 2 * Math.PI * this.uniform();
    this.spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
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
 * Below this mean count of the rarer outcome, a block's binomial draw is exact (inversion); from it on, a normal
 * draw with the binomial's exact mean and variance, rounded. At a mean of 30 the binomial's skewness is at most
 * 1/√15 ≈ 0.26 and the rounding adds 1/12 to a variance of at least 15; the mean stays exact.
 */
export const EXACT_BINOMIAL_BELOW = 30;

/** Successes in n trials of probability p: exact by inversion while the rarer outcome's mean count is below 30. */
export function binomial(random: RunRandom, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  // Count the rarer outcome: inversion then walks fewer terms, and q^n cannot underflow below e^-42.
  const rarer = Math.min(p, 1 - p);
  const mean = n * rarer;
  const count =
    mean < EXACT_BINOMIAL_BELOW
      ? binomialByInversion(random, n, rarer)
      : Math.min(n, Math.max(0, Math.round(mean + Math.sqrt(mean * (1 - rarer)) * random.normal())));
  return rarer === p ? count : n - count;
}

/** The smallest k whose cumulative binomial probability exceeds a uniform draw (p ≤ 1/2, n·p below ~30). */
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
