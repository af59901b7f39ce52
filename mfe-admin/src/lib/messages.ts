/**
 * The admin's Turkish for the codes shared-data/cms and the store answer with: field errors, refused writes, deletes
 * held back by what depends on an entry, dead-link warnings and refused uploads; and the names of content statuses,
 * of the click table's columns, and of the field vitals screen's pages, metrics and ratings. The browser's forms and
 * the admin API's answers (server/) both word them here, so an error next to a field reads the same whichever side
 * found it.
 */
import type { ContentStatus, RouteName } from 'shared-data';
import type { CmsFieldError, CmsFieldLabel, CmsInUse, CmsLinkWarning, CmsRefused, FieldErrors, ImageErrorCode } from 'shared-data/cms';
import type { InteractionType, VitalMetric, VitalRating } from 'shared-data/vitals';

/** The fields as the forms label them. */
const labels: Record<CmsFieldLabel, string> = {
  affiliateUrl: 'Ortaklık bağlantısı',
  author: 'Yazar',
  badges: 'Rozetler',
  bonusAmount: 'Bonus tutarı',
  bonusDescription: 'Bonus açıklaması',
  bonusPercent: 'Bonus yüzdesi',
  casino: 'Casino',
  casinoName: 'Casino adı',
  channelLabel: 'Kanal adı',
  channelUrl: 'Kanal bağlantısı',
  contactUrl: 'İletişim bağlantısı',
  cover: 'Kapak görseli',
  daysToComplete: 'Çevrim süresi (gün)',
  description: 'Açıklama',
  email: 'E-posta',
  excerpt: 'Özet',
  features: 'Özellikler',
  freeSpins: 'Bedava dönüş',
  freeSpinGame: 'Dönüşlerin oyunu',
  freeSpinMaxCashout: 'Dönüş kazancının üst sınırı',
  freeSpinValue: 'Dönüş başına değer',
  freeSpinWagering: 'Dönüş kazancının çevrimi',
  gameKinds: 'Oyun türleri',
  gameName: 'Oyun adı',
  helpLineName: 'Yardım hattı adı',
  intro: 'Giriş',
  investmentBonus: 'Yatırım bonusu',
  liveContribution: 'Canlı casino katkısı',
  logo: 'Logo',
  maxBet: 'En yüksek bahis',
  maxCashout: 'En yüksek çekim',
  maxWin: 'En yüksek kazanç',
  minDeposit: 'En az yatırım',
  minStake: 'En az bahis',
  pageText: 'Sayfa metni',
  phone: 'Telefon',
  postbackSecret: 'Postback anahtarı',
  postedOn: 'Yazı tarihi',
  postText: 'Yazı metni',
  pros: 'Artılar',
  provider: 'Sağlayıcı',
  providerName: 'Sağlayıcı adı',
  rating: 'Puan',
  ratingBonus: 'Bonus ve koşullar puanı',
  ratingGames: 'Oyun seçkisi puanı',
  ratingPayments: 'Ödemeler puanı',
  ratingSupport: 'Müşteri desteği puanı',
  ratingTrust: 'Güven ve şeffaflık puanı',
  referenceGame: 'Referans oyun',
  reviewText: 'İnceleme metni',
  rtp: 'RTP',
  slotContribution: 'Slot katkısı',
  slug: 'Kısa ad',
  tableContribution: 'Masa oyunları katkısı',
  tacticText: 'Taktik metni',
  theme: 'Tema',
  title: 'Başlık',
  usdTry: 'USD/TL kuru',
  welcomeBonus: 'Hoş geldin bonusu',
  wageringMultiple: 'Çevrim şartı',
  year: 'Çıkış yılı',
};

/** A limit as the operator types numbers: a decimal comma, no grouping. */
const typed = (value: number) => String(value).replace('.', ',');

