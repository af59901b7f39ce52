/** The Node HTTP server under Fastify, with the timeouts that bound what one client can hold. */
import type { FastifyServerOptions } from 'fastify';
import { createServer } from 'node:http';

/**
 * How long a connection may hold the server: a client that sends its headers slowly is cut off
 * after `headers` ms (Node checks every `checkEvery` ms; its defaults held one for about 87 s), a whole request after
 * `request` ms, an idle kept-alive connection after `keepAlive` ms.
 */
export const serverTimeouts = { headers: 10_000, request: 30_000, keepAlive: 5_000, checkEvery: 1_000 };

export function httpServer(timeouts: typeof serverTimeouts): FastifyServerOptions['serverFactory'] {
  return (handler) => {
    const server = createServer({ headersTimeout: timeouts.headers, requestTimeout: timeouts.request, connectionsCheckingInterval: timeouts.checkEvery }, handler);
    server.keepAliveTimeout = timeouts.keepAlive;
    return server;
  };
}
