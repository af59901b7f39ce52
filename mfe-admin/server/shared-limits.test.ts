import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '@shared-data/store';
import { testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginMessages } from './login-route.ts';
import { CounterJanitor, sharedRateLimitStore } from './shared-limits.ts';
import { admin, buildApi, closeApis, cookieHeader, get, login, openTestStore, USERNAME } from './test-utils.ts';

const MINUTE = 60_000;
// A whole minute: the request-rate windows start at whole minutes.
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
const wrong = { username: USERNAME, password: 'yanlış-şifre' };

// Two server processes on one database: two API instances on one store, each with its own in-process state.
describe.each(testDrivers())('two processes on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(driver);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(async () => {
    await closeApis();
    vi.useRealTimers();
  });

  async function pair(throttle = {}) {
    const a = await buildApi({ admin, store, throttle });
    const b = await buildApi({ admin, store, throttle, keepCounters: true });
    return { a: a.app, b: b.app };
  }

  function expectTooMany(res: Awaited<ReturnType<typeof login>>, seconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(res.json()).toEqual({ error: 'too_many_attempts', message: loginMessages.tooManyAttempts, retryAfterSeconds: seconds });
  }

  it('refuses a retry on the other process after a wrong password, with the wait doubling: 1 s, then 2 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { a, b } = await pair();
    expect((await login(a, wrong)).statusCode).toBe(401);
    expectTooMany(await login(b, wrong), 1);
    // The right password waits as well: the wait is the pair's, whatever is typed.
    expectTooMany(await login(b), 1);
    vi.setSystemTime(T0 + 1000);
    expect((await login(b, wrong)).statusCode).toBe(401);
    expectTooMany(await login(a, wrong), 2);
    vi.setSystemTime(T0 + 3000);
    expect((await login(a)).statusCode).toBe(200);
    // A success forgets the failures on both.
    expect((await login(b, wrong)).statusCode).toBe(401);
    vi.setSystemTime(T0 + 4000);
    expect((await login(a, wrong)).statusCode).toBe(401);
  });

  it('counts failures of one address over both processes: the 4th of 3 allowed waits the 15-minute window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { a, b } = await pair({ failuresPerAddress: 3 });
    expect((await login(a, { username: 'bir', password: 'x' })).statusCode).toBe(401);
    expect((await login(b, { username: 'iki', password: 'x' })).statusCode).toBe(401);
    vi.setSystemTime(T0 + 20_000);
    expect((await login(a, { username: 'üç', password: 'x' })).statusCode).toBe(401);
    // The window started at the first failure: 15 minutes from T0, 880 s from now.
    expectTooMany(await login(b, { username: 'dört', password: 'x' }), 880);
    // Another address is not concerned.
    expect((await login(b, { username: 'dört', password: 'x' }, {}, '10.0.0.9')).statusCode).toBe(401);
  });

  it("shares the API's request rate: the 6th request of 5 a minute gets 429 until the minute ends", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 20_000);
    const { a, b } = await pair({ requestsPerMinute: 5 });
    for (const app of [a, b, a, b, a]) expect((await get(app, 'session')).statusCode).toBe(401);
    const refused = await get(b, 'session');
    expectTooMany(refused, 40);
    vi.setSystemTime(T0 + MINUTE);
    expect((await get(b, 'session')).statusCode).toBe(401);
  });

  it('accepts on one process the session made on the other, and ends it on both at logout', async () => {
    const { a, b } = await pair();
    const cookie = cookieHeader(await login(a));
    const session = await get(b, 'session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ authenticated: true, username: USERNAME, role: 'admin' });
    const out = await b.inject({ method: 'POST', url: '/api/admin/logout', headers: { host: 'admin.test', origin: 'http://admin.test', 'sec-fetch-site': 'same-origin', cookie } });
    expect(out.statusCode).toBe(204);
    expect((await get(a, 'session', cookie)).statusCode).toBe(401);
  });
});

describe('when the database fails', () => {
  it('counts the request rate in the process, and logs the fault once', async () => {
    const store = await openTestStore();
    await store.close();
    const warnings: string[] = [];
    const log = { warn: (_details: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
    const janitor = new CounterJanitor(store.db, log, { maxRows: 10, everyMs: MINUTE, touchesPerPurge: 1000 }, () => T0);
    try {
      const Store = sharedRateLimitStore(store.db, janitor, log, () => T0 + 20_000);
      const limiter = new Store({});
      const hit = () =>
        new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
          limiter.incr('10.0.0.1', (error, result) => (error ? reject(error) : resolve(result)), MINUTE, 5),
        );
      expect(await hit()).toEqual({ current: 1, ttl: 40_000 });
      expect(await hit()).toEqual({ current: 2, ttl: 40_000 });
      expect(warnings).toEqual(['admin API: the shared rate limit is unavailable; counting in this process']);
    } finally {
      await janitor.close();
    }
  });
});
