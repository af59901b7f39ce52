/**
 * Bonus-value bench: the simulation's 20,000 runs of a 35× offer (a 100 % match of 1,000 TL, 35× the bonus, 10 TL a
 * spin on a 96 % game: 3,500 spins a run), once per volatility class. One warm-up, then 7 timed calls; prints their
 * median and p95 and the figures the model computed as a Markdown table. In-process, bounded; asserts nothing.
 */
import { cpus, loadavg } from 'node:os';
import { calculateBonusValue, VOLATILITY_CLASSES, type BonusValueInput, type VolatilityClass } from 'shared-data/bonus-value';
import { percentile, printTable } from './table.ts';

const TIMED_CALLS = 7;

const offer = (volatility: VolatilityClass): BonusValueInput => ({
  terms: {
    bonusAmount: 1000,
    bonusPercent: 100,
    wageringMultiple: 35,
    wageringBase: 'bonus',
    minDeposit: null,
    maxBet: 10,
    maxCashout: null,
  },
  deposit: 1000,
  rtpPercent: 96,
  volatility,
  bet: 10,
});

const tl = (n: number) => Math.round(n).toLocaleString('en-US');
const rows: string[][] = [];
for (const volatility of VOLATILITY_CLASSES) {
  let result = calculateBonusValue(offer(volatility)); // the warm-up
  const times: number[] = [];
  for (let call = 0; call < TIMED_CALLS; call += 1) {
    const started = performance.now();
    result = calculateBonusValue(offer(volatility));
    times.push(performance.now() - started);
  }
  if (result.kind !== 'bonusValue') throw new Error(`refused: ${JSON.stringify(result)}`);
  const { netValue } = result;
  rows.push([
    volatility,
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
    `${(result.finishProbability * 100).toFixed(1)} %`,
    tl(result.expectedCashout),
    `${tl(result.expectedNetValue)} ± ${tl(result.standardError)}`,
    `${tl(netValue.p10)} / ${tl(netValue.p50)} / ${tl(netValue.p90)}`,
    tl(result.closedForm.expectedValue),
  ]);
}

printTable(
  'Bonus value: 20,000 runs of 35× a 1,000 TL bonus (deposit 1,000, 10 TL a spin, RTP 96 %)',
  ['volatility', 'median ms', 'p95 ms', 'finished', 'E[cash-out] TL', 'E[net] TL ± se', 'net p10 / p50 / p90', 'closed form TL'],
  rows,
  [
    `${TIMED_CALLS} timed calls per class after one warm-up (p95 of 7 is the slowest); seed 1.`,
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)} at the end.`,
  ],
);
