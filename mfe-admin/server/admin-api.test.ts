import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from './admin-api.ts';
import { adminApiPrefix, type AdminContentSource } from './contract.ts';
import { buildApi, closeApis, cookieHeader, admin, get, HOST, login, PASSWORD, sameOrigin, sessionCookie, USERNAME } from './test-utils.ts';

const emptyContent: AdminContentSource = {
  overview: async () => ({ casinos: 0, games: 0, providers: 0, blogPosts: 0 }),
  casinos: async () => [],
  games: async () => [],
  providers: async () => [],
  blog: async () => [],
};

afterEach(async () => {
  vi.useRealTimers();
  await closeApis();
});

function logout(app: FastifyInstance, cookie?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/logout',
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...headers },
  });
}

describe('adminApi: sessions', () => {
  it('answers 401 to the session and overview routes without a session, and sets no cookie', async () => {
    const { app } = await buildApi();
    for (const path of ['session', 'overview'] as const) {
      const res = await get(app, path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthenticated' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('answers 401 to a forged or unsigned session cookie', async () => {
    const { app } = await buildApi();
    expect((await get(app, 'session', `${SESSION_COOKIE}=forged-session-id`)).statusCode).toBe(401);
    expect((await get(app, 'session', `${SESSION_COOKIE}=abc.def`)).statusCode).toBe(401);
  });

  it('logs in and sets an HttpOnly, SameSite=Strict cookie scoped to the API with a 30 minute lifetime', async () => {
    const { app } = await buildApi();
    const before = Date.now();
    const res = await login(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticated: true, username: USERNAME });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(cookie?.secure).toBeUndefined();
    const lifetime = (cookie?.expires?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { app } = await buildApi({ admin, trustProxy: true });
    const res = await login(app, undefined, { 'x-forwarded-proto': 'https', origin: `https://${HOST}` });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('opens the session and overview routes with the cookie; counts come from the content store', async () => {
    const counts = { casinos: 3, games: 107, providers: 80, blogPosts: 37 };
    const { app } = await buildApi({ admin, content: { ...emptyContent, overview: async () => counts } });
    const cookie = cookieHeader(await login(app));
    const session = await get(app, 'session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ authenticated: true, username: USERNAME });
    const overview = await get(app, 'overview', cookie);
    expect(overview.json()).toEqual(counts);
  });

  it('lists the management tables to a signed-in operator only', async () => {
    const games = [{ slug: 'sweet-bonanza', name: 'Sweet Bonanza', status: 'draft' }];
    const { app } = await buildApi({ admin, content: { ...emptyContent, games: async () => games as never } });
    const anonymous = await app.inject({ method: 'GET', url: `${adminApiPrefix}/games` });
    expect(anonymous.statusCode).toBe(401);
    const cookie = cookieHeader(await login(app));
    const res = await app.inject({ method: 'GET', url: `${adminApiPrefix}/games`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(games);
  });

  it('answers 503 with a Turkish message when the store cannot count', async () => {
    const { app } = await buildApi({
      admin,
      content: { ...emptyContent, overview: () => Promise.reject(new Error('connection refused')) },
    });
    const overview = await get(app, 'overview', cookieHeader(await login(app)));
    expect(overview.statusCode).toBe(503);
    expect(overview.json()).toEqual({
      error: 'unavailable',
      message: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    });
  });

  it('issues a new session id at login and retires the one sent with the login', async () => {
    const { app } = await buildApi();
    const first = cookieHeader(await login(app));
    const second = cookieHeader(await login(app, undefined, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await get(app, 'session', first)).statusCode).toBe(401);
    expect((await get(app, 'session', second)).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the old cookie no longer opens anything', async () => {
    const { app } = await buildApi();
    const cookie = cookieHeader(await login(app));
    const res = await logout(app, cookie);
    expect(res.statusCode).toBe(204);
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    // The browser would drop the cookie; a copy kept by anyone else must be worthless too.
    expect((await get(app, 'session', cookie)).statusCode).toBe(401);
    expect((await get(app, 'overview', cookie)).statusCode).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    const { app } = await buildApi();
    expect((await logout(app)).statusCode).toBe(204);
  });

  it('ends a session left idle for 30 minutes, while use keeps it alive', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2024-08-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { app } = await buildApi();
    const cookie = cookieHeader(await login(app));
    vi.setSystemTime(start + 29 * 60_000);
    expect((await get(app, 'session', cookie)).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * 60_000);
    expect((await get(app, 'session', cookie)).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * 60_000 + 30 * 60_000 + 1);
    expect((await get(app, 'session', cookie)).statusCode).toBe(401);
  });

  it('ends a session 8 hours after login even when it is used all the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2024-08-01T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const { app } = await buildApi();
    const cookie = cookieHeader(await login(app));
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await get(app, 'session', cookie)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 8 * 60 * 60_000);
    const res = await get(app, 'session', cookie);
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)?.value).toBe('');
  });

  it('marks every answer no-store and answers unknown API paths with JSON 404', async () => {
    const { app } = await buildApi();
    expect((await get(app, 'session')).headers['cache-control']).toBe('no-store');
    const res = await app.inject({ method: 'GET', url: '/api/admin/yok', headers: { host: HOST } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('adminApi: cross-site writes', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: `http://sub.${HOST}` }],
    ['Origin: null', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a login carrying %s with 403', async (_label, headers) => {
    const { app } = await buildApi();
    const res = await login(app, undefined, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'cross_site' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    const { app } = await buildApi();
    const cookie = cookieHeader(await login(app));
    const res = await logout(app, cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await get(app, 'session', cookie)).statusCode).toBe(200);
  });

  it('refuses a form-encoded login, which a cross-site form could send without a preflight', async () => {
    const { app } = await buildApi();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: `username=${USERNAME}&password=${PASSWORD}`,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('adminApi: requests per address', () => {
  it('serves 600 requests a minute from one address, enough for an editing session, and answers the 601st with 429', async () => {
    const { app } = await buildApi({ admin });
    const statuses: number[] = [];
    for (let i = 0; i < 600; i += 1) statuses.push((await get(app, 'session')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await get(app, 'session');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('adminApi: configuration and logs', () => {
  it.each([
    ['no variables', {}, 'ADMIN_USERNAME is not set'],
    ['a username without a password', { username: USERNAME }, 'neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set'],
    ['a hash that is not Argon2id', { username: USERNAME, passwordHash: '$2b$10$abcdefghijklmnopqrstuv' }, 'not a valid Argon2id hash'],
  ])('with %s refuses every login and says why in the log', async (_label, badEnv, reason) => {
    const { app, logs } = await buildApi({ admin: badEnv });
    const res = await login(app, { username: USERNAME, password: '' + PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(logs.join('')).toContain(reason);
    expect(logs.join('')).toContain('every admin login will be refused');
    expect(logs.join('')).toContain('admin login refused');
  });

  it('accepts ADMIN_PASSWORD_HASH and never logs the hash or the password', async () => {
    const passwordHash = await hash(PASSWORD);
    const { app, logs } = await buildApi({ admin: { username: USERNAME, passwordHash: passwordHash } });
    // Signed in first: after a failure the same pair would have to wait.
    const cookie = cookieHeader(await login(app));
    await get(app, 'overview', cookie);
    await logout(app, cookie);
    await login(app, { username: USERNAME, password: 'wrong' });
    await login(app, { username: 'x', password: PASSWORD });
    const text = logs.join('');
    expect(text).toContain('admin login succeeded');
    expect(text).toContain('admin login failed');
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain(passwordHash.split('$').pop());
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('$argon2id$');
  });

  it('never logs the hash it makes from ADMIN_PASSWORD, nor the password', async () => {
    const { app, logs } = await buildApi();
    await login(app, { username: USERNAME, password: 'wrong' });
    await login(app);
    const text = logs.join('');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(PASSWORD);
  });

  it('refuses to start with a SESSION_SECRET shorter than 32 characters', async () => {
    await expect(buildApi({ admin: { ...admin, sessionSecret: 'short' } })).rejects.toThrow(/SESSION_SECRET/);
  });

  it('keeps sessions valid across requests with a configured SESSION_SECRET', async () => {
    const { app } = await buildApi({ admin: { ...admin, sessionSecret: 'x'.repeat(40) } });
    const cookie = cookieHeader(await login(app));
    expect((await get(app, 'session', cookie)).statusCode).toBe(200);
  });
});
