/**
 * Helpers of the link health tests: a casino's affiliate platform faked on 127.0.0.1 (the tests never reach the
 * internet), a port nothing listens on, and casinos added to an empty test database.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@shared-data/store';
import { queryRows, sql } from '@shared-data/store/testing';

/** Answers a request to `/<name>/<rest>`; `rest` is the path after the route's name, without the query. */
export type FakeRoute = (req: IncomingMessage, res: ServerResponse, rest: string) => void;

/** A server on 127.0.0.1 and a random port whose first path segment picks the route; anything else is 404. */
export function fakeCasino(routes: Record<string, FakeRoute>) {
  const requests: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.on('close', () => (inFlight -= 1));
    const [, name = '', rest = ''] = /^\/([^/?]+)\/?([^?]*)/.exec(req.url ?? '') ?? [];
    const route = routes[name];
    if (route) route(req, res, rest);
    else res.writeHead(404).end();
  });
  return {
    /** 'METHOD /path?query' of every request, in arrival order. */
    requests,
    /** The most requests the server held at once since the last `resetPeak`. */
    peak: () => peak,
    resetPeak: () => (peak = inFlight),
    /** Listens; answers the server's origin. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const redirect = (res: ServerResponse, location: string) => res.writeHead(302, { Location: location }).end();

/** A port on 127.0.0.1 that nothing listens on any more. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Adds a casino named 'Casino <rank>' (or `name`) with only what the link check reads set. Answers its id. */
export async function addCasino(
  db: Database,
  casino: { rank: number; slug: string; affiliateUrl: string; name?: string; status?: 'published' | 'draft' },
): Promise<number> {
  const { rank, slug, affiliateUrl, name = `Casino ${rank}`, status = 'published' } = casino;
  const [row] = await queryRows<{ id: number }>(db, sql`INSERT INTO casinos (slug, name, rank, rating,
      rating_bonus, rating_payments, rating_games, rating_support, rating_trust, logo_url, affiliate_url, welcome_bonus, status)
    VALUES (${slug}, ${name}, ${rank}, 4, 4, 4, 4, 4, 4, '/images/logo.webp', ${affiliateUrl}, 'Bonus', ${status}) RETURNING id`);
  if (!row) throw new Error(`casino ${slug} was not added`);
  return row.id;
}
