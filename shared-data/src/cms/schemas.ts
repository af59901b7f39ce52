/**
 * One schema per CMS collection, used by the admin's forms in the browser and again by the admin API before a write.
 * They take what a form holds (text as typed, numbers as "2,5", lists one per line, times in Istanbul) and give the
 * values the store writes; every message is Turkish and names the field.
 */
import { z } from 'zod';
import { tacticCategories, volatilityLevels } from '../types.ts';
import {
  checkPublishing,
  imageUrl,
  isoDate,
  lines,
  nullableText,
  optionalNumber,
  optionalText,
  optionalWebUrl,
  postbackSecret,
  publishing,
  requiredNumber,
  requiredText,
  slugField,
  slugFrom,
  webUrl,
} from './fields.ts';
import { istanbulLocalToIso } from './istanbul-time.ts';

export const cmsCollections = ['casinos', 'popup', 'games', 'providers', 'blog', 'tactics', 'pages'] as const;
export type CmsCollection = (typeof cmsCollections)[number];

/** Who may change a collection: casinos and their popups carry the affiliate links, which only admins manage. */
export const collectionRole: Record<CmsCollection, 'admin' | 'editor'> = {
  casinos: 'admin',
  popup: 'admin',
  games: 'editor',
  providers: 'editor',
  blog: 'editor',
  tactics: 'editor',
  pages: 'editor',
};

export function isCmsCollection(name: string): name is CmsCollection {
  return (cmsCollections as readonly string[]).includes(name);
}

type Publishing = { status: (typeof publishing.status)['_output']; publishAt: string };

/** Status, publish time (to UTC) and slug (from the title when left empty), checked together. */
function finish<T extends Publishing & { slug: string }>(titleOf: (value: T) => string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const iso = checkPublishing(value, ctx);
    const slug = slugFrom(value.slug, titleOf(value));
    if (slug === '') ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Kısa ad boş; başlıkta harf veya rakam olmalı.' });
    return { ...value, slug, publishAt: iso };
  };
}

function withPublishing<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, slug: slugField, ...publishing });
}

const currentYear = () => new Date().getFullYear();

export const casinoSchema = withPublishing({
  name: requiredText('Casino adı', 80),
  inRanking: z.boolean().default(true),
  rating: requiredNumber('Puan', { min: 0, max: 5 }),
  logoUrl: imageUrl('Logo'),
  affiliateUrl: optionalWebUrl('Ortaklık bağlantısı'),
  postbackSecret: postbackSecret('Postback anahtarı'),
  welcomeBonus: requiredText('Hoş geldin bonusu', 120),
  investmentBonus: nullableText('Yatırım bonusu', 120),
  badges: lines('Rozetler', { maxItems: 6, maxLength: 40 }),
  pros: lines('Artılar', { maxItems: 10, maxLength: 120 }),
  bonusDescription: optionalText('Bonus açıklaması', 2000),
  currency: z.enum(['TL', 'USD'], { error: 'Para birimi TL veya USD olmalı.' }),
  bonusAmount: requiredNumber('Bonus tutarı', { min: 0, max: 10_000_000 }),
  bonusPercent: optionalNumber('Bonus yüzdesi', { min: 0, max: 1000, integer: true }),
  wageringMultiple: optionalNumber('Çevrim şartı', { min: 0, max: 200 }),
  wageringBase: z.enum(['bonus', 'deposit_bonus'], { error: 'Çevrimin neyin üzerinden hesaplandığını seçin.' }),
  minDeposit: optionalNumber('En az yatırım', { min: 0, max: 10_000_000 }),
  maxBet: optionalNumber('En yüksek bahis', { min: 0, max: 10_000_000 }),
  maxCashout: optionalNumber('En yüksek çekim', { min: 0, max: 100_000_000 }),
  daysToComplete: optionalNumber('Çevrim süresi (gün)', { min: 1, max: 365, integer: true }),
  freeSpins: requiredNumber('Bedava dönüş', { min: 0, max: 10_000, integer: true }),
}).transform(finish((v) => v.name));

export const popupSchema = withPublishing({
  casinoId: requiredNumber('Casino', { min: 1, integer: true }).refine((id) => id > 0, 'Bir casino seçin.'),
}).transform(finish((v) => `popup-${v.casinoId}`));

