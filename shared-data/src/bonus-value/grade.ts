/**
 * A grade from A to F for an offer, from its terms alone, by published bands, and the red flags a careful reader looks
 * for. Everything here is a table a reader can apply by hand: each term falls in a band worth 0 to 4 points, the score
 * is their weighted mean, and the score's band is the grade. The bands are this site's own; the method page prints
 * them (`GRADE_BANDS`, `TERM_BANDS`). The UI words the flags and the bands' names.
 *
 * Conventions as in the value model (bonus-value.ts): a term of 0 (minimum deposit, maximum bet, maximum cash-out, days)
 * is an unstated one and counts as no limit; a null multiple is no wagering. Comparisons are made on products, not on
 * quotients, so a term exactly on a band's edge lands in the band the table names (20 TL is 1 % of 2,000 TL).
 */
import type { BonusTerms, BonusType } from './bonus-value.ts';

/** The terms a grade reads, amounts in the offer's currency. */
export interface GradedTerms extends Pick<BonusTerms, 'wageringMultiple' | 'wageringBase' | 'minDeposit' | 'maxBet' | 'maxCashout' | 'daysToComplete'> {
  /** The bonus the standard deposit earns. */
  bonus: number;
  /** The standard play's deposit. */
  deposit: number;
  bonusType: BonusType;
  /** How much of a slot stake counts toward the wagering, in percent (100 where the terms say nothing). */
  slotContribution: number;
  /** Turkish lira per unit of the offer's currency (1 for TL), for the minimum deposit's band. */
  liraPerUnit: number;
  /** How many free spins come with the offer (0 for none). */
  freeSpins: number;
  /** The wagering multiple on the free spins' winnings; null when they have none. */
  freeSpinWagering: number | null;
}

export type GradedTerm = 'wagering' | 'bonusType' | 'days' | 'maxBet' | 'maxCashout' | 'minDeposit';

/**
 * Each term's bands, best first: a term meets a band when its figure is within `limit` (the direction per term), and
 * gets that band's points; past the last limit it gets 0. `weight` is its share of the score.
 *
 * - wagering: the multiple on the bonus alone (a multiple on deposit + bonus is converted: × (deposit + bonus) ÷ bonus),
 *   at most the limit; for free spins without a bonus, the multiple on the spins' winnings;
 * - days: at least the limit;
 * - maxBet: at least the limit, in percent of the start (deposit + bonus);
 * - maxCashout: at least the limit, in multiples of the bonus;
 * - minDeposit: at most the limit, in TL.
 */
export const TERM_BANDS = {
  wagering: { weight: 3, limits: [20, 30, 40, 50], direction: 'atMost' },
  days: { weight: 1, limits: [30, 14, 7, 3], direction: 'atLeast' },
  maxBet: { weight: 1, limits: [5, 2.5, 1, 0.5], direction: 'atLeast' },
  maxCashout: { weight: 1, limits: [10, 5, 3, 1], direction: 'atLeast' },
  minDeposit: { weight: 1, limits: [100, 250, 500, 1000], direction: 'atMost' },
} as const satisfies Record<Exclude<GradedTerm, 'bonusType'>, { weight: number; limits: readonly number[]; direction: 'atMost' | 'atLeast' }>;

/** The bonus type's points and weight: the non-sticky bonus risks the player's deposit least, the sticky one most. */
export const BONUS_TYPE_POINTS: Readonly<Record<BonusType, number>> = { non_sticky: 4, cashable: 3, sticky: 1 };
export const BONUS_TYPE_WEIGHT = 2;

export type Grade = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** The least score of each grade; below the last, F. */
export const GRADE_BANDS: ReadonlyArray<{ grade: Exclude<Grade, 'F'>; minScore: number }> = [
  { grade: 'A', minScore: 3.5 },
  { grade: 'B', minScore: 3 },
  { grade: 'C', minScore: 2.5 },
  { grade: 'D', minScore: 2 },
  { grade: 'E', minScore: 1.5 },
];

export type RedFlag =
  /** A cash-out cap below three times the bonus. */
  | 'lowCap'
  /** Wagering on deposit + bonus. */
  | 'depositWagering'
  | 'stickyBonus'
  /** Fewer than 7 days to finish. */
  | 'shortDeadline'
  /** A maximum bet under 1 % of the start. */
  | 'lowMaxBet'
  /** Slots count less than 100 %. */
  | 'partialSlotContribution';

