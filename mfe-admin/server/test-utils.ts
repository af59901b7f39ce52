/**
 * Helpers of the admin API's tests: the API alone on a Fastify instance with its log captured, requests as the
 * admin page's browser sends them, the session cookie they carry back, and an empty content database.
 */
import { hash } from '@node-rs/argon2';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Store } from '@shared-data/store';
import { pgliteDriver, sql, type TestDriver } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createAccount } from '@shared-data/store/cms';
import { adminApi, SESSION_COOKIE, type AdminApiOptions } from './admin-api.ts';
import { adminApiPrefix } from './contract.ts';

export const USERNAME = 'test-admin';
export const PASSWORD = 'Test-Parola-2024!';
export const HOST = 'admin.test';
export const admin = { username: USERNAME, password: PASSWORD };

/** Headers a browser sends with a same-origin fetch from the admin page. */
export const sameOrigin = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };

const apps: FastifyInstance[] = [];

export interface BuildOptions extends AdminApiOptions {
  trustProxy?: boolean;
  /**
   * Keep the shared throttle counters the store holds (another "process" on the same store counted them). By default
   * a new API starts with none, as each test's own server would: the suites share one store between their tests.
   */
  keepCounters?: boolean;
}

/** A server with only the admin API, logging everything at trace level into `logs`. Close with `closeApis`. */
export async function buildApi({ trustProxy = false, keepCounters = false, ...options }: BuildOptions = { admin }) {
  if (options.store && !keepCounters) await options.store.db.execute(sql`DELETE FROM throttle_counters`);
  const logs: string[] = [];
  const app = Fastify({ trustProxy, logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } } });
  await app.register(adminApi, { prefix: adminApiPrefix, ...options });
  await app.ready();
  apps.push(app);
  return { app, logs };
}

/** Closes every API `buildApi` made; for `afterEach`. */
export async function closeApis() {
  await Promise.all(apps.splice(0).map((app) => app.close()));
}

export function login(
  app: FastifyInstance,
  body: object = { username: USERNAME, password: PASSWORD },
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${adminApiPrefix}/login`,
    payload: body,
    headers: { ...sameOrigin, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

/** The Cookie header a browser would send back. */
export function cookieHeader(res: LightMyRequestResponse): string {
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`no session cookie was set (${res.statusCode} ${res.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A request to a route of the API (`path` below the prefix) as the admin page's browser sends it, with the session
 * cookie when given; a string payload is sent as it is, as JSON (a malformed body); from `remoteAddress` when given
 * (the login throttle counts per address).
 */
export function call(app: FastifyInstance, method: Method, path: string, cookie?: string, payload?: object | string, remoteAddress?: string) {
  const json = typeof payload === 'string' ? { 'content-type': 'application/json' } : {};
  return app.inject({
    method,
    url: `${adminApiPrefix}${path}`,
    headers: { ...sameOrigin, ...json, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function get(app: FastifyInstance, path: 'session' | 'overview', cookie?: string) {
  return app.inject({ method: 'GET', url: `${adminApiPrefix}/${path}`, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
}

/**
 * An empty content database, migrated, not seeded: in memory, or on a driver of `testDrivers()` (PGlite or the run's
 * PostgreSQL server).
 */
export function openTestStore(driver: TestDriver = pgliteDriver): Promise<Store> {
  return driver.open('migrated');
}

/**
 * A suite's migrated store on one driver: opened once, the given tables emptied before each test (and every session
 * but the cookie secret's row), the APIs built meanwhile closed after it. Answers the store, for use inside tests.
 */
export function suiteStore(driver: TestDriver, tables: readonly string[]): () => Store {
  let store: Store | undefined;
  const opened = () => {
    if (!store) throw new Error('the suite store is not open yet');
    return store;
  };
  beforeAll(async () => {
    store = await openTestStore(driver);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    for (const table of tables) await opened().db.execute(sql.raw(`DELETE FROM ${table}`));
    await opened().db.execute(sql`DELETE FROM admin_sessions WHERE id <> '__secret__'`);
  });
  afterEach(closeApis);
  return opened;
}

/** The demo content, seeded, on a driver, with an editor account beside the configured admin. */
export async function openSeededStoreWithEditor(driver: TestDriver, editor: { username: string; password: string }): Promise<Store> {
  const store = await driver.open('seeded');
  await createAccount(store.db, { username: editor.username, passwordHash: await hash(editor.password), role: 'editor' }, 'test');
  return store;
}

/** A new API over `store` and the session cookie of the admin or of `editor`, signed in. */
export async function signedInApi(store: Store, editor?: { username: string; password: string }) {
  const { app } = await buildApi({ admin, store });
  return { app, cookie: cookieHeader(editor ? await login(app, editor) : await login(app)) };
}
