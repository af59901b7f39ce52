// @vitest-environment node
import { calculateArbitrage, type ArbitrageInput, type ArbitrageOutcome, type StakeRounding } from 'shared-data/betting';
import { describe, expect, it } from 'vitest';
import { buildArbitrageSummary } from './arbitrage-summary.ts';

// The figures are those of shared-data's surebet cases (arbplay's 2.08 / 2.00 and the others named there), written
// by hand in tr-TR notation.

function summaryOf(outcomes: ArbitrageOutcome[], rounding?: StakeRounding, labels?: readonly string[]): string {
  const input: ArbitrageInput = { outcomes, stake: { kind: 'total', amount: 100 }, rounding };
  const result = calculateArbitrage(input);
  if (result.kind === 'invalid') throw new Error(`expected a market, got ${JSON.stringify(result)}`);
  return buildArbitrageSummary(result, labels);
}

const prices = (...odds: number[]) => odds.map((o) => ({ odds: o }));

describe('buildArbitrageSummary', () => {
  it('writes arbplay’s two-way example in Turkish', () => {
    // hand: stakes 49.02 / 50.98, returns 101.96 either way, margin (0.980769 − 1) × 100 = −1.92%
    expect(summaryOf(prices(2.08, 2))).toBe(
      [
        'Surebet hesabı',
        '1: oran 2,08 · yatırım 49,02 TL · dönüş 101,96 TL · kâr 1,96 TL',
        '2: oran 2,00 · yatırım 50,98 TL · dönüş 101,96 TL · kâr 1,96 TL',
        'Toplam yatırım: 100,00 TL',
        'Garanti dönüş: 101,96 TL',
        'Garanti kâr: 1,96 TL (1,96%)',
        'Piyasa marjı: -1,92%',
      ].join('\n'),
    );
  });

  it('names the outcomes 1, X, 2 and notes coarse rounding and the worst case', () => {
    // hand: 40.34 → 40, 32.77 → 30, 26.89 → 30 at 10 TL; returns 104, 96, 117; margin (0.9535256 − 1) × 100 = −4.65%
    expect(summaryOf(prices(2.6, 3.2, 3.9), 10)).toBe(
      [
        'Surebet hesabı',
        '1: oran 2,60 · yatırım 40,00 TL · dönüş 104,00 TL · kâr 4,00 TL',
        'X: oran 3,20 · yatırım 30,00 TL · dönüş 96,00 TL · kâr -4,00 TL',
        '2: oran 3,90 · yatırım 30,00 TL · dönüş 117,00 TL · kâr 17,00 TL',
        'Toplam yatırım: 100,00 TL',
        'Garanti dönüş: 96,00 TL',
        'En kötü sonuç: -4,00 TL (-4,00%)',
        'Piyasa marjı: -4,65%',
        'Yatırımlar 10 TL’ye yuvarlandı; dönüş ve kâr bu yüzden sonuca göre değişir.',
      ].join('\n'),
    );
  });

  it('shows the commission and the caller’s labels', () => {
    // hand: e = 1 + 1.04 × 0.98 = 2.0192; 102.942 and 102.938816 both show as 102,94; margin −2.8564 → -2,86%
    const exchange = [{ odds: 2.1 }, { odds: 2.04, commissionPercent: 2 }];
    expect(summaryOf(exchange, undefined, ['Ev sahibi', 'Deplasman'])).toBe(
      [
        'Surebet hesabı',
        'Ev sahibi: oran 2,10 · yatırım 49,02 TL · dönüş 102,94 TL · kâr 2,94 TL',
        'Deplasman: oran 2,04 (komisyon 2,00%, net oran 2,02) · yatırım 50,98 TL · dönüş 102,94 TL · kâr 2,94 TL',
        'Toplam yatırım: 100,00 TL',
        'Garanti dönüş: 102,94 TL',
        'Garanti kâr: 2,94 TL (2,94%)',
        'Piyasa marjı: -2,86%',
      ].join('\n'),
    );
  });

  it('says there is no arbitrage, with the margin', () => {
    // hand: 2/1.9 = 1.0526 → 5,26%
    expect(summaryOf(prices(1.9, 1.9))).toBe(
      ['Surebet hesabı', '1: oran 1,90', '2: oran 1,90', 'Arbitraj yok: piyasa marjı 5,26%; bu oranlarla kâr garanti edilemez.'].join('\n'),
    );
  });
});
