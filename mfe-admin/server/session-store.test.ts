import fastifyCookie from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import Fastify, { type Session } from 'fastify';
import type { Store } from '@shared-data/store';
import { getSessionRow, purgeExpiredSessionRows, saveSessionRow } from '@shared-data/store/cms';
import { queryRows, sql } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from './admin-api.ts';
import { DatabaseSessionStore, ExpiringMemoryStore, SECRET_ROW_ID, sessionSecret, trackSessionChanges } from './session-store.ts';
import { buildApi, closeApis, cookieHeader, admin, get, login, openTestStore, USERNAME } from './test-utils.ts';

const MINUTE = 60_000;
const stores: Array<{ close(): void }> = [];

function makeStore(maxEntries?: number) {
  const store = new ExpiringMemoryStore({ fallbackTtlMs: 30 * MINUTE, maxTtlMs: 8 * 60 * MINUTE, maxEntries });
  stores.push(store);
  return store;
}

function session(expires?: number, user?: string): Session {
  const cookie = { originalMaxAge: null, expires: expires === undefined ? null : new Date(expires) };
  return (user === undefined ? { cookie } : { cookie, user }) as Session;
}

function read(store: ExpiringMemoryStore, id: string): Session | null | undefined {
  let result: Session | null | undefined;
  store.get(id, (_err, value) => {
    result = value;
  });
  return result;
}

/** The callback API of @fastify/session's stores, as promises. */
const call = {
  set: (store: DatabaseSessionStore, id: string, value: Session) =>
    new Promise<void>((resolve, reject) => store.set(id, value, (err) => (err ? reject(err as Error) : resolve()))),
  get: (store: DatabaseSessionStore, id: string) =>
    new Promise<Session | null | undefined>((resolve, reject) =>
      store.get(id, (err, value) => (err ? reject(err as Error) : resolve(value))),
    ),
  destroy: (store: DatabaseSessionStore, id: string) =>
    new Promise<void>((resolve, reject) => store.destroy(id, (err) => (err ? reject(err as Error) : resolve()))),
};

const noop = () => {};

/**
 * A server with the admin API's session set-up on `store`, and a request (`GET /list`, as the admin page's lists)
 * that the test holds open after its session was read, so that other requests of the same session run meanwhile.
 */
async function overlappingRequests(store: SessionStore) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(fastifySession, { secret: 's'.repeat(32), cookieName: SESSION_COOKIE, store, saveUninitialized: false, rolling: true, cookie: { secure: false, maxAge: 30 * MINUTE } });
  trackSessionChanges(app);
  let entered = () => {};
  let release = () => {};
  app.post('/login', async (request) => {
    await request.session.regenerate();
    request.session.user = 'ayse';
    return {};
  });
  app.get('/list', async (request) => {
    entered();
    await new Promise<void>((resolve) => (release = resolve));
    request.session.lastUsedAt = Date.now();
    return {};
  });
  app.post('/options', async (request) => {
    request.session.passkeyChallenge = 'challenge-1';
    return {};
  });
  app.post('/register', async (request) => {
    const challenge = request.session.passkeyChallenge ?? null;
    request.session.passkeyChallenge = undefined;
    return { challenge };
  });
  const cookie = cookieHeader(await app.inject({ method: 'POST', url: '/login' }));
  const send = async (method: 'GET' | 'POST', url: string) => (await app.inject({ method, url, headers: { cookie } })).json<{ challenge?: string | null }>();
  /** Starts `GET /list` and answers once its session has been read, with a function that lets it finish. */
  const holdList = async () => {
    const reading = new Promise<void>((resolve) => (entered = resolve));
    const list = send('GET', '/list');
    await reading;
    return async () => {
      release();
      await list;
    };
  };
  return { app, send, holdList };
}

/** Both stores: what one request changes survives another request of the session that read it before and saved after. */
async function expectOverlappingRequestsKeepChanges(store: SessionStore) {
  const { app, send, holdList } = await overlappingRequests(store);
  try {
    // A challenge set while a list request is in flight is still there for the registration that follows.
    let finishList = await holdList();
    await send('POST', '/options');
    await finishList();
    expect(await send('POST', '/register')).toEqual({ challenge: 'challenge-1' });
    // A challenge used while a list request that read it is in flight stays used: it cannot be replayed.
    await send('POST', '/options');
    finishList = await holdList();
    expect(await send('POST', '/register')).toEqual({ challenge: 'challenge-1' });
    await finishList();
    expect(await send('POST', '/register')).toEqual({ challenge: null });
  } finally {
    await app.close();
  }
}

