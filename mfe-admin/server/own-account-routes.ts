/**
 * The signed-in account's own settings ('Hesabım'), for every role. Its password: a change needs the current one, and
 * ends every other session of the account. Its sessions ('Oturumlar'): list them, end one of the others, or end all
 * but the one asking. A session is a row of `admin_sessions`; deleting it ends it on every server process
 * at once, since each reads the session from the database on every request (DatabaseSessionStore), and a signed-in
 * session is never written back once its row is gone. Each end is audited.
 *
 * The list never shows a session's id: that is the cookie's secret. Each session has a handle instead, a hash of the
 * id, which is worth nothing as a cookie.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '@shared-data/store';
import { verify } from '@node-rs/argon2';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyConfig } from '@shared-data/server';
import {
  changeOwnPassword,
  deletePasskey,
  destroyOtherUserSessions,
  destroyUserSession,
  enableTwoFactor,
  findAccount,
  getTwoFactor,
  getTwoFactorPolicy,
  listPasskeys,
  listUserSessions,
  type SessionRow,
} from '@shared-data/store/cms';
import {
  adminApiRoutes,
  type ApiErrorBody,
  type InvalidBody,
  type OwnPasswordChanged,
  type PasskeySummary,
  type SessionList,
  type SessionsEnded,
  type SessionSummary,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './contract.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem } from './credentials.ts';
import { requireRole } from './guard.ts';
import { registerPasskey, registrationOptions } from './passkeys.ts';
import { decryptSecret, encryptSecret, enrolmentOf, hashBackupCode, matchTotp, newBackupCodes, newTotpSecret } from './two-factor.ts';

export interface OwnAccountRoutesOptions {
  /** The content database, where the sessions and accounts are; without it the routes answer 503. */
  store?: Store;
  /** The environment admin's username, or null: its password is the environment's, not the database's. */
  envAdmin?: string | null;
  /** TWO_FACTOR_KEY: seals the second factor's secrets. Without it nobody can enrol. */
  twoFactorKey?: string;
  /** Passkeys' relying party; without it none can be registered. */
  passkeys?: PasskeyConfig;
  now?: () => number;
}

export const sessionMessages = {
  unavailable: 'Oturumlar yalnızca içerik veritabanı yapılandırıldığında listelenebilir.',
  notFound: 'Bu oturum bulunamadı; zaten kapanmış olabilir.',
  current: 'Bu oturum, şu anda kullandığınız oturum. Kapatmak için Çıkış Yap düğmesini kullanın.',
  invalid: 'Lütfen işaretli alanları düzeltin.',
  wrongPassword: 'Mevcut şifre yanlış.',
  envAdmin: 'Bu hesabın şifresi sunucunun ortam değişkenlerinde (ADMIN_PASSWORD veya ADMIN_PASSWORD_HASH) tanımlı; burada değiştirilemez.',
  tooManyWrong: 'Mevcut şifre art arda yanlış girildi; güvenliğiniz için oturumunuz kapatıldı. Lütfen yeniden giriş yapın.',
  noKey: 'İki adımlı doğrulama bu sunucuda kurulamıyor: TWO_FACTOR_KEY ayarlı değil. Sunucuyu yöneten kişiye başvurun.',
  alreadyOn: 'İki adımlı doğrulama zaten açık. Yeniden kurmak için bir yöneticinin Hesaplar sayfasında sıfırlaması gerekir.',
  noSetup: 'Önce kurulumu başlatın: kurulumun süresi dolmuş olabilir.',
  badCode: 'Kod doğrulanamadı. Uygulamadaki güncel 6 haneli kodu girin.',
  passkeysOff: 'Geçiş anahtarları bu sunucuda yapılandırılmamış.',
  passkeyRefused: 'Geçiş anahtarı kaydedilemedi: tarayıcının yanıtı doğrulanamadı. Lütfen yeniden deneyin.',
  passkeyNotFound: 'Geçiş anahtarı bulunamadı.',
} as const;

/**
 * Wrong current passwords a session may send before it is ended: someone who found a signed-in browser cannot try
 * passwords through it one after another (the login's own throttle does not see these attempts).
 */
export const WRONG_PASSWORD_LIMIT = 5;

const passwordBody = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  properties: {
    currentPassword: { type: 'string', maxLength: MAX_PASSWORD_LENGTH },
    // Longer than the limit is the rule's to refuse, in Turkish, beside the field.
    newPassword: { type: 'string', maxLength: MAX_PASSWORD_LENGTH + 1 },
  },
};

