import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApi, closeApis, admin, login, PASSWORD, sessionCookie, USERNAME } from './test-utils.ts';

/** The right account's login, sent from another client address. */
const loginFrom = (app: FastifyInstance, remoteAddress: string) => login(app, undefined, {}, remoteAddress);

afterEach(async () => {
  vi.useRealTimers();
  await closeApis();
});

describe('POST /login: failures and throttling', () => {
  it('gives the same answer for a wrong username and a wrong password', async () => {
    const { app } = await buildApi();
    const wrongUser = await login(app, { username: 'someone', password: PASSWORD });
    const wrongPassword = await login(app, { username: USERNAME, password: 'not-the-password' });
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.json()).toEqual(wrongPassword.json());
    expect(wrongUser.json()).toEqual({ error: 'invalid_credentials', message: 'Geçersiz kullanıcı adı veya şifre.' });
    expect(sessionCookie(wrongUser)).toBeUndefined();
  });

  it('rejects a body without both fields as a bad request', async () => {
    const { app } = await buildApi();
    const res = await login(app, { username: USERNAME });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('makes the pair wait 1 s after a failure, even for the right password, with 429 and Retry-After', async () => {
    const { app } = await buildApi();
    expect((await login(app, { username: USERNAME, password: 'wrong' })).statusCode).toBe(401);
    const held = await login(app);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({
      error: 'too_many_attempts',
      message: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
      retryAfterSeconds: 1,
    });
    // The wait holds the pair, not the username: the operator elsewhere is not held up.
    expect((await loginFrom(app, '203.0.113.9')).statusCode).toBe(200);
  });

  it('lets the pair try again once its wait has passed, doubling the wait after each failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2024-08-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { app } = await buildApi();
    expect((await login(app, { username: USERNAME, password: 'wrong-1' })).statusCode).toBe(401);
    vi.setSystemTime(start + 999);
    expect((await login(app)).statusCode).toBe(429);
    vi.setSystemTime(start + 1000);
    expect((await login(app, { username: USERNAME, password: 'wrong-2' })).statusCode).toBe(401);
    vi.setSystemTime(start + 1000 + 1999);
    const held = await login(app);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    vi.setSystemTime(start + 1000 + 2000);
    expect((await login(app)).statusCode).toBe(200);
  });

  it('limits a client address to 20 failures in 15 minutes over all usernames', async () => {
    const { app } = await buildApi({ admin, throttle: { attemptsPerMinute: 100 } });
    for (let i = 0; i < 20; i += 1) {
      expect((await login(app, { username: `user-${i}`, password: 'x' })).statusCode).toBe(401);
    }
    const held = await login(app, { username: 'user-new', password: 'x' });
    expect(held.statusCode).toBe(429);
    // The first failure leaves the 15 minute window first; only milliseconds have passed since it.
    expect(held.headers['retry-after']).toBe('900');
    expect((await loginFrom(app, '198.51.100.7')).statusCode).toBe(200);
  });

  it('checks one password out of 20 parallel wrong logins for one account from one address', async () => {
    // Above the burst, so that only the login throttle decides.
    const { app, logs } = await buildApi({ admin, throttle: { attemptsPerMinute: 100 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(app, { username: USERNAME, password: `wrong-${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(results.filter((r) => r.statusCode === 429).map((r) => r.headers['retry-after'])).toEqual(Array(19).fill('1'));
    expect(logs.filter((line) => line.includes('admin login failed'))).toHaveLength(1);
  });

  it('signs in parallel right logins of one account from one address, one check after another', async () => {
    // Two tabs, or two colleagues behind one address, signing in at the same moment.
    const { app, logs } = await buildApi({ admin, throttle: { attemptsPerMinute: 100 } });
    const results = await Promise.all(Array.from({ length: 3 }, () => login(app)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => sessionCookie(r))).size).toBe(3);
    expect(logs.filter((line) => line.includes('admin login succeeded'))).toHaveLength(3);
  });

  it('holds a right login that arrives while a wrong one of the pair is checked, then refuses it with the wait', async () => {
    const { app } = await buildApi({ admin, throttle: { attemptsPerMinute: 100 } });
    const [wrong, right] = await Promise.all([login(app, { username: USERNAME, password: 'wrong' }), login(app)]);
    expect(wrong.statusCode).toBe(401);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('1');
  });

  it('never locks the operator out: 50 tries at one address and 50 failures at others leave their own address free', async () => {
    const { app } = await buildApi({ admin, throttle: { attemptsPerMinute: 100 } });
    const fromA: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      fromA.push((await login(app, { username: USERNAME, password: `wrong-${i}` }, {}, '198.51.100.66')).statusCode);
    }
    expect(fromA.filter((c) => c === 401)).toHaveLength(1);
    expect(fromA.filter((c) => c === 429)).toHaveLength(49);
    for (let i = 0; i < 50; i += 1) {
      const res = await login(app, { username: USERNAME.toUpperCase(), password: `wrong-${i}` }, {}, `198.51.100.${100 + i}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await loginFrom(app, '203.0.113.50')).statusCode).toBe(200);
  });

  it('caps a parallel burst from one address, which a check-then-count lockout alone would let through', async () => {
    const { app } = await buildApi();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(app, { username: `burst-${i}`, password: 'x' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('answers 50 rapid wrong attempts with 1 × 401, then 49 × 429', async () => {
    const { app } = await buildApi();
    const codes: number[] = [];
    for (let i = 0; i < 50; i += 1) codes.push((await login(app, { username: USERNAME, password: `wrong-${i}` })).statusCode);
    expect(codes[0]).toBe(401);
    expect(codes.slice(1)).toEqual(Array(49).fill(429));
  });
});
