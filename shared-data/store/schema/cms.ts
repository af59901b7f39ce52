/**
 * The CMS's tables (accounts, sessions, the audit log, images), the affiliate records (clicks, conversions, link
 * checks) and the field vitals' counts. None of them bumps the content version.
 */
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COUNTRY_RULES } from 'shared-data';
import { timestamps } from './content.ts';

export const accountRole = pgEnum('account_role', ['admin', 'editor']);

// ---- the CMS: accounts, sessions, audit log, images (none of them bumps the content version) ----------------

/** Admin accounts added in the CMS; the first admin comes from the environment and is not stored here. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-case; unique. */
    username: text('username').notNull(),
    /** Argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: accountRole('role').notNull().default('editor'),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('accounts_username_key').on(t.username)],
);

/** Admin sessions, so that they survive a restart and hold across several server processes. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * An account's second factor (TOTP), by username so that the environment's admin, who has no `accounts` row, can have
 * one too: the secret encrypted with TWO_FACTOR_KEY, and the last time step a code was accepted at (a code of that step
 * or an earlier one is refused: no replay).
 */
export const twoFactor = pgTable('two_factor', {
  username: text('username').primaryKey(),
  secret: text('secret').notNull(),
  lastStep: bigint('last_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single-use backup codes of an account's second factor, as SHA-256 hashes: a used code keeps its use's time. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    username: text('username').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.codeHash] })],
);

/** Which roles must sign in with a second factor: a role without a row need not. */
export const twoFactorPolicy = pgTable('two_factor_policy', {
  role: accountRole('role').primaryKey(),
  required: boolean('required').notNull(),
});

/**
 * Who changed what and when: one row per content write, account or settings change, sign-in (and failed sign-in) and
 * ended session, with the actor's role, the request and its address.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    collection: text('collection').notNull(),
    entryId: integer('entry_id'),
    /** The entry's title or name when the change was made (it outlives a delete). */
    entryLabel: text('entry_label').notNull().default(''),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** The actor's role at the time ('admin', 'editor'); null on rows written before it was kept. */
    actorRole: text('actor_role'),
    /** The request that made the change, as the server's log names it, so a row leads to its log lines. */
    requestId: text('request_id'),
    /** The address the request came from, as the server saw it (behind a trusted proxy, the client's). */
    address: text('address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_collection_idx').on(t.collection, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An account's passkeys (WebAuthn credentials), by username like its second factor: the credential's id (base64url),
 * its public key, the signature counter the authenticator last reported, and how it may be reached.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_username_idx').on(t.username)],
);

/** Uploaded images, addressed by the hash of their converted content; immutable once stored. */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('images_hash_key').on(t.hash)],
);

/** One WebP file per image and width the site uses. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [uniqueIndex('image_variants_key').on(t.imageId, t.width)],
);

// ---- affiliate clicks: no personal data, and no content version bump ------------------------------------------

export const deviceClass = pgEnum('device_class', ['mobile', 'tablet', 'desktop']);

/** The operator's country rule a click met (shared-data's COUNTRY_RULES); only 'show' sends the reader on. */
export const countryRule = pgEnum('country_rule', COUNTRY_RULES);

/**
 * One row per redirect through /git/<casino>: the click id, when, which casino, placement and page (path only), the
 * device class, whether the client looked like a bot, the country a trusted proxy named (null: not known) and the
 * rule that applied. A click under a rule other than 'show' was refused: the reader stayed on the site and its id was
 * never handed to a casino. No address, user agent or cookie.
 */
