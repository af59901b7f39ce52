/** A casino's bonus terms as label and text rows, for the review page's table and the comparison. */
import { formatInteger, type Casino, type Currency } from 'shared-data';
import { money } from './value-wording.ts';

/** How the cards and the review word a term that may be unstated. */
export const minDepositText = (value: number | null, currency: Currency) =>
  value === null ? 'Belirtilmedi' : value === 0 ? 'Yatırımsız' : money(value, currency);
export const limitText = (value: number | null, currency: Currency) => (value === null || value === 0 ? 'Sınır yok' : money(value, currency));
export const daysText = (days: number | null) => (days === null ? 'Süre sınırı yok' : `${formatInteger(days)} gün`);

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
    ['En az yatırım', minDepositText(terms.minDeposit, currency)],
    ['En yüksek bahis', limitText(terms.maxBet, currency)],
    ['En yüksek çekim', limitText(terms.maxCashout, currency)],
    ['Çevrim süresi', daysText(terms.daysToComplete)],
    ['Bedava dönüş', formatInteger(freeSpins)],
  );
  return rows;
}