/** The sentence shown next to a refused field. */
export function fieldMessage(error: CmsFieldError): string {
  switch (error.code) {
    case 'notText':
      return `${labels[error.label]} metin olmalı.`;
    case 'required':
      return `${labels[error.label]} boş bırakılamaz.`;
    case 'tooLong':
      return `${labels[error.label]} en fazla ${error.max} karakter olabilir.`;
    case 'notNumber':
      return `${labels[error.label]} bir sayı olmalı (ör. 2,5).`;
    case 'notInteger':
      return `${labels[error.label]} tam sayı olmalı.`;
    case 'tooManyDecimals':
      // A rating part's example is a rating; a rate's has its own places.
      return `${labels[error.label]} en fazla ${error.max} ondalık basamak içerebilir (ör. ${error.max === 1 ? '4,8' : '42,1234'.slice(0, 3 + error.max)}).`;
    case 'tooSmall':
      return `${labels[error.label]} en az ${typed(error.min)} olmalı.`;
    case 'tooLarge':
      return `${labels[error.label]} en fazla ${typed(error.max)} olabilir.`;
    case 'tooManyLines':
      return `${labels[error.label]} en fazla ${error.max} satır olabilir.`;
    case 'lineTooLong':
      return `${labels[error.label]}: her satır en fazla ${error.max} karakter olabilir.`;
    case 'imageUrl':
      return `${labels[error.label]} için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.`;
    case 'webUrl':
      return `${labels[error.label]} geçerli bir web adresi olmalı (https:// ile başlayan).`;
    case 'postbackSecret':
      return `${labels[error.label]} en az 16 karakter olmalı; boşluk ve Türkçe harf içeremez (harf, rakam ve - _ . gibi işaretler).`;
    case 'date':
      return `${labels[error.label]} geçerli bir tarih olmalı (GG.AA.YYYY).`;
    case 'slugShape':
      return 'Kısa ad yalnızca küçük harf (a-z), rakam ve tire içerebilir; ör. kasa-yonetimi.';
    case 'slugEmpty':
      return 'Kısa ad boş; başlıkta harf veya rakam olmalı.';
    case 'status':
      return 'Geçerli bir durum seçin (Taslak, Yayında veya Zamanlanmış).';
    case 'publishAtMissing':
      return 'Zamanlanmış yayın için tarih ve saat seçin.';
    case 'publishAtInvalid':
      return 'Yayın zamanı geçerli bir tarih ve saat olmalı.';
    case 'publishAtPast':
      return 'Zamanlanmış yayın zamanı ileri bir tarih ve saat olmalı.';
    case 'postedAfterPublish':
      return 'Yazı tarihi yayın tarihinden sonra olamaz.';
    case 'currency':
      return 'Para birimi TL veya USD olmalı.';
    case 'wageringBase':
      return 'Çevrimin neyin üzerinden hesaplandığını seçin.';
    case 'bonusType':
      return 'Bonus türünü seçin: nakit, yapışkan ya da yapışkan olmayan.';
    case 'gameType':
      return 'Oyun türü slot veya canlı olmalı.';
    case 'volatility':
      return 'Bir oynaklık seviyesi seçin.';
    case 'category':
      return 'Bir kategori seçin.';
    case 'casinoChoice':
      return 'Bir casino seçin.';
    case 'email':
      return 'Geçerli bir e-posta adresi girin.';
    case 'helpLinesMissing':
      return 'En az bir yardım hattı girin.';
    case 'helpLinesTooMany':
      return `En fazla ${error.max} yardım hattı girilebilir.`;
    // Only a hand-made request sends a value of the wrong kind; zod's English says what it was.
    case 'malformed':
      return error.detail;
    case 'slugTaken':
      return 'Bu kısa ad başka bir kayıtta kullanılıyor.';
    case 'providerMissing':
      return 'Seçilen sağlayıcı bulunamadı.';
    case 'referenceGameMissing':
      return 'Seçilen referans oyun bulunamadı.';
    case 'referenceGameNotPublic':
      return 'Referans oyun yayında olmalı: taslak ya da yayında olmayan bir sağlayıcının oyunu seçilemez.';
    case 'freeSpinGameMissing':
      return 'Bedava dönüşler için seçilen oyun bulunamadı.';
    case 'freeSpinGameNotPublic':
      return 'Bedava dönüşlerin oyunu yayında olmalı: taslak ya da yayında olmayan bir sağlayıcının oyunu seçilemez.';
    case 'casinoMissing':
      return 'Seçilen casino bulunamadı.';
    case 'casinoHasPopup':
      return 'Bu casinonun zaten bir popup bonusu var; bir casino popup listesinde yalnızca bir kez yer alabilir.';
    case 'pageNotRouted':
      return 'Bu kısa adla bir sayfa sitede hiçbir adreste gösterilmez; yalnızca sitenin sabit sayfaları (reklam ve yasal metinler) düzenlenebilir.';
    case 'pageSlugFixed':
      return `Bu sayfanın kısa adı değiştirilemez: site onu ${error.path} adresinde gösteriyor.`;
  }
}

/** A sentence per field, keyed by the field's path: what the forms show and the API's 400 answers carry. */
export type FieldMessages = Record<string, string>;

export function fieldMessages(errors: FieldErrors): FieldMessages {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, fieldMessage(error)]));
}

