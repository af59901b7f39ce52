/**
 * The Turkish of the casino pages' figures: the rating parts' names, why an offer has no value, and the figures
 * themselves as short sentences. The value model (shared-data/bonus-value) answers with codes; they are worded here.
 * Simulated figures are shown with their 95 % interval and rounded to the precision it supports (`valueInterval`):
 * no cents when the standard error is above 1.
 */
import { formatMoney, formatNumber, type CasinoOfferValue, type Currency, type RatingPartKey } from 'shared-data';
import { shareInterval, valueInterval, Z95, type BonusValueError, type Interval } from 'shared-data/bonus-value';

export const ratingPartLabels: Readonly<Record<RatingPartKey, string>> = {
  ratingBonus: 'Bonus ve koşullar',
  ratingPayments: 'Ödemeler',
  ratingGames: 'Oyun seçkisi',
  ratingSupport: 'Müşteri desteği',
  ratingTrust: 'Güven ve şeffaflık',
};

/** Money with its currency: whole amounts (to the cent: 525.0000000001 is whole) without decimals, others with two. */
export function money(value: number, currency: Currency): string {
  const cents = Math.round(value * 100) / 100;
  return formatMoney(cents, currency, Number.isInteger(cents) ? 0 : 2);
}

/** Money as `money` writes it, with its sign when above zero ('+12,40 TL', '-14 TL'). */
export function signedMoney(value: number, currency: Currency): string {
  const text = money(value, currency);
  return value >= 0.005 ? `+${text}` : text;
}

/** A share (0 to 1) as a Turkish percentage, the sign first: 0.191 → '%19,1'. */
export const percent = (share: number, decimals = 1) => `%${formatNumber(share * 100, decimals)}`;

/** A probability (0 to 1) as a Turkish percentage with one decimal ('%42,5'). */
export const chance = (probability: number) => percent(probability, 1);

/** A share of `runs` runs with its 95 % interval: '%19,1 (%18,6 – %19,6)'. */
export function shareWithInterval(share: number, runs: number): string {
  const { low, high } = shareInterval(share, runs);
  return `${percent(share)} (${percent(low)} – ${percent(high)})`;
}

/** A figure of an interval, in the decimals its rounding step allows (none from a step of 1 up, else cents). */
function intervalNumber(value: number, { step }: Interval, signed: boolean): string {
  const text = formatNumber(value, step >= 1 ? 0 : 2);
  return signed && value > 0 ? `+${text}` : text;
}

/** A simulated amount and its 95 % interval, rounded together (`valueInterval`): the estimate, the ends, the ±. */
export interface MoneyInterval {
  /** The estimate with its currency: '+180 TL' (signed) or '280 TL'. */
  estimate: string;
  /** The interval's ends: '+170 … +190 TL'. */
  range: string;
  /** The half-width: '±12'. */
  plusMinus: string;
}

export function moneyInterval(mean: number, standardError: number, currency: Currency, signed = false): MoneyInterval {
  const interval = valueInterval(mean, standardError);
  const halfWidth = Z95 * standardError;
  return {
    estimate: `${intervalNumber(interval.estimate, interval, signed)} ${currency}`,
    range: `${intervalNumber(interval.low, interval, signed)} … ${intervalNumber(interval.high, interval, signed)} ${currency}`,
    plusMinus: `±${formatNumber(halfWidth, interval.step >= 1 ? 0 : 2)}`,
  };
}

/** How a refusal names the bet it was asked at: the standard play's, or a row of the sensitivity table. */
type BetName = 'standart bahisle' | 'bu bahisle';

/** Why the model refuses an offer at a bet, as a sentence ending in 'değer hesaplanmadı.'. */
export function refusalReason(error: BonusValueError, currency: Currency, bet: BetName = 'standart bahisle'): string {
  switch (error.field) {
    case 'bonusAmount':
    case 'bonusPercent':
      return 'Bu teklifte nakit bonus yok ve bedava dönüşlerin dönüş başına değeri şartlarda yazmıyor; değer hesaplanmadı.';
    case 'deposit':
      return 'Teklifin yatırım şartı standart oyunla karşılanamıyor; değer hesaplanmadı.';
    case 'rtpPercent':
      return 'Referans oyunun RTP değeri kullanılamıyor; değer hesaplanmadı.';
    case 'slotContribution':
    case 'liveContribution':
      if (error.code === 'gameDoesNotCount') return 'Şartlara göre oyunun türü çevrime hiç katkı sağlamıyor: bu oyunla çevrim yapılamaz; değer hesaplanmadı.';
      break;
    case 'bet':
      if (error.code === 'belowMinStake') {
        return bet === 'standart bahisle'
          ? 'Şartlardaki en az bahis en yüksek bahisten büyük: bu şartlarla çevrim yapılamaz; değer hesaplanmadı.'
          : `Bahis şartlardaki en az bahsin (${money(error.min, currency)}) altında; değer hesaplanmadı.`;
      }
      if (error.code === 'aboveMaxBet') return `Bahis şartlardaki en yüksek bahsi (${money(error.max, currency)}) aşıyor; değer hesaplanmadı.`;
      if (error.code === 'betTooSmall') {
        return `Çevrim, ${bet} makul bir sürede (1.000.000 dönüşte) bitirilemeyecek kadar büyük; değer hesaplanmadı.`;
      }
      break;
  }
  return 'Teklifin şartları modelin sınırları dışında; değer hesaplanmadı.';
}

/** Why an offer has no figures, as a sentence. */
export function noValueReason(value: CasinoOfferValue | undefined, currency: Currency = 'TL'): string {
  if (!value || value.kind === 'noGame') return 'Bu teklif için henüz bir referans oyun seçilmedi; değeri hesaplanmadı.';
  if (value.kind === 'value') return '';
  return refusalReason(value.error, currency);
}
