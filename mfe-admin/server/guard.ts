/**
 * Access control for every admin route, decided on the server: a route declares the least role it needs and its
 * onRequest hook answers 401 without a session and 403 when the operator's role is not enough, before the request's
 * body is read or checked, so the answer never depends on what a stranger sends.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, Role } from './contract.ts';

export const guardMessages = {
  unauthenticated: 'Oturum bulunamadı veya süresi doldu.',
  forbidden: 'Bu işlem için yetkiniz yok. Yalnızca yöneticiler yapabilir.',
  unavailable: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
} as const;

const rank: Record<Role, number> = { editor: 1, admin: 2 };

/** A hook (onRequest) that lets the request through only for a signed-in operator holding at least `role`. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const admin = request.admin;
    if (!admin) {
      const body: ApiErrorBody = { error: 'unauthenticated', message: guardMessages.unauthenticated };
      return reply.code(401).send(body);
    }
    if (rank[admin.role] < rank[role]) {
      request.log.warn({ user: admin.username, role: admin.role, needs: role }, 'admin API: forbidden');
      const body: ApiErrorBody = { error: 'forbidden', message: guardMessages.forbidden };
      return reply.code(403).send(body);
    }
  };
}
