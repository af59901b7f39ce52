import type { Store } from '@shared-data/store';
import { queryRows, sql, testDrivers } from '@shared-data/store/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_SIGN_IN } from './admin-api.ts';
import { auditCsv, auditFilterOf, auditMessages } from './audit-routes.ts';
import { Secret, TOTP } from 'otpauth';
import type { AuditEntry, AuditPage, SessionList, TwoFactorEnabled, TwoFactorSetup } from './contract.ts';
import { admin, buildApi, call, cookieHeader, login, USERNAME, suiteStore } from './test-utils.ts';

const EDITOR_PASSWORD = 'editörün-ilk-uzun-şifresi';
const EDITOR_NEW_PASSWORD = 'editörün-yeni-uzun-şifresi';
const WRONG_PASSWORD = 'yanlış-ama-uzun-bir-şifre';
/** A password typed into the name field by mistake: the log must not keep it. */
const PASSWORD_AS_NAME = 'Gizli-Parola-Adda-2026';
const TWO_FACTOR_KEY = 'denetim-testinin-iki-adim-anahtari-32+';

describe.each(testDrivers())('audit routes on $name', (driver) => {
  const opened = suiteStore(driver, ['accounts', 'audit_log', 'two_factor', 'backup_codes']);
  let store: Store;
  beforeEach(() => {
    store = opened();
  });

  /**
   * Every kind of event the log records, each through the API as an operator does it: sign-ins (and failed ones, one
   * with an account's name, one with a password typed as the name), an account made, its role and password changed,
   * a session ended, the country rules saved, a sign-out. Answers the API, the admin's cookie and every secret used.
   */
  async function everyKindOfEvent() {
    const { app } = await buildApi({ admin: { ...admin, twoFactorKey: TWO_FACTOR_KEY }, store });
    const boss = cookieHeader(await login(app));
    const created = await call(app, 'POST', '/accounts', boss, { username: 'elif', password: EDITOR_PASSWORD, role: 'editor' });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json<{ id: number; version: number }>();
    expect((await login(app, { username: 'elif', password: WRONG_PASSWORD }, {}, '198.51.100.20')).statusCode).toBe(401);
    expect((await login(app, { username: PASSWORD_AS_NAME, password: WRONG_PASSWORD }, {}, '198.51.100.21')).statusCode).toBe(401);
    const elif = cookieHeader(await login(app, { username: 'elif', password: EDITOR_PASSWORD }, {}, '198.51.100.22'));
    const elifPhone = cookieHeader(await login(app, { username: 'elif', password: EDITOR_PASSWORD }, {}, '198.51.100.23'));
    expect((await call(app, 'PUT', '/account/password', elif, { currentPassword: EDITOR_PASSWORD, newPassword: EDITOR_NEW_PASSWORD })).statusCode).toBe(200);
    const current = (await call(app, 'GET', '/country-rules', boss)).json<{ version: number }>();
    const country = current.version % 2 === 0 ? 'TR' : 'DE';
    const rules = await call(app, 'PUT', '/country-rules', boss, { version: current.version, values: { defaultRule: 'show', rules: [{ country, rule: 'hide' }] } });
    expect(rules.statusCode).toBe(200);
    // The site settings, saved (this store starts with none).
    const settingsVersion = (await call(app, 'GET', '/settings', boss)).json<{ version: number }>().version;
    const values = {
      contact: { channelUrl: 'https://t.me/safebet_denetim', channelLabel: 'Telegram', contactUrl: 'https://safebet.example/iletisim', email: 'denetim@safebet.example' },
      helpLines: [{ name: 'Denetim Hattı', phone: '0 212 555 01 00' }],
      exchange: { usdTry: '43,1275' },
    };
    const savedSettings = await call(app, 'PUT', '/settings', boss, { version: settingsVersion, values });
    expect([savedSettings.statusCode, savedSettings.body]).toEqual([200, expect.any(String)]);
    const second = cookieHeader(await login(app, undefined, {}, '203.0.113.9'));
    const { items } = (await call(app, 'GET', '/sessions', boss)).json<SessionList>();
    const other = items.find((item) => !item.current);
    expect((await call(app, 'DELETE', `/sessions/${other?.id}`, boss)).statusCode).toBe(204);
    const setup = (await call(app, 'POST', '/account/two-factor/setup', elif)).json<TwoFactorSetup>();
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const { backupCodes } = (await call(app, 'POST', '/account/two-factor/confirm', elif, { code: totp })).json<TwoFactorEnabled>();
    expect(backupCodes).toHaveLength(10);
    expect((await call(app, 'POST', '/logout', elif)).statusCode).toBe(204);
    expect((await call(app, 'PUT', `/accounts/${id}`, boss, { version: version + 1, role: 'admin' })).statusCode).toBe(200);
    expect((await call(app, 'POST', `/accounts/${id}/two-factor-reset`, boss)).statusCode).toBe(204);
    const hashes = (await queryRows<{ password_hash: string }>(store.db, sql`SELECT password_hash FROM accounts`)).map((row) => row.password_hash);
    const sessionIds = (await queryRows<{ id: string }>(store.db, sql`SELECT id FROM admin_sessions`)).map((row) => row.id);
    const sealed = (await queryRows<{ secret: string }>(store.db, sql`SELECT secret FROM two_factor`)).map((row) => row.secret);
    const secrets = [admin.password, EDITOR_PASSWORD, EDITOR_NEW_PASSWORD, WRONG_PASSWORD, PASSWORD_AS_NAME, ...hashes, ...sessionIds];
    secrets.push(TWO_FACTOR_KEY, setup.secret, setup.uri, totp, ...backupCodes, ...backupCodes.map((code) => code.replace('-', '')), ...sealed);
    for (const cookie of [boss, elif, elifPhone, second]) secrets.push(cookie, cookie.split('=')[1] ?? cookie);
    return { app, boss, secrets };
  }

  it('exports every kind of event as JSON Lines, oldest first, with role, request and address, and holds no secret at all', async () => {
    const { app, boss, secrets } = await everyKindOfEvent();
    const res = await call(app, 'GET', '/audit/export?format=jsonl', boss);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="denetim-kaydi-\d{4}-\d{2}-\d{2}\.jsonl"$/);
    const lines = res.body.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const brief = lines.map((line) => [line.action, line.resourceType, line.actor, line.actorRole, (line.fields as string[]).join(',')]);
    expect(brief).toEqual([
      ['login', 'sessions', USERNAME, 'admin', 'password'],
      ['create', 'accounts', USERNAME, 'admin', 'username,role,password'],
      ['login_failed', 'sessions', 'elif', 'editor', 'password'],
      ['login_failed', 'sessions', UNKNOWN_SIGN_IN, null, 'password'],
      ['login', 'sessions', 'elif', 'editor', 'password'],
      ['login', 'sessions', 'elif', 'editor', 'password'],
      ['update', 'accounts', 'elif', 'editor', 'password'],
      ['update', 'countryRules', USERNAME, 'admin', expect.any(String)],
      ['update', 'settings', USERNAME, 'admin', expect.stringContaining('helpLines')],
      ['login', 'sessions', USERNAME, 'admin', 'password'],
      ['session_end', 'sessions', USERNAME, 'admin', ''],
      ['two_factor_enable', 'accounts', 'elif', 'editor', ''],
      ['logout', 'sessions', 'elif', 'editor', ''],
      ['update', 'accounts', USERNAME, 'admin', 'role'],
      ['two_factor_reset', 'accounts', USERNAME, 'admin', ''],
    ]);
    // Each line has the columns the export promises; the sign-ins carry the address they came from.
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['at', 'actor', 'actorRole', 'action', 'resourceType', 'resourceId', 'resourceLabel', 'fields', 'requestId', 'address']);
      expect(typeof line.requestId).toBe('string');
      expect(Number.isNaN(Date.parse(String(line.at)))).toBe(false);
    }
    expect(lines.filter((line) => line.action === 'login_failed').map((line) => line.address)).toEqual(['198.51.100.20', '198.51.100.21']);
    const csv = await call(app, 'GET', '/audit/export?format=csv', boss);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(lines.length + 1);
    for (const secret of secrets) {
      expect(res.body, 'the JSON Lines export').not.toContain(secret);
      expect(csv.body, 'the CSV export').not.toContain(secret);
    }
  });

  it('filters the list and the export by user, action and a period of Istanbul days', async () => {
    const { app, boss } = await everyKindOfEvent();
    const page = (await call(app, 'GET', '/audit?actor=elif&action=login', boss)).json<AuditPage>();
    expect(page.items.map((item) => [item.actor, item.action, item.address])).toEqual([
      ['elif', 'login', '198.51.100.23'],
      ['elif', 'login', '198.51.100.22'],
    ]);
    // Yesterday's and tomorrow's Istanbul days hold nothing of today's; today's holds everything.
    const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const total = (query: string) => call(app, 'GET', `/audit?${query}`, boss).then((r) => r.json<AuditPage>().total);
    expect(await total(`to=${day(-1)}`)).toBe(0);
    expect(await total(`from=${day(1)}`)).toBe(0);
    expect(await total(`from=${day(0)}&to=${day(0)}`)).toBe(15);
    const exported = await call(app, 'GET', `/audit/export?format=jsonl&action=update&from=${day(0)}`, boss);
    expect(exported.body.trimEnd().split('\n').map((line) => (JSON.parse(line) as { actor: string }).actor)).toEqual(['elif', USERNAME, USERNAME, USERNAME]);
    expect((await call(app, 'GET', '/audit?action=two_factor_enable', boss)).json<AuditPage>().items.map((item) => item.actor)).toEqual(['elif']);
  });

  it('refuses a day that is none or a reversed period in Turkish, and the export to an editor or a stranger', async () => {
    const { app, boss } = await everyKindOfEvent();
    // elif is an admin by now: a new editor asks.
    expect((await call(app, 'POST', '/accounts', boss, { username: 'zeynep', password: EDITOR_PASSWORD, role: 'editor' })).statusCode).toBe(201);
    const editor = cookieHeader(await login(app, { username: 'zeynep', password: EDITOR_PASSWORD }, {}, '192.0.2.44'));
    expect((await call(app, 'GET', '/audit?from=2026-02-30', boss)).json()).toEqual({ error: 'bad_request', message: auditMessages.badDay });
    expect((await call(app, 'GET', '/audit?from=2026-03-02&to=2026-03-01', boss)).json()).toEqual({ error: 'bad_request', message: auditMessages.reversed });
    expect((await call(app, 'GET', '/audit/export?format=xml', boss)).json()).toEqual({ error: 'bad_request', message: auditMessages.format });
    // An editor reads the list, but the export (with the requests' addresses) is for admins.
    expect((await call(app, 'GET', '/audit', editor)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/audit/export?format=csv', editor)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/audit/export?format=csv')).statusCode).toBe(401);
  });
});

