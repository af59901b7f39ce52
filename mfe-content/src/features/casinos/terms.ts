/** A casino's bonus terms as label and text rows, for the review page's table and the comparison. */
import { formatInteger, type Casino } from 'shared-data';
import { money } from './value-wording.ts';

export function termRows(casino: Casino): Array<[label: string, text: string]> {
  const { currency, freeSpins, wagering } = casino.bonusDetails;
  const terms = casino.terms;
  const rows: Array<[string, string]> = [['Hoş geldin bonusu', casino.welcomeBonus]];
  if (casino.investmentBonus) rows.push(['Yatırım bonusu', casino.investmentBonus]);
  if (!terms) return [...rows, ['Çevrim şartı', wagering], ['Bedava dönüş', formatInteger(freeSpins)]];
  const base = terms.wageringBase === 'bonus' ? 'yalnızca bonus' : 'yatırım + bonus';
  rows.push(
    ['Nakit bonus', terms.bonusAmount > 0 ? money(terms.bonusAmount, currency) : 'Yok'],
    ['Bonus yüzdesi', terms.bonusPercent === null ? 'Yok' : `%${formatInteger(terms.bonusPercent)}`],
    ['Çevrim şartı', terms.wageringMultiple ? `${wagering} (${base})` : 'Yok'],
    ['En az yatırım', terms.minDeposit === null ? 'Belirtilmedi' : terms.minDeposit === 0 ? 'Yatırımsız' : money(terms.minDeposit, currency)],
    ['En yüksek bahis', terms.maxBet === null || terms.maxBet === 0 ? 'Sınır yok' : money(terms.maxBet, currency)],
    ['En yüksek çekim', terms.maxCashout === null || terms.maxCashout === 0 ? 'Sınır yok' : money(terms.maxCashout, currency)],
    ['Çevrim süresi', terms.daysToComplete === null ? 'Süre sınırı yok' : `${formatInteger(terms.daysToComplete)} gün`],
    ['Bedava dönüş', formatInteger(freeSpins)],
  );
  return rows;
}
