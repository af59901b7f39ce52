/**
 * The CMS's accounts and the rows behind the admin's sessions. Usernames are stored lower-case, so a lookup in any
 * case finds the one account and the unique index refuses "Editor" beside "editor". Every account change writes its
 * audit row in the same transaction as the change; a password appears there only as the field name 'password'.
 */
import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { writeAudit } from './audit.ts';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';

/** The admin API keeps the signed-in username under the `user` key of a session's data. */
const signedInAs = (username: string) => sql`${t.adminSessions.data} ->> 'user' = ${username}`;

export type AccountRole = (typeof t.accountRole.enumValues)[number];

/** An account as lists show it: never its password hash. Times are ISO strings. */
export interface Account {
  id: number;
  username: string;
  role: AccountRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a login check needs; the hash never leaves the server. */
export interface AccountCredentials extends Account {
  passwordHash: string;
}

export type AccountErrorCode = 'duplicate_username' | 'stale_version' | 'not_found';

const errorTexts: Record<AccountErrorCode, string> = {
  duplicate_username: 'an account with this username exists',
  stale_version: 'the account changed since the given version',
  not_found: 'no such account',
};

/** A refused account change; callers answer by `code` (the admin API in Turkish). */
export class AccountError extends Error {
  constructor(readonly code: AccountErrorCode) {
    super(errorTexts[code]);
    this.name = 'AccountError';
  }
}

/** The stored form of a username. */
export function normalizeUsername(username: string): string {
  return username.toLowerCase();
}

const summaryColumns = {
  id: t.accounts.id,
  username: t.accounts.username,
  role: t.accounts.role,
  disabled: t.accounts.disabled,
  createdAt: t.accounts.createdAt,
  updatedAt: t.accounts.updatedAt,
  version: t.accounts.version,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toAccount(row: SummaryRow): Account {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The change's row in the CMS's audit log, under the username (which outlives a delete). */
function audit(db: Database, actor: string, action: 'create' | 'update' | 'delete', account: SummaryRow, fields: string[]) {
  return writeAudit(db, { actor, action, collection: 'accounts', entryId: account.id, entryLabel: account.username, fields });
}

export async function listAccounts(db: Database): Promise<Account[]> {
  const rows = await db.select(summaryColumns).from(t.accounts).orderBy(asc(t.accounts.username));
  return rows.map(toAccount);
}

/** The account of a username typed in any case, with its hash, or null. */
export async function findAccount(db: Database, username: string): Promise<AccountCredentials | null> {
  const [row] = await db
    .select({ ...summaryColumns, passwordHash: t.accounts.passwordHash })
    .from(t.accounts)
    .where(eq(t.accounts.username, normalizeUsername(username)));
  return row ? { ...toAccount(row), passwordHash: row.passwordHash } : null;
}

export interface NewAccount {
  username: string;
  /** Argon2id PHC string, made by the caller: this module never sees a password. */
  passwordHash: string;
  role: AccountRole;
}

/** Adds an account; a username taken in any case throws AccountError 'duplicate_username'. */
export async function createAccount(db: Database, account: NewAccount, actor: string): Promise<Account> {
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than catching the unique violation: the drivers word that error differently.
    const [row] = await tx
      .insert(t.accounts)
      .values({ ...account, username: normalizeUsername(account.username) })
      .onConflictDoNothing({ target: t.accounts.username })
      .returning(summaryColumns);
    if (!row) throw new AccountError('duplicate_username');
    await audit(tx, actor, 'create', row, ['username', 'role', 'password']);
    return toAccount(row);
  });
}

/** Whether the database holds any account, enabled or not. */
export async function hasAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: t.accounts.id }).from(t.accounts).limit(1);
  return row !== undefined;
}

/**
 * Adds the first account, an admin, only while the table is empty; answers it, or null when an account exists. The
 * table is locked against other writers first (SHARE ROW EXCLUSIVE conflicts with itself and with every insert), so
 * of two processes or requests doing this at once exactly one succeeds, whatever the usernames. The audit row names
 * the new account as its own actor: nobody else was signed in.
 */
