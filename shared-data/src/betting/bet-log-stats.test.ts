import { describe, expect, it } from 'vitest';
import { betLogStats, CLV_MIN_SAMPLE, cumulativeSeries, tStatisticSentence } from './bet-log-stats.ts';
import type { LoggedBet } from './bet-log.ts';

let nextId = 0;
/** A bet with only what a case needs; no closing odds unless given. */
function bet(date: string, market: string, odds: number, stake: number, result: LoggedBet['result'], closingSide: number | null = null): LoggedBet {
  nextId++;
  return { id: `b${nextId}`, date, description: '', market, odds, stake, result, closingSide, closingOthers: [] };
}

// Closing side 2.00 with no other prices, so each CLV is odds / 2 − 1: 0.05, −0.02, 0.03 and 0.10.
const log = [
  bet('2024-03-01', '1X2', 2.1, 100, 'kazandi', 2), // +110
  bet('2024-03-02', 'Alt/Üst 2,5', 1.96, 50, 'kaybetti', 2), // −50
  bet('2024-03-03', '1X2', 2.06, 100, 'yarim-kazandi', 2), // 50 × 1.06 = +53
  bet('2024-03-04', '1X2', 2.2, 20, 'yarim-kaybetti', 2), // −10
  bet('2024-03-05', '1X2', 1.8, 30, 'iade'), // 0
  bet('2024-03-06', '1X2', 3, 40, 'bekliyor', 2.5), // not settled: left out of everything
];

describe('betLogStats', () => {
  it('totals the settled bets', () => {
    const stats = betLogStats(log);
    expect(stats).toEqual({
      count: 5, // five settled bets, the void included
      staked: 270, // 100 + 50 + 100 + 20: the void's 30 was not risked
      profit: expect.closeTo(103, 10), // 110 − 50 + 53 − 10 + 0
      roi: expect.closeTo(103 / 270, 10), // ≈ 0.3815
      winRate: 0.5, // won and half won (2) of the four not void
      averageOdds: expect.closeTo(2.024, 10), // (2.10 + 1.96 + 2.06 + 2.20 + 1.80) / 5 = 10.12 / 5
      clv: {
        n: 4,
        mean: expect.closeTo(0.04, 10), // (0.05 − 0.02 + 0.03 + 0.10) / 4 = 0.16 / 4
        beatCloseShare: 0.75, // three of four above 0
        // Deviations 0.01, −0.06, −0.01, 0.06; squares 0.0001 + 0.0036 + 0.0001 + 0.0036 = 0.0074;
        // sd = √(0.0074 / 3) = √0.0024667 ≈ 0.049666.
        sd: expect.closeTo(Math.sqrt(0.0074 / 3), 10),
        // t = 0.04 / (0.049666 / √4) = 0.08 / 0.049666 ≈ 1.6108.
        t: expect.closeTo(0.08 / Math.sqrt(0.0074 / 3), 8),
        tooSmall: true, // 4 < 50
      },
    });
  });

  it('keeps one market only', () => {
    const stats = betLogStats(log, { market: '1X2' });
    expect(stats).toMatchObject({
      count: 4, // the 1X2 bets of 1, 3, 4 and 5 March
      staked: 220, // 100 + 100 + 20
      profit: expect.closeTo(153, 10), // 110 + 53 − 10
      roi: expect.closeTo(153 / 220, 10), // ≈ 0.6955
      winRate: expect.closeTo(2 / 3, 10), // won, half won, half lost
      averageOdds: expect.closeTo(2.04, 10), // (2.10 + 2.06 + 2.20 + 1.80) / 4 = 8.16 / 4
    });
    // CLVs 0.05, 0.03, 0.10: mean 0.06; deviations −0.01, −0.03, 0.04, squares sum 0.0026; sd = √(0.0026 / 2) = √0.0013
    // ≈ 0.036056; t = 0.06 / (0.036056 / √3) ≈ 2.8823.
    expect(stats.clv).toEqual({
      n: 3,
      mean: expect.closeTo(0.06, 10),
      beatCloseShare: 1,
      sd: expect.closeTo(Math.sqrt(0.0013), 10),
      t: expect.closeTo((0.06 * Math.sqrt(3)) / Math.sqrt(0.0013), 8),
      tooSmall: true,
    });
  });

  it('keeps a date range, both ends included', () => {
    expect(betLogStats(log, { from: '2024-03-02', to: '2024-03-04' })).toMatchObject({
      count: 3, // 2, 3 and 4 March
      staked: 170, // 50 + 100 + 20
      profit: expect.closeTo(-7, 10), // −50 + 53 − 10
      roi: expect.closeTo(-7 / 170, 10), // ≈ −0.0412
      winRate: expect.closeTo(1 / 3, 10), // the half won of three
      averageOdds: expect.closeTo(6.22 / 3, 10), // (1.96 + 2.06 + 2.20) / 3
    });
  });

  it('treats an empty bound or market as none', () => {
    expect(betLogStats(log, { from: '', to: '', market: '' })).toEqual(betLogStats(log));
  });

  it('answers null where nothing was risked or nothing matched', () => {
    const nothing = { n: 0, mean: null, beatCloseShare: null, sd: null, t: null, tooSmall: true };
    expect(betLogStats(log, { from: '2025-01-01' })).toEqual({
      count: 0,
      staked: 0,
      profit: 0,
      roi: null,
      winRate: null,
      averageOdds: null,
      clv: nothing,
    });
    // A void alone: one settled bet at 1.80, nothing staked, neither won nor lost.
    expect(betLogStats([bet('2024-01-01', '1X2', 1.8, 30, 'iade')])).toMatchObject({ count: 1, staked: 0, roi: null, winRate: null, averageOdds: 1.8 });
  });

  it('gives no sd or t for one bet, and no t when every CLV is the same', () => {
    expect(betLogStats([log[0] as LoggedBet]).clv).toMatchObject({ n: 1, sd: null, t: null });
    const same = [0, 1, 2].map(() => bet('2024-01-01', '1X2', 2.1, 10, 'kaybetti', 2)); // CLV 0.05 three times
    expect(betLogStats(same).clv).toMatchObject({ n: 3, sd: 0, t: null });
  });

  it('counts the sample as large enough from 50 bets with a CLV', () => {
    const many = (n: number) => Array.from({ length: n }, () => bet('2024-01-01', '1X2', 2.1, 10, 'kaybetti', 2));
    expect(betLogStats(many(CLV_MIN_SAMPLE - 1)).clv.tooSmall).toBe(true);
    expect(betLogStats(many(CLV_MIN_SAMPLE)).clv.tooSmall).toBe(false);
  });
});

