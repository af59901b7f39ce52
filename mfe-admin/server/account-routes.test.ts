import type { FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { queryRows, sql, testDrivers } from '@shared-data/store/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminApiPrefix, type AccountSummary } from './contract.ts';
import { guardMessages } from './guard.ts';
import { buildApi, cookieHeader, admin, get, login, sameOrigin, suiteStore, USERNAME } from './test-utils.ts';

const EDITOR_PASSWORD = 'editörün-uzun-şifresi';
const url = `${adminApiPrefix}/accounts`;

// The API on each driver the site runs on: embedded PGlite and a PostgreSQL server.
describe.each(testDrivers())('on $name', (driver) => {
  const opened = suiteStore(driver, ['accounts', 'audit_log']);
  let store: Store;
  beforeEach(() => {
    store = opened();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

  function call(app: FastifyInstance, method: Method, path: string, cookie?: string, payload?: object) {
    return app.inject({ method, url: path, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  }

  /** The API on the test database, with the environment admin signed in. */
  async function asAdmin() {
    const { app, logs } = await buildApi({ admin, store });
    return { app, logs, admin: cookieHeader(await login(app)) };
  }

  async function addAccount(app: FastifyInstance, admin: string, username: string, role: 'admin' | 'editor' = 'editor') {
    const res = await call(app, 'POST', url, admin, { username, password: EDITOR_PASSWORD, role });
    expect(res.statusCode).toBe(201);
    return res.json<AccountSummary>();
  }

  describe('account routes: who may use them', () => {
    it('signs an editor in with its role, and answers it 403 on every account route', async () => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'ayse');
      const signedIn = await login(app, { username: 'ayse', password: EDITOR_PASSWORD });
      expect(signedIn.json()).toMatchObject({ authenticated: true, username: 'ayse', role: 'editor' });
      const editor = cookieHeader(signedIn);
      const attempts = [
        call(app, 'GET', url, editor),
        call(app, 'POST', url, editor, { username: 'yeni', password: EDITOR_PASSWORD, role: 'admin' }),
        call(app, 'PUT', `${url}/${id}`, editor, { version: 1, role: 'admin' }),
        call(app, 'PUT', `${url}/${id}`, editor, { nonsense: true }),
        call(app, 'DELETE', `${url}/${id}?version=1`, editor),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'forbidden', message: guardMessages.forbidden });
      }
      expect((await call(app, 'GET', url)).statusCode).toBe(401);
      const [row] = await queryRows<{ role: string; version: number }>(store.db, sql`SELECT role, version FROM accounts`);
      expect(row).toEqual({ role: 'editor', version: 1 });
    });

    it('answers 503 to an admin when there is no database', async () => {
      const { app } = await buildApi({ admin });
      const res = await call(app, 'GET', url, cookieHeader(await login(app)));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'unavailable', message: 'Hesaplar yalnızca içerik veritabanı yapılandırıldığında yönetilebilir.' });
    });
  });

  describe('GET /accounts', () => {
    it('lists the environment admin first and read-only, then the accounts by name, never a hash', async () => {
      const { app, admin } = await asAdmin();
      const zeynep = await addAccount(app, admin, 'zeynep', 'admin');
      const ali = await addAccount(app, admin, 'ali');
      const res = await call(app, 'GET', url, admin);
      expect(res.json()).toEqual([
        { id: null, username: USERNAME, role: 'admin', disabled: false, source: 'environment', createdAt: null, updatedAt: null, version: 0, twoFactor: false },
        { ...ali, twoFactor: false },
        { ...zeynep, twoFactor: false },
      ]);
      expect(ali).toMatchObject({ username: 'ali', role: 'editor', disabled: false, source: 'database', version: 1 });
      expect(res.body).not.toContain('argon2');
    });
  });

  describe('POST /accounts', () => {
    it('takes a username in capitals as lower-case and audits the creation by the admin', async () => {
      const { app, admin } = await asAdmin();
      const created = await addAccount(app, admin, '  Mehmet.K ');
      expect(created.username).toBe('mehmet.k');
      const audit = await queryRows(store.db, sql`SELECT actor, action, collection, entry_label, fields FROM audit_log WHERE collection = 'accounts'`);
      expect(audit).toEqual([
        { actor: USERNAME, action: 'create', collection: 'accounts', entry_label: 'mehmet.k', fields: ['username', 'role', 'password'] },
      ]);
      expect(JSON.stringify(await queryRows(store.db, sql`SELECT * FROM audit_log`))).not.toContain(EDITOR_PASSWORD);
    });

    const format = 'Kullanıcı adı 3–40 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, alt çizgi ve tire içermeli.';
    const taken = 'Bu kullanıcı adı zaten kullanılıyor.';
    it.each([
      [{ username: 'ab', password: 'kısa', role: 'boss' }, { username: format, password: 'Şifre en az 12 karakter olmalı.', role: 'Rol yönetici (admin) veya editör (editor) olmalı.' }],
      [{ username: 'ayşe', password: EDITOR_PASSWORD, role: 'editor' }, { username: format }],
      [{ username: 'a'.repeat(41), password: EDITOR_PASSWORD, role: 'editor' }, { username: format }],
      [{ username: 'TEST-ADMIN', password: EDITOR_PASSWORD, role: 'admin' }, { username: taken }],
      [{ username: 'mevcut', password: EDITOR_PASSWORD, role: 'admin' }, { username: taken }],
      [{}, { username: format, password: 'Şifre en az 12 karakter olmalı.', role: 'Rol yönetici (admin) veya editör (editor) olmalı.' }],
    ])('refuses %j with 400 and a Turkish message per field', async (body, fieldErrors) => {
      const { app, admin } = await asAdmin();
      await addAccount(app, admin, 'mevcut');
      const res = await call(app, 'POST', url, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors });
      expect(await queryRows(store.db, sql`SELECT username FROM accounts`)).toEqual([{ username: 'mevcut' }]);
    });
  });

  describe('PUT /accounts/:id', () => {
    it('changes role and password at the current version; the new password signs in with the new role', async () => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'can');
      const res = await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, role: 'admin', password: 'yepyeni-bir-şifre' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, username: 'can', role: 'admin', version: 2 });
      expect((await login(app, { username: 'can', password: 'yepyeni-bir-şifre' })).json()).toMatchObject({ role: 'admin' });
      const [audit] = await queryRows(store.db, sql`SELECT action, fields FROM audit_log WHERE action = 'update'`);
      expect(audit).toEqual({ action: 'update', fields: ['role', 'password'] });
    });

    it('answers 409 to a stale version and changes nothing', async () => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'elif');
      expect((await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, role: 'admin' })).statusCode).toBe(200);
      const stale = await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, disabled: true });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: 'conflict', message: 'Bu hesap siz düzenlerken başka biri tarafından değiştirildi.' });
      expect(await queryRows(store.db, sql`SELECT disabled, version FROM accounts`)).toEqual([{ disabled: false, version: 2 }]);
    });

    it.each([
      ['no version', {}, 400, { error: 'bad_request', message: 'Geçersiz istek.' }],
      ['a short password', { version: 1, password: 'kısa' }, 400, { error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors: { password: 'Şifre en az 12 karakter olmalı.' } }],
      ['an unknown role', { version: 1, role: 'root' }, 400, { error: 'invalid', message: 'Lütfen işaretli alanları düzeltin.', fieldErrors: { role: 'Rol yönetici (admin) veya editör (editor) olmalı.' } }],
    ])('answers %s with %i', async (_label, body, status, answer) => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'deniz');
      const res = await call(app, 'PUT', `${url}/${id}`, admin, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(answer);
    });

    it('answers 404 to an account that does not exist, and 400 to an id no account can have', async () => {
      const { app, admin } = await asAdmin();
      const res = await call(app, 'PUT', `${url}/2147483647`, admin, { version: 1, role: 'admin' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Hesap bulunamadı.' });
      for (const id of ['2147483648', '0', 'abc', '1.5']) {
        expect((await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, role: 'admin' })).statusCode).toBe(400);
      }
    });

    it('disabling an account ends its sessions at once and refuses its logins', async () => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'burak');
      const editor = cookieHeader(await login(app, { username: 'burak', password: EDITOR_PASSWORD }));
      expect((await get(app, 'session', editor)).statusCode).toBe(200);
      expect((await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, disabled: true })).json()).toMatchObject({ disabled: true });
      expect((await get(app, 'session', editor)).statusCode).toBe(401);
      expect((await login(app, { username: 'burak', password: EDITOR_PASSWORD })).statusCode).toBe(401);
    });
  });

  describe('DELETE /accounts/:id', () => {
    it('deletes at the current version only, ends the sessions and audits it', async () => {
      const { app, admin } = await asAdmin();
      const { id } = await addAccount(app, admin, 'selin');
      const editor = cookieHeader(await login(app, { username: 'selin', password: EDITOR_PASSWORD }));
      expect((await call(app, 'PUT', `${url}/${id}`, admin, { version: 1, role: 'admin' })).statusCode).toBe(200);
      // The role change ended the old session; sign in again to see the delete end the new one.
      const again = cookieHeader(await login(app, { username: 'selin', password: EDITOR_PASSWORD }));
      expect((await get(app, 'session', editor)).statusCode).toBe(401);
      expect((await call(app, 'DELETE', `${url}/${id}?version=1`, admin)).statusCode).toBe(409);
      expect((await call(app, 'DELETE', `${url}/${id}`, admin)).statusCode).toBe(400);
      const res = await call(app, 'DELETE', `${url}/${id}?version=2`, admin);
      expect(res.statusCode).toBe(204);
      expect((await get(app, 'session', again)).statusCode).toBe(401);
      expect((await call(app, 'DELETE', `${url}/${id}?version=2`, admin)).statusCode).toBe(404);
      const audit = await queryRows(store.db, sql`SELECT action, entry_label, fields FROM audit_log WHERE collection = 'accounts' ORDER BY id`);
      expect(audit).toEqual([
        { action: 'create', entry_label: 'selin', fields: ['username', 'role', 'password'] },
        { action: 'update', entry_label: 'selin', fields: ['role'] },
        { action: 'delete', entry_label: 'selin', fields: [] },
      ]);
    });
  });
});
