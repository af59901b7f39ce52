import { Secret, TOTP } from 'otpauth';
import type { Store } from '@shared-data/store';
import { queryRows, sql, testDrivers } from '@shared-data/store/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from './contract.ts';
import { secondFactorMessages } from './login-route.ts';
import { addPasskey } from '@shared-data/store/cms';
import { sessionMessages } from './own-account-routes.ts';
import { admin, buildApi, call, cookieHeader, login, suiteStore } from './test-utils.ts';

const KEY = 'iki-adimli-dogrulama-anahtari-en-az-32';
const EDITOR = { username: 'elif', password: 'editörün-uzun-şifresi' };

/** The code an authenticator app shows `offsetSteps` steps from now (the next step: the current one may be spent). */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe.each(testDrivers())('the second factor on $name', (driver) => {
  const opened = suiteStore(driver, ['accounts', 'audit_log', 'two_factor', 'backup_codes', 'two_factor_policy', 'passkeys']);
  let store: Store;
  beforeEach(() => {
    store = opened();
  });

  const api = (key: string | null = KEY) => buildApi({ admin: { ...admin, ...(key ? { twoFactorKey: key } : {}) }, store });

  /** The editor account, made by the environment admin; answers the editor's password-only cookie. */
  async function withEditor(app: Awaited<ReturnType<typeof api>>['app']) {
    const boss = cookieHeader(await login(app));
    expect((await call(app, 'POST', '/accounts', boss, { ...EDITOR, role: 'editor' })).statusCode).toBe(201);
    return { boss, editor: cookieHeader(await login(app, EDITOR)) };
  }

  /** Enrols the cookie's account; answers the secret and the backup codes. */
  async function enrol(app: Awaited<ReturnType<typeof api>>['app'], cookie: string) {
    const setup = await call(app, 'POST', '/account/two-factor/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<TwoFactorSetup>();
    const confirmed = await call(app, 'POST', '/account/two-factor/confirm', cookie, { code: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, backupCodes: confirmed.json<TwoFactorEnabled>().backupCodes };
  }

  it('enrols with a QR code and the secret, a first code and ten backup codes; the secret is kept sealed', async () => {
    const { app } = await api();
    const { editor } = await withEditor(app);
    expect((await call(app, 'GET', '/account/two-factor', editor)).json()).toEqual({ available: true, enabled: false, enabledAt: null, backupCodesLeft: 0, required: false });
    const setup = (await call(app, 'POST', '/account/two-factor/setup', editor)).json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qrSvg).toContain('<svg');
    const wrong = await call(app, 'POST', '/account/two-factor/confirm', editor, { code: '000000' === codeFor(setup.secret) ? '111111' : '000000' });
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([400, { code: sessionMessages.badCode }]);
    const confirmed = await call(app, 'POST', '/account/two-factor/confirm', editor, { code: codeFor(setup.secret) });
    const { backupCodes } = confirmed.json<TwoFactorEnabled>();
    expect(backupCodes).toHaveLength(10);
    const status = (await call(app, 'GET', '/account/two-factor', editor)).json<TwoFactorStatus>();
    expect([status.enabled, status.backupCodesLeft]).toEqual([true, 10]);
    // At rest: neither the secret nor any backup code, only the sealed secret and the codes' hashes.
    const stored = JSON.stringify(await queryRows(store.db, sql`SELECT * FROM two_factor UNION ALL SELECT username, code_hash, NULL, NULL FROM backup_codes`));
    expect(stored).not.toContain(setup.secret);
    for (const code of backupCodes) expect(stored).not.toContain(code);
    expect((await call(app, 'POST', '/account/two-factor/setup', editor)).json()).toEqual({ error: 'conflict', message: sessionMessages.alreadyOn });
  });

  it('signs in with the password then a code; the password alone grants nothing, and a code works once', async () => {
    const { app } = await api();
    const { editor } = await withEditor(app);
    const { secret } = await enrol(app, editor);
    const first = await login(app, EDITOR, {}, '198.51.100.1');
    expect(first.json()).toEqual({ authenticated: false, secondFactor: 'totp' });
    const pending = cookieHeader(first);
    expect((await call(app, 'GET', '/session', pending)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/audit', pending)).statusCode).toBe(401);
    // The current step was spent by the enrolment: the app's next code, which the window takes.
    const code = codeFor(secret, 1);
    const second = await call(app, 'POST', '/login/second-factor', pending, { code }, '198.51.100.1');
    expect(second.json<SessionInfo>()).toMatchObject({ authenticated: true, username: 'elif', role: 'editor' });
    expect((await call(app, 'GET', '/session', cookieHeader(second))).statusCode).toBe(200);
    // Seen over a shoulder: the same code again, in a new sign-in from elsewhere, is refused.
    const again = cookieHeader(await login(app, EDITOR, {}, '198.51.100.2'));
    const replay = await call(app, 'POST', '/login/second-factor', again, { code }, '198.51.100.2');
    expect([replay.statusCode, replay.json().message]).toEqual([401, secondFactorMessages.invalidCode]);
    const audit = await queryRows<{ action: string; fields: string[] }>(store.db, sql`SELECT action, fields FROM audit_log WHERE collection = 'sessions' AND actor = 'elif' ORDER BY id`);
    expect(audit.map((row) => [row.action, row.fields.join('+')])).toEqual([
      ['login', 'password'],
      ['login', 'password+totp'],
      ['login_failed', 'password+second_factor'],
    ]);
  });

  it('gives nothing away before the password: a wrong password or an unknown name of a two-factor account answers as any; each step makes a new session id', async () => {
    const { app } = await api();
    const { editor } = await withEditor(app);
    const { secret } = await enrol(app, editor);
    const generic = { error: 'invalid_credentials', message: 'Geçersiz kullanıcı adı veya şifre.' };
    const wrong = await login(app, { username: 'elif', password: 'yanlış-ama-uzun-şifre' }, {}, '198.51.100.30');
    const unknown = await login(app, { username: 'olmayan', password: 'yanlış-ama-uzun-şifre' }, {}, '198.51.100.31');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, generic]);
    expect([unknown.statusCode, unknown.json()]).toEqual([401, generic]);
    // Session fixation: an id set before the password is not the one after it, nor is the password step's the final one.
    const planted = cookieHeader(await login(app, EDITOR, {}, '198.51.100.32'));
    const first = await call(app, 'POST', '/login', planted, EDITOR, '198.51.100.33');
    const pending = cookieHeader(first);
    expect(pending).not.toBe(planted);
    const second = await call(app, 'POST', '/login/second-factor', pending, { code: codeFor(secret, 1) }, '198.51.100.33');
    const signedIn = cookieHeader(second);
    expect(signedIn).not.toBe(pending);
    expect((await call(app, 'GET', '/session', pending)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/session', signedIn)).statusCode).toBe(200);
  });

  it('takes a backup code once, and counts a wrong code in the backoff', async () => {
    const { app } = await api();
    const { editor } = await withEditor(app);
    const { backupCodes } = await enrol(app, editor);
    const secondStep = (cookie: string, code: string, address: string) => call(app, 'POST', '/login/second-factor', cookie, { code }, address);
    const backup = backupCodes[0] ?? '';
    const signedIn = await secondStep(cookieHeader(await login(app, EDITOR, {}, '198.51.100.3')), backup.toLowerCase(), '198.51.100.3');
    expect(signedIn.statusCode).toBe(200);
    expect((await call(app, 'GET', '/account/two-factor', cookieHeader(signedIn))).json<TwoFactorStatus>().backupCodesLeft).toBe(9);
    const pending = cookieHeader(await login(app, EDITOR, {}, '198.51.100.4'));
    expect((await secondStep(pending, backup, '198.51.100.4')).statusCode).toBe(401);
    // The failure's wait (1 s) holds the next attempt of the pair, whichever step it is.
    const retry = await secondStep(pending, backupCodes[1] ?? '', '198.51.100.4');
    expect([retry.statusCode, retry.headers['retry-after']]).toEqual([429, '1']);
    expect((await login(app, EDITOR, {}, '198.51.100.4')).statusCode).toBe(429);
  });

  it("sends an account whose role requires it to the enrolment, and nowhere else, until it enrols", async () => {
    const { app } = await api();
    const { boss } = await withEditor(app);
    expect((await call(app, 'PUT', '/two-factor-policy', boss, { role: 'editor', required: true })).json()).toEqual({ admin: false, editor: true });
    const res = await login(app, EDITOR, {}, '198.51.100.5');
    expect(res.json<SessionInfo>()).toMatchObject({ authenticated: true, mustEnrol: true });
    const editor = cookieHeader(res);
    const refused = await call(app, 'GET', '/audit', editor);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'enrolment_required']);
    expect((await call(app, 'GET', '/session', editor)).json<SessionInfo>().mustEnrol).toBe(true);
    expect((await call(app, 'GET', '/account/two-factor', editor)).json<TwoFactorStatus>().required).toBe(true);
    await enrol(app, editor);
    expect((await call(app, 'GET', '/audit', editor)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/session', editor)).json<SessionInfo>().mustEnrol).toBeUndefined();
  });

  it("lets an admin reset an account's second factor, ending its sessions; without the key nobody enrols or is sent to", async () => {
    const { app } = await api();
    const { boss, editor } = await withEditor(app);
    await enrol(app, editor);
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM accounts WHERE username = 'elif'`);
    const listed = (await call(app, 'GET', '/accounts', boss)).json<Array<{ username: string; twoFactor?: boolean }>>();
    expect(listed.find((account) => account.username === 'elif')?.twoFactor).toBe(true);
    expect((await call(app, 'POST', `/accounts/${id}/two-factor-reset`, editor)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/accounts/${id}/two-factor-reset`, boss)).statusCode).toBe(204);
    expect((await call(app, 'GET', '/session', editor)).statusCode).toBe(401);
    expect((await login(app, EDITOR, {}, '198.51.100.6')).json<SessionInfo>()).toMatchObject({ authenticated: true });
    expect((await call(app, 'POST', `/accounts/${id}/two-factor-reset`, boss)).statusCode).toBe(409);

    const { app: keyless } = await api(null);
    const bossWithout = cookieHeader(await login(keyless));
    expect((await call(keyless, 'PUT', '/two-factor-policy', bossWithout, { role: 'editor', required: true })).statusCode).toBe(200);
    const editorWithout = await login(keyless, EDITOR, {}, '198.51.100.7');
    expect(editorWithout.json<SessionInfo>().mustEnrol).toBeUndefined();
    expect((await call(keyless, 'POST', '/account/two-factor/setup', cookieHeader(editorWithout))).json()).toEqual({ error: 'conflict', message: sessionMessages.noKey });
  });

  describe("passkeys, around the ceremony (the browser's part is the journey's: e2e/tests/admin-two-factor.spec.ts)", () => {
    const passkeys = { rpId: 'localhost', origin: 'http://localhost:4173' };

    it('gives registration options for the account, its passkeys excluded; refuses an answer it cannot verify, and a challenge twice', async () => {
      const { app } = await buildApi({ admin, store, passkeys });
      const { editor } = await withEditor(app);
      await addPasskey(store.db, { id: 'eski-anahtar', username: 'elif', name: 'Eski', publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ['internal'] });
      const options = await call(app, 'POST', '/account/passkeys/options', editor);
      expect(options.json()).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'elif' }, excludeCredentials: [{ id: 'eski-anahtar', type: 'public-key' }] });
      const forged = { id: 'yeni', rawId: 'yeni', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} };
      expect((await call(app, 'POST', '/account/passkeys', editor, { name: 'Sahte', response: forged })).json()).toEqual({ error: 'bad_request', message: sessionMessages.passkeyRefused });
      expect((await call(app, 'POST', '/account/passkeys', editor, { name: 'Sahte', response: forged })).statusCode).toBe(400);
      expect((await call(app, 'GET', '/account/passkeys', editor)).json()).toEqual([{ id: 'eski-anahtar', name: 'Eski', createdAt: expect.any(String), lastUsedAt: null }]);
    });

    it("refuses a sign-in with no challenge asked or a credential it does not know, counting the failure; removes only the asking account's passkeys", async () => {
      const { app } = await buildApi({ admin, store, passkeys });
      const { boss, editor } = await withEditor(app);
      const answer = { id: 'bilinmeyen', rawId: 'bilinmeyen', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };
      const bare = await call(app, 'POST', '/login/passkey', undefined, { response: answer }, '198.51.100.40');
      expect(bare.statusCode).toBe(401);
      const asked = await call(app, 'POST', '/login/passkey/options', undefined, undefined, '198.51.100.40');
      expect(asked.json()).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) });
      const cookie = cookieHeader(asked);
      const unknown = await call(app, 'POST', '/login/passkey', cookie, { response: answer }, '198.51.100.40');
      expect([unknown.statusCode, unknown.json().message]).toEqual([401, secondFactorMessages.passkeyRefused]);
      await call(app, 'POST', '/login/passkey/options', cookie, undefined, '198.51.100.40');
      const retry = await call(app, 'POST', '/login/passkey', cookie, { response: answer }, '198.51.100.40');
      expect(retry.statusCode).toBe(429);

      await addPasskey(store.db, { id: 'elifin', username: 'elif', name: 'Telefon', publicKey: new Uint8Array([1]), counter: 0, transports: [] });
      expect((await call(app, 'DELETE', '/account/passkeys/elifin', boss)).statusCode).toBe(404);
      expect((await call(app, 'DELETE', '/account/passkeys/elifin', editor)).statusCode).toBe(204);
      const [row] = await queryRows<{ action: string; entry_label: string }>(store.db, sql`SELECT action, entry_label FROM audit_log WHERE action = 'passkey_delete'`);
      expect(row).toEqual({ action: 'passkey_delete', entry_label: 'elif · Telefon' });
    });

    it('answers that passkeys are off without a relying party', async () => {
      const { app } = await api();
      const { editor } = await withEditor(app);
      expect((await call(app, 'POST', '/account/passkeys/options', editor)).json()).toEqual({ error: 'conflict', message: sessionMessages.passkeysOff });
    });
  });
});