describe('the audit export', () => {
  const entry: AuditEntry = {
    id: 1, at: '2026-03-01T07:15:00.000Z', actor: 'elif', action: 'update', collection: 'blog', entryId: 7,
    entryLabel: '=HYPERLINK("http://kötü.example")', fields: ['title', 'body'], actorRole: 'editor', requestId: 'req-1f', address: '198.51.100.22',
  };

  it('writes CSV cells a spreadsheet opens as text, the fields in one cell', () => {
    const [header, line] = auditCsv([entry]).replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('at;actor;actorRole;action;resourceType;resourceId;resourceLabel;fields;requestId;address');
    expect(line).toBe(`2026-03-01T07:15:00.000Z;elif;editor;update;blog;7;"'=HYPERLINK(""http://kötü.example"")";"title, body";req-1f;198.51.100.22`);
  });

  it('reads a period of Istanbul days as instants, the last day included', () => {
    const parsed = auditFilterOf({ from: '2026-03-01', to: '2026-03-01' });
    // Istanbul is UTC+3: 1 March starts at 21:00 UTC on 28 February and ends where 2 March starts.
    expect(parsed).toEqual({ ok: true, filter: { from: new Date('2026-02-28T21:00:00Z'), to: new Date('2026-03-01T21:00:00Z') } });
  });
});
