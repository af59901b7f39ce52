/**
 * One schema per CMS collection, used by the admin's forms in the browser and again by the admin API before a write.
 * They take what a form holds (text as typed, numbers as "2,5", lists one per line, times in Istanbul) and give the
 * values the store writes, or a rule error per field (codes.ts) that the admin words in Turkish.
 */
import { z } from 'zod';
import { BONUS_TYPES } from '../bonus-value/bonus-value.ts';
import { weightedRating } from '../rating.ts';
import { tacticCategories, volatilityLevels } from '../types.ts';
import { addRuleIssue, fieldErrorsOf, ruleIssue, type CmsFieldLabel, type FieldErrors } from './codes.ts';
import {
  checkPublishing,
  choice,
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
    if (slug === '') addRuleIssue(ctx, { code: 'slugEmpty' }, ['slug']);
    return { ...value, slug, publishAt: iso };
  };
}

function withPublishing<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, slug: slugField, ...publishing });
}

const currentYear = () => new Date().getFullYear();

/** A part of a casino's rating: 0 to 5 with one decimal, as the column keeps it. */
const ratingPart = (label: CmsFieldLabel) => requiredNumber(label, { min: 0, max: 5, decimals: 1 });

export const casinoSchema = withPublishing({
  name: requiredText('casinoName', 80),
  inRanking: z.boolean().default(true),
  // The rating is the parts' weighted mean (shared-data/src/rating.ts), written with them by the transform below.
  ratingBonus: ratingPart('ratingBonus'),
  ratingPayments: ratingPart('ratingPayments'),
  ratingGames: ratingPart('ratingGames'),
  ratingSupport: ratingPart('ratingSupport'),
  ratingTrust: ratingPart('ratingTrust'),
  logoUrl: imageUrl('logo'),
  affiliateUrl: optionalWebUrl('affiliateUrl'),
  postbackSecret: postbackSecret('postbackSecret'),
  welcomeBonus: requiredText('welcomeBonus', 120),
  investmentBonus: nullableText('investmentBonus', 120),
  badges: lines('badges', { maxItems: 6, maxLength: 40 }),
  pros: lines('pros', { maxItems: 10, maxLength: 120 }),
  bonusDescription: optionalText('bonusDescription', 2000),
  currency: choice(['TL', 'USD'], { code: 'currency' }),
  bonusAmount: requiredNumber('bonusAmount', { min: 0, max: 10_000_000 }),
  bonusPercent: optionalNumber('bonusPercent', { min: 0, max: 1000, integer: true }),
  wageringMultiple: optionalNumber('wageringMultiple', { min: 0, max: 200 }),
  wageringBase: choice(['bonus', 'deposit_bonus'], { code: 'wageringBase' }),
  minDeposit: optionalNumber('minDeposit', { min: 0, max: 10_000_000 }),
  maxBet: optionalNumber('maxBet', { min: 0, max: 10_000_000 }),
  maxCashout: optionalNumber('maxCashout', { min: 0, max: 100_000_000 }),
  daysToComplete: optionalNumber('daysToComplete', { min: 1, max: 365, integer: true }),
  freeSpins: requiredNumber('freeSpins', { min: 0, max: 10_000, integer: true }),
  bonusType: choice(BONUS_TYPES, { code: 'bonusType' }).default('cashable'),
  minStake: optionalNumber('minStake', { min: 0, max: 10_000_000 }),
  slotContribution: optionalNumber('slotContribution', { min: 0, max: 100, integer: true }),
  tableContribution: optionalNumber('tableContribution', { min: 0, max: 100, integer: true }),
  liveContribution: optionalNumber('liveContribution', { min: 0, max: 100, integer: true }),
  freeSpinValue: optionalNumber('freeSpinValue', { min: 0, max: 10_000_000 }),
  /** The slot the free spins are played on: a public game of the catalogue (checked by the store), or none. */
  freeSpinGameId: optionalNumber('freeSpinGame', { min: 1, integer: true }),
  freeSpinWagering: optionalNumber('freeSpinWagering', { min: 0, max: 200 }),
  freeSpinMaxCashout: optionalNumber('freeSpinMaxCashout', { min: 0, max: 100_000_000 }),
  freeSpinsFirst: z.boolean().default(false),
  /** The game the offer's value is simulated on: a public game of the catalogue (checked by the store), or none. */
  referenceGameId: optionalNumber('referenceGame', { min: 1, integer: true }),
  bodyMd: optionalText('reviewText', 200_000),
}).transform((value, ctx) => {
  const finished = finish<typeof value>((v) => v.name)(value, ctx);
  return { ...finished, rating: weightedRating(finished) };
});

