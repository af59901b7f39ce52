/**
 * POST /login. The throttle (login-throttle.ts) admits or refuses the attempt before anything else happens, so a
 * refused attempt costs no Argon2id work; then one credential check (credentials.ts) against the environment admin
 * and the database's accounts; then a fresh session that records who signed in and with which role. An account with
 * a second factor gets a session that grants nothing but the second step (POST /login/second-factor, a TOTP or a
 * backup code, throttled under the same name and address as the password, so the backoff counts both steps).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminApiRoutes, type AdminIdentity, type ApiErrorBody, type LoginRequest, type SecondFactorNeeded, type SessionInfo } from './contract.ts';
import { MAX_PASSWORD_LENGTH, type CredentialCheck } from './credentials.ts';
import type { LoginAttempt, LoginThrottle } from './login-throttle.ts';
import type { SecondFactor, SecondFactorUsed } from './second-factor.ts';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
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
  audit?: (attempt: { username: string; identity: AdminIdentity | null; factor?: 'code' | 'passkey' | SecondFactorUsed }) => Promise<void>;
  /** The second step (second-factor.ts); none without a database. */
  secondFactor?: SecondFactor;
  /** Sign-in with a passkey (passkeys.ts): its options, and the account a signed answer names; none without a database. */
  passkeys?: {
    options(): Promise<PublicKeyCredentialRequestOptionsJSON>;
    verify(response: AuthenticationResponseJSON, challenge: string): Promise<AdminIdentity | null>;
  };
}

type Admitted = { attempt: LoginAttempt; remember: (outcome: 'failed' | 'succeeded') => Promise<void> | undefined };

/** The second step's sentences. */
export const secondFactorMessages = {
  expired: 'Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.',
  invalidCode: 'Doğrulama kodu yanlış veya daha önce kullanılmış.',
  passkeyRefused: 'Geçiş anahtarıyla giriş yapılamadı. Anahtar bu hesaba kayıtlı değil veya doğrulanamadı.',
  passkeysOff: 'Geçiş anahtarıyla giriş bu sunucuda kullanılamıyor.',
} as const;

/** How long the password step's pass waits for its code. */
export const SECOND_STEP_MS = 5 * 60_000;

const codeSchema = {
  body: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 32 } } },
} as const;

