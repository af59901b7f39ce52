/**
 * The admin API's contract, shared by the server and the remote's browser code: where it is mounted, its routes and
 * the shapes it answers with. Plain data and types only, so it is safe to ship to the browser.
 */

import type { BlogPost, Casino, CasinoOfferValue, ContentStatus, Game, Provider, WithStatus } from 'shared-data';
import type { CmsCollection, EntryDocument, FormValues } from 'shared-data/cms';

export type { AuditEntry, AuditPage, EntryDocument, EntrySummary, FormValues, SettingsDocument } from 'shared-data/cms';

/** Where the API is mounted on the server that serves the site. */
export const adminApiPrefix = '/api/admin';

/** Routes relative to the prefix. */
export const adminApiRoutes = {
  login: '/login',
  logout: '/logout',
  session: '/session',
  overview: '/overview',
  casinos: '/casinos',
  /** Admins only: POST a casino form's values, answered with the figures of its offer, stored nowhere. */
  casinoValuePreview: '/casinos/value-preview',
  games: '/games',
  providers: '/providers',
  blog: '/blog',
  /** CMS: `/content/<collection>` lists and creates; `/content/<collection>/<id>` reads, saves and deletes. */
  content: '/content',
  preview: '/preview',
  audit: '/audit',
  /** Admins only: the audit log as a file, `?format=jsonl|csv` with the list's filters. */
  auditExport: '/audit/export',
  settings: '/settings',
  images: '/images',
  /**
   * Admins only: `/accounts` lists and creates; `/accounts/<id>` changes and deletes; POST
   * `/accounts/<id>/two-factor-reset` removes the account's second factor and ends its sessions.
   */
  accounts: '/accounts',
  /** Admins only: the click dashboard as JSON (`/stats`) and as the CSV of the current view (`/stats.csv`). */
  stats: '/stats',
  statsCsv: '/stats.csv',
  /** Admins only: GET the latest health of each casino's affiliate link; POST runs a check now. */
  linkHealth: '/link-health',
  /** Admins only: GET the operator's rules per visitor country (`CountryRulesDocument`); PUT `{version, values}` saves them. */
  countryRules: '/country-rules',
  /** Admins only: GET `?from&to` (Istanbul days) answers the field vitals of the period (`VitalsReport`, shared-data/vitals). */
  vitals: '/vitals',
  /** Admins only: GET answers whether daily backups are on and how the last one went (`BackupReport`). */
  backup: '/backup',
  /**
   * The signed-in account's own sessions: GET lists them (`SessionList`), DELETE `/sessions/<id>` ends one of the
   * others, POST `/sessions/end-others` ends all but the one asking (`SessionsEnded`).
   */
  sessions: '/sessions',
  sessionsEndOthers: '/sessions/end-others',
  /** Every role: PUT `{currentPassword, newPassword}` changes the account's own password (`OwnPasswordChanged`). */
  ownPassword: '/account/password',
  /** After a password step answered `SecondFactorNeeded`: POST `{code}` (a TOTP or a backup code) signs in. */
  loginSecondFactor: '/login/second-factor',
  /** Every role: GET the account's second factor (`TwoFactorStatus`). */
  twoFactor: '/account/two-factor',
  /** Every role: POST starts an enrolment (`TwoFactorSetup`), kept in the session until confirmed. */
  twoFactorSetup: '/account/two-factor/setup',
  /** Every role: POST `{code}` confirms the enrolment with a first code (`TwoFactorEnabled`: the backup codes, once). */
  twoFactorConfirm: '/account/two-factor/confirm',
  /** Admins only: GET which roles must use a second factor (`TwoFactorPolicy`); PUT `{role, required}` sets one. */
  twoFactorPolicy: '/two-factor-policy',
  /** Every role: GET the account's passkeys (`PasskeySummary[]`); POST `{name, response}` registers one; DELETE `/<id>`. */
  passkeys: '/account/passkeys',
  /** Every role: POST answers the registration's options (a challenge kept in the session). */
  passkeyOptions: '/account/passkeys/options',
  /** POST answers a passkey sign-in's options (a challenge kept in the session). */
  loginPasskeyOptions: '/login/passkey/options',
  /** POST `{response}`: signs in with a passkey, instead of the password and code. */
  loginPasskey: '/login/passkey',
} as const;

