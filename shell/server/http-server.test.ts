import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { fakeDist } from './test-dist.ts';

/** Opens a connection, writes `text`, and resolves with what the server sent once it closes the connection. */
function sendAndWaitForClose(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(text);
  });
}

// With Node's defaults, a client sending its headers slowly is held for about 87 s. With the timeouts shortened for
// the test (300 ms for headers, checked every 100 ms), the server must end such a connection by itself.
describe('the HTTP server’s timeouts', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildServer({ ...fakeDist(), timeouts: { headers: 300, request: 2_000, keepAlive: 300, checkEvery: 100 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app?.close());

  it('closes a connection whose headers never end, answering 408', async () => {
    const answer = await sendAndWaitForClose(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 10_000);

  it('closes an idle kept-alive connection after answering', async () => {
    const answer = await sendAndWaitForClose(port, 'GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 (200|404) /);
  }, 10_000);
});
