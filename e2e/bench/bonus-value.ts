/**
 * Bonus-value bench: the simulation's runs (20,000, or more for the target standard error) of a 35× offer (a 100 % match of 1,000 TL, 35× the bonus, 10 TL a
 * spin on a 96 % game: 3,500 spins a run), once per volatility class. One warm-up, then 7 timed calls; prints their
 * median and p95 and the figures the model computed as a Markdown table. Then every seeded offer as the site values
 * it: the demo content seeded into a temporary PGlite store in memory (no server), each published casino's
 * stored value read as its review page reads it, and the same offer valued again here, timed. In-process, bounded;
 * asserts nothing.
 */
import { cpus, loadavg } from 'node:os';
import type { CasinoOfferValue } from 'shared-data';
import {
  calculateBonusValue,
  valueOffer,
  VOLATILITY_CLASSES,
  type BonusValueInput,
  type VolatilityClass,
} from 'shared-data/bonus-value';
import { compareCasinos, findCasino, openStore, prepareStore, usdTryRate } from '@shared-data/store';
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
    minStake: null,
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
  rows.push([
    volatility,
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
    `${(result.finishProbability * 100).toFixed(1)} %`,
    tl(result.expectedCashout),
    `${tl(result.expectedNetValue)} ± ${tl(result.standardError)}`,
    `${(result.withdrawProbability * 100).toFixed(1)} % / ${(result.profitProbability * 100).toFixed(1)} %`,
    result.medianCashout === null ? '–' : tl(result.medianCashout),
    tl(result.closedForm?.expectedValue ?? Number.NaN),
  ]);
}

printTable(
  'Bonus value: 35× a 1,000 TL bonus (deposit 1,000, 10 TL a spin, RTP 96 %), 20,000 runs or more for the target standard error',
  ['volatility', 'median ms', 'p95 ms', 'finished', 'E[cash-out] TL', 'E[net] TL ± se', 'withdraw / more than deposit', 'median cash-out of withdrawals', 'closed form TL'],
  rows,
  [
    `${TIMED_CALLS} timed calls per class after one warm-up (p95 of 7 is the slowest); seed 1.`,
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)} at the end.`,
  ],
);

// ---- every seeded offer, as the review pages show it ---------------------------------------------------------

const amount = (n: number, currency: string, signed = false) =>
  `${signed && n >= 0.005 ? '+' : ''}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** JSON with every object's keys sorted: the store's jsonb keeps keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The figures a stored value and one computed now must share (the simulation is seeded: equal inputs, equal runs). */
const figuresOf = (value: CasinoOfferValue) =>
  canonical(
    value.kind === 'value'
      ? [value.play, value.value.closedForm, value.value.parts, value.value.expectedNetValue, value.value.finishProbability, value.value.histogram, value.sensitivity]
      : value.kind === 'refused'
        ? [value.play, value.error]
        : [],
  );

const store = await openStore({ kind: 'memory' });
try {
  const seeding = await prepareStore(store);
  const { choices } = await compareCasinos(store.db, '');
  const rate = await usdTryRate(store.db);
  const offers: string[][] = [];
  for (const { slug } of choices) {
    const casino = await findCasino(store.db, slug);
    if (!casino) continue;
    const stored = casino.value ?? { kind: 'noGame' as const };
    const currency = casino.bonusDetails.currency;
    const place = casino.inRanking ? 'ranking' : 'popups';
    if (stored.kind === 'noGame') {
      offers.push([casino.name, place, 'none', '–', '–', '–', 'no reference game', '–', '–', '–', '–', '–', '–']);
      continue;
    }
    const started = performance.now();
    const again = casino.terms ? valueOffer(casino.terms, stored.game, stored.kind === 'value' ? stored.freeSpinGame : null) : null;
    const ms = (performance.now() - started).toFixed(0);
    const same = again && figuresOf({ ...again, game: stored.game } as CasinoOfferValue) === figuresOf(stored) ? 'yes' : 'NO';
    const game = `${stored.game.name} (${stored.game.rtp.toFixed(2)} %, ${stored.game.volatility})`;
    const { deposit, bet } = stored.play;
    if (stored.kind === 'refused') {
      const why = `none: ${stored.error.field} ${stored.error.code}`;
      offers.push([casino.name, place, game, amount(deposit, currency), amount(bet, currency), '–', why, '–', '–', '–', '–', ms, same]);
      continue;
    }
    const v = stored.value;
    const inLira = currency === 'USD' ? (rate === null ? '–' : amount(v.expectedNetValue * rate, 'TL', true)) : amount(v.expectedNetValue, 'TL', true);
    offers.push([
      casino.name,
      place,
      game,
      amount(deposit, currency),
      amount(bet, currency),
      v.parts.map((part) => `${part.part === 'match' ? 'bonus' : 'spins'} ${amount(part.closedFormValue, currency, true)}`).join(', '),
      `${amount(v.expectedNetValue, currency, true)} ± ${amount(v.standardError, currency)} (${v.runs.toLocaleString('en-US')} runs)`,
      inLira,
      `${(v.withdrawProbability * 100).toFixed(2)} %`,
      stored.sensitivity
        .map((row) => `${row.bet}: ${row.kind === 'value' ? amount(row.expectedNetValue, currency, true) : row.error.code}`)
        .join(' / ') || 'no wagering',
      stored.freeSpinGame?.name ?? '–',
      ms,
      same,
    ]);
  }
  printTable(
    'Every seeded offer as its review page shows it: the standard play (deposit, 1 % bet, reference game), seed 1',
    [
      'casino',
      'shown in',
      'reference game (RTP, volatility)',
      'deposit',
      'bet',
      'closed form by part',
      'E[net] (sim) ± se',
      'E[net] in TL',
      'withdraw',
      'E[net] at min / standard / max bet',
      'free-spin slot',
      'valued in ms',
      'same as stored',
    ],
    offers,
    [
      `The demo content seeded into PGlite in memory (${seeding.milliseconds} ms: migrations, seed and the stored values); each casino read with findCasino, as /casinolar/<slug> reads it.`,
      `E[net] in TL: a USD value at the settings' rate${rate === null ? ' (none set)' : ` of ${rate.toFixed(2)} TL`}, as the ranking by value orders them.`,
      'Closed form: bonus − wagering × house edge (no ruin); E[net]: the simulated cash-out less the deposit (a run that goes bust stops wagering).',
      "valued in ms: valueOffer on the casino's terms and game, run here once more; 'same as stored': its figures equal the stored ones.",
    ],
  );
} finally {
  await store.close();
}
