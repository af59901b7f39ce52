/**
 * Every environment variable the servers read, in one zod schema, read once at start (`readConfig`). The shell's
 * server and the admin's standalone server share it, so each setting has one rule. A bad value stops the start with
 * one line naming the variable and what it expects (`ConfigError`). Build-time settings (the development servers'
 * proxies) are read here too, by `readBuildConfig`.
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { siteOriginOf } from 'shared-data';

/** The workspace root, where the built packages and the default data folder live. */
const root = fileURLToPath(new URL('../../', import.meta.url));

const text = z.string().trim();
/** Unset and empty read alike: the default. */
const optionalText = text.optional().transform((value) => (value === '' ? undefined : value));
const onUnlessZero = text.optional().transform((value) => value !== '0');

const port = (fallback: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'a port number from 0 (any free port) to 65535')
      .transform(Number)
      .refine((value) => value <= 65_535, 'a port number from 0 (any free port) to 65535')
      .optional(),
  ).transform((value) => value ?? fallback);

const url = optionalText.pipe(z.url({ error: 'an absolute URL' }).optional());

/** Address ranges proxy-addr knows by name. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', range, ...rest] = item.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (range === undefined || /^\d{1,3}$/.test(range) || isIP(range) === 4);
};

/**
 * `TRUST_PROXY`: 'true' or '1' trusts every proxy; any other text is a comma-separated list of the proxies'
 * addresses, CIDR ranges or range names ('loopback', 'linklocal', 'uniquelocal'); unset, empty, 'false' or '0' trusts
 * none. A hop count (2, 3, ...) is refused: Fastify 5.12.1 dropped it, as it cannot tell a proxy from a client that
 * writes the headers itself, and it would trust nothing without a word.
 */
const trustProxy = text
  .optional()
  .transform((value, context): boolean | string => {
    const given = value ?? '';
    if (given === '' || given === 'false' || given === '0') return false;
    if (given === 'true' || given === '1') return true;
    if (/^\d+$/.test(given)) {
      context.addIssue({ code: 'custom', message: "the proxy's addresses or CIDR ranges (e.g. 'loopback' or '10.0.0.0/8'), or 'true'; a hop count is not supported" });
      return z.NEVER;
    }
    const bad = given.split(',').map((item) => item.trim()).filter((item) => !isProxyAddress(item));
    if (bad.length > 0) {
      context.addIssue({ code: 'custom', message: `IP addresses, CIDR ranges or range names; not ${bad.map((item) => JSON.stringify(item)).join(', ')}` });
      return z.NEVER;
    }
    return given;
  });

const retentionDays = optionalText
  .pipe(z.string().regex(/^\d{1,6}$/, 'a whole number of days, at least 1').transform(Number).refine((days) => days >= 1, 'a whole number of days, at least 1').optional())
  .transform((days) => days ?? 400);

/** A bound in milliseconds, from 100 to an hour, or `fallback` when unset. */
const milliseconds = (fallback: number) =>
  optionalText
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, 'a whole number of milliseconds from 100 to 3600000')
        .transform(Number)
        .refine((ms) => ms >= 100 && ms <= 3_600_000, 'a whole number of milliseconds from 100 to 3600000')
        .optional(),
    )
    .transform((ms) => ms ?? fallback);

const queryTimeoutMs = milliseconds(10_000);

/** The embedded database's stall bound: short, so that a hung worker costs a request at most this. */
const embeddedQueryTimeoutMs = milliseconds(3_000);

const sessionSecret = z
  .string()
  .optional()
  .refine((value) => value === undefined || value.length >= 32, 'at least 32 characters');

/**
 * `COUNTRY_HEADER`: the name of a request header that a trusted proxy sets to the visitor's country (ISO 3166-1
 * alpha-2), e.g. 'CF-IPCountry'. Header names are case-insensitive; it is kept lower-case, as Node gives headers.
 */
const countryHeader = optionalText.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "a header name of letters, digits and '-' (e.g. 'CF-IPCountry')")
    .transform((name) => name.toLowerCase())
    .optional(),
);

/**
 * `VITALS_SAMPLE_RATE`: the share of page views whose field vitals readers' browsers send, from 0 (none) to 1 (all,
 * the default), as a decimal with a point ('0.25').
 */
const sampleRate = optionalText
  .pipe(
    z
      .string()
      .regex(/^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/, "a share from 0 to 1, with a decimal point (e.g. '0.25')")
      .transform(Number)
      .optional(),
  )
  .transform((rate) => rate ?? 1);

