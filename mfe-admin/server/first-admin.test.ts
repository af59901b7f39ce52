import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { Store } from '@shared-data/store';
import { createAccount, listAccounts } from '@shared-data/store/cms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApiPrefix } from './contract.ts';
import { adminApi } from './admin-api.ts';
import { firstAdminPrefix, firstAdminSetup, prepareFirstAdminSetup, SetupGate, setupAnnouncement, type FirstAdminSetup } from './first-admin.ts';
import { HOST, openTestStore, sameOrigin } from './test-utils.ts';

const HOUR = 60 * 60_000;
const GOOD_PASSWORD = 'Kurulum-Parola-2026';

/** A clock the test moves by hand. */
function testClock(start = Date.UTC(2026, 10, 27, 12)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' };
const good = { username: 'Kurucu', password: GOOD_PASSWORD, passwordAgain: GOOD_PASSWORD };

describe('SetupGate', () => {
  it('accepts only its token, compares its SHA-256 and keeps no copy of the token', () => {
    const clock = testClock();
    const gate = new SetupGate('gizli-jeton', clock.now);
    expect(gate.accepts('gizli-jeton')).toBe(true);
    expect(gate.accepts('gizli-jeton2')).toBe(false);
    expect(gate.accepts('')).toBe(false);
    // What the object holds: the digest, not the text.
    const held = Object.values(gate).map((value) => (Buffer.isBuffer(value) ? value.toString('hex') : value));
    expect(held).toContain(createHash('sha256').update('gizli-jeton').digest('hex'));
    expect(JSON.stringify(held)).not.toContain('gizli-jeton');
  });

  it('expires exactly one hour after it was made', () => {
    const clock = testClock();
    const gate = new SetupGate('t', clock.now);
    clock.advance(HOUR - 1);
    expect(gate.accepts('t')).toBe(true);
    clock.advance(1);
    expect(gate.accepts('t')).toBe(false);
  });

  it('can be claimed once; a release opens it again, a spend closes it for good', () => {
    const gate = new SetupGate('t', testClock().now);
    expect(gate.claim('t')).toBe(true);
    expect(gate.claim('t')).toBe(false);
    expect(gate.accepts('t')).toBe(false);
    gate.release();
    expect(gate.claim('t')).toBe(true);
    gate.spend();
    gate.release();
    expect(gate.accepts('t')).toBe(false);
  });
});

describe('setupAnnouncement', () => {
  it('is the one line the server prints', () => {
    expect(setupAnnouncement('http://localhost:4173', 'abc')).toBe(
      'SafeBet: no admin account yet. Create the first one within an hour at http://localhost:4173/kurulum/abc',
    );
  });
});

describe('first admin setup', () => {
  let store: Store;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    store = await openTestStore();
  }, 30_000);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await store.close();
  });

  /** The setup page and the admin API beside it (for signing in), as the shell mounts them. */
  async function serve(setup: FirstAdminSetup | null) {
    const app = Fastify({ logger: false });
    await app.register(adminApi, { prefix: adminApiPrefix, store, admin: {} });
    await app.register(firstAdminSetup, { prefix: firstAdminPrefix, store, setup });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function ready(clock = testClock()) {
    const setup = await prepareFirstAdminSetup({ store, admin: {}, now: clock.now });
    if (!setup) throw new Error('expected a setup token');
    return { setup, app: await serve(setup), url: `${firstAdminPrefix}/${setup.token}`, clock };
  }

  const post = (app: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = formHeaders) =>
    app.inject({ method: 'POST', url, headers, payload: form(fields) });

  it('makes a token only when nobody can sign in: no admin in the environment, a database, no account', async () => {
    const token = await prepareFirstAdminSetup({ store, admin: {} });
    expect(token?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await prepareFirstAdminSetup({ store, admin: { username: 'boss', password: 'x'.repeat(12) } })).toBeNull();
    expect(await prepareFirstAdminSetup({ store, admin: { username: 'boss', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' } })).toBeNull();
    expect(await prepareFirstAdminSetup({ admin: {} })).toBeNull();
    await createAccount(store.db, { username: 'editor', passwordHash: 'h', role: 'editor' }, 'test');
    expect(await prepareFirstAdminSetup({ store, admin: {} })).toBeNull();
  });

  it('shows the Turkish form, not cached and not indexed', async () => {
    const { app, url } = await ready();
    const res = await app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<h1>İlk yönetici hesabı</h1>');
    expect(res.body).toContain('<form method="post">');
    expect(res.body).toContain('<label for="passwordAgain">Şifre (tekrar)</label>');
    // The token in the address is never sent on as a referrer, and no script runs.
    expect(res.body).toContain('<meta name="referrer" content="strict-origin">');
    expect(res.body).not.toContain('<script');
  });

  it('answers 404 to a wrong token, to any token without a setup, and after an hour', async () => {
    const { app, url, setup, clock } = await ready();
    const wrong = `${firstAdminPrefix}/${setup.token.slice(0, -1)}${setup.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    expect((await post(app, wrong, good)).statusCode).toBe(404);
    const none = await serve(null);
    expect((await none.inject({ method: 'GET', url })).statusCode).toBe(404);
    clock.advance(HOUR);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await post(app, url, good)).statusCode).toBe(404);
    expect(await listAccounts(store.db)).toEqual([]);
  });

  it('creates the first admin, who then signs in; the address answers 404 afterwards', async () => {
    const { app, url } = await ready();
    const res = await post(app, url, good);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Yönetici hesabı oluşturuldu</h1>');
    expect(res.body).toContain('<a href="/safebetboss1">Giriş sayfasına git</a>');
    expect(await listAccounts(store.db)).toMatchObject([{ username: 'kurucu', role: 'admin', disabled: false }]);
    const login = await app.inject({ method: 'POST', url: `${adminApiPrefix}/login`, headers: sameOrigin, payload: { username: 'kurucu', password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: 'kurucu', role: 'admin' });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await post(app, url, { ...good, username: 'ikinci' })).statusCode).toBe(404);
    expect(await listAccounts(store.db)).toHaveLength(1);
  });

  it('of two POSTs at once, one creates the account and the other gets 404', async () => {
    const { app, url } = await ready();
    const answers = await Promise.all([post(app, url, good), post(app, url, { ...good, username: 'ikinci' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await listAccounts(store.db)).toHaveLength(1);
  });

  it('answers 404 once an account exists, made some other way after the start', async () => {
    const { app, url } = await ready();
    await createAccount(store.db, { username: 'baska', passwordHash: 'h', role: 'admin' }, 'test');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a short password, a mismatch and a bad username with Turkish messages by the fields, keeping the username', async () => {
    const { app, url } = await ready();
    const short = await post(app, url, { username: 'Kurucu', password: 'on-bir-harf', passwordAgain: 'on-bir-harf' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('<p class="error" id="password-error">Şifre en az 12 karakter olmalı.</p>');
    expect(short.body).toContain('value="Kurucu"');
    expect(short.body).not.toContain('on-bir-harf');

    const twelve = 'on-iki-harf!';
    const mismatch = await post(app, url, { username: 'kurucu', password: twelve, passwordAgain: 'on-iki-harf?' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('<p class="error" id="passwordAgain-error">İki şifre aynı değil.</p>');
    expect(mismatch.body).toContain('aria-invalid="true"');
    expect(mismatch.body).not.toContain(twelve);

    for (const username of ['ab', 'ayşe', 'a b c', 'x'.repeat(41), '']) {
      const bad = await post(app, url, { username, password: twelve, passwordAgain: twelve });
      expect(bad.statusCode, username).toBe(400);
      expect(bad.body, username).toContain(
        '<p class="error" id="username-error">Kullanıcı adı 3–40 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, alt çizgi ve tire içermeli.</p>',
      );
    }
    // Exactly 12 characters, typed twice, is enough: the token was not spent by the refusals.
    const made = await post(app, url, { username: 'Ayse.K_1-x', password: twelve, passwordAgain: twelve });
    expect(made.statusCode).toBe(200);
    expect(await listAccounts(store.db)).toMatchObject([{ username: 'ayse.k_1-x', role: 'admin' }]);
  });

  it('refuses a form sent from another site with 403 and keeps the token', async () => {
    const { app, url } = await ready();
    const res = await post(app, url, good, { ...formHeaders, origin: 'https://kotu.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Bu istek başka bir siteden geldiği için reddedildi.');
    expect(await listAccounts(store.db)).toEqual([]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('escapes what is written back into the page', async () => {
    const { app, url } = await ready();
    const res = await post(app, url, { username: '"><script>x</script>', password: 'a', passwordAgain: 'a' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});
