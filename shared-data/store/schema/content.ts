/**
 * The content tables: one per collection, every content row with an id, a slug unique in its collection, a status
 * with a publish time, created and updated times and a row version for optimistic concurrency.
 * `content_meta.version` is the one content version: the triggers of migration 0002 bump it in the same
 * transaction as every write, plain SQL included, so caches keyed on it never serve a stale page.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { contentStatuses, type Heading } from 'shared-data';
import type { OfferValue } from 'shared-data/bonus-value';

export const contentStatus = pgEnum('content_status', contentStatuses);
export const wageringBase = pgEnum('wagering_base', ['bonus', 'deposit_bonus']);
/**
 * How a bonus behaves at a withdrawal: cashable (withdrawable once wagered, the deposit locked until then), sticky (the
 * bonus amount removed from the cash-out) or non-sticky (the deposit played first, the bonus only once it is lost).
 */
export const bonusType = pgEnum('bonus_type', ['cashable', 'sticky', 'non_sticky']);
export const currency = pgEnum('currency', ['TL', 'USD']);
export const gameType = pgEnum('game_type', ['slot', 'live']);
export const volatility = pgEnum('volatility', ['Düşük', 'Orta', 'Yüksek', 'Çok Yüksek']);

/**
 * The search folding of `foldSearchText` (shared-data/src/search.ts) as a SQL expression, for generated columns:
 * Turkish and common accented letters to ASCII first (so `lower` only meets ASCII whatever the server's locale),
 * apostrophes dropped, runs of white space folded. A test checks it against the TypeScript folding on every name.
 */
const FOLD_FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîûÁÀÄÃÅÉÈËÊÍÌÏÓÒÕÔÚÙÑáàäãåéèëêíìïóòõôúùñ';
const FOLD_TO = 'cgiiosuaiucgiosuaiuaaaaaeeeeiiioooouunaaaaaeeeeiiioooouun';
export function foldedColumn(column: AnyPgColumn): SQL {
  return sql`btrim(regexp_replace(lower(translate(${column}, ${sql.raw(`'${FOLD_FROM}''’\`'`)}, ${sql.raw(`'${FOLD_TO}'`)})), '\\s+', ' ', 'g'))`;
}

/** Created and updated times, on content rows and on accounts. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Columns every content row has. A row is public when published and its publish time has passed. */
function contentColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    status: contentStatus('status').notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
    version: integer('version').notNull().default(1),
  };
}

const body = {
  /** The Markdown the CMS edits; `body_html`, `headings` and `words` are rendered from it when it is saved. */
  bodyMd: text('body_md').notNull().default(''),
  bodyHtml: text('body_html').notNull().default(''),
  headings: jsonb('headings').$type<Heading[]>().notNull().default([]),
  words: integer('words').notNull().default(0),
};

