/**
 * What the server's request log records of a request. Fastify's own serializer writes the whole URL; a page whose
 * query holds what a reader told us about their money (the route table's `privateQuery`: the spending planner) is
 * written by its path alone, so the log keeps no income next to an address. A failed query's error is written without
 * the values it was given (Drizzle puts them in its message: a session id, a password hash, an address someone typed).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { matchRoute, routeOf } from 'shared-data';

/** `url` as the log writes it: without the query of a page whose query is private. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const match = matchRoute(path);
  return match && routeOf(match.route).privateQuery ? `${path}?[gizli]` : url;
}

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const HIDDEN = '\nparams: [gizli]';
/** How deep an error's causes are followed (a cause may point back at the error). */
const MAX_CAUSES = 5;

/** The fields pino's error serializer writes, but without a query's parameters anywhere in the error or its causes. */
export function loggedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const logged: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: error.message.replace(PARAMS, HIDDEN),
    stack: error.stack?.replace(PARAMS, HIDDEN),
  };
  for (const [key, value] of Object.entries(error)) {
    // `params` holds the values; `query` (the SQL text) and codes are kept.
    if (key === 'params' || key === 'cause' || key in logged) continue;
    logged[key] = typeof value === 'string' ? value.replace(PARAMS, HIDDEN) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** Fastify's logger options with the request serializer that applies `loggedUrl` and `loggedError`; off stays off. */
export function withRequestLog(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);
  return {
    ...options,
    serializers: {
      ...options.serializers,
      err: (error: Error) => loggedError(error) as { type: string; message: string; stack: string },
      // Fastify's default fields, the URL passed through loggedUrl.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        version: first(request.headers['accept-version']),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}
