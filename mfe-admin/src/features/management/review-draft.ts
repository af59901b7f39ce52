/**
 * A casino review's first draft, written from the casino's typed fields with a fixed template (no outside service):
 * the terms as a list, a worked wagering example, the pros and the rating (the weighted mean of its parts). The
 * editor then writes the judgement. It becomes the casino's review text, shown under the page's own title, so it
 * starts with its sections rather than a title of its own.
 */
import { formatInteger, formatNumber, ratingParts, weightedRating, type RatingScores } from 'shared-data';
import { parseCmsNumber } from 'shared-data/cms';
import type { FormValues } from '../../../server/contract.ts';

const textOf = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: string | boolean | undefined) => (typeof value === 'string' ? parseCmsNumber(value) : null);
const linesOf = (value: string | boolean | undefined) => textOf(value).split('\n').map((line) => line.trim()).filter(Boolean);
const figure = (n: number) => (Number.isInteger(n) ? formatInteger(n) : formatNumber(n, 2));

export const DRAFT_NOTICE =
  'Taslak: Bu metin casinonun kayıtlı bilgilerinden hazır bir şablonla oluşturuldu. Bilgileri kontrol edip kendi değerlendirmenizi ekledikten sonra yayımlayın.';

/** The worked example of the wagering: how much must be staked before a withdrawal, for the largest bonus. */
function wageringExample(values: FormValues, money: (n: number) => string): string | null {
  const amount = numberOf(values.bonusAmount);
  const multiple = numberOf(values.wageringMultiple);
  if (!amount || !multiple) return null;
  const percent = numberOf(values.bonusPercent);
  if (values.wageringBase === 'deposit_bonus') {
    if (!percent) return null;
    const deposit = (amount * 100) / percent;
    return (
      `Örnek: ${money(deposit)} yatırıp ${money(amount)} bonus alan bir oyuncu, çekim yapmadan önce ` +
      `(${money(deposit)} + ${money(amount)}) × ${figure(multiple)} = ${money((deposit + amount) * multiple)} tutarında bahis yapmalıdır.`
    );
  }
  return `Örnek: ${money(amount)} bonus için çekim yapmadan önce ${money(amount)} × ${figure(multiple)} = ${money(amount * multiple)} tutarında bahis yapılmalıdır.`;
}

/** The rating the parts make, or null while one of them is not a number from 0 to 5. */
function ratingOf(values: FormValues): number | null {
  const scores = ratingParts.map(({ key }) => [key, numberOf(values[key])] as const);
  if (scores.some(([, score]) => score === null || score < 0 || score > 5)) return null;
  return weightedRating(Object.fromEntries(scores) as unknown as RatingScores);
}

export function casinoReviewDraft(values: FormValues): string {
  const name = textOf(values.name) || 'Casino';
  const currency = values.currency === 'USD' ? 'USD' : 'TL';
  const money = (n: number) => `${figure(n)} ${currency}`;
  const optional = (raw: string | boolean | undefined, show: (n: number) => string) => {
    const n = numberOf(raw);
    return n === null ? 'belirtilmemiş' : show(n);
  };
  const multiple = numberOf(values.wageringMultiple);
  const base = values.wageringBase === 'bonus' ? 'yalnızca bonus üzerinden' : 'yatırım + bonus üzerinden';
  const wagering = multiple === null ? 'belirtilmemiş' : multiple === 0 ? 'yok (çevrimsiz bonus)' : `${figure(multiple)}x (${base})`;
  const percent = numberOf(values.bonusPercent);
  const amount = numberOf(values.bonusAmount);
  const freeSpins = numberOf(values.freeSpins);

  const terms = [
    amount !== null && amount > 0 ? `- Bonus tutarı: en fazla ${money(amount)}` : null,
    percent ? `- Bonus oranı: %${figure(percent)}` : null,
    freeSpins ? `- Bedava dönüş: ${figure(freeSpins)}` : null,
    `- Çevrim şartı: ${wagering}`,
    `- En az yatırım: ${optional(values.minDeposit, money)}`,
    `- En yüksek bahis: ${optional(values.maxBet, money)}`,
    numberOf(values.maxCashout) !== null ? `- En yüksek çekim: ${optional(values.maxCashout, money)}` : null,
    `- Çevrim süresi: ${optional(values.daysToComplete, (n) => `${figure(n)} gün`)}`,
  ];
  const welcome = textOf(values.welcomeBonus);
  const investment = textOf(values.investmentBonus);
  const pros = linesOf(values.pros);
  const rating = ratingOf(values);

  const blocks: Array<string | null> = [
    `> ${DRAFT_NOTICE}`,
    '## Hoş geldin bonusu',
    welcome ? `${name}, yeni üyelerine şu bonusu sunuyor: ${welcome}.` : null,
    investment ? `Yatırım bonusu: ${investment}.` : null,
    textOf(values.bonusDescription) || null,
    '## Bonus şartları',
    terms.filter(Boolean).join('\n'),
    wageringExample(values, money),
    pros.length > 0 ? '## Öne çıkanlar' : null,
    pros.length > 0 ? pros.map((pro) => `- ${pro}`).join('\n') : null,
    '## Değerlendirmemiz',
    rating === null ? null : `Puanımız: ${formatNumber(rating, 1)} / 5`,
    '(Kendi deneyiminizi buraya yazın: ödeme hızı, destek, site kullanımı.)',
  ];
  return `${blocks.filter((block): block is string => block !== null).join('\n\n')}\n`;
}
