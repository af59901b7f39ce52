/**
 * A load balancer for the two-process journeys: each request goes to the next server in turn,
 * with no sticky sessions, and the answer says which one served it (`X-Upstream`: its index). A server that refuses
 * the connection (stopped) is skipped for the next one, as a balancer's health check would.
 *
 * Like a CDN or nginx's GeoIP module, it can also write the visitor's country into a header (`geo`), overwriting
 * whatever the client sent in it; with no address database here, the country it "looks up" is the one the test names
 * in `geo.from`. It can connect from an address of its own (`localAddress`, e.g. 127.0.0.2), so that the servers
 * can trust it (TRUST_PROXY) and not a client that connects to them directly from 127.0.0.1.
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';

export const UPSTREAM_HEADER = 'x-upstream';

export interface ProxyOptions {
  /** The address the proxy connects to the servers from. */
  localAddress?: string;
  /** The header the proxy writes the visitor's country into, and the request header it takes that country from. */
  geo?: { header: string; from: string };
}

/** The headers sent on: the country header is the proxy's alone, never the client's. */
function forwardedHeaders(incoming: IncomingMessage, geo: ProxyOptions['geo']): IncomingMessage['headers'] {
  if (!geo) return incoming.headers;
  const headers = { ...incoming.headers };
  const country = headers[geo.from.toLowerCase()];
  delete headers[geo.from.toLowerCase()];
  delete headers[geo.header.toLowerCase()];
  return typeof country === 'string' ? { ...headers, [geo.header.toLowerCase()]: country } : headers;
}

export async function startRoundRobinProxy(port: number, upstreamPorts: readonly number[], options: ProxyOptions = {}): Promise<{ url: string; stop(): Promise<void> }> {
  let next = 0;
  const send = (incoming: IncomingMessage, body: Buffer, reply: (status: number, headers: Record<string, string | string[]>, answer: IncomingMessage | null) => void, tries: number) => {
    const index = next++ % upstreamPorts.length;
    const target = { host: '127.0.0.1', port: upstreamPorts[index], localAddress: options.localAddress, method: incoming.method, path: incoming.url, headers: forwardedHeaders(incoming, options.geo) };
    const outgoing = forward(target, (answer) =>
      reply(answer.statusCode ?? 502, { ...(answer.headers as Record<string, string | string[]>), [UPSTREAM_HEADER]: String(index) }, answer),
    );
    outgoing.on('error', () => (tries > 1 ? send(incoming, body, reply, tries - 1) : reply(502, {}, null)));
    outgoing.end(body);
  };
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      send(incoming, Buffer.concat(chunks), (status, headers, answer) => {
        response.writeHead(status, headers);
        if (answer) answer.pipe(response);
        else response.end();
      }, upstreamPorts.length),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