export function registerLoginRoute(app: FastifyInstance, options: LoginRouteOptions): void {
  /**
   * The throttle's verdict on one attempt for (name, address), in this process and then in the others' records; on a
   * refusal the 429 is sent and null answered. Both steps of a sign-in go through it under the name typed at the first.
   */
  async function admit(request: FastifyRequest, reply: FastifyReply, username: string): Promise<Admitted | null> {
    // Synchronously, before the first await: a parallel burst finds the attempt already reserved, waits for it
    // and asks again (refused after a failure, checked after a success). Each round settles one attempt.
    let admission = options.throttle.admit(username, request.ip);
    while (!admission.allowed && admission.inFlight) {
      await admission.inFlight;
      admission = options.throttle.admit(username, request.ip);
    }
    if (!admission.allowed) {
      request.log.warn({ limit: admission.limit, retryAfterMs: admission.retryAfterMs }, 'admin login throttled');
      sendTooMany(reply, admission.retryAfterMs / 1000);
      return null;
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
      sendTooMany(reply, refusal.retryAfterMs / 1000);
      return null;
    }
    const remember = (outcome: 'failed' | 'succeeded') =>
      shared?.[outcome](username, request.ip).catch((error: unknown) =>
        request.log.warn({ err: error }, 'admin login: recording in the shared throttle failed'),
      );
    return { attempt: admission.attempt, remember };
  }

  const audit = (request: FastifyRequest, attempt: Parameters<NonNullable<LoginRouteOptions['audit']>>[0]) =>
    options.audit?.(attempt).catch((error: unknown) => request.log.error({ err: error }, 'admin login: the audit log could not record the attempt'));

  /** A fresh session that records who signed in, with which role, and whether they must enrol a second factor first. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, identity: AdminIdentity, mustEnrol: boolean) {
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
    if (mustEnrol) request.session.mustEnrol = true;
    request.log.info({ user: identity.username, role: identity.role, mustEnrol }, 'admin login succeeded');
    const body: SessionInfo = { authenticated: true, ...identity, expiresAt: createdAt + options.absoluteMs, ...(mustEnrol ? { mustEnrol } : {}) };
    return reply.send(body);
  }

  const failed = (reply: FastifyReply) => {
    const body: ApiErrorBody = { error: 'invalid_credentials', message: loginMessages.invalidCredentials };
    return reply.code(401).send(body);
  };

  app.post<{ Body: LoginRequest }>(
    adminApiRoutes.login,
    { schema: loginSchema, bodyLimit: 8 * 1024, config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const admitted = await admit(request, reply, username);
      if (!admitted) return reply;
      const { attempt, remember } = admitted;
      if (options.refusedReason) request.log.warn(`admin login refused: ${options.refusedReason}`);
      const identity = await options.check(username, password).catch((error: unknown) => {
        attempt.abandoned();
        throw error;
      });
      if (!identity) {
        attempt.failed();
        // Recorded before the answer, so an immediate retry through another process finds it.
        await Promise.all([remember('failed'), audit(request, { username, identity: null })]);
        request.log.info('admin login failed');
        return failed(reply);
      }
      const need = options.secondFactor ? await options.secondFactor.needed(identity) : null;
      if (need === 'code') {
        // The password alone grants nothing, and clears no failure: the code's step is the one that counts.
        attempt.abandoned();
        await request.session.regenerate();
        request.session.options({ secure: request.protocol === 'https' });
        request.session.pending = { user: identity.username, role: identity.role, typed: username, at: Date.now() };
        request.log.info({ user: identity.username }, 'admin login: password accepted, waiting for the second factor');
        const body: SecondFactorNeeded = { authenticated: false, secondFactor: 'totp' };
        return reply.send(body);
      }
      attempt.succeeded();
      await Promise.all([remember('succeeded'), audit(request, { username, identity })]);
      return signIn(request, reply, identity, need === 'enrol');
    },
  );

  app.post<{ Body: { code: string } }>(
    adminApiRoutes.loginSecondFactor,
    { schema: codeSchema, bodyLimit: 1024, config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const pending = request.session.pending;
      if (!pending || !options.secondFactor || Date.now() - pending.at > SECOND_STEP_MS) {
        const body: ApiErrorBody = { error: 'unauthenticated', message: secondFactorMessages.expired };
        return reply.code(401).send(body);
      }
      const admitted = await admit(request, reply, pending.typed);
      if (!admitted) return reply;
      const { attempt, remember } = admitted;
      const used = await options.secondFactor.verify(pending.user, request.body.code).catch((error: unknown) => {
        attempt.abandoned();
        throw error;
      });
      if (!used) {
        attempt.failed();
        await Promise.all([remember('failed'), audit(request, { username: pending.user, identity: null, factor: 'code' })]);
        request.log.info({ user: pending.user }, 'admin login: wrong second factor');
        const body: ApiErrorBody = { error: 'invalid_credentials', message: secondFactorMessages.invalidCode };
        return reply.code(401).send(body);
      }
      attempt.succeeded();
      const identity: AdminIdentity = { username: pending.user, role: pending.role };
      await Promise.all([remember('succeeded'), audit(request, { username: pending.user, identity, factor: used })]);
      return signIn(request, reply, identity, false);
    },
  );

  app.post(
    adminApiRoutes.loginPasskeyOptions,
    { bodyLimit: 1024, config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (!options.passkeys) return reply.code(409).send({ error: 'conflict', message: secondFactorMessages.passkeysOff } satisfies ApiErrorBody);
      const answer = await options.passkeys.options();
      request.session.passkeyChallenge = answer.challenge;
      return reply.send(answer);
    },
  );

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(
    adminApiRoutes.loginPasskey,
    {
      schema: { body: { type: 'object', required: ['response'], properties: { response: { type: 'object' } } } },
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const challenge = request.session.passkeyChallenge;
      // Used once, whatever the outcome.
      request.session.passkeyChallenge = undefined;
      const refused = () => reply.code(401).send({ error: 'invalid_credentials', message: secondFactorMessages.passkeyRefused } satisfies ApiErrorBody);
      if (!options.passkeys || !challenge) return refused();
      // The throttle counts a failing credential at this address, as a failing password is counted by its name.
      const admitted = await admit(request, reply, `passkey:${String(request.body.response.id).slice(0, 200)}`);
      if (!admitted) return reply;
      const identity = await options.passkeys.verify(request.body.response, challenge).catch((error: unknown) => {
        admitted.attempt.abandoned();
        throw error;
      });
      if (!identity) {
        admitted.attempt.failed();
        await admitted.remember('failed');
        request.log.info('admin login: passkey refused');
        return refused();
      }
      admitted.attempt.succeeded();
      await Promise.all([admitted.remember('succeeded'), audit(request, { username: identity.username, identity, factor: 'passkey' })]);
      return signIn(request, reply, identity, false);
    },
  );
}
