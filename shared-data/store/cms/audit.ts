/**
 * The audit log of the CMS: every content write adds its row inside the write's own transaction, so a change and
 * its record are committed or rolled back together; sign-ins, failed sign-ins, sign-outs and ended sessions add theirs.
 * Each row also records the actor's role, the request and its address: the admin API runs each request inside an
 * audit context (`runWithAuditContext`), which every row written during it reads, so that no write needs to be handed
 * the request. A row names fields, never their values: no password, hash, secret or token is ever in it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { AuditEntry, AuditPage } from './types.ts';
import * as t from '../schema.ts';

const AUDIT_PAGE_SIZE = 25;

/** What an audit row records of the request that wrote it. */
export interface AuditContext {
  actorRole?: string | null;
  requestId?: string;
  address?: string;
}

const requestContext = new AsyncLocalStorage<AuditContext>();

/** Runs `fn` (and everything it awaits) with what the audit rows written meanwhile record of the request. */
export function runWithAuditContext<T>(context: AuditContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'duplicate'
  | 'delete'
  | 'reorder'
  | 'session_end'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'two_factor_enable'
  | 'two_factor_reset'
  | 'passkey_add'
  | 'passkey_delete';

interface AuditRecord {
  actor: string;
  action: AuditAction;
  collection: string;
  entryId: number | null;
  entryLabel: string;
  fields: string[];
  /** Given when the context does not know it yet (a sign-in: the role is the outcome of the request). */
  actorRole?: string | null;
}

export async function writeAudit(db: Database, record: AuditRecord): Promise<void> {
  const context = requestContext.getStore();
  await db.insert(t.auditLog).values({
    ...record,
    actorRole: record.actorRole !== undefined ? record.actorRole : (context?.actorRole ?? null),
    requestId: context?.requestId ?? null,
    address: context?.address ?? null,
  });
}

/**
 * A sign-in, a failed sign-in or a sign-out, recorded under 'sessions'. `actor` is the account's name; for a failed
 * sign-in whose name is no account, the caller writes a placeholder rather than what was typed, which may be a
 * password typed into the wrong field.
 */
export async function recordSignIn(
  db: Database,
  event: { actor: string; actorRole: string | null; action: 'login' | 'login_failed' | 'logout'; factors?: string[] },
): Promise<void> {
  await writeAudit(db, {
    actor: event.actor,
    actorRole: event.actorRole,
    action: event.action,
    collection: 'sessions',
    entryId: null,
    entryLabel: '',
    // Which factors the sign-in used or failed at ('password', 'totp', 'backup_code', 'second_factor'): names only.
    fields: event.factors ?? [],
  });
}

export interface AuditFilter {
  collection?: string;
  actor?: string;
  action?: string;
  /** From this instant on (inclusive). */
  from?: Date;
  /** Before this instant (exclusive). */
  to?: Date;
}

export interface AuditQuery extends AuditFilter {
  page: number;
}

function whereOf(query: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.collection) conditions.push(eq(t.auditLog.collection, query.collection));
  if (query.actor) conditions.push(eq(t.auditLog.actor, query.actor));
  if (query.action) conditions.push(eq(t.auditLog.action, query.action));
  if (query.from) conditions.push(gte(t.auditLog.at, query.from));
  if (query.to) conditions.push(lt(t.auditLog.at, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const entryOf = (row: typeof t.auditLog.$inferSelect): AuditEntry => ({ ...row, at: row.at.toISOString() });

/** The most rows one export holds: years of an operator's changes, and a bound on what one request can ask for. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** Every row the filter matches, oldest first, up to AUDIT_EXPORT_MAX_ROWS; `truncated` says whether more matched. */
export async function exportAudit(db: Database, filter: AuditFilter): Promise<{ items: AuditEntry[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(t.auditLog)
    .where(whereOf(filter))
    .orderBy(asc(t.auditLog.at), asc(t.auditLog.id))
    .limit(AUDIT_EXPORT_MAX_ROWS + 1);
  return { items: rows.slice(0, AUDIT_EXPORT_MAX_ROWS).map(entryOf), truncated: rows.length > AUDIT_EXPORT_MAX_ROWS };
}

/** One page of the log, newest first, filtered; a page past the end is the last. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const where = whereOf(query);
  const [totalRow] = await db.select({ total: count() }).from(t.auditLog).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const rows = await db
    .select()
    .from(t.auditLog)
    .where(where)
    .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const items: AuditEntry[] = rows.map(entryOf);
  return { items, page, pageCount, total };
}
