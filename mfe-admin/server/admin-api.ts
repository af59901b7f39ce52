/**
 * The admin team's API (issue 6): login, logout, current session and overview counts. A Fastify plugin, mounted
 * by the server behind `npm start` under `adminApiPrefix`, or run on its own by `standalone.ts`.
 *
 * Security model: one account from the environment (see credentials.ts); a server-side session referenced by an
 * HttpOnly, SameSite=Strict cookie scoped to the API; failed logins locked out per username and per client address;
 * state-changing requests accepted only from the page's own origin.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { adminApiRoutes, type AdminContentSource, type AdminIdentity, type ApiErrorBody, type LoginRequest, type Role, type SessionInfo } from './contract.ts';
import { createCredentialCheck, loadCredentials } from './credentials.ts';
import type { Store } from 'shared-data/store';
import { isCrossSiteWrite } from './same-origin.ts';
import { ExpiringMemoryStore } from './session-store.ts';

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
  }
}

export interface LoginThrottle {
  /** Failed logins for one username before it is locked for `lockoutMs`. */
  failuresPerUsername: number;
  /** Failed logins from one client address before it is locked for `lockoutMs`. */
  failuresPerAddress: number;
  lockoutMs: number;
  /** Login requests of any outcome per client address and minute; also bounds parallel bursts. */
  attemptsPerMinute: number;
  /** Requests per client address and minute to any route of the API. */
  requestsPerMinute: number;
}

export interface AdminApiOptions {
  /** Where ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_PASSWORD_HASH and SESSION_SECRET are read. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** A session unused for this long ends. Default 30 minutes. */
  idleTimeoutMs?: number;
  /** A session ends this long after its login, used or not. Default 8 hours. */
  absoluteTimeoutMs?: number;
  throttle?: Partial<LoginThrottle>;
  /** Further origins allowed to send writes (when the admin page is served from another origin than the API). */
  allowedOrigins?: string[];
  /** Reads the overview's counts and the management lists from the content store. Without it they answer 503. */
  content?: AdminContentSource;
  /**
   * The content database the CMS writes to (shared-data/store). Without it the reads use `content` and every write,
   * upload and account route answers 503.
   */
  store?: Store;
}

export const SESSION_COOKIE = 'safebet_admin';

const MINUTE = 60_000;
const defaultThrottle: LoginThrottle = {
  failuresPerUsername: 5,
  failuresPerAddress: 10,
  lockoutMs: 15 * MINUTE,
  attemptsPerMinute: 10,
  requestsPerMinute: 120,
};

const messages = {
  invalidCredentials: 'Geçersiz kullanıcı adı veya şifre.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
  unauthenticated: 'Oturum bulunamadı veya süresi doldu.',
  crossSite: 'Bu istek başka bir siteden geldiği için reddedildi.',
  badRequest: 'Geçersiz istek.',
  notFound: 'Bulunamadı.',
  serverError: 'Beklenmeyen bir sunucu hatası oluştu.',
  unavailable: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
} as const;

function errorBody(error: ApiErrorBody['error'], message: string, retryAfterSeconds?: number): ApiErrorBody {
  return retryAfterSeconds === undefined ? { error, message } : { error, message, retryAfterSeconds };
}

function sendTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send(errorBody('too_many_attempts', messages.tooManyAttempts, seconds));
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 200 },
      // Bounded so that nobody can make Argon2id hash megabytes.
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
} as const;

function sessionSecret(env: NodeJS.ProcessEnv): string {
  const configured = env.SESSION_SECRET;
  if (configured === undefined || configured === '') return randomBytes(32).toString('base64url');
  if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
  return configured;
}

function usernameKey(request: FastifyRequest): string {
  const body = request.body as Partial<LoginRequest> | undefined;
  return `user:${(body?.username ?? '').trim().toLowerCase()}`;
}