/** Why a delete, a copy or a new order was refused. */
export function refusalMessage(error: CmsInUse | CmsRefused): string {
  switch (error.code) {
    case 'providerHasGames': {
      const more = error.count > error.names.length ? ` ve ${error.count - error.names.length} oyun daha` : '';
      return `Bu sağlayıcı silinemez: ${error.count} oyun ona bağlı (${error.names.join(', ')}${more}). Önce bu oyunları silin veya başka bir sağlayıcıya taşıyın.`;
    }
    case 'casinoInPopup': {
      const places = error.positions.map((position) => `${position}.`).join(', ');
      return `Bu casino silinemez: popup bonuslarında ${places} sırada yer alıyor. Önce o popup bonusunu silin.`;
    }
    case 'casinoHasClicks':
      return 'Bu casino silinemez: tıklama istatistikleri ona bağlı. Siteden kaldırmak için durumunu Taslak yapın.';
    case 'pageRouted':
      return `Bu sayfa silinemez: site onu ${error.path} adresinde gösteriyor.`;
    case 'inUse':
      return 'Bu kayıt silinemez: sitede başka içerikler ona bağlı.';
    case 'pageCopy':
      return 'Sayfalar kopyalanamaz: kopyayı sitede gösterecek bir adres yok.';
    case 'popupCopy':
      return 'Popup bonusları kopyalanamaz: bir casino popup listesinde yalnızca bir kez yer alabilir.';
    case 'notOrdered':
      return 'Bu koleksiyonun sırası elle değiştirilemez.';
    case 'orderMismatch':
      return 'Sıralama listesi her kaydı tam bir kez içermeli. Liste siz düzenlerken değiştiyse sayfayı yenileyip tekrar deneyin.';
  }
}

export const linkWarningMessage = (warning: CmsLinkWarning): string => `Bağlantı bulunamadı: ${warning.href}`;

/** Why an upload was refused, by the store or by the image field before sending. */
export const imageMessages: Record<ImageErrorCode, string> = {
  too_large: 'Dosya 5 MB sınırını aşıyor.',
  unsupported_type: 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.',
  corrupt: 'Görsel okunamadı; dosya bozuk olabilir.',
  bad_dimensions: 'Görselin boyutları kabul edilemez: her kenarı en az 16, en çok 10.000 piksel olmalı ve görsel en çok 25 megapiksel olabilir.',
  busy: 'Şu anda başka görseller işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
};

export const statusLabels: Record<ContentStatus, string> = {
  draft: 'Taslak',
  published: 'Yayında',
  scheduled: 'Zamanlanmış',
};

/** The columns of the clicks table by casino and placement, on the dashboard and in its CSV file. */
export const clickStatsHeaders = [
  'Casino',
  'Yerleşim',
  'Tıklama (insan)',
  'Tıklama (bot)',
  'Kayıt',
  'İlk yatırım',
  'Yatırım tutarı',
  'Para birimi',
  'Dönüşüm oranı (%)',
] as const;

/** The site's pages as the field vitals screen names them, by route-table entry. */
export const routeLabels: Record<RouteName, string> = {
  home: 'Ana sayfa',
  casino: 'Casino incelemesi',
  comparison: 'Casino karşılaştırma',
  tactics: 'Kazanma taktikleri',
  tactic: 'Taktik yazısı',
  calculators: 'Bahis hesaplayıcıları',
  calculator: 'Hesaplayıcı',
  blog: 'Blog',
  blogPost: 'Blog yazısı',
  games: 'Oyunlar',
  game: 'Oyun sayfası',
  providers: 'Sağlayıcılar',
  provider: 'Sağlayıcı sayfası',
  advertise: 'Reklam',
  responsibleGaming: 'Sorumlu oyun',
  selfTest: 'Kendini test et',
  spendingPlanner: 'Bütçe planlayıcı',
  bonusValueMethod: 'Bonus değeri yöntemi',
  privacy: 'Gizlilik politikası',
  terms: 'Şartlar ve koşullar',
  adminLogin: 'Yönetici girişi',
  admin: 'Yönetim paneli',
};

/** Each field vital's name, spelled out beside its abbreviation. */
export const vitalNames: Record<VitalMetric, string> = {
  LCP: 'En büyük içerik boyaması',
  INP: 'Etkileşimden sonraki boyama',
  CLS: 'Birikimli düzen kayması',
  TTFB: 'İlk bayta kadar geçen süre',
  FCP: 'İlk içerik boyaması',
};

/** Google's rating of a value, in words, so that colour is never the only sign of it. */
export const vitalRatingLabels: Record<VitalRating, string> = {
  good: 'İyi',
  'needs-improvement': 'İyileştirilmeli',
  poor: 'Kötü',
};

export const interactionTypeLabels: Record<InteractionType, string> = {
  pointer: 'Dokunma / tıklama',
  keyboard: 'Klavye',
};
