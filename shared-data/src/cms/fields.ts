/**
 * Field rules every CMS form shares: text with a length, numbers typed either way ("2,5" or "2.5"), lists typed one
 * per line, slugs, image addresses, dates and the publish status with its time in Europe/Istanbul. The browser's form
 * and the admin API parse the same values with them, so an error shown next to a field is the server's too. Every
 * refusal is a rule error (codes.ts) in the params of a custom issue, never zod's own message.
 */
import { z } from 'zod';
import { parseNumberInput } from '../calculators.ts';
import { contentStatuses } from '../content-api.ts';
import { slugify } from '../text.ts';
import { addRuleIssue, ruleIssue, type CmsFieldLabel, type CmsRuleError } from './codes.ts';
import { istanbulLocalToIso } from './istanbul-time.ts';

const blankToEmpty = (value: unknown) => (value === null || value === undefined ? '' : value);

/** Text of at most `max` characters, trimmed; the type is checked before the pipe reaches zod's string. */
function textField(label: CmsFieldLabel, max: number, required: boolean) {
  return z.preprocess(
    (value, ctx) => {
      const given = blankToEmpty(value);
      if (typeof given !== 'string') addRuleIssue(ctx, { code: 'notText', label });
      return given;
    },
    z
      .string()
      .trim()
      .refine((value) => !required || value !== '', ruleIssue({ code: 'required', label }))
      .refine((value) => value.length <= max, ruleIssue({ code: 'tooLong', label, max })),
  );
}

/** A required single-line text of at most `max` characters. */
export const requiredText = (label: CmsFieldLabel, max: number) => textField(label, max, true);

/** An optional text ('' when left empty) of at most `max` characters. */
export const optionalText = (label: CmsFieldLabel, max: number) => textField(label, max, false);

/** Optional text that is stored as null when empty. */
export function nullableText(label: CmsFieldLabel, max: number) {
  return optionalText(label, max).transform((text) => (text === '' ? null : text));
}

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  /** The most decimals the column keeps: more would be rounded away silently. */
  decimals?: number;
}

function numberIssue(label: CmsFieldLabel, value: number, { min, max, integer, decimals }: NumberRule): CmsRuleError | null {
  if (integer && !Number.isInteger(value)) return { code: 'notInteger', label };
  if (decimals !== undefined && Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) > 1e-6) {
    return { code: 'tooManyDecimals', label, max: decimals };
  }
  if (min !== undefined && value < min) return { code: 'tooSmall', label, min };
  if (max !== undefined && value > max) return { code: 'tooLarge', label, max };
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
function numberField(label: CmsFieldLabel, rule: NumberRule, required: boolean) {
  // Optional in zod's sense too, so that a form that leaves the field out gets the rule's error, not zod's own.
  return z.union([z.string(), z.number(), z.null()]).optional().transform((raw, ctx): number | null => {
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? raw : null) : parseCmsNumber(raw ?? '');
    const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (required) addRuleIssue(ctx, { code: 'required', label });
      return null;
    }
    if (value === null) {
      addRuleIssue(ctx, { code: 'notNumber', label });
      return null;
    }
    const issue = numberIssue(label, value, rule);
    if (issue) addRuleIssue(ctx, issue);
    return value;
  });
}

export const requiredNumber = (label: CmsFieldLabel, rule: NumberRule = {}) =>
  numberField(label, rule, true).transform((value) => value ?? 0);
export const optionalNumber = (label: CmsFieldLabel, rule: NumberRule = {}) => numberField(label, rule, false);

