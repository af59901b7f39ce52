import { describe, expect, it } from 'vitest';
import { calculateMatchedBet, type MatchedBetInput, type MatchedBetType } from './matched-betting.ts';
import { expectFinite, r2 } from './test-support.ts';

const input = (
  betType: MatchedBetType,
  backStake: number | null,
  backOdds: number | null,
  layOdds: number | null,
  commissionPercent: number | null,
): MatchedBetInput => ({ betType, backStake, backOdds, layOdds, commissionPercent });

describe('calculateMatchedBet', () => {
  // [source, input, lay stake, liability, profit if back wins, profit if lay wins, retention %]
  it.each([
    [
      // calculatorlib.com/matched-betting-calculator worked example: lay 250 / 2.55 = 98.04, liability 98.04 × 1.6 =
      // 156.86, profit 150 − 156.86 = −6.86; lay side by hand: 98.0392 × 0.95 − 100 = −6.86.
      'calculatorlib qualifying',
      input('qualifying', 100, 2.5, 2.6, 5),
      98.04, 156.86, -6.86, -6.86, null,
    ],
    [
      // estrelasdepinhel.com "A guide to matched betting": £10 at 3, lay at 2.9, 5%: lay £10.53, breaks even.
      // By hand: 30 / 2.85 = 10.5263; liability 10.5263 × 1.9 = 20.00; 20 − 20 = 0; 10.5263 × 0.95 − 10 = 0.
      'estrelasdepinhel qualifying',
      input('qualifying', 10, 3, 2.9, 5),
      10.53, 20, 0, 0, null,
    ],
    [
      // worked by hand: 10 × 3.0 / (3.1 − 0.02) = 9.7403; liability 9.7403 × 2.1 = 20.4545;
      // back wins 10 × 2 − 20.4545 = −0.45; lay wins 9.7403 × 0.98 − 10 = −0.45.
      'hand-worked qualifying',
      input('qualifying', 10, 3, 3.1, 2),
      9.74, 20.45, -0.45, -0.45, null,
    ],
    [
      // bettorstack.com/bonus-bet-calculator worked example: $50 SNR at 3.00, lay 3.05, 5%: lay 33.33, liability
      // 68.33, +31.67 both ways, "63.3% return". By hand: 50 × 2 / 3.00 = 33.333; 31.667 / 50 = 63.33%.
      'bettorstack SNR',
      input('freeBetSnr', 50, 3, 3.05, 5),
      33.33, 68.33, 31.67, 31.67, 63.33,
    ],
    [
      // calculator-free.com matched betting: $10 free bet at 3.00, lay 3.20, 2%: lay (10 × 2) / 3.18 = 6.29,
      // profit ≈ 6.16. By hand: liability 6.2893 × 2.2 = 13.84; 20 − 13.84 = 6.16; 6.2893 × 0.98 = 6.16; 61.64%.
      'calculator-free SNR',
      input('freeBetSnr', 10, 3, 3.2, 2),
      6.29, 13.84, 6.16, 6.16, 61.64,
    ],
    [
      // theadvantagegambler.com "Stake not returned": £50 SNR at 2.0 / 2.0, commission ignored: lay £25, £25 profit.
      // By hand: liability 25 × 1 = 25; retention 25 / 50 = 50%.
      'advantage gambler SNR',
      input('freeBetSnr', 50, 2, 2, 0),
      25, 25, 25, 25, 50,
    ],
    [
      // worked by hand: SR lay stake as qualifying, 10 × 3.0 / 3.08 = 9.7403; liability 20.4545;
      // back wins 10 × 3 − 20.4545 = 9.5455; lay wins 9.7403 × 0.98 = 9.5455; retention 95.45%.
      'hand-worked SR',
      input('freeBetSr', 10, 3, 3.1, 2),
      9.74, 20.45, 9.55, 9.55, 95.45,
    ],
    [
      // worked by hand, commission at its 100% limit: lay 10 × 2 / (2 − 1) = 20; liability 20 × 1 = 20;
      // back wins 10 − 20 = −10; lay wins 20 × 0 − 10 = −10.
      'hand-worked 100% commission',
      input('qualifying', 10, 2, 2, 100),
      20, 20, -10, -10, null,
    ],
  ] as const)('%s', (_source, given, layStake, liability, ifBack, ifLay, retention) => {
    const result = calculateMatchedBet(given);
    expect(result.kind).toBe('matched');
    if (result.kind !== 'matched') return;
    expect(r2(result.layStake)).toBe(layStake);
    expect(r2(result.liability)).toBe(liability);
    expect(r2(result.profitIfBackWins)).toBe(ifBack);
    expect(r2(result.profitIfLayWins)).toBe(ifLay);
    expect(r2(result.retentionPercent)).toBe(retention);
    expect(result.betType).toBe(given.betType);
    expectFinite(result);
  });

  it.each([
    ['zero stake', input('qualifying', 0, 2, 2, 5), 'backStake', { code: 'notPositive' }],
    ['negative stake', input('freeBetSnr', -10, 2, 2, 5), 'backStake', { code: 'notPositive' }],
    ['empty stake', input('qualifying', null, 2, 2, 5), 'backStake', { code: 'notANumber' }],
    ['NaN stake', input('qualifying', Number.NaN, 2, 2, 5), 'backStake', { code: 'notANumber' }],
    ['infinite stake', input('qualifying', Number.POSITIVE_INFINITY, 2, 2, 5), 'backStake', { code: 'notANumber' }],
    ['back odds 1', input('qualifying', 10, 1, 2, 5), 'backOdds', { code: 'notAboveOne' }],
    ['back odds below 1', input('freeBetSr', 10, 0.5, 2, 5), 'backOdds', { code: 'notAboveOne' }],
    ['lay odds 1', input('qualifying', 10, 2, 1, 5), 'layOdds', { code: 'notAboveOne' }],
    ['lay odds above the shared upper bound', input('qualifying', 10, 2, 1_000_001, 5), 'layOdds', { code: 'oddsTooLarge', max: 1_000_000 }],
    ['empty lay odds', input('qualifying', 10, 2, null, 5), 'layOdds', { code: 'notANumber' }],
    ['negative commission', input('qualifying', 10, 2, 2, -1), 'commissionPercent', { code: 'notAPercent' }],
    ['commission over 100', input('qualifying', 10, 2, 2, 100.5), 'commissionPercent', { code: 'notAPercent' }],
    // Each value is allowed, but 1e308 × 3 overflows: refused rather than answered with Infinity.
    ['overflowing stake', input('qualifying', 1e308, 3, 3, 0), 'backStake', { code: 'overflow' }],
  ] as const)('refuses a %s', (_case, given, field, problem) => {
    expect(calculateMatchedBet(given)).toEqual({ kind: 'invalid', field, ...problem });
  });

  it('answers with finite numbers or a refusal across extreme inputs', () => {
    const values = [null, -1, 0, 1e-9, 1, 1.0001, 2, 1000, 1e12, 1e200, Number.NaN];
    for (const betType of ['qualifying', 'freeBetSnr', 'freeBetSr'] as const) {
      for (const a of values) {
        for (const b of values) {
          for (const c of [null, -1, 0, 5, 100, 101]) {
            const result = calculateMatchedBet(input(betType, a, b, b, c));
            if (result.kind === 'matched') expectFinite(result);
            else expect(result.code).not.toBe('');
          }
        }
      }
    }
  });
});