export interface OfferGrade {
  grade: Grade;
  /** The weighted mean of the points, 0 to 4, to two decimals. */
  score: number;
  /** Each term's points, 0 to 4, in the order of `GradedTerm`. */
  points: Readonly<Record<GradedTerm, number>>;
  flags: readonly RedFlag[];
}

const MAX_POINTS = 4;

/** Points from bands: 4 for the first band met, 3 for the second, …, 0 past the last; no figure is no limit (4). */
function bandPoints(figure: number | null, { limits, direction }: { limits: readonly number[]; direction: 'atMost' | 'atLeast' }, scale = 1): number {
  if (figure === null) return MAX_POINTS;
  const met = limits.findIndex((limit) => (direction === 'atMost' ? figure <= limit * scale : figure >= limit * scale));
  return met === -1 ? 0 : MAX_POINTS - met;
}

/** A stated limit: null for 0 or no figure, as the value model reads its terms. */
const stated = (value: number | null) => (value === null || value <= 0 ? null : value);

/**
 * The multiple the wagering band reads: the multiple on the bonus alone, or null for no wagering. With no bonus there is
 * nothing to wager on the bonus, however the multiple reads: free spins are then the offer, and their winnings are
 * wagered at their own multiple (null: none), which plays the bonus's part.
 */
function wageringFigure({ bonus, deposit, wageringMultiple, wageringBase, freeSpins, freeSpinWagering }: GradedTerms): number | null {
  if (bonus <= 0) return freeSpins > 0 ? freeSpinWagering : null;
  if (wageringMultiple === null) return null;
  return wageringBase === 'deposit_bonus' ? (wageringMultiple * (deposit + bonus)) / bonus : wageringMultiple;
}

export function gradeOffer(terms: GradedTerms): OfferGrade {
  const { bonus, deposit } = terms;
  const start = deposit + bonus;
  const multiple = terms.wageringMultiple;
  const maxBet = stated(terms.maxBet);
  const maxCashout = stated(terms.maxCashout);
  const days = stated(terms.daysToComplete);
  const minDeposit = stated(terms.minDeposit);

  const points: Record<GradedTerm, number> = {
    wagering: bandPoints(wageringFigure(terms), TERM_BANDS.wagering),
    bonusType: BONUS_TYPE_POINTS[terms.bonusType],
    days: bandPoints(days, TERM_BANDS.days),
    // Percent of the start: maxBet ≥ limit % of start ⇔ maxBet × 100 ≥ limit × start.
    maxBet: bandPoints(maxBet === null ? null : maxBet * 100, TERM_BANDS.maxBet, start),
    // Multiples of the bonus; a cap on an offer without a bonus caps free-spin winnings and is judged by its flag.
    maxCashout: bandPoints(maxCashout === null || bonus <= 0 ? null : maxCashout, TERM_BANDS.maxCashout, bonus),
    minDeposit: bandPoints(minDeposit === null ? null : minDeposit * terms.liraPerUnit, TERM_BANDS.minDeposit),
  };

  const weights: Record<GradedTerm, number> = {
    wagering: TERM_BANDS.wagering.weight,
    bonusType: BONUS_TYPE_WEIGHT,
    days: TERM_BANDS.days.weight,
    maxBet: TERM_BANDS.maxBet.weight,
    maxCashout: TERM_BANDS.maxCashout.weight,
    minDeposit: TERM_BANDS.minDeposit.weight,
  };
  const graded = Object.keys(weights) as GradedTerm[];
  const weighted = graded.reduce((sum, term) => sum + points[term] * weights[term], 0);
  const totalWeight = graded.reduce((sum, term) => sum + weights[term], 0);
  const score = weighted / totalWeight;
  const grade = GRADE_BANDS.find(({ minScore }) => score >= minScore)?.grade ?? 'F';

  const flags: RedFlag[] = [];
  if (maxCashout !== null && bonus > 0 && maxCashout < 3 * bonus) flags.push('lowCap');
  if (multiple !== null && terms.wageringBase === 'deposit_bonus') flags.push('depositWagering');
  if (terms.bonusType === 'sticky') flags.push('stickyBonus');
  if (days !== null && days < 7) flags.push('shortDeadline');
  if (maxBet !== null && maxBet * 100 < start) flags.push('lowMaxBet');
  if (terms.slotContribution < 100) flags.push('partialSlotContribution');

  return { grade, score: Math.round(score * 100) / 100, points, flags };
}
