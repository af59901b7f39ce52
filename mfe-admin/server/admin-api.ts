/**
 * The admin team's API: login, logout, current session and overview counts. A Fastify plugin, mounted
 * by the server behind `npm start` under `adminApiPrefix`, or run on its own by `standalone.ts`.
 *
 * Security model: the first admin from the environment and the accounts of the content database (credentials.ts,
 * account-routes.ts); a server-side session, kept in that database when there is one (session-store.ts), referenced
 * by an HttpOnly, SameSite=Strict cookie scoped to the API; failed logins slowed per username and client address
 * together and limited per address (login-throttle.ts), and with a database shared by every server process
 * (shared-limits.ts), as the API's request rate is; state-changing requests accepted only from the page's own
 * origin.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { collectionRole } from 'shared-data/cms';
import { storeLocation, type AdminSecrets, type BackupConfig, type PasskeyConfig } from '@shared-data/server';
import type { Store } from '@shared-data/store';
import { adminContentSource, findAccount, recordSignIn, runWithAuditContext } from '@shared-data/store/cms';
import { accountRoutes } from './account-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { backupRoutes } from './backup-routes.ts';
import { ownAccountRoutes } from './own-account-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { countryRulesRoutes } from './country-rules-routes.ts';
import { adminApiRoutes, type AdminContentSource, type AdminIdentity, type ApiErrorBody, type Role, type SessionInfo } from './contract.ts';
import { createCredentialCheck, loadCredentials } from './credentials.ts';
import { authenticationOptions, verifyPasskey } from './passkeys.ts';
import { createSecondFactor, type SecondFactorUsed } from './second-factor.ts';
import { imageRoutes } from './image-routes.ts';
import { linkHealthRoutes } from './link-health-routes.ts';
import { loginMessages, registerLoginRoute, sendTooMany } from './login-route.ts';
import { defaultThrottleOptions, LoginThrottle, type ThrottleOptions } from './login-throttle.ts';
import { guardMessages, requireRole } from './guard.ts';
import { isCrossSiteWrite } from './same-origin.ts';
import { statsRoutes } from './stats-routes.ts';
import { DatabaseSessionStore, ExpiringMemoryStore, SessionStoreUnavailable, sessionSecret, trackSessionChanges } from './session-store.ts';
import { CounterJanitor, DatabaseLoginLimits, sharedRateLimitStore } from './shared-limits.ts';
import { vitalsRoutes } from './vitals-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of this request, or null (set for every request before its handler runs). */
    admin: AdminIdentity | null;
  }
  interface Session {
    /** The signed-in admin's username; absent until a login succeeds. */
    user?: string;
    /** What the account may do; set at login. */
    role?: Role;
    /** When the login happened (epoch ms), for the absolute expiry. */
    createdAt?: number;
    /** When the session last answered a signed-in request (epoch ms), for the account's session list. */
    lastUsedAt?: number;
    /** Where the login came from, coarsely (session-details.ts), for the account's session list. */
    device?: string;
    address?: string;
    /** Wrong current passwords sent by this session to 'Hesabım' → password change (own-account-routes.ts). */
    wrongPasswords?: number;
    /** The password step passed for an account with a second factor; nothing is granted until the code (login-route.ts). */
    pending?: { user: string; role: Role; typed: string; at: number };
    /** The role requires a second factor the account has not enrolled: only the enrolment is open. */
    mustEnrol?: boolean;
    /** An enrolment under way: the new secret, sealed, until a first code confirms it. */
    pendingTotp?: string;
    /** A passkey ceremony under way (a registration or a sign-in): its challenge, used once. */
    passkeyChallenge?: string;
  }
}

/** The login throttle's limits (login-throttle.ts) and the plain request rates of @fastify/rate-limit. */
export interface ThrottleSettings extends ThrottleOptions {
  /** Login requests of any outcome per client address and minute. */
  attemptsPerMinute: number;
  /** Requests per client address and minute to any route of the API. */
  requestsPerMinute: number;
}

