/**
 * The signed-in account's own sessions ('Hesabım' → 'Oturumlar'), for every role: list them, end one of the others,
 * or end all but the one asking. A session is a row of `admin_sessions`; deleting it ends it on every server process
 * at once, since each reads the session from the database on every request (DatabaseSessionStore), and a signed-in
 * session is never written back once its row is gone. Each end is audited.
 *
 * The list never shows a session's id: that is the cookie's secret. Each session has a handle instead, a hash of the
 * id, which is worth nothing as a cookie.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '@shared-data/store';
import { destroyOtherUserSessions, destroyUserSession, listUserSessions, type SessionRow } from '@shared-data/store/cms';
import { adminApiRoutes, type ApiErrorBody, type SessionList, type SessionsEnded, type SessionSummary } from './contract.ts';
import { requireRole } from './guard.ts';

export interface SessionRoutesOptions {
  /** The content database, where the sessions are; without it the routes answer 503. */
  store?: Store;
}

export const sessionMessages = {
  unavailable: 'Oturumlar yalnızca içerik veritabanı yapılandırıldığında listelenebilir.',
  notFound: 'Bu oturum bulunamadı; zaten kapanmış olabilir.',
  current: 'Bu oturum, şu anda kullandığınız oturum. Kapatmak için Çıkış Yap düğmesini kullanın.',
} as const;

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

export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, options) => {
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
