import { describe, expect, it } from 'vitest';
import { roundTo } from '../format.ts';
import {
  calculateArbitrage,
  type Arbitrage,
  type ArbitrageInput,
  type ArbitrageOutcome,
  type ArbitrageResult,
  type ArbitrageStake,
  type NoArbitrage,
  type StakeRounding,
} from './surebet.ts';

// Sources named beside the cases: arbplay.app "How to calculate a sure bet" (2.08 / 2.00 worked example); Betfair
// Australia hub "Arbitrage betting" (2.12 / 2.16); robert-hatton.blogspot.com "How to calculate a SureBet" (2.60 /
// 3.20 / 3.90); arbshop.com "The sports arbitrage formula" (1.43 / 3.9 with 100 on the first); rommelbartolome.com
// "Arbitrage betting" (2.25 / 3.5 / 3.6 = 100.79%); Smarkets help "How to calculate betting exchange commission into
// odds" (commission table); 'hand' = worked out beside the case, to the cent.

const r2 = (values: readonly number[]) => values.map((v) => roundTo(v, 2));

function arbitrageOf(result: ArbitrageResult): Arbitrage {
  if (result.kind !== 'arbitrage') throw new Error(`expected an arbitrage, got ${JSON.stringify(result)}`);
  return result;
}

function noArbitrageOf(result: ArbitrageResult): NoArbitrage {
  if (result.kind !== 'noArbitrage') throw new Error(`expected no arbitrage, got ${JSON.stringify(result)}`);
  return result;
}

const hundred: ArbitrageStake = { kind: 'total', amount: 100 };
const market = (outcomes: ArbitrageOutcome[], stake: ArbitrageStake = hundred, rounding?: StakeRounding): ArbitrageInput => ({
  outcomes,
  stake,
  rounding,
});
const total = (odds: readonly (number | null)[], amount: number | null, rounding?: StakeRounding) =>
  market(odds.map((o) => ({ odds: o })), { kind: 'total', amount }, rounding);
const fixed = (outcomeIndex: number, amount: number) => ({ kind: 'fixed', outcomeIndex, amount }) as const;
// A bookmaker's 2.10 against an exchange's 2.04 with 2% commission.
const exchange = market([{ odds: 2.1 }, { odds: 2.04, commissionPercent: 2 }]);
const twoEven = [{ odds: 2.1 }, { odds: 2.1 }];

