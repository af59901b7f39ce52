/**
 * A casino's rating and its parts: five parts scored from 0 to 5 with one decimal, each with a fixed
 * weight in percent. The rating shown is their weighted mean, rounded half up to one decimal; with parts of one
 * decimal the mean has at most three, and it is worked out in whole numbers so 4,85 is never 4,8499…. The pages and
 * the admin word the parts (their labels live with the UI).
 */
export const ratingParts = [
  { key: 'ratingBonus', weight: 30 },
  { key: 'ratingPayments', weight: 25 },
  { key: 'ratingGames', weight: 20 },
  { key: 'ratingSupport', weight: 15 },
  { key: 'ratingTrust', weight: 10 },
] as const;

export type RatingPartKey = (typeof ratingParts)[number]['key'];
export type RatingScores = Readonly<Record<RatingPartKey, number>>;

/** The weighted mean of the parts, to one decimal (half up). */
export function weightedRating(scores: RatingScores): number {
  // Tenths × percent: a whole number, 100 times the mean in tenths.
  const total = ratingParts.reduce((sum, { key, weight }) => sum + Math.round(scores[key] * 10) * weight, 0);
  return Math.floor((total + 50) / 100) / 10;
}

/** The unrounded weighted mean, for a breakdown that shows the sum. */
export function weightedMean(scores: RatingScores): number {
  return ratingParts.reduce((sum, { key, weight }) => sum + Math.round(scores[key] * 10) * weight, 0) / 1000;
}