/** A session's handle: 22 characters of the id's SHA-256, enough to tell an account's sessions apart. */
export const sessionHandle = (id: string) => createHash('sha256').update(id).digest('base64url').slice(0, 22);

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function summaryOf(row: SessionRow, currentId: string): SessionSummary {
  const startedAt = numberOr(row.data.createdAt, 0);
  return {
    id: sessionHandle(row.id),
    startedAt,
    lastUsedAt: numberOr(row.data.lastUsedAt, startedAt),
    device: textOr(row.data.device, 'Bilinmeyen cihaz'),
    address: textOr(row.data.address, ''),
    current: row.id === currentId,
  };
}

const send = (reply: FastifyReply, status: number, body: ApiErrorBody) => reply.code(status).send(body);

export const ownAccountRoutes: FastifyPluginAsync<OwnAccountRoutesOptions> = async (app, options) => {
  const needsStore = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.store) return;
    request.log.warn('admin API: the session list needs the content database');
    return send(reply, 503, { error: 'unavailable', message: sessionMessages.unavailable });
  };
  // Every role manages its own sessions; the guard answers 401 to a stranger before anything else.
  const onRequest = [requireRole('editor'), needsStore];
  const db = () => {
    if (!options.store) throw new Error('session route without a store (needsStore answers first)');
    return options.store.db;
  };
  const username = (request: FastifyRequest) => request.admin?.username ?? '';

  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    adminApiRoutes.ownPassword,
    { onRequest, schema: { body: passwordBody } },
    async (request, reply) => {
      const user = username(request);
      if (options.envAdmin && user === options.envAdmin) return send(reply, 409, { error: 'conflict', message: sessionMessages.envAdmin });
      const account = await findAccount(db(), user);
      if (!account) return send(reply, 404, { error: 'not_found', message: sessionMessages.notFound });
      const { currentPassword, newPassword } = request.body;
      if (!(await verify(account.passwordHash, currentPassword).catch(() => false))) {
        const failures = (request.session.wrongPasswords ?? 0) + 1;
        request.log.warn({ user, failures }, 'admin own password change: wrong current password');
        if (failures >= WRONG_PASSWORD_LIMIT) {
          await request.session.destroy();
          return send(reply, 401, { error: 'unauthenticated', message: sessionMessages.tooManyWrong });
        }
        request.session.wrongPasswords = failures;
        const body: InvalidBody = { error: 'invalid', message: sessionMessages.invalid, fieldErrors: { currentPassword: sessionMessages.wrongPassword } };
        return reply.code(400).send(body);
      }
      const problem = passwordProblem(newPassword);
      if (problem) {
        const body: InvalidBody = { error: 'invalid', message: sessionMessages.invalid, fieldErrors: { newPassword: problem } };
        return reply.code(400).send(body);
      }
      const ended = await changeOwnPassword(db(), user, await hashPassword(newPassword), request.session.sessionId);
      if (ended === null) return send(reply, 404, { error: 'not_found', message: sessionMessages.notFound });
      request.session.wrongPasswords = 0;
      request.log.info({ user, endedSessions: ended }, 'admin changed their own password');
      const body: OwnPasswordChanged = { endedSessions: ended };
      return reply.send(body);
    },
  );

  const twoFactorStatus = async (user: string, role: 'admin' | 'editor'): Promise<TwoFactorStatus> => {
    const stored = await getTwoFactor(db(), user);
    return {
      available: Boolean(options.twoFactorKey),
      enabled: stored !== null,
      enabledAt: stored?.enabledAt ?? null,
      backupCodesLeft: stored?.backupCodesLeft ?? 0,
      required: (await getTwoFactorPolicy(db()))[role],
    };
  };

  app.get(adminApiRoutes.twoFactor, { onRequest }, async (request, reply) => {
    const body = await twoFactorStatus(username(request), request.admin?.role ?? 'editor');
    return reply.send(body);
  });

  app.post(adminApiRoutes.twoFactorSetup, { onRequest }, async (request, reply) => {
    const key = options.twoFactorKey;
    if (!key) return send(reply, 409, { error: 'conflict', message: sessionMessages.noKey });
    const user = username(request);
    if (await getTwoFactor(db(), user)) return send(reply, 409, { error: 'conflict', message: sessionMessages.alreadyOn });
    const secret = newTotpSecret();
    // Kept sealed in the session until a first code proves the app has it; a new start replaces it.
    request.session.pendingTotp = encryptSecret(secret, key);
    const body: TwoFactorSetup = { secret, ...(await enrolmentOf(secret, user)) };
    return reply.send(body);
  });

  app.post<{ Body: { code: string } }>(
    adminApiRoutes.twoFactorConfirm,
    { onRequest, schema: { body: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 32 } } } } },
    async (request, reply) => {
      const key = options.twoFactorKey;
      if (!key) return send(reply, 409, { error: 'conflict', message: sessionMessages.noKey });
      const user = username(request);
      if (await getTwoFactor(db(), user)) return send(reply, 409, { error: 'conflict', message: sessionMessages.alreadyOn });
      const sealed = request.session.pendingTotp;
      const secret = sealed ? decryptSecret(sealed, key) : null;
      if (!sealed || secret === null) return send(reply, 409, { error: 'conflict', message: sessionMessages.noSetup });
      const step = matchTotp(secret, request.body.code, (options.now ?? Date.now)(), null);
      if (step === null) {
        const body: InvalidBody = { error: 'invalid', message: sessionMessages.invalid, fieldErrors: { code: sessionMessages.badCode } };
        return reply.code(400).send(body);
      }
      const codes = newBackupCodes();
      await enableTwoFactor(db(), user, sealed, step, codes.map(hashBackupCode));
      request.session.pendingTotp = undefined;
      request.session.mustEnrol = undefined;
      request.log.info({ user }, 'admin second factor enrolled');
      const body: TwoFactorEnabled = { backupCodes: codes };
      return reply.send(body);
    },
  );

  const passkeyName = (typed: unknown) => (typeof typed === 'string' && typed.trim() !== '' ? typed.trim().slice(0, 60) : 'Geçiş anahtarı');

  app.get(adminApiRoutes.passkeys, { onRequest }, async (request, reply) => {
    const body: PasskeySummary[] = (await listPasskeys(db(), username(request))).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
    return reply.send(body);
  });

  app.post(adminApiRoutes.passkeyOptions, { onRequest }, async (request, reply) => {
    if (!options.passkeys) return send(reply, 409, { error: 'conflict', message: sessionMessages.passkeysOff });
    const answer = await registrationOptions(db(), options.passkeys, username(request));
    request.session.passkeyChallenge = answer.challenge;
    return reply.send(answer);
  });

  app.post<{ Body: { name?: string; response: RegistrationResponseJSON } }>(
    adminApiRoutes.passkeys,
    {
      onRequest,
      bodyLimit: 64 * 1024,
      schema: { body: { type: 'object', required: ['response'], properties: { name: { type: 'string', maxLength: 200 }, response: { type: 'object' } } } },
    },
    async (request, reply) => {
      if (!options.passkeys) return send(reply, 409, { error: 'conflict', message: sessionMessages.passkeysOff });
      const challenge = request.session.passkeyChallenge;
      request.session.passkeyChallenge = undefined;
      const user = username(request);
      if (!challenge || !(await registerPasskey(db(), options.passkeys, user, passkeyName(request.body.name), request.body.response, challenge))) {
        return send(reply, 400, { error: 'bad_request', message: sessionMessages.passkeyRefused });
      }
      request.log.info({ user }, 'admin passkey registered');
      return reply.code(201).send();
    },
  );

  app.delete<{ Params: { id: string } }>(`${adminApiRoutes.passkeys}/:id`, { onRequest }, async (request, reply) => {
    if (!(await deletePasskey(db(), username(request), request.params.id))) return send(reply, 404, { error: 'not_found', message: sessionMessages.passkeyNotFound });
    return reply.code(204).send();
  });

  app.get(adminApiRoutes.sessions, { onRequest }, async (request, reply) => {
    const rows = await listUserSessions(db(), username(request));
    const body: SessionList = { items: rows.map((row) => summaryOf(row, request.session.sessionId)) };
    return reply.send(body);
  });

  app.delete<{ Params: { handle: string } }>(`${adminApiRoutes.sessions}/:handle`, { onRequest }, async (request, reply) => {
    const user = username(request);
    const target = (await listUserSessions(db(), user)).find((row) => sessionHandle(row.id) === request.params.handle);
    if (!target) return send(reply, 404, { error: 'not_found', message: sessionMessages.notFound });
    if (target.id === request.session.sessionId) return send(reply, 409, { error: 'conflict', message: sessionMessages.current });
    const ended = await destroyUserSession(db(), user, target.id, user);
    if (!ended) return send(reply, 404, { error: 'not_found', message: sessionMessages.notFound });
    request.log.info({ user }, 'admin session ended by its account');
    return reply.code(204).send();
  });

  app.post(adminApiRoutes.sessionsEndOthers, { onRequest }, async (request, reply) => {
    const user = username(request);
    const body: SessionsEnded = { ended: await destroyOtherUserSessions(db(), user, request.session.sessionId, user) };
    request.log.info({ user, ended: body.ended }, "admin sessions ended by their account, all but the asking one");
    return reply.send(body);
  });
};
