/**
 * A load balancer for the two-process journeys: each request goes to the next server in turn,
 * with no sticky sessions, and the answer says which one served it (`X-Upstream`: its index). A server that refuses
 * the connection (stopped) is skipped for the next one, as a balancer's health check would.
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';

export const UPSTREAM_HEADER = 'x-upstream';

export async function startRoundRobinProxy(port: number, upstreamPorts: readonly number[]): Promise<{ url: string; stop(): Promise<void> }> {
  let next = 0;
  const send = (incoming: IncomingMessage, body: Buffer, reply: (status: number, headers: Record<string, string | string[]>, answer: IncomingMessage | null) => void, tries: number) => {
    const index = next++ % upstreamPorts.length;
    const outgoing = forward({ host: '127.0.0.1', port: upstreamPorts[index], method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) =>
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