export const gameSchema = withPublishing({
  name: requiredText('Oyun adı', 100),
  providerId: requiredNumber('Sağlayıcı', { min: 1, integer: true }),
  type: z.enum(['slot', 'live'], { error: 'Oyun türü slot veya canlı olmalı.' }),
  rtp: requiredNumber('RTP', { min: 0, max: 100 }),
  volatility: z.enum(volatilityLevels, { error: 'Bir oynaklık seviyesi seçin.' }),
  features: lines('Özellikler', { maxItems: 20, maxLength: 60 }),
  theme: optionalText('Tema', 80),
  year: requiredNumber('Çıkış yılı', { min: 1990, max: currentYear() + 1, integer: true }),
  maxWin: nullableText('En yüksek kazanç', 40),
  coverUrl: imageUrl('Kapak görseli'),
  bodyMd: optionalText('İnceleme metni', 200_000),
}).transform(finish((v) => v.name));

export const providerSchema = withPublishing({
  name: requiredText('Sağlayıcı adı', 80),
  logoUrl: imageUrl('Logo'),
  description: optionalText('Açıklama', 2000),
  kinds: lines('Oyun türleri', { maxItems: 10, maxLength: 40 }),
}).transform(finish((v) => v.name));

export const blogSchema = withPublishing({
  title: requiredText('Başlık', 160),
  excerpt: requiredText('Özet', 320),
  coverUrl: imageUrl('Kapak görseli'),
  author: requiredText('Yazar', 80),
  postedOn: isoDate('Yazı tarihi'),
  bodyMd: requiredText('Yazı metni', 200_000),
})
  .superRefine((value, ctx) => {
    // The date the post carries cannot come after the day it goes public: readers would see a post "from the future".
    const publishAt = value.publishAt === '' ? null : istanbulLocalToIso(value.publishAt);
    if (value.status === 'scheduled' && publishAt && value.postedOn > value.publishAt.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['postedOn'], message: 'Yazı tarihi yayın tarihinden sonra olamaz.' });
    }
  })
  .transform(finish((v) => v.title));

export const tacticSchema = withPublishing({
  title: requiredText('Başlık', 160),
  category: z.enum(tacticCategories, { error: 'Bir kategori seçin.' }),
  excerpt: requiredText('Özet', 320),
  bodyMd: requiredText('Taktik metni', 200_000),
}).transform(finish((v) => v.title));

export const pageSchema = withPublishing({
  title: requiredText('Başlık', 160),
  description: requiredText('Açıklama', 320),
  intro: optionalText('Giriş', 600),
  bodyMd: requiredText('Sayfa metni', 200_000),
}).transform(finish((v) => v.title));

export const cmsSchemas = {
  casinos: casinoSchema,
  popup: popupSchema,
  games: gameSchema,
  providers: providerSchema,
  blog: blogSchema,
  tactics: tacticSchema,
  pages: pageSchema,
} as const;

/** What the store writes for an entry of a collection (the schema's output). */
export type CmsValues<C extends CmsCollection> = z.output<(typeof cmsSchemas)[C]>;

const helpLine = z.object({ name: requiredText('Yardım hattı adı', 80), phone: requiredText('Telefon', 20) });

export const settingsSchema = z.object({
  contact: z.object({
    channelUrl: webUrl('Kanal bağlantısı'),
    channelLabel: requiredText('Kanal adı', 60),
    contactUrl: webUrl('İletişim bağlantısı'),
    email: requiredText('E-posta', 120).refine((email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'Geçerli bir e-posta adresi girin.'),
  }),
  helpLines: z.array(helpLine).min(1, 'En az bir yardım hattı girin.').max(6, 'En fazla 6 yardım hattı girilebilir.'),
});
export type SettingsValues = z.output<typeof settingsSchema>;

/** Per-field messages of a failed parse, keyed by the field's path ('contact.email', 'helpLines.0.phone'). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses a form's values with its collection's schema: the values to write, or the messages per field. */
export function parseCmsValues<C extends CmsCollection>(
  collection: C,
  input: unknown,
): { ok: true; values: CmsValues<C> } | { ok: false; fieldErrors: FieldErrors } {
  const result = cmsSchemas[collection].safeParse(input);
  return result.success ? { ok: true, values: result.data as CmsValues<C> } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
