/**
 * The CMS's accounts, for admins only: list, add, change (role, disabled, password), delete.
 * The first admin comes from the environment: listed first and read-only, and nobody else may take its name.
 * When an account changes or goes, its sessions end at once (their rows are deleted, and a signed-in session is
 * never re-created: see DatabaseSessionStore), so a disabled or deleted account is signed out of every browser
 * and a new role or password takes effect at the next login. Registered inside the admin API, whose hooks have set
 * `request.admin` and refused cross-site writes before these handlers run.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Store } from '@shared-data/store';
import {
  AccountError,
  createAccount,
  deleteAccount,
  destroyUserSessions,
  getTwoFactorPolicy,
  listAccounts,
  resetTwoFactor,
  setTwoFactorPolicy,
  twoFactorUsernames,
  updateAccount,
  type Account,
} from '@shared-data/store/cms';
import {
  adminApiRoutes,
  type AccountChangeRequest,
  type AccountSummary,
  type ApiErrorBody,
  type InvalidBody,
  type NewAccountRequest,
  type Role,
  type TwoFactorPolicy,
} from './contract.ts';
import { hashPassword, passwordMessages, passwordProblem, typedUsername, USERNAME_PATTERN, usernameMessages } from './credentials.ts';
import { requireRole } from './guard.ts';

export interface AccountRoutesOptions {
  /** The content database; without it every account route answers 503. */
  store?: Store;
  /** The environment admin's username, or null when none is configured. */
  envAdmin?: string | null;
}

const messages = {
  invalid: 'Lütfen işaretli alanları düzeltin.',
  usernameFormat: usernameMessages.format,
  usernameTaken: usernameMessages.taken,
  role: 'Rol yönetici (admin) veya editör (editor) olmalı.',
  conflict: 'Bu hesap siz düzenlerken başka biri tarafından değiştirildi.',
  notFound: 'Hesap bulunamadı.',
  badRequest: 'Geçersiz istek.',
  unavailable: 'Hesaplar yalnızca içerik veritabanı yapılandırıldığında yönetilebilir.',
  noTwoFactor: 'Bu hesapta iki adımlı doğrulama açık değil.',
} as const;

const roles: readonly Role[] = ['admin', 'editor'];
const isRole = (value: unknown): value is Role => roles.some((role) => role === value);

type AccountFieldErrors = { username?: string; password?: string; role?: string };

function send(reply: FastifyReply, status: number, body: ApiErrorBody | InvalidBody) {
  return reply.code(status).send(body);
}

const badRequest = (reply: FastifyReply) => send(reply, 400, { error: 'bad_request', message: messages.badRequest });

const invalid = (reply: FastifyReply, fieldErrors: AccountFieldErrors) =>
  send(reply, 400, { error: 'invalid', message: messages.invalid, fieldErrors });

/** A refused change in Turkish: a stale version is 409, an account gone is 404. */
function refuseChange(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AccountError)) throw error;
  if (error.code === 'stale_version') return send(reply, 409, { error: 'conflict', message: messages.conflict });
  if (error.code === 'not_found') return send(reply, 404, { error: 'not_found', message: messages.notFound });
  return invalid(reply, { username: messages.usernameTaken });
}

const passwordError = (password: unknown) => (typeof password === 'string' ? passwordProblem(password) : passwordMessages.tooShort);

function summary(account: Account): AccountSummary {
  const { id, username, role, disabled, createdAt, updatedAt, version } = account;
  return { id, username, role, disabled, source: 'database', createdAt, updatedAt, version };
}

const actor = (request: FastifyRequest) => request.admin?.username ?? '';

// Ids and versions are PostgreSQL `integer`s: a larger number would fail in the database, not as a bad request.
const MAX_INTEGER = 2_147_483_647;

/** A positive whole number from a path or query text or a JSON number, else null. */
function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= MAX_INTEGER ? number : null;
}

const asFields = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

