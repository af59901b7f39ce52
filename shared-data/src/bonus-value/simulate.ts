/**
 * Plays one offer many times. A run starts from deposit + bonus and bets a fixed stake until the turnover is done
 * (a last, smaller stake finishes a turnover that is not a whole number of bets) or the balance cannot cover the
 * next stake: a bust, which pays nothing, since the bonus and what is left of the balance are forfeit while the
 * wagering is unfinished. A finished run pays its balance, capped by the maximum cash-out.
 *
 * **Blocks of spins.** 35 × 1,000 at 10 a spin is 3,500 spins a run, 70 million for 20,000 runs: too slow spin by
 * spin. A run advances instead by blocks of n spins with n = min(whole bets the balance covers, spins left). Even if
 * all n lose, each of them is covered, so no bust can happen inside a block and the end is not passed; only the
 * block's total then matters, and with two outcomes a spin (volatility.ts) that total is exact: wins × win − n, with
 * wins ~ binomial(n, hitProbability). Near a bust the balance covers few bets, so blocks shrink by themselves to a
 * few spins and then to one: the edges are played spin by spin without a second code path. A run takes about
 * turnover / balance blocks whatever the stake: in the bench's 35× case 21, 10, 4 and 2 on average, from low to
 * very high volatility (a big win makes the balance, and so the blocks, larger).
 *
 * The binomial draw is exact at every size (random.ts: inversion for a small mean, Hörmann's BTRS from a mean of 10 on);
 * simulate.test.ts checks the whole against a plain spin-by-spin simulation and the bust share against the exact
 * finite-horizon ruin probability.
 */
import { binomial, geometric, runGenerators, type RunRandom } from './random.ts';
import type { PayoutDistribution } from './volatility.ts';

/** What one run plays, in money. */
export interface WageringPlay {
  /** Deposit + bonus: the balance a run starts from. */
  start: number;
  /** What must be bet before a withdrawal. */
  turnover: number;
  /** The stake of every spin but a last, smaller one. */
  bet: number;
  /** The most a finished run may withdraw; null when the terms set no cap. */
  maxCashout: number | null;
}

export interface SimulatedRuns {
  /** Each run's cash-out, in run order: 0 for a bust. */
  cashouts: Float64Array;
  /** How many runs finished the wagering. */
  finished: number;
}

// A balance short of a stake by less than this (in bets) is rounding, not a bust.
const ROUNDING = 1e-9;

export function simulateWagering(play: WageringPlay, payout: PayoutDistribution, runs: number, seed: number): SimulatedRuns {
  // In bets: 12 significant digits first, so a binary artefact (3.0000000000000004) does not add a spin.
  const spins = Number((play.turnover / play.bet).toPrecision(12));
  const wholeSpins = Math.floor(spins);
  const lastStake = spins - wholeSpins;
  const start = play.start / play.bet;
  const cap = play.maxCashout ?? Number.POSITIVE_INFINITY;
  const nextRun = runGenerators(seed);
  const cashouts = new Float64Array(runs);
  let finished = 0;
  for (let run = 0; run < runs; run += 1) {
    const balance = playSpins(nextRun(), start, wholeSpins, lastStake, payout);
    if (balance === null) continue;
    finished += 1;
    cashouts[run] = Math.min(balance * play.bet, cap);
  }
  return { cashouts, finished };
}

/**
 * Splits a turnover in bets into whole spins and a last, smaller stake: 12 significant digits first, so a binary
 * artefact (3.0000000000000004) does not add a spin.
 */
export function spinsOf(turnoverInBets: number): { wholeSpins: number; lastStake: number } {
  const spins = Number(turnoverInBets.toPrecision(12));
  const wholeSpins = Math.floor(spins);
  return { wholeSpins, lastStake: spins - wholeSpins };
}

/** The balance (in bets) a run finishes a turnover of `turnoverInBets` with from `start` bets, or null when it busts. */
export function playWagering(random: RunRandom, start: number, turnoverInBets: number, payout: PayoutDistribution): number | null {
  const { wholeSpins, lastStake } = spinsOf(turnoverInBets);
  return playSpins(random, start, wholeSpins, lastStake, payout);
}

/** The balance (in bets) a run finishes with, or null when it busts. */
function playSpins(random: RunRandom, start: number, wholeSpins: number, lastStake: number, payout: PayoutDistribution): number | null {
  const { win, hitProbability } = payout;
  let balance = start;
  let left = wholeSpins;
  while (left > 0) {
    const covered = Math.floor(balance + ROUNDING);
    if (covered === 0) return null;
    const n = Math.min(covered, left);
    balance += binomial(random, n, hitProbability) * win - n;
    left -= n;
  }
  if (lastStake > ROUNDING) {
    if (balance + ROUNDING < lastStake) return null;
    balance += (random.uniform() < hitProbability ? win * lastStake : 0) - lastStake;
  }
  return Math.max(0, balance);
}

/** How a deposit played before its bonus ended (see `playDepositFirst`). */
export interface DepositPlay {
  /** `target`: the balance reached the target; `done`: the spins ran out; `bust`: the balance cannot cover a bet. */
  outcome: 'target' | 'done' | 'bust';
  /** The balance in bets at the end (less than one bet on a bust). */
  balance: number;
  /** Whole spins played. */
  played: number;
}

/**
 * Plays whole spins from `start` bets until the balance reaches `target` bets, `spins` spins are played, or the balance
 * cannot cover a bet. The balance rises only on a win, so it is drawn win by win: the losses before the next win are
 * geometric, and the target is checked exactly after each win. Far from the target, where even n wins in a row cannot
 * reach it, n spins are drawn as one binomial block, as playSpins does; when a win pays less than the stake
 * (σ² < RTP (1 − RTP): the balance can only fall) the target cannot be reached and every spin is drawn in blocks.
 */
export function playDepositFirst(random: RunRandom, start: number, target: number, spins: number, payout: PayoutDistribution): DepositPlay {
  const { win, hitProbability } = payout;
  let balance = start;
  let played = 0;
  if (balance + ROUNDING >= target) return { outcome: 'target', balance, played };
  if (win <= 1) {
    while (played < spins) {
      const covered = Math.floor(balance + ROUNDING);
      if (covered === 0) return { outcome: 'bust', balance, played };
      const n = Math.min(covered, spins - played);
      balance += binomial(random, n, hitProbability) * win - n;
      played += n;
    }
    return { outcome: 'done', balance: Math.max(0, balance), played };
  }
  for (;;) {
    const covered = Math.floor(balance + ROUNDING);
    const left = spins - played;
    // Far from the target, n spins cannot reach it even if every one wins (n × win ≤ target − balance): a block.
    const safe = Math.floor((target - balance) / win);
    if (safe >= 2 && covered > 0 && left > 0) {
      const n = Math.min(covered, left, safe);
      balance += binomial(random, n, hitProbability) * win - n;
      played += n;
      if (played >= spins) return { outcome: 'done', balance: Math.max(0, balance), played };
      continue;
    }
    const losses = geometric(random, hitProbability);
    // The spins before the next win all lose: the spins or the balance run out first.
    if (losses >= Math.min(covered, left)) {
      if (left <= covered) return { outcome: 'done', balance: Math.max(0, balance - left), played: spins };
      return { outcome: 'bust', balance: Math.max(0, balance - covered), played: played + covered };
    }
    balance += win - (losses + 1);
    played += losses + 1;
    if (balance + ROUNDING >= target) return { outcome: 'target', balance, played };
    if (played >= spins) return { outcome: 'done', balance, played };
  }
}
