/**
 * The rows behind the admin's passkeys (schema/cms.ts `passkeys`): what a WebAuthn credential needs to be checked
 * again (its public key, counter and transports), kept by username. The admin API does the WebAuthn ceremony with
 * @simplewebauthn/server; here are only the rows, each change with its audit row.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { writeAudit } from './audit.ts';

export interface StoredPasskey {
  id: string;
  username: string;
  name: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

const storedOf = (row: typeof t.passkeys.$inferSelect): StoredPasskey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

export async function listPasskeys(db: Database, username: string): Promise<StoredPasskey[]> {
  const rows = await db.select().from(t.passkeys).where(eq(t.passkeys.username, username)).orderBy(asc(t.passkeys.createdAt), asc(t.passkeys.id));
  return rows.map(storedOf);
}

export async function findPasskey(db: Database, id: string): Promise<StoredPasskey | null> {
  const [row] = await db.select().from(t.passkeys).where(eq(t.passkeys.id, id));
  return row ? storedOf(row) : null;
}

export async function addPasskey(
  db: Database,
  passkey: { id: string; username: string; name: string; publicKey: Uint8Array; counter: number; transports: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(t.passkeys).values({ ...passkey, publicKey: Buffer.from(passkey.publicKey) });
    await writeAudit(tx, { actor: passkey.username, action: 'passkey_add', collection: 'accounts', entryId: null, entryLabel: `${passkey.username} · ${passkey.name}`, fields: [] });
  });
}

/**
 * Records a sign-in with the passkey: its new counter, when the authenticator keeps one that only grows (a counter of
 * 0 is one that does not count), and the time. Answers false when the stored counter is already past it: a copy.
 */
export async function usePasskey(db: Database, id: string, counter: number): Promise<boolean> {
  const rows = await db
    .update(t.passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(t.passkeys.id, id), sql`(${t.passkeys.counter} = 0 AND ${counter} = 0) OR ${t.passkeys.counter} < ${counter}`))
    .returning({ id: t.passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Database, username: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(t.passkeys)
      .where(and(eq(t.passkeys.id, id), eq(t.passkeys.username, username)))
      .returning({ name: t.passkeys.name });
    for (const row of rows) {
      await writeAudit(tx, { actor: username, action: 'passkey_delete', collection: 'accounts', entryId: null, entryLabel: `${username} · ${row.name}`, fields: [] });
    }
    return rows.length > 0;
  });
}