// The guard runs at onRequest, before the body is read: a stranger gets 401 and an editor 403 whatever it sends.
// Bodies and parameters are checked in the handlers.
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const envAdmin = options.envAdmin ?? null;
  const path = adminApiRoutes.accounts;
  const needsStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!options.store) return send(reply, 503, { error: 'unavailable', message: messages.unavailable });
  };
  const onRequest = [requireRole('admin'), needsStore];
  const database = (): Database => {
    if (!options.store) throw new Error('account route without a store (needsStore answers first)');
    return options.store.db;
  };

  app.get(path, { onRequest }, async () => {
    const enrolled = new Set(await twoFactorUsernames(database()));
    const envRow: AccountSummary[] = envAdmin
      ? [{ id: null, username: envAdmin, role: 'admin', disabled: false, source: 'environment', createdAt: null, updatedAt: null, version: 0, twoFactor: enrolled.has(envAdmin) }]
      : [];
    return [...envRow, ...(await listAccounts(database())).map((account) => ({ ...summary(account), twoFactor: enrolled.has(account.username) }))];
  });

  // An account that lost its phone and its backup codes: its second factor goes, and every session of it ends; it signs
  // in with its password again (and enrols anew where its role requires it).
  app.post<{ Params: { id: string } }>(`${path}/:id/two-factor-reset`, { onRequest }, async (request, reply) => {
    const id = positiveInteger(request.params.id);
    if (id === null) return badRequest(reply);
    const account = (await listAccounts(database())).find((candidate) => candidate.id === id);
    if (!account) return send(reply, 404, { error: 'not_found', message: messages.notFound });
    if (!(await resetTwoFactor(database(), account.username, actor(request)))) {
      return send(reply, 409, { error: 'conflict', message: messages.noTwoFactor });
    }
    request.log.info({ account: account.username }, 'admin API: second factor reset');
    return reply.code(204).send();
  });

  app.get(adminApiRoutes.twoFactorPolicy, { onRequest }, async (_request, reply) => {
    const body: TwoFactorPolicy = await getTwoFactorPolicy(database());
    return reply.send(body);
  });

  app.put<{ Body: { role: Role; required: boolean } }>(
    adminApiRoutes.twoFactorPolicy,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          required: ['role', 'required'],
          properties: { role: { type: 'string', enum: ['admin', 'editor'] }, required: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      await setTwoFactorPolicy(database(), request.body.role, request.body.required, actor(request));
      request.log.info({ role: request.body.role, required: request.body.required }, 'admin API: second factor policy changed');
      const body: TwoFactorPolicy = await getTwoFactorPolicy(database());
      return reply.send(body);
    },
  );

  app.post(path, { onRequest }, async (request, reply) => {
    const { username: typed, password, role } = asFields(request.body) as Partial<Record<keyof NewAccountRequest, unknown>>;
    // Stored lower-case anyway; taking "Ayse" as "ayse" spares the operator an error.
    const username = typedUsername(typed);
    const fieldErrors: AccountFieldErrors = {};
    if (!USERNAME_PATTERN.test(username)) fieldErrors.username = messages.usernameFormat;
    else if (envAdmin !== null && username === envAdmin.toLowerCase()) fieldErrors.username = messages.usernameTaken;
    const passwordMessage = passwordError(password);
    if (passwordMessage) fieldErrors.password = passwordMessage;
    if (!isRole(role)) fieldErrors.role = messages.role;
    if (Object.keys(fieldErrors).length > 0 || typeof password !== 'string' || !isRole(role)) return invalid(reply, fieldErrors);
    try {
      const account = await createAccount(database(), { username, passwordHash: await hashPassword(password), role }, actor(request));
      request.log.info({ account: account.username, role }, 'admin API: account created');
      return reply.code(201).send(summary(account));
    } catch (error) {
      return refuseChange(reply, error);
    }
  });

  app.put<{ Params: { id: string } }>(`${path}/:id`, { onRequest }, async (request, reply) => {
    const { version: sentVersion, role, disabled, password } = asFields(request.body) as Partial<Record<keyof AccountChangeRequest, unknown>>;
    const id = positiveInteger(request.params.id);
    const version = positiveInteger(sentVersion);
    if (id === null || version === null || (disabled !== undefined && typeof disabled !== 'boolean')) return badRequest(reply);
    const fieldErrors: AccountFieldErrors = {};
    if (role !== undefined && !isRole(role)) fieldErrors.role = messages.role;
    const passwordMessage = password === undefined ? null : passwordError(password);
    if (passwordMessage) fieldErrors.password = passwordMessage;
    if (Object.keys(fieldErrors).length > 0) return invalid(reply, fieldErrors);
    try {
      const change = {
        version,
        role: isRole(role) ? role : undefined,
        disabled: typeof disabled === 'boolean' ? disabled : undefined,
        passwordHash: typeof password === 'string' ? await hashPassword(password) : undefined,
      };
      const { account, changed } = await updateAccount(database(), id, change, actor(request));
      if (changed.length > 0) {
        const ended = await destroyUserSessions(database(), account.username);
        request.log.info({ account: account.username, changed, sessionsEnded: ended }, 'admin API: account changed');
      }
      return reply.send(summary(account));
    } catch (error) {
      return refuseChange(reply, error);
    }
  });

  app.delete<{ Params: { id: string }; Querystring: { version?: string } }>(`${path}/:id`, { onRequest }, async (request, reply) => {
    const id = positiveInteger(request.params.id);
    const version = positiveInteger(request.query.version);
    if (id === null || version === null) return badRequest(reply);
    try {
      const account = await deleteAccount(database(), id, version, actor(request));
      const ended = await destroyUserSessions(database(), account.username);
      request.log.info({ account: account.username, sessionsEnded: ended }, 'admin API: account deleted');
      return reply.code(204).send();
    } catch (error) {
      return refuseChange(reply, error);
    }
  });
};
