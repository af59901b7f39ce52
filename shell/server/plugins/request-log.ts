/**
 * What the server's request log records of a request. Fastify's own serializer writes the whole URL; a page whose
 * query holds what a reader told us about their money (the route table's `privateQuery`: the spending planner) is
 * written by its path alone, so the log keeps no income next to an address.
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

/** Fastify's logger options with the request serializer that applies `loggedUrl`; off stays off. */
export function withRequestLog(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);
  return {
    ...options,
    serializers: {
      ...options.serializers,
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
