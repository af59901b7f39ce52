import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, deleteAccount, getSessionRow, saveSessionRow } from './accounts.ts';
import { claimTotpStep, enableTwoFactor, getTwoFactor, getTwoFactorPolicy, resetTwoFactor, setTwoFactorPolicy, spendBackupCode } from './two-factor.ts';
import { queryRows, type Store } from '../database.ts';
import { testDrivers } from '../testing/test-stores.ts';

describe.each(testDrivers())('second factor rows on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  beforeEach(async () => {
    for (const table of ['two_factor', 'backup_codes', 'two_factor_policy', 'accounts', 'audit_log', 'admin_sessions']) {
      await store.db.execute(sql.raw(`DELETE FROM ${table}`));
    }
  });

  it('keeps the sealed secret and the first step, counts the codes left, and claims each later step once', async () => {
    await enableTwoFactor(store.db, 'elif', 'v1.sealed', 1000, ['a'.repeat(64), 'b'.repeat(64)]);
    expect(await getTwoFactor(store.db, 'elif')).toMatchObject({ secret: 'v1.sealed', lastStep: 1000, backupCodesLeft: 2 });
    expect(await claimTotpStep(store.db, 'elif', 1000)).toBe(false);
    expect(await claimTotpStep(store.db, 'elif', 999)).toBe(false);
    // Two processes given the same code at once: one claim wins.
    expect(await Promise.all([claimTotpStep(store.db, 'elif', 1001), claimTotpStep(store.db, 'elif', 1001)])).toEqual(expect.arrayContaining([true, false]));
    expect((await getTwoFactor(store.db, 'elif'))?.lastStep).toBe(1001);
    expect(await claimTotpStep(store.db, 'nobody', 5)).toBe(false);
  });

  it('spends a backup code once, and enrolling again replaces the secret and every code', async () => {
    await enableTwoFactor(store.db, 'elif', 'v1.first', 1, ['a'.repeat(64), 'b'.repeat(64)]);
    expect(await spendBackupCode(store.db, 'elif', 'a'.repeat(64))).toBe(true);
    expect(await spendBackupCode(store.db, 'elif', 'a'.repeat(64))).toBe(false);
    expect(await spendBackupCode(store.db, 'mehmet', 'b'.repeat(64))).toBe(false);
    expect((await getTwoFactor(store.db, 'elif'))?.backupCodesLeft).toBe(1);
    await enableTwoFactor(store.db, 'elif', 'v1.second', 7, ['c'.repeat(64)]);
    expect(await getTwoFactor(store.db, 'elif')).toMatchObject({ secret: 'v1.second', lastStep: 7, backupCodesLeft: 1 });
    expect(await spendBackupCode(store.db, 'elif', 'b'.repeat(64))).toBe(false);
    const audit = await queryRows<{ action: string; entry_label: string }>(store.db, sql`SELECT action, entry_label FROM audit_log ORDER BY id`);
    expect(audit).toEqual([
      { action: 'two_factor_enable', entry_label: 'elif' },
      { action: 'two_factor_enable', entry_label: 'elif' },
    ]);
  });

  it("resets an account's second factor, ending its sessions, audited; an account deleted takes its second factor with it", async () => {
    const later = new Date('2999-01-01T00:00:00Z');
    await enableTwoFactor(store.db, 'elif', 'v1.sealed', 1, ['a'.repeat(64)]);
    await saveSessionRow(store.db, 's1', { user: 'elif' }, later);
    await saveSessionRow(store.db, 's2', { user: 'boss' }, later);
    expect(await resetTwoFactor(store.db, 'elif', 'boss')).toBe(true);
    expect(await getTwoFactor(store.db, 'elif')).toBeNull();
    expect(await getSessionRow(store.db, 's1')).toBeNull();
    expect(await getSessionRow(store.db, 's2')).toEqual({ user: 'boss' });
    expect(await resetTwoFactor(store.db, 'elif', 'boss')).toBe(false);
    const [row] = await queryRows<{ actor: string; action: string }>(store.db, sql`SELECT actor, action FROM audit_log WHERE action = 'two_factor_reset'`);
    expect(row).toEqual({ actor: 'boss', action: 'two_factor_reset' });

    const account = await createAccount(store.db, { username: 'zeynep', passwordHash: '$argon2id$x', role: 'editor' }, 'boss');
    await enableTwoFactor(store.db, 'zeynep', 'v1.sealed', 1, ['a'.repeat(64)]);
    await deleteAccount(store.db, account.id, account.version, 'boss');
    expect(await getTwoFactor(store.db, 'zeynep')).toBeNull();
    expect(await queryRows(store.db, sql`SELECT * FROM backup_codes WHERE username = 'zeynep'`)).toEqual([]);
  });

  it('keeps which roles must use a second factor', async () => {
    expect(await getTwoFactorPolicy(store.db)).toEqual({ admin: false, editor: false });
    await setTwoFactorPolicy(store.db, 'editor', true, 'boss');
    expect(await getTwoFactorPolicy(store.db)).toEqual({ admin: false, editor: true });
    await setTwoFactorPolicy(store.db, 'editor', false, 'boss');
    expect(await getTwoFactorPolicy(store.db)).toEqual({ admin: false, editor: false });
  });
});