afterEach(() => {
  vi.useRealTimers();
  stores.splice(0).forEach((s) => s.close());
});

describe('ExpiringMemoryStore', () => {
  it('keeps what a request changed when an overlapping request of the session saves after it', async () => {
    await expectOverlappingRequestsKeepChanges(makeStore());
  });

  it('returns a saved session until its cookie expires, then forgets it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    const saved = session(10 * MINUTE);
    store.set('a', saved, noop);
    expect(read(store, 'a')).toBe(saved);
    vi.setSystemTime(10 * MINUTE);
    expect(read(store, 'a')).toBeNull();
    expect(store.size).toBe(0);
  });

  it('gives a session without cookie expiry the fallback lifetime, and never more than the maximum', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    store.set('plain', session(), noop);
    store.set('long', session(24 * 60 * MINUTE), noop);
    vi.setSystemTime(30 * MINUTE);
    expect(read(store, 'plain')).toBeNull();
    expect(read(store, 'long')).not.toBeNull();
    vi.setSystemTime(8 * 60 * MINUTE);
    expect(read(store, 'long')).toBeNull();
  });

  it('destroys on request and sweeps expired entries', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const store = makeStore();
    store.set('a', session(MINUTE), noop);
    store.set('b', session(60 * MINUTE), noop);
    store.destroy('b', noop);
    expect(read(store, 'b')).toBeNull();
    store.set('c', session(60 * MINUTE), noop);
    vi.setSystemTime(2 * MINUTE);
    store.sweep();
    expect(store.size).toBe(1);
  });

  it('drops the least recently saved sessions beyond its capacity', () => {
    const store = makeStore(2);
    const far = Date.now() + 60 * MINUTE;
    store.set('a', session(far), noop);
    store.set('b', session(far), noop);
    store.set('a', session(far), noop);
    store.set('c', session(far), noop);
    expect(read(store, 'b')).toBeNull();
    expect(read(store, 'a')).not.toBeNull();
    expect(read(store, 'c')).not.toBeNull();
  });
});

describe('DatabaseSessionStore', () => {
  let db: Store;
  beforeAll(async () => {
    db = await openTestStore();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.db.execute(sql`DELETE FROM admin_sessions`);
  });
  const open = (sweepIntervalMs?: number) => {
    const store = new DatabaseSessionStore(db.db, { fallbackTtlMs: 30 * MINUTE, maxTtlMs: 8 * 60 * MINUTE, sweepIntervalMs });
    stores.push(store);
    return store;
  };

  it('keeps a session as JSON until its cookie expires, capped at the maximum lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-08-01T10:00:00Z'));
    const store = open();
    await call.set(store, 'a', session(Date.now() + 10 * MINUTE));
    await call.set(store, 'long', session(Date.now() + 24 * 60 * MINUTE));
    expect(await call.get(store, 'a')).toEqual({ cookie: { originalMaxAge: null, expires: '2024-08-01T10:10:00.000Z' } });
    const expiries = await queryRows<{ id: string; expires_at: string }>(
      db.db,
      sql`SELECT id, to_char(expires_at AT TIME ZONE 'UTC', 'HH24:MI') AS expires_at FROM admin_sessions ORDER BY id`,
    );
    expect(expiries).toEqual([
      { id: 'a', expires_at: '10:10' },
      { id: 'long', expires_at: '18:00' },
    ]);
    vi.setSystemTime(new Date('2024-08-01T10:10:00Z'));
    expect(await call.get(store, 'a')).toBeNull();
    await call.destroy(store, 'long');
    expect(await getSessionRow(db.db, 'long', new Date('2024-08-01T10:00:00Z'))).toBeNull();
  });

  it('never re-creates a signed-in session whose row was deleted, but creates a fresh one', async () => {
    const store = open();
    const later = Date.now() + 10 * MINUTE;
    await call.set(store, 'fresh', session(later));
    await call.set(store, 'fresh', session(later, 'ayse'));
    expect(await call.get(store, 'fresh')).toMatchObject({ user: 'ayse' });
    await call.destroy(store, 'fresh');
    // A request that was in flight when the row went saves its session again: it stays gone.
    await call.set(store, 'fresh', session(later, 'ayse'));
    expect(await call.get(store, 'fresh')).toBeNull();
  });

  it('purges expired rows on its timer until it is closed, and never the secret row', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await sessionSecret({}, db.db);
    await saveSessionRow(db.db, 'old', {}, new Date(Date.now() - MINUTE));
    const store = open(5 * MINUTE);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5 * MINUTE);
    await vi.waitFor(async () => expect(await queryRows(db.db, sql`SELECT id FROM admin_sessions WHERE id = 'old'`)).toEqual([]));
    expect(await queryRows(db.db, sql`SELECT id FROM admin_sessions`)).toEqual([{ id: SECRET_ROW_ID }]);
    store.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps what a request changed when an overlapping request of the session saves after it', async () => {
    await expectOverlappingRequestsKeepChanges(open());
  });

  it('answers nobody with the secret row as a session', async () => {
    await sessionSecret({}, db.db);
    expect(await call.get(open(), SECRET_ROW_ID)).toBeNull();
  });
});

