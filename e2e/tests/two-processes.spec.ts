/**
 * Two server processes on one PostgreSQL behind a round-robin balancer behave as one site. The
 * journey starts its own PostgreSQL cluster (@shared-data/store/testing), two `npm run serve` processes of the built
 * checkout on it, and the balancer (round-robin-proxy.ts); everything is stopped by process id afterwards, whatever
 * happened. Requests go through the balancer, which alternates and says which process answered.
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
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
/**
 * The balancer connects from an address of its own, the one address the servers trust; a client connecting to a
 * server directly comes from 127.0.0.1, which they do not. It writes the visitor's country into `COUNTRY_HEADER`,
 * taking it (with no address database here) from `TEST_COUNTRY`.
 */
const PROXY_ADDRESS = '127.0.0.2';
const COUNTRY_HEADER = 'CF-IPCountry';
const TEST_COUNTRY = 'x-test-country';
const RULES = '/api/admin/country-rules';

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
  const env = { DATABASE_URL: postgres.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: PROXY_ADDRESS, COUNTRY_HEADER };
  // Both at once, as a deployment would start them: the migrations take turns under their lock.
  const started = await Promise.allSettled(PORTS.map((port) => startOwnServer(port, /^SafeBet: http/, env)));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  proxy = await startRoundRobinProxy(PROXY_PORT, PORTS, { localAddress: PROXY_ADDRESS, geo: { header: COUNTRY_HEADER, from: TEST_COUNTRY } });
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

/** Clicks sent on to a casino (a country's rule may have refused others, which are stored with their rule). */
async function storedClicks(): Promise<number> {
  const [row] = await queryRows<{ n: number }>((db as Store).db, sql`SELECT count(*)::int AS n FROM clicks WHERE rule = 'show'`);
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

test("a session ended from the account's list through one process is refused on its next request through the other", async () => {
  // A second browser of the same account, signed in through the balancer.
  const other = await request.newContext({ baseURL: proxy?.url });
  try {
    expect((await other.post(LOGIN, { data: ADMIN })).status()).toBe(200);
    const listed = await api.get('/api/admin/sessions');
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as { items: Array<{ id: string; current: boolean }> };
    const others = items.filter((item) => !item.current);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(others.length).toBeGreaterThanOrEqual(1);
    for (const item of others) expect((await api.delete(`/api/admin/sessions/${item.id}`)).status()).toBe(204);
    // Each process in turn: the ended session is refused by both, the asking one is served by both.
    const refused = [await other.get('/api/admin/session'), await other.get('/api/admin/session')];
    expect(new Set(refused.map(upstream)).size).toBe(2);
    expect(refused.map((res) => res.status())).toEqual([401, 401]);
    const kept = [await api.get('/api/admin/session'), await api.get('/api/admin/session')];
    expect(kept.map((res) => res.status())).toEqual([200, 200]);
  } finally {
    await other.dispose();
  }
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

/** A request straight to one server: from the trusted proxy's address (`asProxy`) or as any client would. */
function direct(port: number, path: string, headers: Record<string, string>, asProxy: boolean, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers, localAddress: asProxy ? PROXY_ADDRESS : '127.0.0.1' }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function saveRules(values: { defaultRule: string; rules: Array<{ country: string; rule: string }> }) {
  const current = await api.get(RULES);
  expect(current.status()).toBe(200);
  const { version } = (await current.json()) as { version: number };
  const saved = await api.put(RULES, { data: { version, values } });
  expect(saved.status()).toBe(200);
  return saved;
}

// The home page's ranking links every casino through /git/ while offers are shown, and none otherwise.
const offersLinked = (html: string) => /href="\/git\/[^"]+"[^>]*>Bonus Al</.test(html);

test('country rules through the balancer: each rule and the default decide the HTML and /git/; a header sent past the proxy is ignored', async () => {
  await saveRules({ defaultRule: 'info', rules: [{ country: 'TR', rule: 'hide' }, { country: 'DE', rule: 'show' }] });
  const home = async (country?: string) => {
    const res = await api.get(paths.home, { headers: country ? { [TEST_COUNTRY]: country } : {} });
    expect(res.status()).toBe(200);
    return res.text();
  };
  const go = (country?: string) => api.get(paths.go('lalezar-casino'), { maxRedirects: 0, headers: country ? { [TEST_COUNTRY]: country } : {} });
  // Twice each, so that both processes answer every case.
  for (let round = 0; round < 2; round++) {
    // DE: shown, as today.
    const shown = await home('DE');
    expect(offersLinked(shown)).toBe(true);
    // HEAD: a click sent on would count, and the journey after this one counts them.
    expect((await api.head(paths.go('lalezar-casino'), { maxRedirects: 0, headers: { [TEST_COUNTRY]: 'DE' } })).status()).toBe(302);
    // TR: hidden, with no break notice; the terms stay.
    for (const country of ['TR', 'FR', undefined]) {
      const html = await home(country);
      expect(offersLinked(html)).toBe(false);
      expect(html).not.toContain('/git/');
      expect(html).not.toContain('break-notice');
      expect(html).toContain('Hoş Geldin Bonusu');
      const refused = await go(country);
      expect(refused.status()).toBe(200);
      const page = await refused.text();
      expect(page).toContain('Bu teklif ülkenizde sunulmuyor');
      expect(page).toContain('Lalezar Casino');
    }
  }
  // The header straight from a client (not through the trusted proxy) is nobody's word: the default applies.
  for (const port of PORTS) {
    const untrusted = await direct(port, paths.home, { [COUNTRY_HEADER]: 'DE' }, false);
    expect(untrusted.status).toBe(200);
    expect(offersLinked(untrusted.body)).toBe(false);
    const trusted = await direct(port, paths.home, { [COUNTRY_HEADER]: 'DE' }, true);
    expect(offersLinked(trusted.body)).toBe(true);
  }
  await saveRules({ defaultRule: 'show', rules: [] });
});

test('a country rule saved through one process applies on both within a second', async () => {
  // HEAD: the same answer as a visit, and no click counted (the next journey counts them).
  const refusedOn = async (port: number) => (await direct(port, paths.go('lalezar-casino'), { [COUNTRY_HEADER]: 'NL' }, true, 'HEAD')).status;
  // The seeded rules again (the journey before this one put them back): NL is shown on both.
  for (const port of PORTS) await expect.poll(() => refusedOn(port), { timeout: 1000, intervals: [50] }).toBe(302);
  await saveRules({ defaultRule: 'show', rules: [{ country: 'NL', rule: 'hide' }] });
  await Promise.all(PORTS.map((port) => expect.poll(() => refusedOn(port), { timeout: 1000, intervals: [50] }).toBe(200)));
  // Back to the seeded rules for the journeys after this one.
  await saveRules({ defaultRule: 'show', rules: [] });
  for (const port of PORTS) await expect.poll(() => refusedOn(port), { timeout: 1000, intervals: [50] }).toBe(302);
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