export interface AdminApiOptions {
  /** The first admin and the session cookie's secret (ADMIN_USERNAME, ...). Default: the server's `app.config`. */
  admin?: AdminSecrets;
  /** A session unused for this long ends. Default 30 minutes. */
  idleTimeoutMs?: number;
  /** A session ends this long after its login, used or not. Default 8 hours. */
  absoluteTimeoutMs?: number;
  throttle?: Partial<ThrottleSettings>;
  /** Further origins allowed to send writes (when the admin page is served from another origin than the API). */
  allowedOrigins?: string[];
  /** Passkeys' relying party; by default the server's config (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN, SITE_ORIGIN). */
  passkeys?: PasskeyConfig;
  /** Reads the overview's counts and the management lists; by default from `store`. Without either they answer 503. */
  content?: AdminContentSource;
  /**
   * The content database the CMS writes to (@shared-data/store). Without it the reads use `content` and every write,
   * upload and account route answers 503.
   */
  store?: Store;
  /**
   * The daily backup's settings (BACKUP_DIR, ...), or null for none. Default: the server's `app.config`, and then the
   * backup is also scheduled; given here (tests), only `GET /backup` answers from them.
   */
  backup?: BackupConfig | null;
}

export const SESSION_COOKIE = 'safebet_admin';

const MINUTE = 60_000;
// 600 a minute: the CMS's own traffic (lists, entries, a preview at every pause in typing, uploads) stays far below it
// for one operator; 120 was reached by a quick edit session and answered a save with 429.
const defaultRates = { attemptsPerMinute: 10, requestsPerMinute: 600 };

const messages = {
  unauthenticated: 'Oturum bulunamadı veya süresi doldu.',
  crossSite: 'Bu istek başka bir siteden geldiği için reddedildi.',
  badRequest: 'Geçersiz istek.',
  notFound: 'Bulunamadı.',
  serverError: 'Beklenmeyen bir sunucu hatası oluştu.',
  unavailable: guardMessages.unavailable,
  enrolmentRequired: 'Rolünüz için iki adımlı doğrulama zorunlu. Devam etmek için Hesabım sayfasında kurun.',
} as const;

function errorBody(error: ApiErrorBody['error'], message: string): ApiErrorBody {
  return { error, message };
}


/** Who a passkey's owner is now: the environment's admin, or an account that still exists and is not disabled. */
async function identityOf(db: Store['db'], username: string, envAdmin: string | null): Promise<AdminIdentity | null> {
  if (envAdmin !== null && username === envAdmin) return { username, role: 'admin' };
  const account = await findAccount(db, username);
  return account && !account.disabled ? { username: account.username, role: account.role } : null;
}

/** What a failed sign-in names when the name typed is no account: what was typed may be a password. */
export const UNKNOWN_SIGN_IN = '(bilinmeyen kullanıcı)';

/**
 * A checked sign-in in the audit log: the account's name and role when it succeeded; when it failed, the name only if
 * it is an account's (the environment admin's included), so that a password typed into the name field is never kept.
 */
async function auditSignIn(
  db: Store['db'],
  { username, identity, factor }: { username: string; identity: AdminIdentity | null; factor?: 'code' | 'passkey' | SecondFactorUsed },
  envAdmin: string | null,
) {
  // The factors the attempt passed or failed at: the password alone, or the password then a code of either kind.
  const factors =
    factor === undefined ? ['password'] : factor === 'passkey' ? ['passkey'] : factor === 'code' ? ['password', 'second_factor'] : ['password', factor];
  if (identity) return recordSignIn(db, { actor: identity.username, actorRole: identity.role, action: 'login', factors });
  if (envAdmin !== null && username === envAdmin) return recordSignIn(db, { actor: envAdmin, actorRole: 'admin', action: 'login_failed', factors });
  const account = await findAccount(db, username);
  await recordSignIn(db, { actor: account ? account.username : UNKNOWN_SIGN_IN, actorRole: account ? account.role : null, action: 'login_failed', factors });
}