export const clicks = pgTable(
  'clicks',
  {
    clickId: text('click_id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    casinoId: integer('casino_id').notNull(),
    placement: text('placement').notNull(),
    pagePath: text('page_path').notNull().default(''),
    device: deviceClass('device').notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    country: text('country'),
    rule: countryRule('rule').notNull().default('show'),
  },
  (t) => [index('clicks_at_idx').on(t.at), index('clicks_casino_at_idx').on(t.casinoId, t.at)],
);

/**
 * Clicks sent on to a casino (rule 'show') per Istanbul day, casino, placement and page: what the dashboard reads,
 * and what outlives the raw clicks.
 */
export const clickDaily = pgTable(
  'click_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    casinoId: integer('casino_id').notNull(),
    placement: text('placement').notNull(),
    pagePath: text('page_path').notNull(),
    humans: integer('humans').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (t) => [uniqueIndex('click_daily_key').on(t.day, t.casinoId, t.placement, t.pagePath)],
);

/**
 * Clicks a country rule refused per Istanbul day, country, rule and casino, kept apart from `click_daily` so that the
 * clicks sent on, and the conversion rates drawn from them, stay what casinos could convert. `country` is '' for a
 * reader whose country was not known: a unique key treats NULLs as distinct, so it could not add them up.
 */
export const refusedClickDaily = pgTable(
  'refused_click_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    rule: countryRule('rule').notNull(),
    casinoId: integer('casino_id').notNull(),
    humans: integer('humans').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (t) => [uniqueIndex('refused_click_daily_key').on(t.day, t.country, t.rule, t.casinoId)],
);

// ---- conversions and link health --------------------------------------------------------------------------------

export const conversionEvent = pgEnum('conversion_event', ['registration', 'first_deposit']);

/**
 * One row per conversion a casino's affiliate platform reported by postback, unique per casino and event id (a replay
 * is not counted twice). The click's placement and page are copied in, so a conversion keeps them when the raw click
 * is purged; `day` is the Istanbul day the postback arrived.
 */
export const conversions = pgTable(
  'conversions',
  {
    casinoId: integer('casino_id').notNull(),
    eventId: text('event_id').notNull(),
    event: conversionEvent('event').notNull(),
    clickId: text('click_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    placement: text('placement').notNull(),
    pagePath: text('page_path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.eventId] }),
    index('conversions_day_idx').on(t.day),
    index('conversions_click_idx').on(t.clickId),
  ],
);

export const linkCheckStatus = pgEnum('link_check_status', ['ok', 'broken', 'redirects', 'timeout', 'unreachable', 'invalid']);

/** The latest health check of each casino's affiliate URL: what was requested, how it answered, and when. */
export const linkChecks = pgTable('link_checks', {
  casinoId: integer('casino_id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  /** The URL template as it was when checked; a check of an older template is stale. */
  url: text('url').notNull(),
  status: linkCheckStatus('status').notNull(),
  httpStatus: integer('http_status'),
  /** HEAD, or GET when the server refused HEAD. */
  method: text('method').notNull().default('HEAD'),
  finalUrl: text('final_url').notNull().default(''),
  redirects: integer('redirects').notNull().default(0),
  durationMs: integer('duration_ms').notNull().default(0),
  message: text('message').notNull().default(''),
});

// ---- field vitals: counts per bucket, never a beacon -------------------------------------------------------------

/**
 * How many page views measured a metric in each of its fixed buckets (shared-data/vitals `vitalBuckets`), per Istanbul
 * day, route-table name and device class. Only counts: the rows are bounded by days × routes × device classes ×
 * metrics × buckets, whatever the traffic, and nothing here tells one reader from another.
 */
export const vitalsDaily = pgTable(
  'vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('vitals_daily_key').on(t.day, t.route, t.device, t.metric, t.bucket)],
);

/**
 * The INPs per Istanbul day, route and interaction target (a short selector) and type, with sums of their parts for
 * the means, the worst one and the script the browser named for it. At most `MAX_INTERACTION_TARGETS` targets per day
 * and route (store/cms/vitals.ts): a target past them is not stored.
 */
export const vitalsInteractions = pgTable(
  'vitals_interactions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    target: text('target').notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull().default(0),
    inpSum: doublePrecision('inp_sum').notNull().default(0),
    inpMax: doublePrecision('inp_max').notNull().default(0),
    inputDelaySum: doublePrecision('input_delay_sum').notNull().default(0),
    processingSum: doublePrecision('processing_sum').notNull().default(0),
    presentationSum: doublePrecision('presentation_sum').notNull().default(0),
    /** The longest script of the day's worst INP on this target, when the browser named one. */
    worstScript: text('worst_script'),
  },
  (t) => [uniqueIndex('vitals_interactions_key').on(t.day, t.route, t.target, t.type)],
);

// ---- what several server processes share ------------------------------------------------------------------

/**
 * Counters every server process on one database shares: the login throttle's failures per (username, address) pair
 * and per address, and the admin API's requests per address and minute. One row per key; times are epoch
 * milliseconds. A row past `expires_at` means nothing and is deleted by the periodic purge, which also caps how many
 * rows there are (the soonest to expire go first).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The end of the row's window, or, for a login pair, when its next attempt may be checked. */
    until: bigint('until', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);

/** When each scheduled job (the click purge) last ran, and how often it has run: a job due once a day runs once. */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
});
