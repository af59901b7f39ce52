/**
 * The casino form's fields: the casino, its rating in five weighted parts with their mean shown live, the
 * bonus terms with the reference game its value is worked out on, and the review text. Labels repeat the names the
 * messages use: 'Ödemeler puanı en fazla 5 olabilir.' stands under 'Ödemeler' in the fieldset 'Puan'.
 */
import { formatNumber, ratingParts, weightedRating, type RatingPartKey, type RatingScores } from 'shared-data';
import { cmsSchemas } from 'shared-data/cms';
import type { FormValues } from '../../../server/contract.ts';
import { amount, choices, slug, type FieldSection } from './field-specs.ts';

/** The rating parts as the form and its messages name them (shared-data/src/rating.ts holds their weights). */
export const ratingPartLabels: Readonly<Record<RatingPartKey, string>> = {
  ratingBonus: 'Bonus ve koşullar',
  ratingPayments: 'Ödemeler',
  ratingGames: 'Oyun seçkisi',
  ratingSupport: 'Müşteri desteği',
  ratingTrust: 'Güven ve şeffaflık',
};

const ratingSection: FieldSection = {
  legend: 'Puan',
  fields: ratingParts.map(({ key, weight }) => amount(key, ratingPartLabels[key], `Ağırlık %${weight}. 0 ile 5 arası, bir ondalık: ör. 4,8.`)),
  summary: 'ratingMean',
};

