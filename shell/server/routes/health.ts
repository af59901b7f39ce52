/**
 * The probes of a supervisor or load balancer, neither in the sitemap nor in robots.txt:
 *
 * - `GET /healthz`: liveness. 200 `{"status":"ok"}` whenever the process is alive and its event loop turns; it never
 *   touches the database, so an outage does not get a healthy process restarted.
 * - `GET /readyz`: readiness. 200 `{"status":"ok"}` when the content store answers `SELECT 1` within
 *   `readyTimeoutMs` (2 s), else 503 `{"status":"unavailable","error":"<the Turkish outage sentence>"}` with
 *   `Retry-After`: take the process out of rotation until it answers again.
 *
 * Both plain JSON, `Cache-Control: no-store`, noindex, and logged only when they fail (a probe every few seconds would
 * fill the request log).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { storeAnswers } from '@shared-data/store';
import { STORE_UNAVAILABLE } from '../unavailable.ts';

export const healthPaths = { live: '/healthz', ready: '/readyz' } as const;

export interface HealthOptions {
  /** How long the readiness probe waits for the store's answer. Default 2 s. */
  readyTimeoutMs?: number;
}

function send(reply: FastifyReply, status: number, body: Record<string, string>) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const readyTimeoutMs = options.readyTimeoutMs ?? 2_000;
  // 'warn': the probes' requests are not logged; a failure still is.
  app.get(healthPaths.live, { logLevel: 'warn' }, async (_request, reply) => send(reply, 200, { status: 'ok' }));
  app.get(healthPaths.ready, { logLevel: 'warn' }, async (request, reply) => {
    if (!app.hasDecorator('store') || (await storeAnswers(app.store, readyTimeoutMs))) return send(reply, 200, { status: 'ok' });
    request.log.warn(`readiness: the content store did not answer within ${readyTimeoutMs} ms`);
    return send(reply.header('Retry-After', '5'), 503, { status: 'unavailable', error: STORE_UNAVAILABLE });
  });
};
