/** A casino's bonus terms as label and text rows, for the review page's table and the comparison. */
import { formatInteger, wageringLabel, type BonusType, type Casino, type Currency } from 'shared-data';
import { money } from './value-wording.ts';

/** How the cards and the review word a term that may be unstated. */
export const minDepositText = (value: number | null, currency: Currency) =>
  value === null ? 'Belirtilmedi' : value === 0 ? 'Yatırımsız' : money(value, currency);
export const limitText = (value: number | null, currency: Currency) => (value === null || value === 0 ? 'Sınır yok' : money(value, currency));
export const daysText = (days: number | null) => (days === null ? 'Süre sınırı yok' : `${formatInteger(days)} gün`);

/** The bonus types as the review names them ("Bonus türü"). */
export const bonusTypeNames: Readonly<Record<BonusType, string>> = {
  cashable: 'Nakit',
  sticky: 'Yapışkan',
  non_sticky: 'Yapışkan olmayan',
};

/** A game class's contribution to the wagering: '%100', or unstated. */
export const contributionText = (percent: number | null) => (percent === null ? 'Belirtilmedi' : `%${formatInteger(percent)}`);

/** The share of a stake each game class counts toward the wagering, for the review's table. */
export function contributionRows(casino: Casino): Array<[label: string, text: string]> {
  const terms = casino.terms;
  if (!terms) return [];
  return [
    ['Slotlar', contributionText(terms.slotContribution)],
    ['Masa oyunları', contributionText(terms.tableContribution)],
    ['Canlı casino', contributionText(terms.liveContribution)],
  ];
}

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
    ['Bonus türü', bonusTypeNames[terms.bonusType]],
    ['En az bahis', terms.minStake === null || terms.minStake === 0 ? 'Sınır yok' : money(terms.minStake, currency)],
    ['Bedava dönüş', formatInteger(freeSpins)],
  );
  if (freeSpins > 0) {
    rows.push(
      ['Dönüş başına değer', terms.freeSpinValue === null ? 'Belirtilmedi' : money(terms.freeSpinValue, currency)],
      ['Dönüşlerin oyunu', casino.freeSpinGame?.name ?? 'Belirtilmedi'],
      ['Dönüş kazancının çevrimi', wageringLabel(terms.freeSpinWagering)],
      ['Dönüş kazancının üst sınırı', limitText(terms.freeSpinMaxCashout, currency)],
    );
    if (terms.bonusAmount > 0) {
      rows.push(['Oynama sırası', terms.freeSpinsFirst ? 'Önce bedava dönüşler, sonra bonus' : 'Önce bonus, sonra bedava dönüşler']);
    }
  }
  return rows;
}
