/**
 * POST /login. The throttle (login-throttle.ts) admits or refuses the attempt before anything else happens, so a
 * refused attempt costs no Argon2id work; then one credential check (credentials.ts) against the environment admin
 * and the database's accounts; then a fresh session that records who signed in and with which role.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminApiRoutes, type AdminIdentity, type ApiErrorBody, type LoginRequest, type SessionInfo } from './contract.ts';
import { MAX_PASSWORD_LENGTH, type CredentialCheck } from './credentials.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { addressPrefix, describeDevice } from './session-details.ts';
import type { DatabaseLoginLimits, SharedRefusal } from './shared-limits.ts';

export const loginMessages = {
  invalidCredentials: 'Geçersiz kullanıcı adı veya şifre.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
} as const;

/** 429 with the wait in whole seconds (at least 1) in `Retry-After` and in the body. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const body: ApiErrorBody = { error: 'too_many_attempts', message: loginMessages.tooManyAttempts, retryAfterSeconds: seconds };
  return reply.code(429).header('Retry-After', String(seconds)).send(body);
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 200 },
      // Bounded so that nobody can make Argon2id hash megabytes.
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
    },
  },
} as const;

export interface LoginRouteOptions {
  check: CredentialCheck;
  throttle: LoginThrottle;
  /** The same limits kept in the database for every server process (shared-limits.ts); none without a database. */
  shared?: DatabaseLoginLimits;
  /** Login requests of any outcome per client address and minute (@fastify/rate-limit, before the handler). */
  attemptsPerMinute: number;
  /** A session ends this long after its login. */
  absoluteMs: number;
  /** Why nobody can sign in, repeated in the log at every attempt; undefined when somebody can. */
  refusedReason?: string;
  /**
   * Records a checked attempt in the audit log (none without a database). Told the name as typed; it decides what the
   * log may keep of it. Its failure is logged and does not change the answer.
   */
  audit?: (attempt: { username: string; identity: AdminIdentity | null }) => Promise<void>;
}

export function registerLoginRoute(app: FastifyInstance, options: LoginRouteOptions): void {
  app.post<{ Body: LoginRequest }>(
    adminApiRoutes.login,
    { schema: loginSchema, bodyLimit: 8 * 1024, config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { username, password } = request.body;
      // Synchronously, before the first await: a parallel burst finds the attempt already reserved, waits for it
      // and asks again (refused after a failure, checked after a success). Each round settles one attempt.
      let admission = options.throttle.admit(username, request.ip);
      while (!admission.allowed && admission.inFlight) {
        await admission.inFlight;
        admission = options.throttle.admit(username, request.ip);
      }
      if (!admission.allowed) {
        request.log.warn({ limit: admission.limit, retryAfterMs: admission.retryAfterMs }, 'admin login throttled');
        return sendTooMany(reply, admission.retryAfterMs / 1000);
      }
      const { shared } = options;
      // What the other processes recorded: a failure there refuses this attempt here too. A database fault leaves the
      // in-process throttle alone in charge.
      const refusal: SharedRefusal | null = shared
        ? await shared.check(username, request.ip).catch((error: unknown) => {
            request.log.warn({ err: error }, 'admin login: the shared throttle is unavailable');
            return null;
          })
        : null;
      if (refusal) {
        admission.attempt.abandoned();
        request.log.warn({ limit: refusal.limit, retryAfterMs: refusal.retryAfterMs, shared: true }, 'admin login throttled');
        return sendTooMany(reply, refusal.retryAfterMs / 1000);
      }
      const remember = (outcome: 'failed' | 'succeeded') =>
        shared?.[outcome](username, request.ip).catch((error: unknown) =>
          request.log.warn({ err: error }, 'admin login: recording in the shared throttle failed'),
        );
      if (options.refusedReason) request.log.warn(`admin login refused: ${options.refusedReason}`);
      const identity = await options.check(username, password).catch((error: unknown) => {
        admission.attempt.abandoned();
        throw error;
      });
      const audited = options.audit?.({ username, identity }).catch((error: unknown) =>
        request.log.error({ err: error }, 'admin login: the audit log could not record the attempt'),
      );
      if (!identity) {
        admission.attempt.failed();
        // Recorded before the answer, so an immediate retry through another process finds it.
        await Promise.all([remember('failed'), audited]);
        request.log.info('admin login failed');
        const body: ApiErrorBody = { error: 'invalid_credentials', message: loginMessages.invalidCredentials };
        return reply.code(401).send(body);
      }
      admission.attempt.succeeded();
      await Promise.all([remember('succeeded'), audited]);
      // A new session id at every login: an id planted or seen before the login is worth nothing after it.
      await request.session.regenerate();
      request.session.options({ secure: request.protocol === 'https' });
      const createdAt = Date.now();
      // The canonical name (a database account's lower-case one): ending an account's sessions looks for it.
      request.session.user = identity.username;
      request.session.role = identity.role;
      request.session.createdAt = createdAt;
      request.session.lastUsedAt = createdAt;
      request.session.device = describeDevice(request.headers['user-agent']);
      request.session.address = addressPrefix(request.ip);
      request.log.info({ user: identity.username, role: identity.role }, 'admin login succeeded');
      const body: SessionInfo = { authenticated: true, ...identity, expiresAt: createdAt + options.absoluteMs };
      return reply.send(body);
    },
  );
}