describe('calculateArbitrage', () => {
  it('splits 100 over 2.08 / 2.00 into 49.02 and 50.98 for a 1.96% profit', () => {
    // arbplay: Σ = 0.9808, profit % = 1/0.9808 − 1 ≈ 1.96%, stakes €49.02 and €50.98, return €101.96 either way
    const result = arbitrageOf(calculateArbitrage(total([2.08, 2], 100)));
    expect(result.stakes).toEqual([49.02, 50.98]);
    expect(r2(result.returns)).toEqual([101.96, 101.96]);
    expect(result.totalStake).toBe(100);
    expect(result.guaranteedReturn).toBeCloseTo(101.96, 2);
    expect(result.guaranteedProfit).toBeCloseTo(1.96, 2);
    expect(result.theoreticalProfitPercent).toBeCloseTo(1.96, 2);
    expect(result.bookSum).toBeCloseTo(0.9808, 4);
    expect(result.marginPercent).toBeCloseTo(-1.92, 2); // hand: (0.980769 − 1) × 100
  });

  it('finds the 6.98% arbitrage of Betfair’s 2.12 / 2.16 example', () => {
    // Betfair AU: 100/2.12 = 47.17% + 100/2.16 = 46.29% → 93.47%, profit 1/0.9347 = 6.98% (the page rounds first;
    // hand, unrounded: 1/0.934661 − 1 = 6.99%)
    const result = arbitrageOf(calculateArbitrage(total([2.12, 2.16], 100)));
    expect(result.bookSum * 100).toBeCloseTo(93.47, 2);
    expect(result.theoreticalProfitPercent).toBeCloseTo(6.98, 1);
    expect(result.marginPercent).toBeCloseTo(-6.53, 2);
  });

  it('splits a three-way 2.60 / 3.20 / 3.90 market', () => {
    // robert-hatton: total cost 0.38 + 0.31 + 0.26 = 0.95, "without rounding the profit is 4.87%";
    // hand: Σ = 0.9535256; 100 × 0.3846154 / Σ = 40.34, 100 × 0.3125 / Σ = 32.77, 100 × 0.2564103 / Σ = 26.89;
    // returns 40.34 × 2.6 = 104.884, 32.77 × 3.2 = 104.864, 26.89 × 3.9 = 104.871
    const result = arbitrageOf(calculateArbitrage(total([2.6, 3.2, 3.9], 100)));
    expect(result.bookSum).toBeCloseTo(0.95, 2);
    expect(result.theoreticalProfitPercent).toBeCloseTo(4.87, 2);
    expect(result.stakes).toEqual([40.34, 32.77, 26.89]);
    expect(result.returns).toEqual([expect.closeTo(104.884, 9), expect.closeTo(104.864, 9), expect.closeTo(104.871, 9)]);
    expect(result.guaranteedReturn).toBeCloseTo(104.864, 9);
    expect(result.guaranteedProfit).toBeCloseTo(4.864, 9);
  });

  it('derives the other stake from a fixed stake', () => {
    // arbshop: 1/1.43 + 1/3.9 = 0.956; 100 on 1.43 and 100 × 1.43 / 3.9 = 36.67 on 3.9; "r1 = 100 × 1.43 = 143";
    // hand: total 136.67, 36.67 × 3.9 = 143.013, profit 143 − 136.67 = 6.33
    const result = arbitrageOf(calculateArbitrage(market([{ odds: 1.43 }, { odds: 3.9 }], fixed(0, 100))));
    expect(result.bookSum).toBeCloseTo(0.956, 3);
    expect(result.stakes).toEqual([100, 36.67]);
    expect(result.totalStake).toBeCloseTo(136.67, 9);
    expect(result.returns).toEqual([expect.closeTo(143, 9), expect.closeTo(143.013, 9)]);
    expect(result.guaranteedProfit).toBeCloseTo(6.33, 9);
  });

  it.each([
    // outcome, fixed amount, rounding, stakes, returns — hand, see each line
    [0, 100, 1, [100, 37], [143, 144.3]], // arbshop market: 36.67 → 37; 37 × 3.9 = 144.3
    [1, 36.67, 0.01, [100.01, 36.67], [143.0143, 143.013]], // hand: 36.67 × 3.9 = 143.013; / 1.43 = 100.009 → 100.01
  ] as const)('fixes outcome %d at %d with rounding %d', (outcomeIndex, amount, rounding, stakes, returns) => {
    const result = arbitrageOf(calculateArbitrage(market([{ odds: 1.43 }, { odds: 3.9 }], fixed(outcomeIndex, amount), rounding)));
    expect(result.stakes).toEqual(stakes);
    expect(result.returns).toEqual(returns.map((r) => expect.closeTo(r, 9)));
  });

  it.each([
    // total, rounding, stakes, returns, profits — market 2.08 / 2.00 of arbplay, rounded by hand
    [100, 1, [49, 51], [101.92, 102], [1.92, 2]], // 49.02 → 49, 50.98 → 51; 49 × 2.08 = 101.92
    [100, 5, [50, 50], [104, 100], [4, 0]], // 49.02 / 5 = 9.80 → 10, 50.98 / 5 = 10.20 → 10
    [1000, 10, [490, 510], [1019.2, 1020], [19.2, 20]], // 490.20 → 490, 509.80 → 510; 490 × 2.08 = 1019.2
  ] as const)('rounds a total of %d to %d TL and reports each outcome', (amount, rounding, stakes, returns, profits) => {
    const result = arbitrageOf(calculateArbitrage(total([2.08, 2], amount, rounding)));
    expect(result.stakes).toEqual(stakes);
    expect(r2(result.returns)).toEqual(returns);
    expect(r2(result.profits)).toEqual(profits);
    expect(result.guaranteedProfit).toBeCloseTo(Math.min(...profits), 9);
  });

  it('shows a loss on one outcome when coarse rounding breaks the arbitrage', () => {
    // hand: 40.34 → 40, 32.77 → 30, 26.89 → 30; returns 104, 96, 117 on 100 staked
    const result = arbitrageOf(calculateArbitrage(total([2.6, 3.2, 3.9], 100, 10)));
    expect(result.stakes).toEqual([40, 30, 30]);
    expect(r2(result.profits)).toEqual([4, -4, 17]);
    expect(result.guaranteedProfit).toBeCloseTo(-4, 9);
    expect(result.guaranteedProfitPercent).toBeCloseTo(-4, 9);
  });

  it.each([
    [4.25, 2, 4.19], // Smarkets: 1 + (1 − 2/100) × (4.25 − 1) = 4.19
    [4.25, 5, 4.09], // Smarkets table, 5% column
    [2.04, 2, 2.02],
    [2.04, 5, 1.99],
    [3.55, 2, 3.5],
    [3.55, 5, 3.42],
  ])('lowers %d with %d%% commission to effective odds %d', (odds, commissionPercent, effective) => {
    const result = calculateArbitrage(market([{ odds, commissionPercent }, { odds: 100 }]));
    if (result.kind === 'invalid') throw new Error(JSON.stringify(result));
    expect(roundTo(result.effectiveOdds[0] ?? 0, 2)).toBe(effective);
  });

  it('stakes by the effective odds when one side is on an exchange', () => {
    // hand: e = 1 + 1.04 × 0.98 = 2.0192; Σ = 1/2.1 + 1/2.0192 = 0.9714361; stakes 49.02 / 50.98;
    // returns 49.02 × 2.1 = 102.942 and 50.98 × 2.0192 = 102.938816; (1/Σ − 1) × 100 = 2.9404%
    const result = arbitrageOf(calculateArbitrage(exchange));
    expect(result.stakes).toEqual([49.02, 50.98]);
    expect(result.returns).toEqual([expect.closeTo(102.942, 9), expect.closeTo(102.938816, 9)]);
    expect(result.guaranteedReturn).toBeCloseTo(102.938816, 9);
    expect(result.theoreticalProfitPercent).toBeCloseTo(2.9404, 4);
    expect(result.marginPercent).toBeCloseTo(-2.8564, 4);
  });

  it('lets commission turn an arbitrage into none', () => {
    // hand: 1/2.05 + 1/1.97 = 0.995419 (an arbitrage); with 5% on 1.97, e = 1 + 0.97 × 0.95 = 1.9215 and
    // Σ = 0.487805 + 0.520427 = 1.008232, a margin of 0.82%
    expect(calculateArbitrage(total([2.05, 1.97], 100)).kind).toBe('arbitrage');
    const result = noArbitrageOf(calculateArbitrage(market([{ odds: 2.05 }, { odds: 1.97, commissionPercent: 5 }])));
    expect(result.marginPercent).toBeCloseTo(0.8232, 4);
  });

  it.each([
    [[2.25, 3.5, 3.6], 100, 0.79], // rommelbartolome: 1/2.25 + 1/3.5 + 1/3.6 = 100.79%
    [[1.9, 1.9], 100, 5.26], // hand: 2/1.9 = 1.052632
    [[2, 2], 100, 0], // hand: exactly 100%, nothing to gain
    [[1.9, 1.9], null, 5.26], // the margin is known before a stake is typed
  ])('says there is no arbitrage in %j (stake %j) with a margin of %d%%', (odds, amount, margin) => {
    expect(noArbitrageOf(calculateArbitrage(total(odds, amount))).marginPercent).toBeCloseTo(margin, 2);
  });

  const outcomeCount = { code: 'outcomeCount', min: 2, max: 3 } as const;
  const noFixedOutcome = { code: 'noFixedOutcome' } as const;
  it.each([
    [total([2.1], 100), 'outcomes', outcomeCount],
    [total([], 100), 'outcomes', outcomeCount],
    [total([3, 3, 3, 3], 100), 'outcomes', outcomeCount],
    [total([2.1, null], 100), 'odds', { code: 'notANumber', index: 1 }],
    [total([1, 2.1], 100), 'odds', { code: 'notAboveOne', index: 0 }],
    [total([2.1, 0], 100), 'odds', { code: 'notAboveOne', index: 1 }],
    [total([2.1, -2], 100), 'odds', { code: 'notAboveOne', index: 1 }],
    [total([2.1, Number.NaN], 100), 'odds', { code: 'notANumber', index: 1 }],
    [total([2.1, 2_000_000], 100), 'odds', { code: 'oddsTooLarge', max: 1_000_000, index: 1 }],
    [market([{ odds: 2.1, commissionPercent: -1 }, { odds: 2.1 }]), 'commission', { code: 'notAPercent', index: 0 }],
    [market([{ odds: 2.1 }, { odds: 2.1, commissionPercent: 101 }]), 'commission', { code: 'notAPercent', index: 1 }],
    [market([{ odds: 2.1 }, { odds: 2.1, commissionPercent: Number.NaN }]), 'commission', { code: 'notANumber', index: 1 }],
    [total([2.1, 2.1], null), 'stake', { code: 'notANumber' }],
    [total([2.1, 2.1], 0), 'stake', { code: 'notPositive' }],
    [total([2.1, 2.1], -5), 'stake', { code: 'notPositive' }],
    [total([2.1, 2.1], Infinity), 'stake', { code: 'notANumber' }],
    [total([2.1, 2.1], 2_000_000_000), 'stake', { code: 'stakeTooLarge', max: 1_000_000_000 }],
    [total([2.08, 2], 3, 10), 'stake', { code: 'stakeRoundsToZero', step: 10 }], // hand: 1.47 and 1.53 both round to 0 TL
    [market(twoEven, fixed(2, 50)), 'stake', noFixedOutcome],
    [market(twoEven, fixed(-1, 50)), 'stake', noFixedOutcome],
    [market(twoEven, fixed(0.5, 50)), 'stake', noFixedOutcome],
  ] as const)('refuses %j on the field %s', (input, field, problem) => {
    expect(calculateArbitrage(input)).toEqual({ kind: 'invalid', field, ...problem });
  });

  it('stays finite at the largest odds and stake it accepts', () => {
    // hand: Σ = 2e-6, stakes 5e8 each, returns 5e8 × 1e6 = 5e14
    const result = arbitrageOf(calculateArbitrage(total([1_000_000, 1_000_000], 1_000_000_000)));
    const numbers = [...result.stakes, ...result.returns, ...result.profits, result.guaranteedProfitPercent];
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(result.guaranteedReturn).toBeCloseTo(5e14, 0);
  });
});
