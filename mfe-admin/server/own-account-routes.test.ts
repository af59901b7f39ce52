import type { Store } from '@shared-data/store';
import { queryRows, sql, testDrivers } from '@shared-data/store/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionList } from './contract.ts';
import { sessionHandle, sessionMessages, WRONG_PASSWORD_LIMIT } from './own-account-routes.ts';
import { admin, buildApi, call, cookieHeader, login, sessionCookie, USERNAME, suiteStore } from './test-utils.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(testDrivers())('own account routes on $name', (driver) => {
  const opened = suiteStore(driver, ['accounts', 'audit_log']);
  let store: Store;
  beforeEach(() => {
    store = opened();
  });

  /** Two sessions of the same account: one on a desktop, one on a phone from another address. */
  async function twoSessions() {
    const { app } = await buildApi({ admin, store });
    const desktop = cookieHeader(await login(app, undefined, { 'user-agent': DESKTOP }, '203.0.113.45'));
    const phone = cookieHeader(await login(app, undefined, { 'user-agent': PHONE }, '198.51.100.7'));
    return { app, desktop, phone };
  }

  it("lists the account's sessions with their device and address, marks the asking one, and never shows an id", async () => {
    const { app, desktop, phone } = await twoSessions();
    const res = await call(app, 'GET', '/sessions', desktop);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<SessionList>();
    expect(items.map(({ device, address, current }) => ({ device, address, current })).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'Chrome · Android · telefon', address: '198.51.x.x', current: false },
      { device: 'Firefox · Windows', address: '203.0.x.x', current: true },
    ]);
    for (const item of items) {
      expect(item.startedAt).toBeGreaterThan(Date.now() - 60_000);
      expect(item.lastUsedAt).toBeGreaterThanOrEqual(item.startedAt);
    }
    // The cookie's value holds the session id (before its signature): neither it nor the id is in the answer.
    const ids = (await queryRows<{ id: string }>(store.db, sql`SELECT id FROM admin_sessions WHERE id <> '__secret__'`)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(res.body).not.toContain(id);
    expect(items.map((item) => item.id).sort()).toEqual(ids.map(sessionHandle).sort());
    expect(phone).not.toBe(desktop);
  });

  it('ends another session at once, audited, and refuses to end the asking one or one it cannot see', async () => {
    const { app, desktop, phone } = await twoSessions();
    const { items } = (await call(app, 'GET', '/sessions', desktop)).json<SessionList>();
    const phoneItem = items.find((item) => !item.current);
    const desktopItem = items.find((item) => item.current);
    expect(await call(app, 'DELETE', `/sessions/${desktopItem?.id}`, desktop).then((r) => [r.statusCode, r.json()])).toEqual([
      409,
      { error: 'conflict', message: sessionMessages.current },
    ]);
    expect((await call(app, 'DELETE', `/sessions/${phoneItem?.id}`, desktop)).statusCode).toBe(204);
    // The ended session's next request is refused; the asking one goes on.
    expect((await call(app, 'GET', '/session', phone)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/session', desktop)).statusCode).toBe(200);
    expect(await call(app, 'DELETE', `/sessions/${phoneItem?.id}`, desktop).then((r) => [r.statusCode, r.json()])).toEqual([
      404,
      { error: 'not_found', message: sessionMessages.notFound },
    ]);
    const audit = await queryRows<{ actor: string; actor_role: string; collection: string; entry_label: string; address: string; request_id: string | null }>(
      store.db,
      sql`SELECT actor, actor_role, collection, entry_label, address, request_id FROM audit_log WHERE action = 'session_end'`,
    );
    // The request that ended it: the desktop's (inject's default address), by an admin.
    expect(audit).toEqual([
      { actor: USERNAME, actor_role: 'admin', collection: 'sessions', entry_label: `${USERNAME} · Chrome · Android · telefon`, address: '127.0.0.1', request_id: expect.any(String) },
    ]);
  });

  it('ends every other session of the account and keeps the asking one', async () => {
    const { app, desktop, phone } = await twoSessions();
    const third = cookieHeader(await login(app, undefined, { 'user-agent': PHONE }, '192.0.2.1'));
    const res = await call(app, 'POST', '/sessions/end-others', desktop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await call(app, 'GET', '/session', phone)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/session', third)).statusCode).toBe(401);
    const { items } = (await call(app, 'GET', '/sessions', desktop)).json<SessionList>();
    expect(items.map((item) => item.current)).toEqual([true]);
  });

  it('answers a stranger 401 on every session route, and ends nothing', async () => {
    const { app, desktop } = await twoSessions();
    const { items } = (await call(app, 'GET', '/sessions', desktop)).json<SessionList>();
    for (const [method, path] of [['GET', '/sessions'], ['DELETE', `/sessions/${items[0]?.id}`], ['POST', '/sessions/end-others']] as const) {
      expect((await call(app, method, path)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call(app, 'GET', '/sessions', desktop)).json<SessionList>().items).toHaveLength(2);
    expect(sessionCookie(await login(app))).toBeDefined();
  });

  describe('PUT /account/password', () => {
    const OLD = 'eski-uzun-şifre-2026';
    const NEW = 'yeni-uzun-şifre-2026';

    /** An editor account in the database, signed in twice: here and on a phone. */
    async function editorTwice() {
      const { app } = await buildApi({ admin, store });
      const boss = cookieHeader(await login(app));
      expect((await call(app, 'POST', '/accounts', boss, { username: 'elif', password: OLD, role: 'editor' })).statusCode).toBe(201);
      const here = cookieHeader(await login(app, { username: 'elif', password: OLD }));
      const phone = cookieHeader(await login(app, { username: 'elif', password: OLD }, { 'user-agent': PHONE }));
      return { app, boss, here, phone };
    }
    const change = (app: Awaited<ReturnType<typeof buildApi>>['app'], cookie: string, body: object) => call(app, 'PUT', '/account/password', cookie, body);

    it('changes the password with the current one, ends the other sessions and keeps this one; the old password no longer signs in', async () => {
      const { app, here, phone } = await editorTwice();
      const res = await change(app, here, { currentPassword: OLD, newPassword: NEW });
      expect([res.statusCode, res.json()]).toEqual([200, { endedSessions: 1 }]);
      expect((await call(app, 'GET', '/session', phone)).statusCode).toBe(401);
      expect((await call(app, 'GET', '/session', here)).statusCode).toBe(200);
      expect((await login(app, { username: 'elif', password: OLD })).statusCode).toBe(401);
      // From another address: the failure just above makes this address wait a second (the login's throttle).
      expect((await login(app, { username: 'elif', password: NEW }, {}, '192.0.2.10')).statusCode).toBe(200);
      const [row] = await queryRows<{ actor: string; fields: string[] }>(store.db, sql`SELECT actor, fields FROM audit_log WHERE action = 'update'`);
      expect(row).toEqual({ actor: 'elif', fields: ['password'] });
      // Neither password is anywhere in the audit log.
      const log = JSON.stringify(await queryRows(store.db, sql`SELECT * FROM audit_log`));
      expect(log).not.toContain(OLD);
      expect(log).not.toContain(NEW);
    });

    it('refuses a wrong current password or a short new one beside its field, and changes nothing', async () => {
      const { app, here, phone } = await editorTwice();
      const wrong = await change(app, here, { currentPassword: 'yanlış-şifre-1234', newPassword: NEW });
      expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: 'invalid', message: sessionMessages.invalid, fieldErrors: { currentPassword: 'Mevcut şifre yanlış.' } }]);
      const short = await change(app, here, { currentPassword: OLD, newPassword: 'kısa' });
      expect([short.statusCode, short.json()]).toEqual([400, { error: 'invalid', message: sessionMessages.invalid, fieldErrors: { newPassword: 'Şifre en az 12 karakter olmalı.' } }]);
      expect((await call(app, 'GET', '/session', phone)).statusCode).toBe(200);
      expect((await login(app, { username: 'elif', password: OLD })).statusCode).toBe(200);
    });

    it(`ends the session after ${WRONG_PASSWORD_LIMIT} wrong current passwords in a row`, async () => {
      const { app, here } = await editorTwice();
      for (let attempt = 1; attempt < WRONG_PASSWORD_LIMIT; attempt++) {
        expect((await change(app, here, { currentPassword: `yanlış-${attempt}-şifre-uzun`, newPassword: NEW })).statusCode).toBe(400);
      }
      const last = await change(app, here, { currentPassword: 'yanlış-son-şifre-uzun', newPassword: NEW });
      expect([last.statusCode, last.json()]).toEqual([401, { error: 'unauthenticated', message: sessionMessages.tooManyWrong }]);
      expect((await call(app, 'GET', '/session', here)).statusCode).toBe(401);
    });

    it("says the environment admin's password is the environment's, and a stranger gets 401", async () => {
      const { app } = await buildApi({ admin, store });
      const envAdmin = cookieHeader(await login(app));
      const res = await change(app, envAdmin, { currentPassword: admin.password, newPassword: NEW });
      expect([res.statusCode, res.json()]).toEqual([409, { error: 'conflict', message: sessionMessages.envAdmin }]);
      expect((await change(app, '', { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(401);
    });
  });
});