export const popupSchema = withPublishing({
  casinoId: requiredNumber('casino', { min: 1, integer: true }).refine((id) => id > 0, ruleIssue({ code: 'casinoChoice' })),
}).transform(finish((v) => `popup-${v.casinoId}`));

export const gameSchema = withPublishing({
  name: requiredText('gameName', 100),
  providerId: requiredNumber('provider', { min: 1, integer: true }),
  type: choice(['slot', 'live'], { code: 'gameType' }),
  rtp: requiredNumber('rtp', { min: 0, max: 100 }),
  volatility: choice(volatilityLevels, { code: 'volatility' }),
  features: lines('features', { maxItems: 20, maxLength: 60 }),
  theme: optionalText('theme', 80),
  year: requiredNumber('year', { min: 1990, max: currentYear() + 1, integer: true }),
  maxWin: nullableText('maxWin', 40),
  coverUrl: imageUrl('cover'),
  bodyMd: optionalText('reviewText', 200_000),
}).transform(finish((v) => v.name));

export const providerSchema = withPublishing({
  name: requiredText('providerName', 80),
  logoUrl: imageUrl('logo'),
  description: optionalText('description', 2000),
  kinds: lines('gameKinds', { maxItems: 10, maxLength: 40 }),
}).transform(finish((v) => v.name));

export const blogSchema = withPublishing({
  title: requiredText('title', 160),
  excerpt: requiredText('excerpt', 320),
  coverUrl: imageUrl('cover'),
  author: requiredText('author', 80),
  postedOn: isoDate('postedOn'),
  bodyMd: requiredText('postText', 200_000),
})
  .superRefine((value, ctx) => {
    // The date the post carries cannot come after the day it goes public: readers would see a post "from the future".
    const publishAt = value.publishAt === '' ? null : istanbulLocalToIso(value.publishAt);
    if (value.status === 'scheduled' && publishAt && value.postedOn > value.publishAt.slice(0, 10)) {
      addRuleIssue(ctx, { code: 'postedAfterPublish' }, ['postedOn']);
    }
  })
  .transform(finish((v) => v.title));

export const tacticSchema = withPublishing({
  title: requiredText('title', 160),
  category: choice(tacticCategories, { code: 'category' }),
  excerpt: requiredText('excerpt', 320),
  bodyMd: requiredText('tacticText', 200_000),
}).transform(finish((v) => v.title));

export const pageSchema = withPublishing({
  title: requiredText('title', 160),
  description: requiredText('description', 320),
  intro: optionalText('intro', 600),
  bodyMd: requiredText('pageText', 200_000),
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

const MAX_HELP_LINES = 6;

const helpLine = z.object({ name: requiredText('helpLineName', 80), phone: requiredText('phone', 20) });

export const settingsSchema = z.object({
  contact: z.object({
    channelUrl: webUrl('channelUrl'),
    channelLabel: requiredText('channelLabel', 60),
    contactUrl: webUrl('contactUrl'),
    email: requiredText('email', 120).refine((email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), ruleIssue({ code: 'email' })),
  }),
  helpLines: z.preprocess(
    (lines, ctx) => {
      // Counted before any line is read, as zod's own `max` of an array does: too many lines get this error alone.
      if (Array.isArray(lines) && lines.length > MAX_HELP_LINES) addRuleIssue(ctx, { code: 'helpLinesTooMany', max: MAX_HELP_LINES });
      return lines;
    },
    z.array(helpLine).refine((lines) => lines.length > 0, ruleIssue({ code: 'helpLinesMissing' })),
  ),
  /** The dollar's rate in lira the value ranking converts USD offers with: above 0, at most 4 decimals (so 0,0001 up). */
  exchange: z.preprocess(
    // Left out, it is an empty rate, refused on its field rather than as a malformed object.
    (exchange) => exchange ?? {},
    z.object({ usdTry: requiredNumber('usdTry', { min: 0.0001, max: 1_000_000, decimals: 4 }) }),
  ),
});
export type SettingsValues = z.output<typeof settingsSchema>;

/** Parses a form's values with its collection's schema: the values to write, or the errors per field. */
export function parseCmsValues<C extends CmsCollection>(
  collection: C,
  input: unknown,
): { ok: true; values: CmsValues<C> } | { ok: false; fieldErrors: FieldErrors } {
  const result = cmsSchemas[collection].safeParse(input);
  return result.success ? { ok: true, values: result.data as CmsValues<C> } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
