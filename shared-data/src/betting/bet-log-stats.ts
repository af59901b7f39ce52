/**
 * The bet log's statistics: what the settled bets staked and returned, and whether the prices taken beat the close.
 * Only settled bets count ('bekliyor' has no outcome yet). Money is left unrounded here; the page rounds for display.
 */

import { betProfit, closingValue, type LoggedBet } from './bet-log.ts';

/** Fewer bets with a closing price than this say too little about CLV to judge it. */
export const CLV_MIN_SAMPLE = 50;
/** t at or above this (about a 2.5% one-sided chance under no edge, for a sample of 50 or more) reads as an edge. */
const CLV_T_THRESHOLD = 2;

/** Which settled bets to count: dates inclusive ('YYYY-MM-DD'), the market exactly as logged; empty means any. */
export interface BetLogFilter {
  from?: string;
  to?: string;
  market?: string;
}

export interface ClvStats {
  /** Settled bets with a CLV. */
  n: number;
  mean: number | null;
  /** Share (0–1) of those bets whose CLV is above 0. */
  beatCloseShare: number | null;
  /** Sample standard deviation (n − 1); null below 2 bets. */
  sd: number | null;
  /** mean ÷ (sd ÷ √n); null below 2 bets or when every CLV is the same. */
  t: number | null;
  /** n < CLV_MIN_SAMPLE: the page says so instead of reading t. */
  tooSmall: boolean;
}

export interface BetLogStats {
  /** Settled bets, voids included. */
  count: number;
  /** TL risked: the stakes of the settled bets except voids, which returned their stake and risked nothing. */
  staked: number;
  profit: number;
  /** profit ÷ staked; null when nothing was staked. */
  roi: number | null;
  /** See `betLogStats`; null when no bet was won or lost. */
  winRate: number | null;
  /** Arithmetic mean of the odds taken, voids included (their price was taken all the same); null with no bets. */
  averageOdds: number | null;
  clv: ClvStats;
}

type StatsBet = Pick<LoggedBet, 'date' | 'market' | 'odds' | 'stake' | 'result' | 'closingSide' | 'closingOthers'>;

function settledBets<B extends StatsBet>(bets: readonly B[], filter: BetLogFilter): B[] {
  const { from, to, market } = filter;
  // ISO dates compare as text in calendar order.
  return bets.filter(
    (b) => b.result !== 'bekliyor' && (!from || b.date >= from) && (!to || b.date <= to) && (!market || b.market === market),
  );
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const mean = (values: readonly number[]) => (values.length === 0 ? null : sum(values) / values.length);

function clvStats(clvs: readonly number[]): ClvStats {
  const n = clvs.length;
  const average = mean(clvs);
  let sd: number | null = null;
  if (average !== null && n >= 2) {
    // Equal values give exactly 0, which the sum below may miss by a rounding error (and make t enormous).
    sd = clvs.every((v) => v === clvs[0]) ? 0 : Math.sqrt(sum(clvs.map((v) => (v - average) ** 2)) / (n - 1));
  }
  return {
    n,
    mean: average,
    beatCloseShare: n === 0 ? null : clvs.filter((v) => v > 0).length / n,
    sd,
    t: average === null || sd === null || sd === 0 ? null : average / (sd / Math.sqrt(n)),
    tooSmall: n < CLV_MIN_SAMPLE,
  };
}

/**
 * Totals of the settled bets that pass `filter`.
 *
 * Win rate: bets won or half won ÷ settled bets other than voids. A void was cancelled, neither won nor lost, so
 * counting it would pull the rate down for no reason; a half result counts by the side it fell on, as its profit does
 * (half won made money, half lost lost some).
 */
export function betLogStats(bets: readonly StatsBet[], filter: BetLogFilter = {}): BetLogStats {
  const settled = settledBets(bets, filter);
  const risked = settled.filter((b) => b.result !== 'iade');
  const staked = sum(risked.map((b) => b.stake));
  const profit = sum(settled.map((b) => betProfit(b) ?? 0));
  const wins = risked.filter((b) => b.result === 'kazandi' || b.result === 'yarim-kazandi').length;
  const clvs = settled.flatMap((b) => {
    const value = closingValue(b);
    return value === null ? [] : [value.clv];
  });
  return {
    count: settled.length,
    staked,
    profit,
    roi: staked === 0 ? null : profit / staked,
    winRate: risked.length === 0 ? null : wins / risked.length,
    averageOdds: mean(settled.map((b) => b.odds)),
    clv: clvStats(clvs),
  };
}

/** The t statistic of the mean CLV in one plain Turkish sentence for the reader. */
export function tStatisticSentence(t: number | null, n: number): string {
  if (n < CLV_MIN_SAMPLE) {
    return `Kapanış oranına göre bir sonuç çıkarmak için örneklem çok küçük: ${n} bahis var, en az ${CLV_MIN_SAMPLE} gerekir.`;
  }
  if (t === null) return 'Bütün bahislerin CLV değeri aynı; dağılım olmadığı için t değeri hesaplanamıyor.';
  if (t >= CLV_T_THRESHOLD) {
    return 'Aldığınız oranlar kapanış oranını tutarlı biçimde geçiyor; bu, şansla açıklanabilecek olandan fazlası.';
  }
  if (t > 0) return 'Kapanış oranını geçtiğinize dair bir işaret var, ama bu fark şans eseri de olabilir.';
  return 'Bahisleriniz ortalamada kapanış oranını geçemedi.';
}

export interface SeriesPoint {
  id: string;
  date: string;
  profit: number;
  /** stake × CLV when the bet has a CLV and was not void; else 0. */
  expectedProfit: number;
  cumulativeProfit: number;
  cumulativeExpectedProfit: number;
}

/**
 * The chart's line: settled bets (those passing `filter`) by date, bets of one day in the order they were logged,
 * with running totals of the profit and of the profit their CLV predicts. A void's expected profit is 0: its stake
 * came back, so the price it was taken at no longer earns or costs anything.
 */
export function cumulativeSeries(bets: readonly LoggedBet[], filter: BetLogFilter = {}): SeriesPoint[] {
  // Array.prototype.sort is stable, so bets of the same date keep the order of the log.
  const ordered = [...settledBets(bets, filter)].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let cumulativeProfit = 0;
  let cumulativeExpectedProfit = 0;
  return ordered.map((bet) => {
    const profit = betProfit(bet) ?? 0;
    const clv = bet.result === 'iade' ? null : closingValue(bet);
    const expectedProfit = clv === null ? 0 : bet.stake * clv.clv;
    cumulativeProfit += profit;
    cumulativeExpectedProfit += expectedProfit;
    return { id: bet.id, date: bet.date, profit, expectedProfit, cumulativeProfit, cumulativeExpectedProfit };
  });
}
