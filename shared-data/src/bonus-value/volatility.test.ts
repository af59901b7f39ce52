import { describe, expect, it } from 'vitest';
import { payoutDistribution, VOLATILITY_CLASSES, VOLATILITY_STANDARD_DEVIATIONS } from './volatility.ts';

describe('VOLATILITY_STANDARD_DEVIATIONS', () => {
  it('doubles the standard deviation from one class to the next, from 3', () => {
    expect(VOLATILITY_CLASSES.map((c) => VOLATILITY_STANDARD_DEVIATIONS[c])).toEqual([3, 6, 12, 24]);
  });
});

describe('payoutDistribution', () => {
  // By hand: win = RTP + σ² / RTP; a win comes once every 1 / hitProbability = 1 + (σ / RTP)² spins.
  it.each([
    ['low at 96 %', 0.96, 3, 10.335, 10.765625], // 0.96 + 9 / 0.96 = 0.96 + 9.375; 1 + 3.125² = 10.765625
    ['medium at 96 %', 0.96, 6, 38.46, 40.0625], // 0.96 + 36 / 0.96 = 0.96 + 37.5; 1 + 6.25² = 40.0625
    ['high at 96 %', 0.96, 12, 150.96, 157.25], // 0.96 + 150; 1 + 12.5² = 157.25
    ['very high at 96 %', 0.96, 24, 600.96, 626], // 0.96 + 600; 1 + 25² = 626
    ['a fair coin at double or nothing', 1, 1, 2, 2], // 1 + 1 / 1 = 2; 1 + 1² = 2
    ['no spread: every spin pays the RTP', 0.9, 0, 0.9, 1],
  ])('%s', (_case, rtp, sd, win, spinsPerWin) => {
    const payout = payoutDistribution(rtp, sd);
    expect(payout.win).toBeCloseTo(win, 10);
    expect(1 / payout.hitProbability).toBeCloseTo(spinsPerWin, 10);
  });
});