export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  const env = options.env ?? process.env;
  const idleMs = options.idleTimeoutMs ?? 30 * MINUTE;
  const absoluteMs = options.absoluteTimeoutMs ?? 8 * 60 * MINUTE;
  const throttle: LoginThrottle = { ...defaultThrottle, ...options.throttle };
  const cookiePath = app.prefix || '/';

  // Hashing happens here, while the server starts, not on the first login.
  const loaded = await loadCredentials(env);
  if (loaded.configured) {
    app.log.info({ source: loaded.source }, 'admin API: admin account configured (password held as an Argon2id hash)');
    for (const warning of loaded.warnings) app.log.warn(`admin API: ${warning}`);
  } else {
    app.log.error(`admin API: ${loaded.reason}; every admin login will be refused (there is no default password)`);
  }
  const checkCredentials = createCredentialCheck(loaded.configured ? loaded.credentials : null);

  const store = new ExpiringMemoryStore({ fallbackTtlMs: idleMs, maxTtlMs: absoluteMs });
  app.addHook('onClose', async () => store.close());

  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: sessionSecret(env),
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    // Every answer to a signed-in request pushes the expiry on: that is the idle timeout.
    rolling: true,
    cookie: { path: cookiePath, httpOnly: true, sameSite: 'strict', secure: false, maxAge: idleMs },
  });

  await app.register(fastifyRateLimit, {
    global: true,
    max: throttle.requestsPerMinute,
    timeWindow: MINUTE,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(messages.tooManyAttempts), { statusCode: context.statusCode, retryAfterMs: context.ttl }),
  });
  // Peeked before a login and counted only when it fails, so a good login never uses up the allowance.
  const usernameFailures = app.createRateLimit({
    max: throttle.failuresPerUsername,
    timeWindow: throttle.lockoutMs,
    keyGenerator: usernameKey,
  });
  const addressFailures = app.createRateLimit({ max: throttle.failuresPerAddress, timeWindow: throttle.lockoutMs });

  /** Seconds until a new attempt is allowed, or 0 when neither the username nor the address is locked. */
  async function lockedForSeconds(request: FastifyRequest): Promise<number> {
    const states = await Promise.all([
      usernameFailures(request, { increment: false }),
      addressFailures(request, { increment: false }),
    ]);
    return Math.max(0, ...states.map((s) => (!s.isAllowed && s.remaining === 0 ? s.ttlInSeconds : 0)));
  }

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
    return { authenticated: true, username: user, role: role ?? 'admin', expiresAt: createdAt + absoluteMs };
  }

  // Every route's handler and guard reads the operator from `request.admin` (see guard.ts).
  const sessions = new WeakMap<FastifyRequest, SessionInfo>();
  app.decorateRequest('admin', null);
  app.addHook('preHandler', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session) sessions.set(request, session);
    request.admin = session ? { username: session.username, role: session.role } : null;
  });

  const unauthenticated = (reply: FastifyReply) =>
    reply.code(401).send(errorBody('unauthenticated', messages.unauthenticated));

  app.post<{ Body: LoginRequest }>(
    adminApiRoutes.login,
    { schema: loginSchema, bodyLimit: 8 * 1024, config: { rateLimit: { max: throttle.attemptsPerMinute, timeWindow: MINUTE } } },
    async (request, reply) => {
      const wait = await lockedForSeconds(request);
      if (wait > 0) {
        request.log.warn({ retryAfterSeconds: wait }, 'admin login throttled');
        return sendTooMany(reply, wait);
      }
      if (!loaded.configured) {
        request.log.warn(`admin login refused: ${loaded.reason} (set ADMIN_USERNAME and ADMIN_PASSWORD or ADMIN_PASSWORD_HASH)`);
      }
      const { username, password } = request.body;
      if (!(await checkCredentials(username, password))) {
        await Promise.all([usernameFailures(request), addressFailures(request)]);
        request.log.info('admin login failed');
        return reply.code(401).send(errorBody('invalid_credentials', messages.invalidCredentials));
      }
      // A new session id at every login: an id planted or seen before the login is worth nothing after it.
      await request.session.regenerate();
      request.session.options({ secure: request.protocol === 'https' });
      const createdAt = Date.now();
      request.session.user = username;
      request.session.role = 'admin';
      request.session.createdAt = createdAt;
      request.log.info('admin login succeeded');
      const body: SessionInfo = { authenticated: true, username, role: 'admin', expiresAt: createdAt + absoluteMs };
      return reply.send(body);
    },
  );

  app.post(adminApiRoutes.logout, async (request, reply) => {
    if (request.session.user) request.log.info('admin logout');
    // Removed from the store, so the cookie is worthless even if a copy of it survives somewhere.
    await request.session.destroy();
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get(adminApiRoutes.session, async (request, reply) => {
    const session = sessions.get(request);
    return session ? reply.send(session) : unauthenticated(reply);
  });

  // Reads from the content store, for signed-in operators only.
  const reads = ['overview', 'casinos', 'games', 'providers', 'blog'] as const satisfies ReadonlyArray<keyof AdminContentSource>;
  for (const read of reads) {
    app.get(adminApiRoutes[read], async (request, reply) => {
      if (!request.admin) return unauthenticated(reply);
      try {
        if (!options.content) throw new Error('no content store configured');
        return reply.header('Cache-Control', 'no-store').send(await options.content[read]());
      } catch (error) {
        request.log.error({ err: error }, `admin API: ${read} unavailable`);
        return reply.code(503).send(errorBody('unavailable', messages.unavailable));
      }
    });
  }
};
