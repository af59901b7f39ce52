/**
 * The Turkish of the casino pages' figures: the rating parts' names, why an offer has no value, and the figures
 * themselves as short sentences. The value model (shared-data/bonus-value) answers with codes; they are worded here.
 */
import { formatMoney, formatPercent, type CasinoOfferValue, type Currency, type RatingPartKey } from 'shared-data';

export const ratingPartLabels: Readonly<Record<RatingPartKey, string>> = {
  ratingBonus: 'Bonus ve koşullar',
  ratingPayments: 'Ödemeler',
  ratingGames: 'Oyun seçkisi',
  ratingSupport: 'Müşteri desteği',
  ratingTrust: 'Güven ve şeffaflık',
};

/** Money with its currency: whole amounts without decimals, others with two. */
export const money = (value: number, currency: Currency) => formatMoney(value, currency, Number.isInteger(value) ? 0 : 2);

/** Money rounded to two decimals, with its sign when above zero ('+12,40 TL'). */
export function signedMoney(value: number, currency: Currency): string {
  const text = formatMoney(value, currency, 2);
  return value >= 0.005 ? `+${text}` : text;
}

/** A probability (0 to 1) as a percentage with one decimal, as the site writes percentages ('42,5%'). */
export const chance = (probability: number) => formatPercent(probability * 100, 1);

/** Why an offer has no figures, as a sentence. */
export function noValueReason(value: CasinoOfferValue | undefined): string {
  if (!value || value.kind === 'noGame') return 'Bu teklif için henüz bir referans oyun seçilmedi; değeri hesaplanmadı.';
  if (value.kind === 'value') return '';
  const { field, code } = value.error;
  if (field === 'bonusAmount' || field === 'bonusPercent') {
    return 'Bu teklifte nakit bonus yok (yalnızca bedava dönüş); model bedava dönüşleri değerlemediği için değer hesaplanmadı.';
  }
  if (field === 'deposit') return 'Teklifin yatırım şartı standart oyunla karşılanamıyor; değer hesaplanmadı.';
  if (field === 'rtpPercent') return 'Referans oyunun RTP değeri kullanılamıyor; değer hesaplanmadı.';
  if (field === 'bet' && code === 'belowMinStake') {
    return 'Şartlardaki en az bahis en yüksek bahisten büyük: bu şartlarla çevrim yapılamaz; değer hesaplanmadı.';
  }
  if (field === 'bet' && code === 'betTooSmall') return 'Çevrim, standart bahisle makul bir sürede bitirilemeyecek kadar büyük; değer hesaplanmadı.';
  return 'Teklifin şartları modelin sınırları dışında; değer hesaplanmadı.';
}
