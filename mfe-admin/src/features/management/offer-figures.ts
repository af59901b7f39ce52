/**
 * The figures of a casino offer's value as the casino form shows them: the site's standard play on the
 * reference game, the closed form and the simulation, in Turkish number format; or the sentence saying why the offer
 * has none (no reference game, no cash bonus, a refusal of the model).
 */
import { formatInteger, formatMoney, formatNumber, formatPercent, type CasinoOfferValue } from 'shared-data';
import { parseCmsNumber } from 'shared-data/cms';
import type { FormValues } from '../../../server/contract.ts';

export type ValuedOffer = Extract<CasinoOfferValue, { kind: 'value' }>;
type UnvaluedOffer = Exclude<CasinoOfferValue, ValuedOffer>;
type OfferRefusal = Extract<CasinoOfferValue, { kind: 'refused' }>['error'];

export interface FigureRow {
  term: string;
  detail: string;
}

const currencyOf = (values: FormValues) => (values.currency === 'USD' ? 'USD' : 'TL');

/** The rows of a valued offer, in the currency of the form's values. */
export function offerFigureRows({ game, play, value }: ValuedOffer, values: FormValues): FigureRow[] {
  const money = (n: number) => formatMoney(n, currencyOf(values));
  const { p10, p50, p90 } = value.netValue;
  return [
    { term: 'Referans oyun', detail: `${game.name} (RTP ${formatPercent(game.rtp)}, oynaklık: ${game.volatility})` },
    { term: 'Standart oyun', detail: `${money(play.deposit)} yatırım, ${money(value.bonus)} bonus, dönüş başına ${money(play.bet)} bahis` },
    { term: 'Çevrim tutarı', detail: money(value.closedForm.turnover) },
    { term: 'Formülle değer (bonus − beklenen kayıp)', detail: `${money(value.closedForm.expectedValue)} (beklenen kayıp ${money(value.closedForm.expectedLoss)})` },
    { term: 'Simülasyonla beklenen net değer', detail: `${money(value.expectedNetValue)} (± ${money(value.standardError)}, ${formatInteger(value.runs)} deneme)` },
    { term: 'Çevrimi tamamlama olasılığı', detail: formatPercent(value.finishProbability * 100, 1) },
    { term: 'Net değer: 10. / 50. / 90. yüzdelik', detail: `${money(p10)} / ${money(p50)} / ${money(p90)}` },
  ];
}

/** Why the model refused the offer's standard play, in the operator's words. */
function refusalSentence(error: OfferRefusal, values: FormValues): string {
  switch (error.field) {
    case 'bonusAmount':
    case 'bonusPercent':
      if (error.code === 'notPositive') {
        const spins = typeof values.freeSpins === 'string' ? parseCmsNumber(values.freeSpins) : null;
        return spins !== null && spins > 0
          ? 'Nakit bonus yok, yalnızca bedava dönüş var: model bedava dönüşleri değerlemez (dönüş başına tutar bilinmiyor).'
          : 'Nakit bonus yok: değerlenecek bir bonus tutarı bulunmuyor.';
      }
      return 'Bonus tutarı veya yüzdesi geçersiz olduğu için değer hesaplanamadı.';
    case 'wageringMultiple':
      return error.code === 'overflow' ? 'Çevrim şartı hesaplanamayacak kadar büyük.' : 'Çevrim şartı geçersiz olduğu için değer hesaplanamadı.';
    case 'bet':
      if (error.code === 'betTooSmall') {
        return `Çevrim çok büyük: standart bahisle bitirmek bir oyunda 1.000.000 dönüşü aşıyor (en az ${formatNumber(error.min)} bahis gerekirdi).`;
      }
      if (error.code === 'aboveMaxBet') return `En yüksek bahis (${formatNumber(error.max)}) standart bahsin altında kalıyor.`;
      return 'Standart bahis hesaplanamadı.';
    case 'deposit':
      return error.code === 'belowMinDeposit'
        ? `Standart yatırım en az yatırımın (${formatNumber(error.min)}) altında kalıyor.`
        : 'Standart yatırım hesaplanamadı.';
    case 'rtpPercent':
      return 'Referans oyunun RTP değeri kullanılamıyor (0 veya 100’ün üstü); oyunun RTP değerini düzeltin.';
    case 'standardDeviation':
      return 'Referans oyunun oynaklığı modelin sınırlarının dışında.';
    case 'minDeposit':
    case 'maxBet':
    case 'maxCashout':
      return 'Bonus şartlarında geçersiz bir tutar var (en az yatırım, en yüksek bahis veya en yüksek çekim).';
    default:
      return 'Model bu teklifi değerleyemedi.';
  }
}

/** The sentence shown instead of figures: why the offer (as `values` hold it) has none. */
export function noFiguresReason(value: UnvaluedOffer, values: FormValues): string {
  if (value.kind === 'refused') return `Değer hesaplanamadı. ${refusalSentence(value.error, values)}`;
  return values.referenceGameId
    ? 'Değer hesaplanmadı: referans oyun yayında değil. Yayındaki bir oyun seçin.'
    : 'Değer hesaplanmadı: referans oyun seçilmedi. Teklifin değeri seçilen oyunda hesaplanır.';
}
