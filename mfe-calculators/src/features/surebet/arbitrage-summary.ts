import { formatMoney, formatNumber, formatPercent, roundTo } from 'shared-data';
import type { Arbitrage, NoArbitrage } from 'shared-data/betting';

/** The rule's answer for a market it could judge: an arbitrage with its stakes, or none. */
type Market = Arbitrage | NoArbitrage;

/** Iddaa's names for a three-way market (home, draw, away); a two-way market is simply 1 and 2. */
function defaultLabels(count: number): readonly string[] {
  return count === 3 ? ['1', 'X', '2'] : ['1', '2'];
}

function oddsText(market: Market, index: number): string {
  const odds = formatNumber(market.odds[index] ?? 0);
  const commission = market.commissionPercents[index] ?? 0;
  if (commission === 0) return `oran ${odds}`;
  return `oran ${odds} (komisyon ${formatPercent(commission)}, net oran ${formatNumber(market.effectiveOdds[index] ?? 0)})`;
}

/** The result as plain Turkish text for the clipboard: one line per outcome, then the totals. */
export function buildArbitrageSummary(result: Market, labels?: readonly string[]): string {
  const names = labels ?? defaultLabels(result.odds.length);
  const name = (i: number) => names[i] ?? String(i + 1);
  const lines = ['Surebet hesabı'];
  if (result.kind === 'noArbitrage') {
    result.odds.forEach((_, i) => lines.push(`${name(i)}: ${oddsText(result, i)}`));
    lines.push(`Arbitraj yok: piyasa marjı ${formatPercent(result.marginPercent)}; bu oranlarla kâr garanti edilemez.`);
    return lines.join('\n');
  }
  result.odds.forEach((_, i) => {
    const money = [result.stakes, result.returns, result.profits].map((list) => formatMoney(list[i] ?? 0));
    lines.push(`${name(i)}: ${oddsText(result, i)} · yatırım ${money[0]} · dönüş ${money[1]} · kâr ${money[2]}`);
  });
  // Coarse rounding can leave one outcome below the total staked: then nothing is guaranteed but the worst case.
  const worst = roundTo(result.guaranteedProfit, 2) < 0 ? 'En kötü sonuç' : 'Garanti kâr';
  lines.push(
    `Toplam yatırım: ${formatMoney(result.totalStake)}`,
    `Garanti dönüş: ${formatMoney(result.guaranteedReturn)}`,
    `${worst}: ${formatMoney(result.guaranteedProfit)} (${formatPercent(result.guaranteedProfitPercent)})`,
    `Piyasa marjı: ${formatPercent(result.marginPercent)}`,
  );
  if (result.rounding >= 1) {
    const step = formatMoney(result.rounding, 'TL', 0);
    lines.push(`Yatırımlar ${step}’ye yuvarlandı; dönüş ve kâr bu yüzden sonuca göre değişir.`);
  }
  return lines.join('\n');
}
