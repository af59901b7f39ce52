/**
 * Field rules every CMS form shares: text with a length, numbers typed either way ("2,5" or "2.5"), lists typed one
 * per line, slugs, image addresses, dates and the publish status with its time in Europe/Istanbul. The browser's form
 * and the admin API parse the same values with them, so a message shown next to a field is the server's too.
 */
import { z } from 'zod';
import { parseNumberInput } from '../calculators.ts';
import { contentStatuses } from '../content-api.ts';
import { slugify } from '../text.ts';
import { istanbulLocalToIso } from './istanbul-time.ts';

const blankToEmpty = (value: unknown) => (value === null || value === undefined ? '' : value);

/** A required single-line text of at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z.preprocess(
    blankToEmpty,
    z
      .string({ error: `${label} metin olmalı.` })
      .trim()
      .min(1, `${label} boş bırakılamaz.`)
      .max(max, `${label} en fazla ${max} karakter olabilir.`),
  );
}

/** An optional text ('' when left empty) of at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToEmpty,
    z
      .string({ error: `${label} metin olmalı.` })
      .trim()
      .max(max, `${label} en fazla ${max} karakter olabilir.`),
  );
}

/** Optional text that is stored as null when empty. */
export function nullableText(label: string, max: number) {
  return optionalText(label, max).transform((text) => (text === '' ? null : text));
}

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

function numberIssue(label: string, value: number, { min, max, integer }: NumberRule): string | null {
  if (integer && !Number.isInteger(value)) return `${label} tam sayı olmalı.`;
  if (min !== undefined && value < min) return `${label} en az ${String(min).replace('.', ',')} olmalı.`;
  if (max !== undefined && value > max) return `${label} en fazla ${String(max).replace('.', ',')} olabilir.`;
  return null;
}

/**
 * A number as an operator types it: "2,5" and "2.5" are two and a half, and Turkish thousands ("1.000", "12.500,50")
 * are read as thousands, since a bonus of "1.000 TL" means a thousand lira.
 */
export function parseCmsNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, '');
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return parseNumberInput(text.replace(/\./g, ''));
  return parseNumberInput(text);
}

/** A number typed as "2,5", "2.5" or sent as 2.5; null when left empty (and `required` is false). */
function numberField(label: string, rule: NumberRule, required: boolean) {
  // Optional in zod's sense too, so that a form that leaves the field out gets the Turkish message, not zod's own.
  return z.union([z.string(), z.number(), z.null()]).optional().transform((raw, ctx): number | null => {
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? raw : null) : parseCmsNumber(raw ?? '');
    const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (required) ctx.addIssue({ code: 'custom', message: `${label} boş bırakılamaz.` });
      return null;
    }
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: `${label} bir sayı olmalı (ör. 2,5).` });
      return null;
    }
    const issue = numberIssue(label, value, rule);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
    return value;
  });
}

export const requiredNumber = (label: string, rule: NumberRule = {}) =>
  numberField(label, rule, true).transform((value) => value ?? 0);
export const optionalNumber = (label: string, rule: NumberRule = {}) => numberField(label, rule, false);

/** A list typed one item per line (or sent as an array): trimmed, empty lines dropped. */
export function lines(label: string, { maxItems, maxLength }: { maxItems: number; maxLength: number }) {
  return z.union([z.string(), z.array(z.string()), z.null()]).optional().transform((raw, ctx): string[] => {
    const items = (Array.isArray(raw) ? raw : (raw ?? '').split(/\r?\n/)).map((item) => item.trim()).filter(Boolean);
    if (items.length > maxItems) ctx.addIssue({ code: 'custom', message: `${label} en fazla ${maxItems} satır olabilir.` });
    const long = items.find((item) => item.length > maxLength);
    if (long) ctx.addIssue({ code: 'custom', message: `${label}: her satır en fazla ${maxLength} karakter olabilir.` });
    return items;
  });
}

/** The largest image an operator may upload: checked by the image field before sending and by the server. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const SLUG_MAX = 120;
const slugShape = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug as typed; empty means "make it from the title" (see `withSlug`). */
export const slugField = z.preprocess(
  blankToEmpty,
  z
    .string()
    .trim()
    .max(SLUG_MAX, `Kısa ad en fazla ${SLUG_MAX} karakter olabilir.`)
    .refine((slug) => slug === '' || slugShape.test(slug), 'Kısa ad yalnızca küçük harf (a-z), rakam ve tire içerebilir; ör. kasa-yonetimi.'),
);

/** Fills an empty slug from the title with Turkish letters folded (ş→s, ı→i, ğ→g, ...). */
export function slugFrom(slug: string, title: string): string {
  return slug !== '' ? slug : slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** An image: a site path (/images/..., /medya/...) or an https address. */
export function imageUrl(label: string) {
  return requiredText(label, 500).refine(
    (url) => /^\/(?!\/)[^\s]*$/.test(url) || /^https:\/\/[^\s/]+\/\S*$/.test(url),
    `${label} için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.`,
  );
}

/** Whether a text is an absolute http(s) address with a dotted host name. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

const webUrlMessage = (label: string) => `${label} geçerli bir web adresi olmalı (https:// ile başlayan).`;

/** An outbound link: http or https only. */
export function webUrl(label: string) {
  return requiredText(label, 1000).refine(isWebUrl, webUrlMessage(label));
}

/** An outbound link that may be left empty (''), e.g. a casino's before its affiliate deal is signed. */
export function optionalWebUrl(label: string) {
  return optionalText(label, 1000).refine((url) => url === '' || isWebUrl(url), webUrlMessage(label));
}

/**
 * A casino's postback secret: empty (postbacks refused), or 16 to 200 visible characters without spaces, so it can
 * travel in a query string as a token and serve as an HMAC key.
 */
export function postbackSecret(label: string) {
  return optionalText(label, 200).refine(
    (secret) => secret === '' || /^[\x21-\x7e]{16,200}$/.test(secret),
    `${label} en az 16 karakter olmalı; boşluk ve Türkçe harf içeremez (harf, rakam ve - _ . gibi işaretler).`,
  );
}

/** A calendar date, YYYY-MM-DD, that exists. */
export function isoDate(label: string) {
  return requiredText(label, 10).refine((text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, `${label} geçerli bir tarih olmalı (GG.AA.YYYY).`);
}

export const statusLabels: Record<(typeof contentStatuses)[number], string> = {
  draft: 'Taslak',
  published: 'Yayında',
  scheduled: 'Zamanlanmış',
};

/**
 * Status and publish time. The time is typed in Istanbul ('YYYY-MM-DDTHH:mm', as a datetime-local field gives it) and
 * leaves as UTC ISO; a scheduled entry needs one in the future. A published entry without one is published now.
 */
export const publishing = {
  status: z.enum(contentStatuses, { error: 'Geçerli bir durum seçin (Taslak, Yayında veya Zamanlanmış).' }),
  publishAt: z.preprocess(blankToEmpty, z.string().trim()),
};

export function checkPublishing(
  value: { status: (typeof contentStatuses)[number]; publishAt: string },
  ctx: z.RefinementCtx,
  now = Date.now(),
): string | null {
  if (value.publishAt === '') {
    if (value.status === 'scheduled') {
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Zamanlanmış yayın için tarih ve saat seçin.' });
    }
    return null;
  }
  const iso = istanbulLocalToIso(value.publishAt);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Yayın zamanı geçerli bir tarih ve saat olmalı.' });
    return null;
  }
  if (value.status === 'scheduled' && Date.parse(iso) <= now) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Zamanlanmış yayın zamanı ileri bir tarih ve saat olmalı.' });
  }
  return iso;
}