/** Full URL path of an API route, as the browser calls it. */
export function adminApiUrl(route: keyof typeof adminApiRoutes): string {
  return `${adminApiPrefix}${adminApiRoutes[route]}`;
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** An editor manages content; an admin also manages casinos, popups, accounts and settings. */
export type Role = 'admin' | 'editor';

export interface AdminIdentity {
  username: string;
  role: Role;
}

export interface SessionInfo {
  authenticated: true;
  username: string;
  role: Role;
  /**
   * The account's role requires a second factor it has not enrolled: until it does, every route but the enrolment's,
   * the session's and the logout answers 403 `enrolment_required`.
   */
  mustEnrol?: boolean;
  /** When the session ends at the latest (absolute expiry), as epoch milliseconds. */
  expiresAt: number;
}

/** One of the account's sessions as its list shows it. */
export interface SessionSummary {
  /** A handle for ending it: not the session's id, which is the cookie's secret. */
  id: string;
  /** When the login happened and when the session last answered a request, as epoch milliseconds. */
  startedAt: number;
  lastUsedAt: number;
  /** A coarse description from the user agent at login ('Chrome · Android · telefon'). */
  device: string;
  /** The first two parts of the address at login ('203.0.x.x'), or '' when unknown. */
  address: string;
  /** The session this list was asked from. */
  current: boolean;
}

export interface SessionList {
  items: SessionSummary[];
}

export interface SessionsEnded {
  ended: number;
}

/** The password step's answer for an account with a second factor: nothing is granted yet. */
export interface SecondFactorNeeded {
  authenticated: false;
  secondFactor: 'totp';
}

export type LoginAnswer = SessionInfo | SecondFactorNeeded;

export interface TwoFactorStatus {
  /** Whether the server can enrol anyone (TWO_FACTOR_KEY and the database are configured). */
  available: boolean;
  enabled: boolean;
  /** ISO time of the enrolment, or null. */
  enabledAt: string | null;
  backupCodesLeft: number;
  /** The account's role requires it. */
  required: boolean;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** `otpauth://totp/...`, what the QR code holds. */
  uri: string;
  /** The QR code as SVG markup. */
  qrSvg: string;
}

export interface TwoFactorEnabled {
  /** Shown once: only their hashes are kept. */
  backupCodes: string[];
}

export type TwoFactorPolicy = Record<Role, boolean>;

export interface PasskeySummary {
  id: string;
  name: string;
  /** ISO times. */
  createdAt: string;
  lastUsedAt: string | null;
}

export interface OwnPasswordChanged {
  /** The account's other sessions, ended with the change. */
  endedSessions: number;
}

export interface OverviewCounts {
  casinos: number;
  games: number;
  providers: number;
  blogPosts: number;
}

/** Every entry of a collection, drafts included, as the management screens list them. */
export type AdminCasino = WithStatus<Casino & { rank: number; inRanking: boolean }>;
export type AdminGame = WithStatus<Game & { providerName: string }>;
export type AdminProvider = WithStatus<Provider & { gameCount: number }>;
export type AdminBlogPost = WithStatus<BlogPost>;

/** What the API reads from the content store; the server that mounts the API provides it. */
export interface AdminContentSource {
  overview(): Promise<OverviewCounts>;
  casinos(): Promise<AdminCasino[]>;
  games(): Promise<AdminGame[]>;
  providers(): Promise<AdminProvider[]>;
  blog(): Promise<AdminBlogPost[]>;
}

/** An uploaded image as stored: WebP files at the sizes the site uses, each under `/medya/<hash>-<width>.webp`. */
export interface UploadedImage {
  hash: string;
  /** The smallest variant's URL: the size the site's fixed slots show. */
  url: string;
  /** Of the upload, upright. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: Array<{ width: number; height: number; url: string }>;
}

/** An account as GET /accounts lists it: never a password or its hash. */
export interface AccountSummary {
  /** null for the admin from the environment, whom the API can neither change nor delete. */
  id: number | null;
  username: string;
  role: Role;
  disabled: boolean;
  source: 'environment' | 'database';
  /** ISO 8601, UTC; null for the environment admin. */
  createdAt: string | null;
  updatedAt: string | null;
  /** Sent back with a change or a delete, which a newer version refuses with 409. 0 for the environment admin. */
  version: number;
  /** Whether the account signs in with a second factor (the list says so; a single account's answer leaves it out). */
  twoFactor?: boolean;
}

/** POST /accounts. */
export interface NewAccountRequest {
  username: string;
  password: string;
  role: Role;
}

/** PUT /accounts/<id>: the version the form edited and only the fields to change. */
export interface AccountChangeRequest {
  version: number;
  role?: Role;
  disabled?: boolean;
  password?: string;
}

export type ApiErrorCode =
  | 'invalid_credentials'
  | 'too_many_attempts'
  | 'unauthenticated'
  | 'forbidden'
  | 'invalid'
  | 'conflict'
  | 'in_use'
  | 'cross_site'
  | 'bad_request'
  | 'not_found'
  | 'server_error'
  | 'unavailable'
  | 'enrolment_required';

/** Every non-2xx answer of the API. `retryAfterSeconds` accompanies 429, and the 503 of an upload that found the conversion queue full. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

// ---- the CMS ----------------------------------------------------------------------------------------------

/** Paths of one collection's routes, as the browser calls them. */
export const cmsUrls = {
  list: (collection: CmsCollection) => `${adminApiPrefix}/content/${collection}`,
  entry: (collection: CmsCollection, id: number) => `${adminApiPrefix}/content/${collection}/${id}`,
  duplicate: (collection: CmsCollection, id: number) => `${adminApiPrefix}/content/${collection}/${id}/duplicate`,
  order: (collection: CmsCollection) => `${adminApiPrefix}/content/${collection}/order`,
};

/** POST (create) and PUT (save) bodies: the form's values; a save also sends the version it edited. */
export interface SaveRequest {
  version?: number;
  values: FormValues;
}

export interface SaveResult {
  entry: EntryDocument;
  /** Things worth knowing that did not stop the save, e.g. internal links to content that does not exist. */
  warnings: string[];
}

/** 400 of a save: a Turkish message per field, keyed by the field's path ('contact.email'). */
export interface InvalidBody extends ApiErrorBody {
  error: 'invalid';
  fieldErrors: Record<string, string>;
}

/**
 * 409 of a save with a stale version: the entry as it is now, and which fields differ from what the form sent. The
 * settings form's is a `ConflictBody<SettingsDocument>`, its fields named as its errors are ('contact.email').
 */
export interface ConflictBody<Current = EntryDocument> extends ApiErrorBody {
  error: 'conflict';
  current: Current;
  changedFields: string[];
}

/** POST /content/<collection>/order: every id of the collection in the new order. */
export interface OrderRequest {
  ids: number[];
}

/** POST /casinos/value-preview: a casino form's values as they are, saved or not. */
export interface OfferPreviewRequest {
  values: FormValues;
}
/** The figures the offer would have once saved (the pages' standard play on the chosen reference game), or why none. */
export interface OfferPreviewResult {
  value: CasinoOfferValue;
}

/** POST /preview: Markdown rendered and sanitised as the public page will show it. */
export interface PreviewRequest {
  markdown: string;
}
export interface PreviewResult {
  html: string;
  /** Internal links to pages that do not exist (Turkish, one per link). */
  warnings: string[];
}

// ---- link health: the answer of GET and POST /link-health, as JSON -------------------------------------------

export type LinkCheckStatus = 'ok' | 'broken' | 'redirects' | 'timeout' | 'unreachable' | 'invalid';

export interface LinkCheck {
  /** ISO 8601, UTC. */
  checkedAt: string;
  /** The URL template that was checked. */
  url: string;
  status: LinkCheckStatus;
  httpStatus: number | null;
  method: 'HEAD' | 'GET';
  finalUrl: string;
  redirects: number;
  durationMs: number;
  /** The server's Turkish explanation. */
  message: string;
}

export interface LinkHealthLink {
  id: number;
  name: string;
  slug: string;
  status: ContentStatus;
  affiliateUrl: string;
  /** Whether /git/ can send readers to the URL at all (false: empty or not http(s), and /git/ answers 404). */
  usable: boolean;
  check: LinkCheck | null;
  /** The check was made before the URL last changed. */
  stale: boolean;
}

export interface LinkHealthReport {
  /** The latest check (ISO 8601), null before the first. */
  checkedAt: string | null;
  links: LinkHealthLink[];
}

// ---- backups: the answer of GET /backup ----------------------------------------------------------------------

/** Why the last backup is not proven (the admin words each code). */
export type BackupProblem =
  /** The file is not JSON, not a content backup, or of a version the server does not read. */
  | { code: 'unreadable'; detail: string }
  /** The file carries no manifest to compare the restore with. */
  | { code: 'noManifest' }
  /** The temporary database could not be made, or refused the import. */
  | { code: 'restoreFailed'; detail: string }
  /** These tables came back with other rows than the file's manifest describes. */
  | { code: 'mismatch'; tables: string[] }
  | { code: 'writeFailed'; detail: string }
  | { code: 'pruneFailed'; detail: string };

export interface LastBackup {
  /** ISO 8601, UTC. */
  at: string;
  /** The file's name in the backup folder and its size in bytes; null when it could not be written. */
  file: string | null;
  bytes: number | null;
  /** The restore check run on the file right after it was written. */
  check: { passed: true } | { passed: false; problem: BackupProblem };
}

/** Off without `BACKUP_DIR`; on, the configured hour (Istanbul), how many are kept, and the last backup (null before the first). */
export type BackupReport = { enabled: false } | { enabled: true; hour: number; keep: number; last: LastBackup | null };
