import { describe, expect, it } from 'vitest';
import { ratingParts, weightedMean, weightedRating } from './rating.ts';

const scores = (bonus: number, payments: number, games: number, support: number, trust: number) => ({
  ratingBonus: bonus,
  ratingPayments: payments,
  ratingGames: games,
  ratingSupport: support,
  ratingTrust: trust,
});

describe('weightedRating', () => {
  it('has weights that add up to 100 %', () => {
    expect(ratingParts.reduce((sum, part) => sum + part.weight, 0)).toBe(100);
  });

  it.each([
    // 5,0×0,30 + 4,9×0,25 + 4,8×0,20 + 4,9×0,15 + 4,8×0,10 = 1,5 + 1,225 + 0,96 + 0,735 + 0,48 = 4,9
    [scores(5.0, 4.9, 4.8, 4.9, 4.8), 4.9, 4.9],
    // 1,41 + 1,2 + 1,0 + 0,72 + 0,47 = 4,8
    [scores(4.7, 4.8, 5.0, 4.8, 4.7), 4.8, 4.8],
    // 1,47 + 1,175 + 0,88 + 0,705 + 0,47 = 4,7
    [scores(4.9, 4.7, 4.4, 4.7, 4.7), 4.7, 4.7],
    // 1,5 + 1,125 + 0,8 + 0,6 + 0,4 = 4,425 → 4,4
    [scores(5, 4.5, 4, 4, 4), 4.4, 4.425],
    // 0,9 + 0,75 + 0,6 + 0,45 + 0,35 = 3,05 → 3,1 (half up)
    [scores(3, 3, 3, 3, 3.5), 3.1, 3.05],
    [scores(0, 0, 0, 0, 0), 0, 0],
    [scores(5, 5, 5, 5, 5), 5, 5],
  ])('%o → %s', (parts, rating, mean) => {
    expect(weightedRating(parts)).toBe(rating);
    expect(weightedMean(parts)).toBeCloseTo(mean, 10);
  });
});