export async function createFirstAdmin(db: Database, account: Omit<NewAccount, 'role'>): Promise<Account | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${t.accounts} IN SHARE ROW EXCLUSIVE MODE`);
    if (await hasAccounts(tx)) return null;
    const username = normalizeUsername(account.username);
    const [row] = await tx
      .insert(t.accounts)
      .values({ ...account, username, role: 'admin' })
      .returning(summaryColumns);
    if (!row) throw new Error('the first account was not inserted');
    await audit(tx, username, 'create', row, ['username', 'role', 'password']);
    return toAccount(row);
  });
}

export interface AccountChange {
  /** The version the editor saw; any other current version throws AccountError 'stale_version'. */
  version: number;
  role?: AccountRole;
  disabled?: boolean;
  passwordHash?: string;
}

/** The current row, locked until the transaction ends, after the caller's version was checked against it. */
async function lockedAtVersion(db: Database, id: number, version: number): Promise<SummaryRow> {
  const [current] = await db.select(summaryColumns).from(t.accounts).where(eq(t.accounts.id, id)).for('update');
  if (!current) throw new AccountError('not_found');
  if (current.version !== version) throw new AccountError('stale_version');
  return current;
}

/**
 * Applies the fields that really change and answers their names ('role', 'disabled', 'password'), so the caller
 * knows whether sessions must end. Nothing to change leaves the row, its version and the audit log alone.
 */
export async function updateAccount(
  db: Database,
  id: number,
  change: AccountChange,
  actor: string,
): Promise<{ account: Account; changed: string[] }> {
  return db.transaction(async (tx) => {
    const current = await lockedAtVersion(tx, id, change.version);
    const values: Partial<typeof t.accounts.$inferInsert> = {};
    const changed: string[] = [];
    if (change.role !== undefined && change.role !== current.role) {
      values.role = change.role;
      changed.push('role');
    }
    if (change.disabled !== undefined && change.disabled !== current.disabled) {
      values.disabled = change.disabled;
      changed.push('disabled');
    }
    if (change.passwordHash !== undefined) {
      values.passwordHash = change.passwordHash;
      changed.push('password');
    }
    if (changed.length === 0) return { account: toAccount(current), changed };
    const [row] = await tx
      .update(t.accounts)
      .set({ ...values, version: sql`${t.accounts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.accounts.id, id))
      .returning(summaryColumns);
    if (!row) throw new AccountError('not_found');
    await audit(tx, actor, 'update', row, changed);
    return { account: toAccount(row), changed };
  });
}

/**
 * An account changes its own password: the new hash and version, the audit row ('password', never a value), and every
 * other session of the account ended, in one transaction; the asking session (`keepSessionId`) goes on, as whoever
 * changed the password is the one using it. Answers how many sessions ended, or null when the account is gone.
 */
