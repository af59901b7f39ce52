import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountError,
  changeOwnPassword,
  createAccount,
  createFirstAdmin,
  deleteAccount,
  destroySessionRow,
  destroyOtherUserSessions,
  destroyUserSession,
  destroyUserSessions,
  findAccount,
  getSessionRow,
  hasAccounts,
  keepSessionRow,
  listAccounts,
  listUserSessions,
  purgeExpiredSessionRows,
  saveSessionRow,
  updateAccount,
  updateSessionRow,
} from './accounts.ts';
import { queryRows, type Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';

// Stand-ins: this module stores whatever hash it is given and never looks inside.
const HASH_A = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaC1h';
const HASH_B = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaC1i';

interface AuditRow {
  actor: string;
  action: string;
  collection: string;
  entry_id: number;
  entry_label: string;
  fields: string[];
}

async function expectAccountError(promise: Promise<unknown>, code: AccountError['code']) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AccountError);
  expect((error as AccountError).code).toBe(code);
}

describe.each(testDrivers())('accounts on $name', (driver) => {
  let store: Store;
  const auditRows = () =>
    queryRows<AuditRow>(store.db, sql`SELECT actor, action, collection, entry_id, entry_label, fields FROM audit_log ORDER BY id`);

  beforeAll(async () => {
    store = await driver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    await store.db.execute(sql`DELETE FROM accounts`);
    await store.db.execute(sql`DELETE FROM audit_log`);
    await store.db.execute(sql`DELETE FROM admin_sessions`);
  });

  describe('createAccount', () => {
    it('stores the username lower-case, lists it without the hash and audits the fields set', async () => {
      const created = await createAccount(store.db, { username: 'Ayse.Editor', passwordHash: HASH_A, role: 'editor' }, 'boss');
      expect(created).toMatchObject({ username: 'ayse.editor', role: 'editor', disabled: false, version: 1 });
      expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const listed = await listAccounts(store.db);
      expect(listed).toEqual([created]);
      expect(JSON.stringify(listed)).not.toContain('argon2');
      expect(await auditRows()).toEqual([
        { actor: 'boss', action: 'create', collection: 'accounts', entry_id: created.id, entry_label: 'ayse.editor', fields: ['username', 'role', 'password'] },
      ]);
    });

    it('refuses a username taken in another case with a duplicate error and audits nothing', async () => {
      await createAccount(store.db, { username: 'editor', passwordHash: HASH_A, role: 'editor' }, 'boss');
      await expectAccountError(createAccount(store.db, { username: 'EDITOR', passwordHash: HASH_B, role: 'admin' }, 'boss'), 'duplicate_username');
      expect(await listAccounts(store.db)).toHaveLength(1);
      expect(await auditRows()).toHaveLength(1);
    });
  });

  describe('createFirstAdmin', () => {
    it('adds an admin to an empty table, lower-case, audited under its own name; then hasAccounts says so', async () => {
      expect(await hasAccounts(store.db)).toBe(false);
      const created = await createFirstAdmin(store.db, { username: 'Kurucu', passwordHash: HASH_A });
      expect(created).toMatchObject({ username: 'kurucu', role: 'admin', disabled: false, version: 1 });
      expect(await hasAccounts(store.db)).toBe(true);
      expect(await findAccount(store.db, 'kurucu')).toMatchObject({ role: 'admin', passwordHash: HASH_A });
      expect(await auditRows()).toEqual([
        { actor: 'kurucu', action: 'create', collection: 'accounts', entry_id: created?.id, entry_label: 'kurucu', fields: ['username', 'role', 'password'] },
      ]);
    });

    it('adds nothing once any account exists, a disabled editor included', async () => {
      const editor = await createAccount(store.db, { username: 'editor', passwordHash: HASH_A, role: 'editor' }, 'boss');
      await updateAccount(store.db, editor.id, { version: editor.version, disabled: true }, 'boss');
      expect(await createFirstAdmin(store.db, { username: 'kurucu', passwordHash: HASH_B })).toBeNull();
      expect((await listAccounts(store.db)).map((a) => a.username)).toEqual(['editor']);
    });

    it('of two attempts at once with different names, exactly one succeeds', async () => {
      const results = await Promise.all([
        createFirstAdmin(store.db, { username: 'birinci', passwordHash: HASH_A }),
        createFirstAdmin(store.db, { username: 'ikinci', passwordHash: HASH_B }),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await listAccounts(store.db)).toHaveLength(1);
    });
  });

  describe('findAccount', () => {
    it('finds an account by its username in any case, with the hash; null for a stranger', async () => {
      await createAccount(store.db, { username: 'mehmet', passwordHash: HASH_A, role: 'admin' }, 'boss');
      expect(await findAccount(store.db, 'MeHmEt')).toMatchObject({ username: 'mehmet', role: 'admin', passwordHash: HASH_A });
      expect(await findAccount(store.db, 'nobody')).toBeNull();
    });
  });

  describe('updateAccount', () => {
    it('changes only what differs, bumps the version once and audits the changed field names', async () => {
      const { id } = await createAccount(store.db, { username: 'zeynep', passwordHash: HASH_A, role: 'editor' }, 'boss');
      const { account, changed } = await updateAccount(store.db, id, { version: 1, role: 'admin', disabled: false }, 'boss');
      expect(changed).toEqual(['role']);
      expect(account).toMatchObject({ role: 'admin', disabled: false, version: 2 });
      const second = await updateAccount(store.db, id, { version: 2, disabled: true, passwordHash: HASH_B }, 'root');
      expect(second.changed).toEqual(['disabled', 'password']);
      expect(second.account.version).toBe(3);
      expect((await findAccount(store.db, 'zeynep'))?.passwordHash).toBe(HASH_B);
      const rows = await auditRows();
      expect(rows.slice(1).map((r) => [r.actor, r.action, r.fields])).toEqual([
        ['boss', 'update', ['role']],
        ['root', 'update', ['disabled', 'password']],
      ]);
      expect(JSON.stringify(rows)).not.toContain('argon2');
    });

    it('leaves the row and the log alone when nothing changes', async () => {
      const { id } = await createAccount(store.db, { username: 'ali', passwordHash: HASH_A, role: 'editor' }, 'boss');
      const { account, changed } = await updateAccount(store.db, id, { version: 1, role: 'editor' }, 'boss');
      expect(changed).toEqual([]);
      expect(account.version).toBe(1);
      expect(await auditRows()).toHaveLength(1);
    });

    it('refuses a stale version with a conflict error and an unknown id with not found', async () => {
      const { id } = await createAccount(store.db, { username: 'can', passwordHash: HASH_A, role: 'editor' }, 'boss');
      await updateAccount(store.db, id, { version: 1, disabled: true }, 'boss');
      await expectAccountError(updateAccount(store.db, id, { version: 1, role: 'admin' }, 'other'), 'stale_version');
      await expectAccountError(updateAccount(store.db, id + 1000, { version: 1, role: 'admin' }, 'other'), 'not_found');
      expect((await findAccount(store.db, 'can'))?.role).toBe('editor');
    });
  });

  describe('deleteAccount', () => {
    it('deletes at the current version only, and audits the delete under the username', async () => {
      const { id } = await createAccount(store.db, { username: 'elif', passwordHash: HASH_A, role: 'editor' }, 'boss');
      await updateAccount(store.db, id, { version: 1, role: 'admin' }, 'boss');
      await expectAccountError(deleteAccount(store.db, id, 1, 'boss'), 'stale_version');
      expect((await deleteAccount(store.db, id, 2, 'boss')).username).toBe('elif');
      expect(await findAccount(store.db, 'elif')).toBeNull();
      await expectAccountError(deleteAccount(store.db, id, 2, 'boss'), 'not_found');
      expect((await auditRows()).at(-1)).toEqual({
        actor: 'boss', action: 'delete', collection: 'accounts', entry_id: id, entry_label: 'elif', fields: [],
      });
    });
  });

  describe('session rows', () => {
    const at = (iso: string) => new Date(iso);

    it('answers a row until its expiry, replaces it on save and forgets it on destroy', async () => {
      await saveSessionRow(store.db, 's1', { user: 'a' }, at('2024-08-01T10:30:00Z'));
      expect(await getSessionRow(store.db, 's1', at('2024-08-01T10:29:59Z'))).toEqual({ user: 'a' });
      expect(await getSessionRow(store.db, 's1', at('2024-08-01T10:30:00Z'))).toBeNull();
      await saveSessionRow(store.db, 's1', { user: 'b' }, at('2024-08-01T11:00:00Z'));
      expect(await getSessionRow(store.db, 's1', at('2024-08-01T10:45:00Z'))).toEqual({ user: 'b' });
      await destroySessionRow(store.db, 's1');
      expect(await getSessionRow(store.db, 's1', at('2024-08-01T10:45:00Z'))).toBeNull();
    });

    it('updates a row that exists and never creates one', async () => {
      const later = at('2999-01-01T00:00:00Z');
      expect(await updateSessionRow(store.db, 'gone', { user: 'a' }, later)).toBe(false);
      expect(await getSessionRow(store.db, 'gone')).toBeNull();
      await saveSessionRow(store.db, 'here', { user: 'a' }, later);
      expect(await updateSessionRow(store.db, 'here', { user: 'b' }, later)).toBe(true);
      expect(await getSessionRow(store.db, 'here')).toEqual({ user: 'b' });
    });

    it('applies only a request\'s changes to a row, keeping the keys another request wrote meanwhile', async () => {
      const later = at('2999-01-01T00:00:00Z');
      await saveSessionRow(store.db, 'm1', { user: 'ayse', lastUsedAt: 1, "it's": 'x' }, later);
      // Another request of the session set a challenge after this one read the row; this one touched lastUsedAt and
      // removed a key whose name holds a quote.
      await saveSessionRow(store.db, 'm1', { user: 'ayse', lastUsedAt: 1, "it's": 'x', passkeyChallenge: 'c' }, later);
      const changes = { set: { lastUsedAt: 2 }, removed: ["it's"] };
      expect(await updateSessionRow(store.db, 'm1', { user: 'ayse', lastUsedAt: 2 }, later, changes)).toBe(true);
      expect(await getSessionRow(store.db, 'm1')).toEqual({ user: 'ayse', lastUsedAt: 2, passkeyChallenge: 'c' });
      await saveSessionRow(store.db, 'm1', { lastUsedAt: 3 }, later, { set: { lastUsedAt: 3 }, removed: ['passkeyChallenge'] });
      expect(await getSessionRow(store.db, 'm1')).toEqual({ user: 'ayse', lastUsedAt: 3 });
      // With no row, saving creates it from the whole data; updating creates nothing.
      await saveSessionRow(store.db, 'm2', { user: 'b', lastUsedAt: 4 }, later, { set: { lastUsedAt: 4 }, removed: [] });
      expect(await getSessionRow(store.db, 'm2')).toEqual({ user: 'b', lastUsedAt: 4 });
      expect(await updateSessionRow(store.db, 'm3', { user: 'c' }, later, { set: { user: 'c' }, removed: [] })).toBe(false);
      expect(await getSessionRow(store.db, 'm3')).toBeNull();
    });

    it('ends every session of one user and no other', async () => {
      const later = at('2999-01-01T00:00:00Z');
      await saveSessionRow(store.db, 'x1', { user: 'ayse' }, later);
      await saveSessionRow(store.db, 'x2', { user: 'ayse' }, later);
      await saveSessionRow(store.db, 'y1', { user: 'mehmet' }, later);
      expect(await destroyUserSessions(store.db, 'ayse')).toBe(2);
      expect(await getSessionRow(store.db, 'x1')).toBeNull();
      expect(await getSessionRow(store.db, 'y1')).toEqual({ user: 'mehmet' });
    });

    it("lists one user's live sessions, the most recently used first, and ends one of them or all but one", async () => {
      const later = at('2999-01-01T00:00:00Z');
      await saveSessionRow(store.db, 'phone', { user: 'ayse', lastUsedAt: 2_000, device: 'Chrome · Android · telefon' }, later);
      await saveSessionRow(store.db, 'laptop', { user: 'ayse', lastUsedAt: 3_000 }, later);
      await saveSessionRow(store.db, 'tablet', { user: 'ayse', lastUsedAt: 1_000 }, later);
      await saveSessionRow(store.db, 'expired', { user: 'ayse', lastUsedAt: 4_000 }, at('2024-08-01T10:00:00Z'));
      await saveSessionRow(store.db, 'theirs', { user: 'mehmet', lastUsedAt: 5_000 }, later);
      const listed = await listUserSessions(store.db, 'ayse', at('2024-08-01T10:00:00Z'));
      expect(listed.map((row) => row.id)).toEqual(['laptop', 'phone', 'tablet']);
      expect(listed[0]).toEqual({ id: 'laptop', data: { user: 'ayse', lastUsedAt: 3_000 }, expiresAt: later });
      // Another user's session is not ended by its id.
      expect(await destroyUserSession(store.db, 'ayse', 'theirs', 'ayse')).toBe(false);
      expect(await getSessionRow(store.db, 'theirs')).not.toBeNull();
      expect(await destroyUserSession(store.db, 'ayse', 'tablet', 'ayse')).toBe(true);
      expect(await destroyOtherUserSessions(store.db, 'ayse', 'laptop', 'ayse')).toBe(2);
      expect((await listUserSessions(store.db, 'ayse', at('2024-08-01T09:00:00Z'))).map((row) => row.id)).toEqual(['laptop']);
      expect((await listUserSessions(store.db, 'mehmet')).map((row) => row.id)).toEqual(['theirs']);
      // Each ended session has its audit row, naming whose it was and the device when the login recorded one.
      const ended = (await auditRows()).filter((row) => row.action === 'session_end');
      expect(ended.map((row) => [row.actor, row.collection, row.entry_label]).sort()).toEqual([
        ['ayse', 'sessions', 'ayse'],
        ['ayse', 'sessions', 'ayse'],
        ['ayse', 'sessions', 'ayse · Chrome · Android · telefon'],
      ]);
    });

    it('changes an account\'s own password with its audit row, ends its other sessions and keeps the asking one', async () => {
      const later = at('2999-01-01T00:00:00Z');
      const created = await createAccount(store.db, { username: 'Zeynep', passwordHash: '$argon2id$old', role: 'editor' }, 'boss');
      await saveSessionRow(store.db, 'here', { user: 'zeynep' }, later);
      await saveSessionRow(store.db, 'there', { user: 'zeynep' }, later);
      await saveSessionRow(store.db, 'someone-else', { user: 'mehmet' }, later);
      // Signed in as typed at login in another case, the account is the same one.
      expect(await changeOwnPassword(store.db, 'ZEYNEP', '$argon2id$new', 'here')).toBe(1);
      expect((await findAccount(store.db, 'zeynep'))?.passwordHash).toBe('$argon2id$new');
      expect((await findAccount(store.db, 'zeynep'))?.version).toBe(created.version + 1);
      expect(await getSessionRow(store.db, 'here')).toEqual({ user: 'zeynep' });
      expect(await getSessionRow(store.db, 'there')).toBeNull();
      expect(await getSessionRow(store.db, 'someone-else')).toEqual({ user: 'mehmet' });
      expect((await auditRows()).at(-1)).toEqual({
        actor: 'zeynep', action: 'update', collection: 'accounts', entry_id: created.id, entry_label: 'zeynep', fields: ['password'],
      });
      expect(await changeOwnPassword(store.db, 'nobody', '$argon2id$x', 'here')).toBeNull();
    });

    it('purges expired rows and keeps the others', async () => {
      await saveSessionRow(store.db, 'old', {}, at('2024-08-01T09:00:00Z'));
      await saveSessionRow(store.db, 'edge', {}, at('2024-08-01T10:00:00Z'));
      await saveSessionRow(store.db, 'new', {}, at('2024-08-01T11:00:00Z'));
      expect(await purgeExpiredSessionRows(store.db, at('2024-08-01T10:00:00Z'))).toBe(2);
      expect(await getSessionRow(store.db, 'new', at('2024-08-01T10:00:00Z'))).toEqual({});
    });

    it('keeps the first value of a row that must not be replaced', async () => {
      const forever = at('9999-12-31T00:00:00Z');
      expect(await keepSessionRow(store.db, '__kept__', { value: 'first' }, forever)).toEqual({ value: 'first' });
      expect(await keepSessionRow(store.db, '__kept__', { value: 'second' }, forever)).toEqual({ value: 'first' });
      expect(await purgeExpiredSessionRows(store.db)).toBe(0);
    });
  });
});