export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  const secrets = options.admin ?? (app.hasDecorator('config') ? app.config.admin : {});
  const idleMs = options.idleTimeoutMs ?? 30 * MINUTE;
  const absoluteMs = options.absoluteTimeoutMs ?? 8 * 60 * MINUTE;
  const { attemptsPerMinute, requestsPerMinute, ...throttleOptions } = { ...defaultRates, ...options.throttle };
  const db = options.store?.db;
  const content = options.content ?? (options.store ? adminContentSource(options.store) : undefined);
  const cookiePath = app.prefix || '/';

  // Hashing happens here, while the server starts, not on the first login.
  const loaded = await loadCredentials(secrets);
  if (loaded.configured) {
    app.log.info({ source: loaded.source }, 'admin API: admin account configured (password held as an Argon2id hash)');
    for (const warning of loaded.warnings) app.log.warn(`admin API: ${warning}`);
  } else if (db) {
    app.log.warn(`admin API: ${loaded.reason}; only accounts of the content database can sign in`);
  } else {
    app.log.error(`admin API: ${loaded.reason}; every admin login will be refused (there is no default password)`);
  }
  const passkeyConfig = options.passkeys ?? (app.hasDecorator('config') ? app.config.passkeys : undefined);
  const checkCredentials = createCredentialCheck(
    loaded.configured ? loaded.credentials : null,
    db ? (username) => findAccount(db, username) : undefined,
  );

  const sessionLifetimes = { fallbackTtlMs: idleMs, maxTtlMs: absoluteMs };
  const sessionStore = db
    ? new DatabaseSessionStore(db, {
        ...sessionLifetimes,
        onPurgeError: (err) => app.log.warn({ err }, 'admin API: purging expired sessions failed'),
      })
    : new ExpiringMemoryStore(sessionLifetimes);
  app.addHook('onClose', async () => sessionStore.close());
  const secret = await sessionSecret(secrets, db);
  if (secret.source === 'database') {
    app.log.warn(
      'admin API: SESSION_SECRET is not set; session cookies are signed with a random secret kept in the database ' +
        '(admin_sessions row __secret__), so that they survive restarts and hold across processes',
    );
  }

  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: secret.secret,
    cookieName: SESSION_COOKIE,
    store: sessionStore,
    saveUninitialized: false,
    // Every answer to a signed-in request pushes the expiry on: that is the idle timeout.
    rolling: true,
    cookie: { path: cookiePath, httpOnly: true, sameSite: 'strict', secure: false, maxAge: idleMs },
  });
  // Every answer saves its session: only the keys the request changed, so that overlapping requests keep each other's.
  trackSessionChanges(app);

  // With a database, the request rates and the login throttle are counted there, for every process alike.
  const janitor = db ? new CounterJanitor(db, app.log, { maxRows: 4 * (throttleOptions.maxTracked ?? defaultThrottleOptions.maxTracked), everyMs: MINUTE, touchesPerPurge: 1000 }) : undefined;
  if (janitor) app.addHook('onClose', async () => janitor.close());
  await app.register(fastifyRateLimit, {
    ...(db && janitor ? { store: sharedRateLimitStore(db, janitor, app.log) } : {}),
    global: true,
    max: requestsPerMinute,
    timeWindow: MINUTE,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(loginMessages.tooManyAttempts), { statusCode: context.statusCode, retryAfterMs: context.ttl }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWrite(request, options.allowedOrigins)) {
      request.log.warn('admin API: cross-site write refused');
      return reply.code(403).send(errorBody('cross_site', messages.crossSite));
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError & { retryAfterMs?: number }, request, reply) => {
    if (error.statusCode === 429) return sendTooMany(reply, (error.retryAfterMs ?? MINUTE) / 1000);
    if (error instanceof SessionStoreUnavailable) {
      request.log.error({ err: error }, 'admin API: the session store is unavailable');
      return reply.code(503).header('Retry-After', '5').send(errorBody('unavailable', messages.unavailable));
    }
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(error.statusCode ?? 400).send(errorBody('bad_request', messages.badRequest));
    }
    request.log.error({ err: error }, 'admin API: request failed');
    return reply.code(500).send(errorBody('server_error', messages.serverError));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found', messages.notFound)));

  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'strict' });
  }

  /** The signed-in session of the request, or null; a session past its absolute expiry is ended here. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo | null> {
    const { user, createdAt, role } = request.session;
    if (!user || createdAt === undefined) return null;
    if (Date.now() - createdAt >= absoluteMs) {
      await request.session.destroy();
      clearSessionCookie(reply);
      return null;
    }
    return {
      authenticated: true,
      username: user,
      role: role ?? 'admin',
      expiresAt: createdAt + absoluteMs,
      ...(request.session.mustEnrol ? { mustEnrol: true } : {}),
    };
  }

  // Every route's handler and guard reads the operator from `request.admin` (see guard.ts). Known before the body is
  // read (the session plugin has loaded the session by then), so an upload guard can refuse a stranger's 5 MB unread.
  const sessions = new WeakMap<FastifyRequest, SessionInfo>();
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session) {
      sessions.set(request, session);
      // Saved with the answer: a signed-in session is written again after every request anyway (the idle timeout).
      request.session.lastUsedAt = Date.now();
    }
    request.admin = session ? { username: session.username, role: session.role } : null;
  });
  // An account whose role requires a second factor it has not enrolled reaches only the enrolment, its session and the
  // logout until it enrols: the server decides it, not the admin page.
  const openWhileEnrolling = new Set(['session', 'logout', 'twoFactor', 'twoFactorSetup', 'twoFactorConfirm'] as const);
  app.addHook('onRequest', async (request, reply) => {
    if (!sessions.get(request)?.mustEnrol) return;
    const route = request.routeOptions.url ?? '';
    if ([...openWhileEnrolling].some((name) => route.endsWith(adminApiRoutes[name]))) return;
    return reply.code(403).send(errorBody('enrolment_required', messages.enrolmentRequired));
  });
  // The rest of the request runs in its audit context: every audit row written meanwhile records the operator's role,
  // the request's id (as the log names it) and its address.
  app.addHook('onRequest', (request, _reply, done) => {
    runWithAuditContext({ actorRole: request.admin?.role ?? null, requestId: request.id, address: request.ip }, done);
  });

  const unauthenticated = (reply: FastifyReply) =>
    reply.code(401).send(errorBody('unauthenticated', messages.unauthenticated));

  registerLoginRoute(app, {
    check: checkCredentials,
    throttle: new LoginThrottle(throttleOptions),
    shared: db ? new DatabaseLoginLimits(db, { ...defaultThrottleOptions, ...throttleOptions }) : undefined,
    attemptsPerMinute,
    absoluteMs,
    refusedReason:
      loaded.configured || db ? undefined : `${loaded.reason} (set ADMIN_USERNAME and ADMIN_PASSWORD or ADMIN_PASSWORD_HASH)`,
    audit: db ? (attempt) => auditSignIn(db, attempt, loaded.configured ? loaded.credentials.username : null) : undefined,
    secondFactor: db ? createSecondFactor(db, secrets.twoFactorKey, app.log) : undefined,
    passkeys:
      db && passkeyConfig
        ? {
            options: () => authenticationOptions(passkeyConfig),
            verify: async (response, challenge) => {
              const username = await verifyPasskey(db, passkeyConfig, response, challenge);
              return username === null ? null : identityOf(db, username, loaded.configured ? loaded.credentials.username : null);
            },
          }
        : undefined,
  });

  app.post(adminApiRoutes.logout, async (request, reply) => {
    if (request.session.user) {
      request.log.info('admin logout');
      if (db) await recordSignIn(db, { actor: request.session.user, actorRole: request.session.role ?? null, action: 'logout' });
    }
    // Removed from the store, so the cookie is worthless even if a copy of it survives somewhere.
    await request.session.destroy();
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get(adminApiRoutes.session, async (request, reply) => {
    const session = sessions.get(request);
    return session ? reply.send(session) : unauthenticated(reply);
  });

  // Reads from the content store, for signed-in operators only; the casinos, drafts and affiliate links included, for
  // admins only, as the CMS keeps them (collectionRole).
  const reads = ['overview', 'casinos', 'games', 'providers', 'blog'] as const satisfies ReadonlyArray<keyof AdminContentSource>;
  for (const read of reads) {
    app.get(adminApiRoutes[read], { onRequest: requireRole(read === 'casinos' ? collectionRole.casinos : 'editor') }, async (request, reply) => {
      try {
        if (!content) throw new Error('no content store configured');
        return reply.header('Cache-Control', 'no-store').send(await content[read]());
      } catch (error) {
        request.log.error({ err: error }, `admin API: ${read} unavailable`);
        return reply.code(503).send(errorBody('unavailable', messages.unavailable));
      }
    });
  }

  await app.register(imageRoutes, { store: options.store });
  await app.register(accountRoutes, { store: options.store, envAdmin: loaded.configured ? loaded.credentials.username : null });
  await app.register(ownAccountRoutes, {
    store: options.store,
    envAdmin: loaded.configured ? loaded.credentials.username : null,
    twoFactorKey: secrets.twoFactorKey,
    passkeys: passkeyConfig,
  });
  await app.register(contentRoutes, { store: options.store });
  await app.register(auditRoutes, { store: options.store });
  await app.register(countryRulesRoutes, { store: options.store });
  await app.register(statsRoutes, { store: options.store });
  await app.register(vitalsRoutes, { store: options.store });
  const config = app.hasDecorator('config') ? app.config : undefined;
  await app.register(backupRoutes, {
    store: options.store,
    backup: options.backup !== undefined ? options.backup : (config?.backup ?? null),
    location: config && options.backup === undefined ? storeLocation(config) : undefined,
  });
  await app.register(linkHealthRoutes, { store: options.store, daily: app.hasDecorator('config') && !app.config.linkCheckDaily ? false : undefined });
};
