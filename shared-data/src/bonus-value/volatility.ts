/**
 * Volatility classes and the payout of one spin. A spin of stake 1 pays a random X ≥ 0 (stake included) with
 * mean E[X] = RTP and a standard deviation σ that the game's volatility class states. The figures and the reasons
 * for them are in METHOD.md beside this module, for the method page to cite.
 *
 * **σ per class** (per unit bet, whatever the RTP): low 3, medium 6, high 12, very high 24. No published standard
 * maps the words "low" to "very high" to a standard deviation: studios rate volatility in words or on scales of
 * their own and seldom publish σ, so the four figures are our modelling choice, anchored on games whose σ is published or can be worked
 * out: an even-money roulette bet ≈ 1; 9/6 Jacks or Better video poker 4.42 and 9/6 Double Double Bonus 6.48 (their
 * variances 19.51 and 41.99 in Wizard of Odds, "Ask the Wizard #224"); full-pay Deuces Wild 5.08 (Wizard of Odds,
 * "Video Poker – Deuces Wild"); a single-number bet on single-zero roulette 5.84 (by hand: pays 35 to 1 with
 * probability 1/37, variance 1,261/37 − 1/37² ≈ 34.08). "Low" sits under Jacks or Better, "medium" at the roulette
 * number and Double Double Bonus, and each class above doubles σ, so the classes are evenly spaced on a log scale.
 * On the volatility index of slot PAR sheets, VI = 1.645 σ at 90 % confidence (sources in METHOD.md), the
 * classes are VI ≈ 4.9, 9.9, 19.7 and 39.5.
 *
 * **Shape**, also a modelling choice: the simplest distribution with that mean and σ, two outcomes. A spin pays
 * `win` = RTP + σ² / RTP times the bet with probability `hitProbability` = RTP / win, and nothing otherwise; a win
 * comes once every 1 + (σ / RTP)² spins. At an RTP of 96 %: low pays 10.3× once in 10.8 spins, medium 38.5× once in
 * 40, high 151× once in 157, very high 601× once in 626. Over hundreds of spins a balance depends on the payouts'
 * mean and variance almost alone (central limit theorem); the shape matters near a bust, where a real game's many
 * small wins would differ from one fixed win. Two outcomes also make a block of n spins exact to draw: its wins are
 * binomial (n, hitProbability).
 */

export const VOLATILITY_CLASSES = ['low', 'medium', 'high', 'veryHigh'] as const;

/** A game's volatility class, as a key: the UI gives the classes their names. */
export type VolatilityClass = (typeof VOLATILITY_CLASSES)[number];

/** The standard deviation of one spin's payout, per unit bet, for each class (see the module comment). */
export const VOLATILITY_STANDARD_DEVIATIONS: Readonly<Record<VolatilityClass, number>> = {
  low: 3,
  medium: 6,
  high: 12,
  veryHigh: 24,
};

/** The largest standard deviation a game may be given directly: 40 times the very-high class. */
export const MAX_STANDARD_DEVIATION = 1000;

/** A spin's payout per unit bet: `win` with probability `hitProbability`, else 0. */
export interface PayoutDistribution {
  /** Paid on a win, per unit bet, the stake included. */
  win: number;
  hitProbability: number;
}

/**
 * The two-outcome payout with mean `rtp` (a fraction above 0) and standard deviation `standardDeviation` (≥ 0):
 * win = rtp + σ² / rtp, hitProbability = rtp / win. Then E[X] = hitProbability × win = rtp and
 * Var[X] = hitProbability × win² − rtp² = rtp × win − rtp² = σ². With σ = 0 every spin pays exactly the RTP.
 */
export function payoutDistribution(rtp: number, standardDeviation: number): PayoutDistribution {
  const win = rtp + (standardDeviation * standardDeviation) / rtp;
  return { win, hitProbability: rtp / win };
}