/** A whole number from `min` to `max`, or `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number, expected: string) =>
  optionalText
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, expected)
        .transform(Number)
        .refine((value) => value >= min && value <= max, expected)
        .optional(),
    )
    .transform((value) => value ?? fallback);

/** The environment the servers read, by variable. Every key is documented in the README's configuration table. */
export const serverEnvSchema = z.object({
  PORT: port(4173),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  ADMIN_API_PORT: port(4174),
  LOG: onUnlessZero,
  TRUST_PROXY: trustProxy,
  COUNTRY_HEADER: countryHeader,
  DATABASE_URL: optionalText,
  DATABASE_QUERY_TIMEOUT_MS: queryTimeoutMs,
  EMBEDDED_QUERY_TIMEOUT_MS: embeddedQueryTimeoutMs,
  DATA_DIR: optionalText.transform((value) => value ?? `${root}.data`),
  SHELL_DIR: optionalText.transform((value) => value ?? `${root}shell/dist`),
  REMOTE_CONTENT_DIR: optionalText.transform((value) => value ?? `${root}mfe-content/dist`),
  REMOTE_CALCULATORS_DIR: optionalText.transform((value) => value ?? `${root}mfe-calculators/dist`),
  REMOTE_ADMIN_DIR: optionalText.transform((value) => value ?? `${root}mfe-admin/dist`),
  REMOTE_CONTENT_URL: optionalText,
  REMOTE_CALCULATORS_URL: optionalText,
  REMOTE_ADMIN_URL: optionalText,
  REMOTES_FILE: optionalText,
  CLICK_RETENTION_DAYS: retentionDays,
  LINK_CHECK_DAILY: onUnlessZero,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: z.string().optional().transform((value) => (value === '' ? undefined : value)),
  ADMIN_PASSWORD_HASH: optionalText,
  SESSION_SECRET: sessionSecret,
  TWO_FACTOR_KEY: sessionSecret,
  WEBAUTHN_RP_ID: optionalText,
  WEBAUTHN_ORIGIN: url,
  SITE_ORIGIN: url,
  VITALS_SAMPLE_RATE: sampleRate,
  BACKUP_DIR: optionalText,
  BACKUP_HOUR: wholeNumber(0, 23, 3, 'an hour of the day in Istanbul, from 0 to 23'),
  BACKUP_KEEP: wholeNumber(1, 10_000, 14, 'how many backups to keep, a whole number from 1 to 10000'),
});

/** Build-time and development-server settings: read by the Vite configs, never by a running server. */
export const buildEnvSchema = z.object({
  CONTENT_API_URL: url,
  ADMIN_API_URL: url,
});

/** Where a store lives: PostgreSQL at a URL, PGlite files in a folder (run in a worker), or PGlite in memory (tests). */
export type StoreLocation =
  | { kind: 'postgres'; url: string; poolSize?: number; queryTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string; queryTimeoutMs?: number }
  // `archive`: a data folder PGlite dumped (`dumpDataDir`) to start from instead of an empty cluster; the tests'
  // migrated and seeded templates (`@shared-data/store/testing`).
  | { kind: 'memory'; archive?: Blob };

export type ServerEnv = z.output<typeof serverEnvSchema>;
export type BuildEnv = z.output<typeof buildEnvSchema>;
type RemoteKey = 'content' | 'calculators' | 'admin';

/** What the servers run with, grouped by purpose. */
export interface ServerConfig {
  port: number;
  host: string;
  adminApiPort: number;
  log: boolean;
  trustProxy: boolean | string;
  /**
   * The header a trusted proxy gives the visitor's country in (lower-case), or none: then every visitor is under the
   * default country rule. Read only on a request that came through a proxy `trustProxy` trusts.
   */
  countryHeader: string | undefined;
  /** PostgreSQL when set, else PGlite files in `dataDir`. */
  databaseUrl: string | undefined;
  /** How long one PostgreSQL statement may run before the server cancels it (the request answers 503). */
  queryTimeoutMs: number;
  /** The embedded database's stall bound (`EMBEDDED_QUERY_TIMEOUT_MS`). */
  embeddedQueryTimeoutMs: number;
  dataDir: string;
  /** The built shell's folder (its `dist`). */
  shellDir: string;
  /** The built remotes' folders, by key. */
  remoteDirs: Record<RemoteKey, string>;
  /** Where the browser loads each remote's manifest from, where not from this server. */
  remoteUrls: Partial<Record<RemoteKey, string>>;
  /** A JSON file of remote locations over `remoteUrls`, read again when it changes. */
  remotesFile: string | undefined;
  clickRetentionDays: number;
  linkCheckDaily: boolean;
  /** The first admin and the session cookie's secret (the admin API's). */
  admin: AdminSecrets;
  /** The site's public origin, without a trailing slash: canonical URLs, Open Graph, JSON-LD, the sitemap, robots.txt. */
  siteOrigin: string;
  /** The share of page views, 0 to 1, whose field vitals the browser measures and sends (written into each page's data). */
  vitalsSampleRate: number;
  /** The daily backup, or null when `BACKUP_DIR` is unset (no scheduled backups). */
  backup: BackupConfig | null;
  /** Passkeys' relying party: its ID (a domain) and the origin the admin is opened at; from SITE_ORIGIN unless set. */
  passkeys: PasskeyConfig;
}