const slugIsClean = (name: string, slug: AnyPgColumn) => check(name, sql`${slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);

export const providers = pgTable(
  'providers',
  {
    ...contentColumns(),
    name: text('name').notNull(),
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => foldedColumn(providers.name)),
    logoUrl: text('logo_url').notNull(),
    description: text('description').notNull().default(''),
    kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('providers_slug_key').on(t.slug),
    index('providers_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    slugIsClean('providers_slug_check', t.slug),
  ],
);

export const games = pgTable(
  'games',
  {
    ...contentColumns(),
    name: text('name').notNull(),
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => foldedColumn(games.name)),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    type: gameType('type').notNull().default('slot'),
    rtp: numeric('rtp', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    volatility: volatility('volatility').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    theme: text('theme').notNull().default(''),
    year: integer('year').notNull(),
    maxWin: text('max_win'),
    coverUrl: text('cover_url').notNull(),
    ...body,
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_provider_idx').on(t.providerId, t.id),
    index('games_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    check('games_rtp_range', sql`${t.rtp} >= 0 AND ${t.rtp} <= 100`),
    slugIsClean('games_slug_check', t.slug),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    ...contentColumns(),
    title: text('title').notNull(),
    titleFolded: text('title_folded').generatedAlwaysAs((): SQL => foldedColumn(blogPosts.title)),
    excerpt: text('excerpt').notNull().default(''),
    coverUrl: text('cover_url').notNull(),
    author: text('author').notNull(),
    /** The date the post carries (shown in Turkish long form); lists run newest first by it. */
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    ...body,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_posted_idx').on(t.postedOn, t.id),
    index('blog_posts_title_folded_trgm').using('gin', sql`${t.titleFolded} gin_trgm_ops`),
    slugIsClean('blog_posts_slug_check', t.slug),
  ],
);

export const tactics = pgTable(
  'tactics',
  {
    ...contentColumns(),
    title: text('title').notNull(),
    titleFolded: text('title_folded').generatedAlwaysAs((): SQL => foldedColumn(tactics.title)),
    category: text('category').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    ...body,
  },
  (t) => [
    uniqueIndex('tactics_slug_key').on(t.slug),
    index('tactics_title_folded_trgm').using('gin', sql`${t.titleFolded} gin_trgm_ops`),
    slugIsClean('tactics_slug_check', t.slug),
  ],
);

export const casinos = pgTable(
  'casinos',
  {
    ...contentColumns(),
    name: text('name').notNull(),
    /** Order of the bonus ranking (1 is the featured casino). */
    rank: integer('rank').notNull(),
    /** Whether the casino appears in the home page's ranking; popup-only partners do not. */
    inRanking: boolean('in_ranking').notNull().default(true),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    logoUrl: text('logo_url').notNull(),
    affiliateUrl: text('affiliate_url').notNull(),
    welcomeBonus: text('welcome_bonus').notNull(),
    investmentBonus: text('investment_bonus'),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    pros: jsonb('pros').$type<string[]>().notNull().default([]),
    bonusDescription: text('bonus_description').notNull().default(''),
    currency: currency('currency').notNull().default('TL'),
    /** Cash value of the welcome bonus, in `currency`. */
    bonusAmount: numeric('bonus_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Match percentage of a deposit bonus (100 for "%100"), when the bonus is one. */
    bonusPercent: integer('bonus_percent'),
    /** Wagering multiple; null when the bonus has no wagering requirement. */
    wageringMultiple: numeric('wagering_multiple', { precision: 6, scale: 2, mode: 'number' }),
    wageringBase: wageringBase('wagering_base').notNull().default('bonus'),
    minDeposit: numeric('min_deposit', { precision: 12, scale: 2, mode: 'number' }),
    maxBet: numeric('max_bet', { precision: 12, scale: 2, mode: 'number' }),
    maxCashout: numeric('max_cashout', { precision: 12, scale: 2, mode: 'number' }),
    daysToComplete: integer('days_to_complete'),
    freeSpins: integer('free_spins').notNull().default(0),
    bonusType: bonusType('bonus_type').notNull().default('cashable'),
    /** The least stake a spin may have while the bonus is wagered; null when the terms set none. */
    minStake: numeric('min_stake', { precision: 12, scale: 2, mode: 'number' }),
    /** How much of a stake counts toward the wagering, in percent, by game class; null when the terms do not say. */
    slotContribution: integer('slot_contribution'),
    tableContribution: integer('table_contribution'),
    liveContribution: integer('live_contribution'),
    /** What one free spin stakes, in `currency`; null when the terms do not say. */
    freeSpinValue: numeric('free_spin_value', { precision: 12, scale: 2, mode: 'number' }),
    /** The slot the free spins are played on; null when none is chosen. */
    freeSpinGameId: integer('free_spin_game_id').references(() => games.id, { onDelete: 'set null' }),
    /** Wagering multiple on the free spins' winnings; null when they have none. */
    freeSpinWagering: numeric('free_spin_wagering', { precision: 6, scale: 2, mode: 'number' }),
    /** The most the free spins' winnings can turn into; null when uncapped. */
    freeSpinMaxCashout: numeric('free_spin_max_cashout', { precision: 12, scale: 2, mode: 'number' }),
    /** Whether the terms have the free spins played before the match bonus (else after it). */
    freeSpinsFirst: boolean('free_spins_first').notNull().default(false),
    /** The game the offer's value is simulated on; null when the operator has chosen none. */
    referenceGameId: integer('reference_game_id').references(() => games.id, { onDelete: 'set null' }),
    /**
     * The parts of the rating (shared-data/src/rating.ts names them and their weights), 0 to 5 with one decimal:
     * `rating` is their weighted mean, written with them.
     */
    ratingBonus: numeric('rating_bonus', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    ratingPayments: numeric('rating_payments', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    ratingGames: numeric('rating_games', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    ratingSupport: numeric('rating_support', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    ratingTrust: numeric('rating_trust', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** The review text of the casino's page. */
    ...body,
    /**
     * The secret the casino's affiliate platform proves its conversion postbacks with (a token, or the key of an
     * HMAC-SHA256 signature); '' until the operator sets one, and then every postback is refused. Never public.
     */
    postbackSecret: text('postback_secret').notNull().default(''),
  },
  (t) => [
    uniqueIndex('casinos_slug_key').on(t.slug),
    index('casinos_rank_idx').on(t.rank),
    check('casinos_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('casinos_wagering_positive', sql`${t.wageringMultiple} IS NULL OR ${t.wageringMultiple} >= 0`),
    check(
      'casinos_contribution_percent',
      sql`coalesce(least(${t.slotContribution}, ${t.tableContribution}, ${t.liveContribution}), 0) >= 0 AND coalesce(greatest(${t.slotContribution}, ${t.tableContribution}, ${t.liveContribution}), 0) <= 100`,
    ),
    check(
      'casinos_rating_parts_range',
      sql`least(${t.ratingBonus}, ${t.ratingPayments}, ${t.ratingGames}, ${t.ratingSupport}, ${t.ratingTrust}) >= 0 AND greatest(${t.ratingBonus}, ${t.ratingPayments}, ${t.ratingGames}, ${t.ratingSupport}, ${t.ratingTrust}) <= 5`,
    ),
    slugIsClean('casinos_slug_check', t.slug),
  ],
);

/**
 * The stored value of each casino's offer (shared-data/bonus-value `valueOffer`), written with the offer or its
 * reference game (seed, CMS save). `fingerprint` names the inputs it was computed from (`offerFingerprint`): a row
 * whose fingerprint is not the one of the casino's current terms and game is stale and never shown. `contentVersion`
 * is the content version of the write that computed it. Not a content table: writing it bumps no version, since it is
 * written in the transaction of the write that changed its inputs.
 */
export const casinoValues = pgTable('casino_values', {
  casinoId: integer('casino_id')
    .primaryKey()
    .references(() => casinos.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  contentVersion: bigint('content_version', { mode: 'number' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  value: jsonb('value').$type<OfferValue>().notNull(),
});

/** The popup sequence's list: casinos in the order the popups show them (the first is the top-casino popup). */
export const popupEntries = pgTable(
  'popup_entries',
  {
    ...contentColumns(),
    casinoId: integer('casino_id')
      .notNull()
      .references(() => casinos.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('popup_entries_slug_key').on(t.slug),
    index('popup_entries_position_idx').on(t.position),
    slugIsClean('popup_entries_slug_check', t.slug),
  ],
);

/** Static pages (advertising, legal): title, description, a one-line introduction and a sanitised HTML body. */
export const pages = pgTable(
  'pages',
  {
    ...contentColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    intro: text('intro').notNull().default(''),
    ...body,
  },
  (t) => [uniqueIndex('pages_slug_key').on(t.slug), slugIsClean('pages_slug_check', t.slug)],
);

/** Site settings (contact channels, help lines), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
  version: integer('version').notNull().default(1),
});

/** A single row: the content version every write bumps, and when the demo content was seeded. */
export const contentMeta = pgTable(
  'content_meta',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    seededAt: timestamp('seeded_at', { withTimezone: true }),
    /** How many steps of the seed (store/seed.ts) this database has had. */
    seedVersion: integer('seed_version').notNull().default(0),
  },
  (t) => [check('content_meta_single_row', sql`${t.id} = 1`)],
);

/** Tables whose writes bump the content version (migration 0002 puts a trigger on each). */
export const contentTables = { providers, games, blogPosts, tactics, casinos, popupEntries, pages, settings } as const;
