/**
 * Two server processes on one PostgreSQL behind a round-robin balancer behave as one site. The
 * journey starts its own PostgreSQL cluster (@shared-data/store/testing), two `npm run serve` processes of the built
 * checkout on it, and the balancer (round-robin-proxy.ts); everything is stopped by process id afterwards, whatever
 * happened. Requests go through the balancer, which alternates and says which process answered.
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { contentApi, paths } from 'shared-data';
import { openStore, type Store } from '@shared-data/store';
import { queryRows, sql, startPostgres, type PostgresServer } from '@shared-data/store/testing';
import { startRoundRobinProxy, UPSTREAM_HEADER } from '../round-robin-proxy.ts';
import { E2E_PORT, startOwnServer, type OwnServer } from '../server.ts';

// Ports past the suite's server and the first-admin journey's, so that nothing collides in CI either.
const PORTS = [E2E_PORT + 10, E2E_PORT + 11];
const PROXY_PORT = E2E_PORT + 12;
const ADMIN = { username: 'iki-surec', password: 'Iki-Surec-Parola-2026' };
const TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.';
const LOGIN = '/api/admin/login';

let postgres: PostgresServer | undefined;
let servers: OwnServer[] = [];
let proxy: { url: string; stop(): Promise<void> } | undefined;
let db: Store | undefined;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgres().catch((error: unknown) => {
    throw new Error(`The two-process journeys need a PostgreSQL server (initdb, postgres): ${error instanceof Error ? error.message : String(error)}`);
  });
  const env = { DATABASE_URL: postgres.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  // Both at once, as a deployment would start them: the migrations take turns under their lock.
  const started = await Promise.allSettled(PORTS.map((port) => startOwnServer(port, /^SafeBet: http/, env)));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  proxy = await startRoundRobinProxy(PROXY_PORT, PORTS);
  db = await openStore({ kind: 'postgres', url: postgres.url, poolSize: 2 });
  api = await request.newContext({ baseURL: proxy.url });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await api?.dispose().catch(() => undefined);
  await proxy?.stop().catch(() => undefined);
  await Promise.allSettled(servers.map((server) => server.stop()));
  await db?.close().catch(() => undefined);
  await postgres?.stop();
});

const upstream = (res: { headers(): Record<string, string> }) => res.headers()[UPSTREAM_HEADER];

async function storedClicks(): Promise<number> {
  const [row] = await queryRows<{ n: number }>((db as Store).db, sql`SELECT count(*)::int AS n FROM clicks`);
  return row?.n ?? -1;
}

test('a wrong password through one process and an immediate retry through the other get 429 with Retry-After', async () => {
  const wrong = { username: 'yabanci', password: 'yanlış-şifre' };
  const first = await api.post(LOGIN, { data: wrong });
  expect(first.status()).toBe(401);
  const retry = await api.post(LOGIN, { data: wrong });
  expect(upstream(retry)).not.toBe(upstream(first));
  expect(retry.status()).toBe(429);
  // The first failure's wait is 1 s.
  expect(retry.headers()['retry-after']).toBe('1');
  expect(await retry.json()).toEqual({ error: 'too_many_attempts', message: TOO_MANY, retryAfterSeconds: 1 });
});

test('a session made through one process is valid through the other', async () => {
  const login = await api.post(LOGIN, { data: ADMIN });
  expect(login.status()).toBe(200);
  const session = await api.get('/api/admin/session');
  expect(upstream(session)).not.toBe(upstream(login));
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ authenticated: true, username: ADMIN.username, role: 'admin' });
});

test('a CMS write through one process is served by the other within a second', async () => {
  const current = await api.get('/api/admin/settings');
  expect(current.status()).toBe(200);
  const { version, values } = (await current.json()) as { version: number; values: { contact: { email: string } } };
  const email = `iki-surec-${Date.now()}@example.com`;
  // The balancer alternates: the process answering this sends nothing more, and the write goes to the other one.
  const probe = upstream(await api.get('/api/admin/session'));
  const reader = await request.newContext({ baseURL: (servers[Number(probe)] as OwnServer).baseUrl });
  try {
    const emailOn = async () => ((await (await reader.get(contentApi.settings)).json()) as { contact: { email: string } }).contact.email;
    // The reading process has the old settings in its cache.
    expect(await emailOn()).toBe(values.contact.email);
    const saved = await api.put('/api/admin/settings', { data: { version, values: { ...values, contact: { ...values.contact, email } } } });
    expect(upstream(saved)).not.toBe(probe);
    expect(saved.status()).toBe(200);
    await expect.poll(emailOn, { timeout: 1000, intervals: [50] }).toBe(email);
  } finally {
    await reader.dispose();
  }
});

test('the daily click purge ran once for both processes', async () => {
  await expect.poll(async () => (await queryRows<{ runs: number }>((db as Store).db, sql`SELECT runs FROM job_runs WHERE job = 'click-purge'`))[0]?.runs).toBe(1);
});

test('clicks answered by both processes are all stored, including across a SIGTERM of one of them', async () => {
  const before = await storedClicks();
  const answeredBy: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await api.get(paths.go('lalezar-casino'), { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    answeredBy.push(upstream(res) ?? '');
  }
  expect(new Set(answeredBy)).toEqual(new Set(['0', '1']));
  // The first process stops while its last clicks still wait in its buffer (written once a second).
  await servers[0]?.stop();
  for (let i = 0; i < 4; i++) {
    const res = await api.get(paths.go('lalezar-casino'), { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(upstream(res)).toBe('1');
  }
  await expect.poll(() => storedClicks(), { timeout: 5000 }).toBe(before + 14);
});