export interface PasskeyConfig {
  rpId: string;
  origin: string;
}

export interface BackupConfig {
  /** The folder the backups and `last-backup.json` are written to. */
  dir: string;
  /** The Istanbul hour (0-23) at or after which each day's backup runs. */
  hour: number;
  /** How many backups stay; older ones are deleted. */
  keep: number;
}

export interface AdminSecrets {
  username?: string;
  password?: string;
  /** An Argon2id PHC string. */
  passwordHash?: string;
  /** Signs the session cookie; 32+ characters. */
  sessionSecret?: string;
  /** Encrypts the second factor's secrets at rest; 32+ characters. Unset, nobody can enrol a second factor. */
  twoFactorKey?: string;
}

/** A setting the environment gives wrongly: its message is one line naming the variable and what it expects. */
export class ConfigError extends Error {
  constructor(readonly variable: string, expected: string, given: unknown) {
    super(`${variable}=${JSON.stringify(given ?? '')} is not valid: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function parse<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const variable = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(variable, issue?.message ?? 'a valid value', env[variable]);
}

/** The servers' settings from `env`; throws a `ConfigError` on the first bad value. */
export function readConfig(env: Env): ServerConfig {
  const e = parse(serverEnvSchema, env);
  const remoteUrls: Partial<Record<RemoteKey, string>> = {};
  if (e.REMOTE_CONTENT_URL) remoteUrls.content = e.REMOTE_CONTENT_URL;
  if (e.REMOTE_CALCULATORS_URL) remoteUrls.calculators = e.REMOTE_CALCULATORS_URL;
  if (e.REMOTE_ADMIN_URL) remoteUrls.admin = e.REMOTE_ADMIN_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    adminApiPort: e.ADMIN_API_PORT,
    log: e.LOG,
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER,
    databaseUrl: e.DATABASE_URL,
    queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    embeddedQueryTimeoutMs: e.EMBEDDED_QUERY_TIMEOUT_MS,
    dataDir: e.DATA_DIR,
    shellDir: e.SHELL_DIR,
    remoteDirs: { content: e.REMOTE_CONTENT_DIR, calculators: e.REMOTE_CALCULATORS_DIR, admin: e.REMOTE_ADMIN_DIR },
    remoteUrls,
    remotesFile: e.REMOTES_FILE,
    clickRetentionDays: e.CLICK_RETENTION_DAYS,
    linkCheckDaily: e.LINK_CHECK_DAILY,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, passwordHash: e.ADMIN_PASSWORD_HASH, sessionSecret: e.SESSION_SECRET, twoFactorKey: e.TWO_FACTOR_KEY },
    siteOrigin: siteOriginOf(e.SITE_ORIGIN),
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    backup: e.BACKUP_DIR ? { dir: e.BACKUP_DIR, hour: e.BACKUP_HOUR, keep: e.BACKUP_KEEP } : null,
    passkeys: passkeysOf(e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGIN, siteOriginOf(e.SITE_ORIGIN)),
  };
}

/** The relying party as set, or the site's: its host name as the ID, its origin as the admin's. */
function passkeysOf(rpId: string | undefined, origin: string | undefined, siteOrigin: string): PasskeyConfig {
  const at = new URL(origin ?? siteOrigin);
  return { rpId: rpId ?? at.hostname, origin: at.origin };
}

/** The build's settings from `env`; throws a `ConfigError` on the first bad value. */
export function readBuildConfig(env: Env): BuildEnv {
  return parse(buildEnvSchema, env);
}

/** The process's environment, read once: the one place that reads `process.env`. */
export function processEnv(): Env {
  return process.env;
}

/** `readConfig` of the process's environment; a bad value ends the process with its one line. */
export function readConfigOrExit(name = 'SafeBet'): ServerConfig {
  try {
    return readConfig(processEnv());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  }
}

/** Where the configured store lives: PostgreSQL at `DATABASE_URL`, else PGlite files in `DATA_DIR`. */
export function storeLocation(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'queryTimeoutMs' | 'embeddedQueryTimeoutMs'>>,
): StoreLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, queryTimeoutMs: config.queryTimeoutMs }
    : { kind: 'pglite', dataDir: config.dataDir, queryTimeoutMs: config.embeddedQueryTimeoutMs };
}