describe('sessionSecret', () => {
  let db: Store;
  beforeAll(async () => {
    db = await openTestStore();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('takes SESSION_SECRET when it is set, and refuses one shorter than 32 characters', async () => {
    expect(await sessionSecret({ sessionSecret: 's'.repeat(32) }, db.db)).toEqual({ secret: 's'.repeat(32), source: 'SESSION_SECRET' });
    await expect(sessionSecret({ sessionSecret: 'kısa' })).rejects.toThrow(/at least 32 characters/);
  });

  it('without a database, makes a new one at every start', async () => {
    const [first, second] = [await sessionSecret({}), await sessionSecret({})];
    expect(first.source).toBe('random');
    expect(first.secret).toHaveLength(43);
    expect(second.secret).not.toBe(first.secret);
  });

  it('with a database, makes one once and gives every later start the same, past any purge', async () => {
    const first = await sessionSecret({}, db.db);
    expect(first.source).toBe('database');
    expect(first.secret).toHaveLength(43);
    await purgeExpiredSessionRows(db.db, new Date('2500-01-01T00:00:00Z'));
    expect(await sessionSecret({}, db.db)).toEqual(first);
  });
});

describe('sessions in the database, through the API', () => {
  let db: Store;
  beforeAll(async () => {
    db = await openTestStore();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  afterEach(closeApis);

  it('survive a restart: the cookie of the first server opens the session on the second', async () => {
    const first = await buildApi({ admin, store: db });
    const cookie = cookieHeader(await login(first.app));
    expect(first.logs.join('')).toContain('SESSION_SECRET is not set');
    await closeApis();
    const second = await buildApi({ admin, store: db });
    const res = await get(second.app, 'session', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticated: true, username: USERNAME, role: 'admin' });
  });

  it('hold across two servers at once: a login on one, a logout on the other', async () => {
    const [one, two] = [await buildApi({ admin, store: db }), await buildApi({ admin, store: db })];
    const cookie = cookieHeader(await login(one.app));
    expect((await get(two.app, 'session', cookie)).statusCode).toBe(200);
    const logout = await two.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect((await get(one.app, 'session', cookie)).statusCode).toBe(401);
  });

  it('roll the idle timeout on with every request, and end a session left idle for 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2024-08-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { app } = await buildApi({ admin, store: db });
    const cookie = cookieHeader(await login(app));
    for (const minutes of [29, 58]) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await get(app, 'session', cookie)).statusCode, `${minutes} minutes`).toBe(200);
    }
    vi.setSystemTime(start + (58 + 30) * 60_000 + 1);
    expect((await get(app, 'session', cookie)).statusCode).toBe(401);
  });

  it('keep the signed-in username and role in the row, to end them by account', async () => {
    const { app } = await buildApi({ admin, store: db });
    await login(app);
    const rows = await queryRows<{ user: string; role: string }>(
      db.db,
      sql`SELECT data->>'user' AS user, data->>'role' AS role FROM admin_sessions WHERE data ? 'user' ORDER BY expires_at DESC LIMIT 1`,
    );
    expect(rows).toEqual([{ user: USERNAME, role: 'admin' }]);
  });
});