/** A list typed one item per line (or sent as an array): trimmed, empty lines dropped. */
export function lines(label: CmsFieldLabel, { maxItems, maxLength }: { maxItems: number; maxLength: number }) {
  return z.union([z.string(), z.array(z.string()), z.null()]).optional().transform((raw, ctx): string[] => {
    const items = (Array.isArray(raw) ? raw : (raw ?? '').split(/\r?\n/)).map((item) => item.trim()).filter(Boolean);
    if (items.length > maxItems) addRuleIssue(ctx, { code: 'tooManyLines', label, max: maxItems });
    if (items.some((item) => item.length > maxLength)) addRuleIssue(ctx, { code: 'lineTooLong', label, max: maxLength });
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
    .refine((slug) => slug.length <= SLUG_MAX, ruleIssue({ code: 'tooLong', label: 'slug', max: SLUG_MAX }))
    .refine((slug) => slug === '' || slugShape.test(slug), ruleIssue({ code: 'slugShape' })),
);

/** Fills an empty slug from the title with Turkish letters folded (ş→s, ı→i, ğ→g, ...). */
export function slugFrom(slug: string, title: string): string {
  return slug !== '' ? slug : slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** An image: a site path (/images/..., /medya/...) or an https address. */
export function imageUrl(label: CmsFieldLabel) {
  return requiredText(label, 500).refine(
    (url) => /^\/(?!\/)[^\s]*$/.test(url) || /^https:\/\/[^\s/]+\/\S*$/.test(url),
    ruleIssue({ code: 'imageUrl', label }),
  );
}

/** Whether a text is an absolute http(s) address with a dotted host name. */
export function isWebUrl(url: string): boolean {
  // The URL parser drops tabs and line breaks silently: a CR LF would be stored, and later sent in a Location header.
  // Spaces and every other control character are refused as well.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An outbound link: http or https only. */
export function webUrl(label: CmsFieldLabel) {
  return requiredText(label, 1000).refine(isWebUrl, ruleIssue({ code: 'webUrl', label }));
}

/** An outbound link that may be left empty (''), e.g. a casino's before its affiliate deal is signed. */
export function optionalWebUrl(label: CmsFieldLabel) {
  return optionalText(label, 1000).refine((url) => url === '' || isWebUrl(url), ruleIssue({ code: 'webUrl', label }));
}

/**
 * A casino's postback secret: empty (postbacks refused), or 16 to 200 visible characters without spaces, so it can
 * travel in a query string as a token and serve as an HMAC key.
 */
export function postbackSecret(label: CmsFieldLabel) {
  return optionalText(label, 200).refine(
    (secret) => secret === '' || /^[\x21-\x7e]{16,200}$/.test(secret),
    ruleIssue({ code: 'postbackSecret', label }),
  );
}

/** A calendar date, YYYY-MM-DD, that exists. */
export function isoDate(label: CmsFieldLabel) {
  return requiredText(label, 10).refine((text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, ruleIssue({ code: 'date', label }));
}

/** One of `values`, or the rule's `error` (zod's own enum issue would carry only a message). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, error: CmsRuleError) {
  return z.preprocess((value, ctx) => {
    if (!values.some((allowed) => allowed === value)) addRuleIssue(ctx, error);
    return value;
  }, z.enum(values));
}

/**
 * Status and publish time. The time is typed in Istanbul ('YYYY-MM-DDTHH:mm', as a datetime-local field gives it) and
 * leaves as UTC ISO; a scheduled entry needs one in the future. A published entry without one is published now.
 */
export const publishing = {
  status: choice(contentStatuses, { code: 'status' }),
  publishAt: z.preprocess(blankToEmpty, z.string().trim()),
};

export function checkPublishing(
  value: { status: (typeof contentStatuses)[number]; publishAt: string },
  ctx: z.RefinementCtx,
  now = Date.now(),
): string | null {
  if (value.publishAt === '') {
    if (value.status === 'scheduled') {
      addRuleIssue(ctx, { code: 'publishAtMissing' }, ['publishAt']);
    }
    return null;
  }
  const iso = istanbulLocalToIso(value.publishAt);
  if (iso === null) {
    addRuleIssue(ctx, { code: 'publishAtInvalid' }, ['publishAt']);
    return null;
  }
  if (value.status === 'scheduled' && Date.parse(iso) <= now) {
    addRuleIssue(ctx, { code: 'publishAtPast' }, ['publishAt']);
  }
  return iso;
}
