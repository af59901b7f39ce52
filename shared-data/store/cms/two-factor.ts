/**
 * The rows behind the admin's second factor (schema/cms.ts `two_factor`, `backup_codes`, `two_factor_policy`). The
 * admin API does the cryptography (mfe-admin/server/two-factor.ts); here a secret is only ever the sealed text, and a
 * backup code only its hash. Claiming a time step and spending a backup code are single conditional updates, so two
 * server processes given the same code at the same moment accept it once.
 */
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { destroyUserSessions, type AccountRole } from './accounts.ts';
import { writeAudit } from './audit.ts';

export interface StoredTwoFactor {
  /** The secret as sealed with TWO_FACTOR_KEY. */
  secret: string;
  lastStep: number | null;
  enabledAt: string;
  /** Backup codes not used yet. */
  backupCodesLeft: number;
}

export async function getTwoFactor(db: Database, username: string): Promise<StoredTwoFactor | null> {
  const [row] = await db.select().from(t.twoFactor).where(eq(t.twoFactor.username, username));
  if (!row) return null;
  const [left] = await db
    .select({ n: count() })
    .from(t.backupCodes)
    .where(and(eq(t.backupCodes.username, username), isNull(t.backupCodes.usedAt)));
  return { secret: row.secret, lastStep: row.lastStep, enabledAt: row.enabledAt.toISOString(), backupCodesLeft: left?.n ?? 0 };
}

/**
 * Turns the second factor on (or anew) with its first accepted step and its backup codes' hashes, replacing any
 * earlier secret and codes, with its audit row, in one transaction.
 */
export async function enableTwoFactor(db: Database, username: string, sealedSecret: string, step: number, codeHashes: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.twoFactor)
      .values({ username, secret: sealedSecret, lastStep: step })
      .onConflictDoUpdate({ target: t.twoFactor.username, set: { secret: sealedSecret, lastStep: step, enabledAt: sql`now()` } });
    await tx.delete(t.backupCodes).where(eq(t.backupCodes.username, username));
    if (codeHashes.length > 0) await tx.insert(t.backupCodes).values(codeHashes.map((codeHash) => ({ username, codeHash })));
    await writeAudit(tx, { actor: username, action: 'two_factor_enable', collection: 'accounts', entryId: null, entryLabel: username, fields: [] });
  });
}

/** Records `step` as used if no code of it or a later step was accepted before; answers whether it was claimed. */
export async function claimTotpStep(db: Database, username: string, step: number): Promise<boolean> {
  const rows = await db
    .update(t.twoFactor)
    .set({ lastStep: step })
    .where(and(eq(t.twoFactor.username, username), or(isNull(t.twoFactor.lastStep), lt(t.twoFactor.lastStep, step))))
    .returning({ username: t.twoFactor.username });
  return rows.length > 0;
}

/** Spends an unused backup code by its hash; answers whether it was one. */
export async function spendBackupCode(db: Database, username: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(t.backupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.backupCodes.username, username), eq(t.backupCodes.codeHash, codeHash), isNull(t.backupCodes.usedAt)))
    .returning({ username: t.backupCodes.username });
  return rows.length > 0;
}

/**
 * Removes an account's second factor and ends every session of the account (its owner signs in again with the
 * password alone, or enrols anew where the role requires it), with its audit row by `actor`. Answers whether there
 * was one.
 */
export async function resetTwoFactor(db: Database, username: string, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(t.twoFactor).where(eq(t.twoFactor.username, username)).returning({ username: t.twoFactor.username });
    await tx.delete(t.backupCodes).where(eq(t.backupCodes.username, username));
    if (removed.length === 0) return false;
    await destroyUserSessions(tx, username);
    await writeAudit(tx, { actor, action: 'two_factor_reset', collection: 'accounts', entryId: null, entryLabel: username, fields: [] });
    return true;
  });
}

/** The names of the accounts with a second factor. */
export async function twoFactorUsernames(db: Database): Promise<string[]> {
  return (await db.select({ username: t.twoFactor.username }).from(t.twoFactor)).map((row) => row.username);
}

/** Which roles must use a second factor. */
export async function getTwoFactorPolicy(db: Database): Promise<Record<AccountRole, boolean>> {
  const rows = await db.select().from(t.twoFactorPolicy);
  const policy: Record<AccountRole, boolean> = { admin: false, editor: false };
  for (const row of rows) policy[row.role] = row.required;
  return policy;
}

/** Sets whether `role` must use a second factor, with its audit row by `actor`. */
export async function setTwoFactorPolicy(db: Database, role: AccountRole, required: boolean, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(t.twoFactorPolicy).values({ role, required }).onConflictDoUpdate({ target: t.twoFactorPolicy.role, set: { required } });
    await writeAudit(tx, { actor, action: 'update', collection: 'twoFactorPolicy', entryId: null, entryLabel: role, fields: ['required'] });
  });
}