export async function changeOwnPassword(db: Database, username: string, passwordHash: string, keepSessionId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.accounts)
      .set({ passwordHash, version: sql`${t.accounts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.accounts.username, normalizeUsername(username)))
      .returning(summaryColumns);
    if (!row) return null;
    await audit(tx, row.username, 'update', row, ['password']);
    const ended = await tx
      .delete(t.adminSessions)
      .where(and(signedInAs(row.username), ne(t.adminSessions.id, keepSessionId)))
      .returning({ id: t.adminSessions.id });
    return ended.length;
  });
}

/** Removes an account at the given version and answers what it was. */
export async function deleteAccount(db: Database, id: number, version: number, actor: string): Promise<Account> {
  return db.transaction(async (tx) => {
    const current = await lockedAtVersion(tx, id, version);
    await tx.delete(t.accounts).where(eq(t.accounts.id, id));
    // A new account may take the name later: it must not find this one's second factor.
    await tx.delete(t.twoFactor).where(eq(t.twoFactor.username, current.username));
    await tx.delete(t.backupCodes).where(eq(t.backupCodes.username, current.username));
    await tx.delete(t.passkeys).where(eq(t.passkeys.username, current.username));
    await audit(tx, actor, 'delete', current, []);
    return toAccount(current);
  });
}

// ---- session rows: @fastify/session's data as JSON, one row per session id --------------------------------------

export type SessionData = Record<string, unknown>;


/** A session's data while it has not expired at `now`, or null. */
export async function getSessionRow(db: Database, id: string, now = new Date()): Promise<SessionData | null> {
  const [row] = await db
    .select({ data: t.adminSessions.data })
    .from(t.adminSessions)
    .where(and(eq(t.adminSessions.id, id), gt(t.adminSessions.expiresAt, now)));
  return row?.data ?? null;
}

/**
 * What one request changed in a session: the keys it set (with their new values) and the keys it removed. Saved as
 * such, two requests of one session that overlap keep each other's changes (mfe-admin/server/session-store.ts).
 */
export interface SessionChanges {
  set: SessionData;
  removed: readonly string[];
}

/** The row's data with `changes` applied in the database, so that keys another request wrote meanwhile stay. */
function mergedData(changes: SessionChanges) {
  const removals = changes.removed.map((key) => sql` - ${key}::text`);
  return sql`(${t.adminSessions.data} || ${JSON.stringify(changes.set)}::jsonb)${sql.join(removals)}`;
}

/**
 * Writes a session's data and expiry, creating its row if needed. An existing row is replaced by `data`, or, given
 * `changes`, has only those applied.
 */
export async function saveSessionRow(db: Database, id: string, data: SessionData, expiresAt: Date, changes?: SessionChanges): Promise<void> {
  await db
    .insert(t.adminSessions)
    .values({ id, data, expiresAt })
    .onConflictDoUpdate({ target: t.adminSessions.id, set: { data: changes ? mergedData(changes) : data, expiresAt } });
}

/**
 * Writes a session's data and expiry only if its row still exists (replaced by `data`, or with only `changes`
 * applied); answers whether it did.
 */
export async function updateSessionRow(db: Database, id: string, data: SessionData, expiresAt: Date, changes?: SessionChanges): Promise<boolean> {
  const rows = await db
    .update(t.adminSessions)
    .set({ data: changes ? mergedData(changes) : data, expiresAt })
    .where(eq(t.adminSessions.id, id))
    .returning({ id: t.adminSessions.id });
  return rows.length > 0;
}

/**
 * Inserts a row unless its id exists, and answers the data the row holds: when several processes start at once,
 * every one of them gets the value of the first.
 */
export async function keepSessionRow(db: Database, id: string, data: SessionData, expiresAt: Date): Promise<SessionData> {
  await db.insert(t.adminSessions).values({ id, data, expiresAt }).onConflictDoNothing({ target: t.adminSessions.id });
  const [row] = await db.select({ data: t.adminSessions.data }).from(t.adminSessions).where(eq(t.adminSessions.id, id));
  return row?.data ?? data;
}

export async function destroySessionRow(db: Database, id: string): Promise<void> {
  await db.delete(t.adminSessions).where(eq(t.adminSessions.id, id));
}

/**
 * Ends every session signed in as `username`: the admin API keeps the signed-in username under the `user` key of a
 * session's data. Answers how many ended.
 */
export async function destroyUserSessions(db: Database, username: string): Promise<number> {
  const rows = await db
    .delete(t.adminSessions)
    .where(signedInAs(username))
    .returning({ id: t.adminSessions.id });
  return rows.length;
}

/** A session row as the account's own list reads it. */
export interface SessionRow {
  id: string;
  data: SessionData;
  expiresAt: Date;
}

/** The sessions signed in as `username` that have not expired at `now`, the most recently used first. */
export async function listUserSessions(db: Database, username: string, now = new Date()): Promise<SessionRow[]> {
  return db
    .select({ id: t.adminSessions.id, data: t.adminSessions.data, expiresAt: t.adminSessions.expiresAt })
    .from(t.adminSessions)
    .where(and(signedInAs(username), gt(t.adminSessions.expiresAt, now)))
    .orderBy(sql`(${t.adminSessions.data} ->> 'lastUsedAt')::bigint DESC NULLS LAST`, t.adminSessions.id);
}

/** What the audit log says of an ended session: whose it was and the device it was opened on. */
function endedSessionLabel(username: string, data: SessionData): string {
  return typeof data.device === 'string' && data.device !== '' ? `${username} · ${data.device}` : username;
}

/**
 * Ends one session if it is signed in as `username` (nobody ends another's by its id), with its audit row by `actor`
 * in the same transaction. Answers whether it ended.
 */
export async function destroyUserSession(db: Database, username: string, id: string, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(t.adminSessions)
      .where(and(eq(t.adminSessions.id, id), signedInAs(username)))
      .returning({ data: t.adminSessions.data });
    for (const row of rows) {
      await writeAudit(tx, { actor, action: 'session_end', collection: 'sessions', entryId: null, entryLabel: endedSessionLabel(username, row.data), fields: [] });
    }
    return rows.length > 0;
  });
}

/**
 * Ends every session signed in as `username` except `keepId` (the one asking), each with its audit row by `actor`.
 * Answers how many ended.
 */
export async function destroyOtherUserSessions(db: Database, username: string, keepId: string, actor: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(t.adminSessions)
      .where(and(signedInAs(username), ne(t.adminSessions.id, keepId)))
      .returning({ data: t.adminSessions.data });
    for (const row of rows) {
      await writeAudit(tx, { actor, action: 'session_end', collection: 'sessions', entryId: null, entryLabel: endedSessionLabel(username, row.data), fields: [] });
    }
    return rows.length;
  });
}

/** Deletes the rows expired at `now` (a row meant to stay gets a far-future expiry). Answers how many. */
export async function purgeExpiredSessionRows(db: Database, now = new Date()): Promise<number> {
  const rows = await db.delete(t.adminSessions).where(lte(t.adminSessions.expiresAt, now)).returning({ id: t.adminSessions.id });
  return rows.length;
}