export const casinoSections: FieldSection[] = [
  {
    legend: 'Casino',
    fields: [
      { name: 'name', label: 'Casino adı', kind: 'text' },
      slug,
      {
        name: 'inRanking',
        label: 'Bonus sıralamasında göster',
        kind: 'checkbox',
        initial: true,
        help: 'Sıralamada ilk sıradaki casino öne çıkan casinodur. Kapalıysa casino yalnızca popup bonuslarında görünür.',
      },
      { name: 'logoUrl', label: 'Logo', kind: 'image', image: 'logo' },
      {
        name: 'affiliateUrl',
        label: 'Ortaklık bağlantısı',
        kind: 'text',
        help: 'https:// ile başlayan ortaklık (affiliate) adresi. Ziyaretçiler /git/ üzerinden yönlendirilir; adreste {clickId} (tıklama kimliği), {placement} (sitedeki yer), {page} (kaynak sayfa) ve {casino} yer tutucuları doldurulur. Boş bırakılırsa casinoya giden bağlantılar "Sayfa bulunamadı" sayfasına düşer.',
      },
      {
        name: 'postbackSecret',
        label: 'Postback anahtarı',
        kind: 'text',
        help: 'Ortaklık platformunun dönüşüm bildirimlerini (postback) doğrulayan gizli anahtar: en az 16 karakter, boşluksuz. Platforma yalnızca bu anahtarı verin; sitede hiçbir yerde görünmez. Boşken bütün bildirimler reddedilir.',
      },
      { name: 'badges', label: 'Rozetler', kind: 'lines', help: 'Her satıra bir rozet; en fazla 6.' },
      { name: 'pros', label: 'Artılar', kind: 'lines', help: 'Her satıra bir artı; en fazla 10.' },
    ],
  },
  ratingSection,
  {
    legend: 'Bonus şartları',
    fields: [
      { name: 'welcomeBonus', label: 'Hoş geldin bonusu', kind: 'text', help: 'Sitede görünen metin, ör. %100 Hoş Geldin Bonusu.' },
      { name: 'investmentBonus', label: 'Yatırım bonusu', kind: 'text' },
      { name: 'currency', label: 'Para birimi', kind: 'select', initial: 'TL', options: choices(['TL', 'USD']) },
      amount('bonusAmount', 'Bonus tutarı', 'En yüksek bonus, ör. 1.000 veya 2,5.'),
      amount('bonusPercent', 'Bonus yüzdesi', 'Yatırımın yüzde kaçı, ör. 100.'),
      amount('wageringMultiple', 'Çevrim şartı', 'Kaç kat, ör. 35; çevrimsiz bonus için 0.'),
      {
        name: 'wageringBase',
        label: 'Çevrim tabanı',
        kind: 'select',
        initial: 'deposit_bonus',
        options: [
          { value: 'deposit_bonus', label: 'Yatırım + bonus' },
          { value: 'bonus', label: 'Yalnızca bonus' },
        ],
      },
      amount('minDeposit', 'En az yatırım'),
      amount('maxBet', 'En yüksek bahis', 'Bonus çevrilirken izin verilen en yüksek bahis.'),
      amount('maxCashout', 'En yüksek çekim'),
      amount('daysToComplete', 'Çevrim süresi (gün)'),
      {
        name: 'bonusType',
        label: 'Bonus türü',
        kind: 'select',
        initial: 'cashable',
        options: [
          { value: 'cashable', label: 'Nakit' },
          { value: 'sticky', label: 'Yapışkan' },
          { value: 'non_sticky', label: 'Yapışkan olmayan' },
        ],
        help: 'Nakit: çevrim bitince bonus da çekilir. Yapışkan: çekimde bonus tutarı düşülür. Yapışkan olmayan: önce yatırım oynanır, bonus yalnızca yatırım bitince devreye girer.',
      },
      amount('minStake', 'En az bahis', 'Çevrim sırasında bir dönüşün en az tutarı; yoksa boş bırakın.'),
      amount('slotContribution', 'Slot katkısı', 'Slot bahislerinin çevrime yüzde kaçı sayılır, ör. 100; belirtilmemişse boş.'),
      amount('tableContribution', 'Masa oyunları katkısı', 'Yüzde, ör. 10; belirtilmemişse boş.'),
      amount('liveContribution', 'Canlı casino katkısı', 'Yüzde, ör. 10; belirtilmemişse boş.'),
      amount('freeSpins', 'Bedava dönüş', 'Adet; yoksa 0.'),
      amount('freeSpinValue', 'Dönüş başına değer', 'Bir bedava dönüşün bahis tutarı, ör. 0,20.'),
      {
        name: 'freeSpinGameId',
        label: 'Dönüşlerin oyunu',
        kind: 'reference',
        references: 'games',
        publishedOnly: true,
        emptyLabel: 'Seçilmedi',
        help: 'Bedava dönüşlerin oynandığı slot. Yalnızca yayındaki oyunlar seçilebilir.',
      },
      amount('freeSpinWagering', 'Dönüş kazancının çevrimi', 'Dönüş kazancının kaç kez çevrileceği, ör. 30; çevrimsizse boş.'),
      amount('freeSpinMaxCashout', 'Dönüş kazancının üst sınırı', 'Dönüş kazancının en fazla dönüşebileceği tutar; sınırsızsa boş.'),
      {
        name: 'freeSpinsFirst',
        label: 'Bedava dönüşler bonustan önce oynanır',
        kind: 'checkbox',
        initial: false,
        help: 'Şartlar dönüşlerin yatırım bonusundan önce kullanılmasını istiyorsa işaretleyin.',
      },
      { name: 'bonusDescription', label: 'Bonus açıklaması', kind: 'textarea' },
      {
        name: 'referenceGameId',
        label: 'Referans oyun',
        kind: 'reference',
        references: 'games',
        publishedOnly: true,
        emptyLabel: 'Seçilmedi',
        help: 'Teklifin değeri bu oyunda, sitenin standart oyunuyla hesaplanır. Yalnızca yayındaki oyunlar seçilebilir.',
      },
    ],
    summary: 'offerValue',
  },
  {
    legend: 'İnceleme',
    fields: [{ name: 'bodyMd', label: 'İnceleme metni', kind: 'markdown', help: 'Casinonun inceleme sayfasında görünür. Boş bırakılabilir.' }],
  },
];

const partRules = cmsSchemas.casinos.in.shape;

/**
 * The rating the parts typed so far make, as the form shows it under them: their weighted mean (shared-data's
 * `weightedRating`, the one the store writes), or what is missing while a part is empty or refused by its rule.
 */
export function ratingMeanText(values: FormValues): string {
  const scores: Partial<Record<RatingPartKey, number>> = {};
  for (const { key } of ratingParts) {
    const parsed = partRules[key].safeParse(values[key]);
    if (!parsed.success) return 'Puan (ağırlıklı ortalama): beş bölümün puanı da 0 ile 5 arasında girildiğinde hesaplanır.';
    scores[key] = parsed.data;
  }
  return `Puan (ağırlıklı ortalama): ${formatNumber(weightedRating(scores as RatingScores), 1)}`;
}
