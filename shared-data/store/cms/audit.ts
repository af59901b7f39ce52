/**
 * The audit log of the CMS: every content write adds its row inside the write's own transaction, so a change and
 * its record are committed or rolled back together.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { AuditEntry, AuditPage } from './types.ts';
import * as t from '../schema.ts';

const AUDIT_PAGE_SIZE = 25;

interface AuditRecord {
  actor: string;
  action: 'create' | 'update' | 'duplicate' | 'delete' | 'reorder' | 'session_end';
  collection: string;
  entryId: number | null;
  entryLabel: string;
  fields: string[];
}

export async function writeAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(t.auditLog).values(record);
}

export interface AuditQuery {
  page: number;
  collection?: string;
  actor?: string;
}

/** One page of the log, newest first, optionally of one collection and one operator; a page past the end is the last. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.collection) conditions.push(eq(t.auditLog.collection, query.collection));
  if (query.actor) conditions.push(eq(t.auditLog.actor, query.actor));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
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
  const items: AuditEntry[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, page, pageCount, total };
}
