/**
 * Plays a whole offer many times: its match bonus and its free spins, each part from its own balance, one after the
 * other in the order the terms say, every run from its own seeded generator (random.ts). Amounts are money here and
 * bets inside simulate.ts.
 *
 * **Match bonus**, by the bonus type:
 * - cashable: deposit + bonus wagered; a finished run pays its balance, capped;
 * - sticky: the same play, but the bonus amount is taken off the balance at the withdrawal (then the cap);
 * - non-sticky: the deposit is played first, as the player's own money, at the same bet, and its bets count toward
 *   the wagering. The player withdraws once the balance reaches deposit + bonus (what a cashable bonus would have
 *   started from), forfeiting the bonus, and no cap applies. If the deposit is lost first, the bonus comes into play
 *   (with what is left of the deposit, less than a bet) for the rest of the wagering, under the cap. If the whole
 *   wagering is played on the deposit alone, the bonus is released on top of the balance (capped).
 *
 * **Free spins:** spins × value per spin on their slot. With two outcomes a spin (volatility.ts) their winnings are
 * exact: value × win × binomial(spins, hitProbability). They are a bonus balance: wagered at the multiple on
 * winnings (÷ the slot's contribution) on the same slot at the offer's bet, then capped; without wagering they are
 * paid at once, capped.
 *
 * The two parts draw on separate balances, as casinos keep free-spin winnings in a bonus balance of their own, so
 * neither part's bust ends the other, and the total's expectation does not depend on their order; the order decides
 * which part the run plays first and the order the page lists them in.
 */
import { binomial, runGenerators, type RunRandom } from './random.ts';
import { playDepositFirst, playWagering, spinsOf } from './simulate.ts';
import type { PayoutDistribution } from './volatility.ts';
import type { BonusType } from './bonus-type.ts';

export interface MatchPlan {
  part: 'match';
  deposit: number;
  bonus: number;
  /** What must be bet on the reference game: the multiple × base ÷ the game's contribution. */
  turnover: number;
  bonusType: BonusType;
  maxCashout: number | null;
  payout: PayoutDistribution;
}

export interface FreeSpinPlan {
  part: 'freeSpins';
  spins: number;
  spinValue: number;
  /** The multiple on the winnings ÷ the slot's contribution (as a share): turnover = winnings × this; 0 for none. */
  turnoverPerWinnings: number;
  maxCashout: number | null;
  payout: PayoutDistribution;
}

export type PartPlan = MatchPlan | FreeSpinPlan;

export interface PlayedOffer {
  /** Each part's pay-out per run, in the plans' order. */
  cashouts: Float64Array[];
  /** Each part's count of runs that finished it: the match's wagering done; the free spins won and wagered. */
  finished: number[];
  /** Runs that finished every part they started (free spins that win nothing start nothing). */
  allFinished: number;
}

const capped = (amount: number, cap: number | null) => (cap === null ? amount : Math.min(amount, cap));

/** What a match part pays out in one run, and whether the run may withdraw it. */
function playMatch(random: RunRandom, plan: MatchPlan, bet: number): { cash: number; finished: boolean } {
  const { deposit, bonus, bonusType, maxCashout, payout } = plan;
  const turnover = plan.turnover / bet;
  if (bonusType === 'non_sticky' && deposit > 0) {
    const first = playDepositFirst(random, deposit / bet, (deposit + bonus) / bet, spinsOf(turnover).wholeSpins, payout);
    if (first.outcome === 'target') return { cash: first.balance * bet, finished: true };
    if (first.outcome === 'done') return { cash: first.balance * bet + capped(bonus, maxCashout), finished: true };
    const rest = Math.max(0, turnover - first.played);
    const balance = playWagering(random, bonus / bet + first.balance, rest, payout);
    return balance === null ? { cash: 0, finished: false } : { cash: capped(balance * bet, maxCashout), finished: true };
  }
  const balance = playWagering(random, (deposit + bonus) / bet, turnover, payout);
  if (balance === null) return { cash: 0, finished: false };
  const withdrawn = bonusType === 'sticky' ? Math.max(0, balance * bet - bonus) : balance * bet;
  return { cash: capped(withdrawn, maxCashout), finished: true };
}

/**
 * What the free spins pay out in one run, and whether they finished: won something and, where their winnings must be
 * wagered, wagered it all. Spins that win nothing start no wagering (`started` false) and do not finish.
 */
function playFreeSpins(random: RunRandom, plan: FreeSpinPlan, bet: number): { cash: number; finished: boolean; started: boolean } {
  const { payout } = plan;
  const winnings = binomial(random, plan.spins, payout.hitProbability) * payout.win * plan.spinValue;
  if (winnings === 0) return { cash: 0, finished: false, started: false };
  if (plan.turnoverPerWinnings === 0) return { cash: capped(winnings, plan.maxCashout), finished: true, started: true };
  const balance = playWagering(random, winnings / bet, (winnings * plan.turnoverPerWinnings) / bet, payout);
  return balance === null ? { cash: 0, finished: false, started: true } : { cash: capped(balance * bet, plan.maxCashout), finished: true, started: true };
}

export function playOffer(plans: readonly PartPlan[], bet: number, runs: number, seed: number): PlayedOffer {
  const cashouts = plans.map(() => new Float64Array(runs));
  const finished = plans.map(() => 0);
  let allFinished = 0;
  const nextRun = runGenerators(seed);
  for (let run = 0; run < runs; run += 1) {
    const random = nextRun();
    let every = true;
    plans.forEach((plan, index) => {
      const played = plan.part === 'match' ? { ...playMatch(random, plan, bet), started: true } : playFreeSpins(random, plan, bet);
      cashouts[index]![run] = played.cash;
      if (played.finished) finished[index]! += 1;
      else if (played.started) every = false;
    });
    if (every) allFinished += 1;
  }
  return { cashouts, finished, allFinished };
}