describe('tStatisticSentence', () => {
  const small = 'Kapanış oranına göre bir sonuç çıkarmak için örneklem çok küçük: 49 bahis var, en az 50 gerekir.';
  const beats = 'Aldığınız oranlar kapanış oranını tutarlı biçimde geçiyor; bu, şansla açıklanabilecek olandan fazlası.';
  const hint = 'Kapanış oranını geçtiğinize dair bir işaret var, ama bu fark şans eseri de olabilir.';
  const behind = 'Bahisleriniz ortalamada kapanış oranını geçemedi.';
  it.each<[number | null, number, string]>([
    [5, 49, small], // below 50 bets even a large t is not read
    [2, 50, beats], // 50 bets and t = 2: the thresholds themselves
    [3.1, 400, beats],
    [1.99, 50, hint],
    [0.01, 200, hint],
    [0, 50, behind], // a mean CLV of 0 did not beat the close
    [-1.5, 80, behind],
    [null, 60, 'Bütün bahislerin CLV değeri aynı; dağılım olmadığı için t değeri hesaplanamıyor.'],
  ])('t = %s over %d bets', (t, n, sentence) => {
    expect(tStatisticSentence(t, n)).toBe(sentence);
  });
});

describe('cumulativeSeries', () => {
  it('runs through the settled bets by date, a day in the order logged', () => {
    const x = bet('2024-05-02', '1X2', 2, 10, 'kazandi', 1.9); // +10; CLV 2/1.9 − 1 = 0.1/1.9; expected 10 × that ≈ 0.5263
    const y = bet('2024-05-01', '1X2', 1.5, 20, 'kaybetti'); // −20; no CLV, expected 0
    const w = bet('2024-05-01', '1X2', 2, 10, 'bekliyor', 1.9); // not settled
    const z = bet('2024-05-02', '1X2', 3, 10, 'iade', 2.5); // 0; void, so expected 0 although its CLV is 0.2
    const u = bet('2024-05-01', '1X2', 2.5, 4, 'kazandi', 2); // +6; CLV 0.25, expected 4 × 0.25 = 1
    const series = cumulativeSeries([x, y, w, z, u]);
    expect(series.map((p) => [p.id, p.date])).toEqual([
      [y.id, '2024-05-01'],
      [u.id, '2024-05-01'],
      [x.id, '2024-05-02'],
      [z.id, '2024-05-02'],
    ]);
    // Profit −20, +6, +10, 0 → running −20, −14, −4, −4.
    expect(series.map((p) => p.cumulativeProfit)).toEqual([-20, -14, -4, -4]);
    // Expected 0, 1, 0.5263, 0 → running 0, 1, 1.5263, 1.5263.
    expect(series.map((p) => p.cumulativeExpectedProfit)).toEqual([0, 1, expect.closeTo(1 + 1 / 1.9, 10), expect.closeTo(1 + 1 / 1.9, 10)]);
    expect(series.map((p) => p.expectedProfit)).toEqual([0, 1, expect.closeTo(1 / 1.9, 10), 0]);
  });

  it('follows the same filter as the statistics', () => {
    // The one Alt/Üst bet: lost 50, CLV −0.02, so expected 50 × −0.02 = −1.
    const expected = expect.closeTo(-1, 10);
    expect(cumulativeSeries(log, { market: 'Alt/Üst 2,5' })).toEqual([
      { id: log[1]?.id, date: '2024-03-02', profit: -50, expectedProfit: expected, cumulativeProfit: -50, cumulativeExpectedProfit: expected },
    ]);
  });
});
