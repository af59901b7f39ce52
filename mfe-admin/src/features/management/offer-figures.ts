/**
 * The figures of a casino offer's value as the casino form shows them: the site's standard play on the
 * reference game, the closed form, each part of the offer (match bonus, free spins) and the total with its 95 %
 * intervals and run count, and the bet sensitivity, in Turkish number format; or the sentence saying why the offer has
 * none (no reference game, nothing to value, a refusal of the model).
 */
import { formatInteger, formatMoney, formatNumber, formatPercent, type CasinoOfferValue } from 'shared-data';
import { OFFER_MODEL_VERSION, shareInterval, valueInterval } from 'shared-data/bonus-value';
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

/** A share (0 to 1) as a Turkish percentage: '%12,5'. */
const percent = (share: number) => `%${formatNumber(share * 100, 1)}`;

/** A share of `runs` runs with its 95 % interval: '%19,1 (%18,6 – %19,6)'. */
function shareText(share: number, runs: number): string {
  const { low, high } = shareInterval(share, runs);
  return `${percent(share)} (${percent(low)} – ${percent(high)})`;
}

const partNames = { match: 'Nakit bonus', freeSpins: 'Bedava dönüşler' } as const;
const betNames = { minStake: 'en az', standard: 'standart', maxBet: 'en yüksek' } as const;

/** The rows of a valued offer, in the currency of the form's values. */
export function offerFigureRows({ game, freeSpinGame, play, value, sensitivity }: ValuedOffer, values: FormValues): FigureRow[] {
  const currency = currencyOf(values);
  const money = (n: number) => formatMoney(n, currency);
  /** An estimate and its 95 % interval, rounded to the precision the interval supports (no cents from an SE above 1). */
  const interval = (mean: number, standardError: number) => {
    const { estimate, low, high, step } = valueInterval(mean, standardError);
    const text = (n: number) => formatMoney(n, currency, step >= 1 ? 0 : 2);
    return `${text(estimate)} (%95 aralık ${text(low)} – ${text(high)})`;
  };
  const rows: FigureRow[] = [
    { term: 'Referans oyun', detail: `${game.name} (RTP ${formatPercent(game.rtp)}, oynaklık: ${game.volatility})` },
  ];
  if (freeSpinGame && freeSpinGame.slug !== game.slug) {
    rows.push({ term: 'Bedava dönüşlerin oyunu', detail: `${freeSpinGame.name} (RTP ${formatPercent(freeSpinGame.rtp)}, oynaklık: ${freeSpinGame.volatility})` });
  }
  rows.push({
    term: 'Standart oyun',
    detail: value.closedForm
      ? `${money(play.deposit)} yatırım, ${money(value.bonus)} bonus, dönüş başına ${money(play.bet)} bahis`
      : `yatırım yok, yalnızca bedava dönüşler; kazançlarının çevriminde dönüş başına ${money(play.bet)} bahis`,
  });
  if (value.closedForm) {
    rows.push(
      { term: 'Çevrim tutarı', detail: money(value.closedForm.turnover) },
      { term: 'Formülle değer (bonus − beklenen kayıp)', detail: `${money(value.closedForm.expectedValue)} (beklenen kayıp ${money(value.closedForm.expectedLoss)})` },
    );
  }
  for (const part of value.parts) {
    rows.push({
      term: `${partNames[part.part]} (simülasyon)`,
      detail: `beklenen ödeme ${interval(part.expectedCashout, part.standardError)}, bitirme ${percent(part.finishProbability)}, formülle ${money(part.closedFormValue)}`,
    });
  }
  if (value.unvaluedFreeSpins) rows.push({ term: 'Bedava dönüşler', detail: 'Değerlenmedi: dönüş başına değer girilmedi.' });
  rows.push(
    {
      term: 'Simülasyonla beklenen net değer',
      detail: `${interval(value.expectedNetValue, value.standardError)}, ${formatInteger(value.runs)} deneme, tohum ${value.seed}, yöntem ${OFFER_MODEL_VERSION}`,
    },
    { term: 'Çevrimi tamamlama olasılığı', detail: percent(value.finishProbability) },
    { term: 'Çekim yapabilme olasılığı', detail: shareText(value.withdrawProbability, value.runs) },
    { term: 'Yatırdığından fazlasını çekme olasılığı', detail: shareText(value.profitProbability, value.runs) },
    { term: 'Çekim yapanların ortanca çekimi', detail: value.medianCashout === null ? '—' : money(value.medianCashout) },
  );
  if (sensitivity.length > 0) {
    rows.push({
      term: 'Bahse göre net değer',
      detail: sensitivity
        .map((row) =>
          row.kind === 'value'
            ? `${betNames[row.at]} ${money(row.bet)}: ${interval(row.expectedNetValue, row.standardError)}`
            : `${betNames[row.at]} ${money(row.bet)}: hesaplanamadı (${refusalSentence(row.error, values)})`,
        )
        .join('; '),
    });
  }
  return rows;
}

/** Why the model refused the offer's standard play, in the operator's words. */
function refusalSentence(error: OfferRefusal, values: FormValues): string {
  switch (error.field) {
    case 'bonusAmount':
    case 'bonusPercent':
      if (error.code === 'notPositive') {
        const spins = typeof values.freeSpins === 'string' ? parseCmsNumber(values.freeSpins) : null;
        return spins !== null && spins > 0
          ? 'Nakit bonus yok ve bedava dönüşlerin dönüş başına değeri girilmedi: değerlenecek bir şey yok.'
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
      if (error.code === 'belowMinStake') return `Bahis en az bahsin (${formatNumber(error.min)}) altında; en az bahis en yüksek bahisten büyükse hiçbir bahis geçerli değildir.`;
      return 'Standart bahis hesaplanamadı.';
    case 'deposit':
      return error.code === 'belowMinDeposit'
        ? `Standart yatırım en az yatırımın (${formatNumber(error.min)}) altında kalıyor.`
        : 'Standart yatırım hesaplanamadı.';
    case 'rtpPercent':
      return 'Referans oyunun RTP değeri kullanılamıyor (0 veya 100’ün üstü); oyunun RTP değerini düzeltin.';
    case 'standardDeviation':
      return 'Referans oyunun oynaklığı modelin sınırlarının dışında.';
    case 'slotContribution':
    case 'liveContribution':
      return error.code === 'gameDoesNotCount'
        ? 'Referans oyunun türünün çevrime katkısı %0: bu oyunla çevrim yapılamaz. Katkıyı veya referans oyunu değiştirin.'
        : 'Oyun katkılarından biri geçersiz (0 ile 100 arasında olmalı).';
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
