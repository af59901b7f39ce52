/**
 * The CMS's reads and writes of content entries, for the admin API. Every write parses the form's values
 * with the collection's shared schema again, checks them against the rest of the content, and writes the entry and
 * its audit row in one transaction. A save names the version it edited and updates only that version
 * (`WHERE id = $1 AND version = $2`), so of two saves made from the same version exactly one succeeds.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { parseCmsValues, type CmsCollection } from 'shared-data/cms';
import type { Database } from '../database.ts';
import { refreshAfterWrite } from '../casino-values.ts';
import { writeAudit } from './audit.ts';
import { storedOfferValue } from './casino-figures.ts';
import { writeErrors } from './checks.ts';
import { cmsTables, collectionSpecs, differingFields, orderColumn, providerSlugColumn, rowFormValues, summaryOf } from './collections.ts';
import {
  bodyWarnings,
  conflictWith,
  constraintRefusal,
  documentOf,
  filledFields,
  placeAtEnd,
  readRow,
  writeColumns,
  type LoadedRow,
} from './rows.ts';
import type { CmsRefusal, CmsWriteResult, EntryDocument, EntrySummary } from './types.ts';

/** Every entry of a collection, drafts included: hand-ordered ones by their place, the others by id. */
export async function listEntries(db: Database, collection: CmsCollection): Promise<EntrySummary[]> {
  const table = cmsTables[collection];
  const spec = collectionSpecs[collection];
  const order = orderColumn(collection);
  const position: SQL<number | null> = order ? sql`${order}` : sql`NULL::int`;
  const rows = await db
    .select({
      id: table.id,
      slug: table.slug,
      title: spec.title,
      detail: spec.detail,
      status: table.status,
      publishAt: table.publishAt,
      updatedAt: table.updatedAt,
      version: table.version,
      position,
      providerSlug: providerSlugColumn(collection),
    })
    .from(table)
    .orderBy(...(order ? [asc(order)] : []), asc(table.id));
  return rows.map((row) => summaryOf(collection, row));
}

export async function getEntry(db: Database, collection: CmsCollection, id: number): Promise<EntryDocument | null> {
  const row = await readRow(db, collection, id);
  return row ? withFigures(db, collection, documentOf(collection, row)) : null;
}

/** A casino's document with the stored figures of its offer, which its form shows beside the terms; others as they are. */
async function withFigures(db: Database, collection: CmsCollection, doc: EntryDocument): Promise<EntryDocument> {
  if (collection !== 'casinos') return doc;
  const offerValue = await storedOfferValue(db, doc.id);
  return offerValue ? { ...doc, offerValue } : doc;
}

/** What a write's transaction answers: the entry as written, or why it was not. */
export type WriteStep = { ok: true; row: LoadedRow } | CmsRefusal;

/**
 * Runs a write's transaction and answers as the API does: a constraint violation that raced past the checks becomes a
 * field message, and a written entry comes with the warnings about its body's links (checked after the commit).
 */
export async function runWrite(db: Database, collection: CmsCollection, write: () => Promise<WriteStep>): Promise<CmsWriteResult> {
  let step: WriteStep;
  try {
    step = await write();
  } catch (error) {
    const refusal = constraintRefusal(collection, error);
    if (refusal) return refusal;
    throw error;
  }
  if (!step.ok) return step.reason === 'conflict' ? { ...step, current: await withFigures(db, collection, step.current) } : step;
  const entry = await withFigures(db, collection, documentOf(collection, step.row));
  return { ok: true, entry, warnings: await bodyWarnings(db, collection, step.row.bodyMd) };
}

/** Adds an entry. A published one without a time is public at once; hand-ordered ones go to the end. */
export async function createEntry(db: Database, collection: CmsCollection, input: unknown, actor: string): Promise<CmsWriteResult> {
  const parsed = parseCmsValues(collection, input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const values = parsed.values as Record<string, unknown>;
  const table = cmsTables[collection];
  return runWrite(db, collection, () =>
    db.transaction(async (tx): Promise<WriteStep> => {
      const fieldErrors = await writeErrors(tx, collection, values, null);
      if (fieldErrors) return { ok: false, reason: 'invalid', fieldErrors };
      const publishAt = typeof values.publishAt === 'string' ? { publishAt: new Date(values.publishAt) } : {};
      const columns = { ...(await writeColumns(tx, collection, values)), ...placeAtEnd(collection), ...publishAt };
      // The values passed the collection's schema, whose fields are this table's columns.
      const [inserted] = await tx.insert(table).values(columns as never).returning({ id: table.id });
      const row = inserted && (await readRow(tx, collection, inserted.id));
      if (!row) throw new Error(`cms: the new ${collection} entry could not be read back`);
      await refreshAfterWrite(tx, collection, row.id);
      await writeAudit(tx, { actor, action: 'create', collection, entryId: row.id, entryLabel: row.entryTitle, fields: filledFields(collection, row) });
      return { ok: true, row };
    }),
  );
}

/**
 * The publish time a save writes when the form leaves it empty: a draft keeps its time; a published entry keeps the
 * time it went public, or gets now() when it goes public with this save (from a draft, or from a time still ahead).
 */
function publishAtOnSave(collection: CmsCollection, values: Record<string, unknown>): Record<string, unknown> {
  if (typeof values.publishAt === 'string') return { publishAt: new Date(values.publishAt) };
  if (values.status === 'draft') return {};
  const table = cmsTables[collection];
  return { publishAt: sql`CASE WHEN ${table.status} <> 'draft' AND ${table.publishAt} <= now() THEN ${table.publishAt} ELSE now() END` };
}

/** Saves the form of an entry edited at `version`; a stale version is a conflict, with the fields that differ. */
export async function saveEntry(
  db: Database,
  collection: CmsCollection,
  id: number,
  version: number,
  input: unknown,
  actor: string,
): Promise<CmsWriteResult> {
  const parsed = parseCmsValues(collection, input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const values = parsed.values as Record<string, unknown>;
  const table = cmsTables[collection];
  return runWrite(db, collection, () =>
    db.transaction(async (tx): Promise<WriteStep> => {
      const before = await readRow(tx, collection, id);
      if (!before) return { ok: false, reason: 'not_found' };
      if (before.version !== version) return conflictWith(collection, before, values);
      const fieldErrors = await writeErrors(tx, collection, values, before);
      if (fieldErrors) return { ok: false, reason: 'invalid', fieldErrors };
      const columns = {
        ...(await writeColumns(tx, collection, values)),
        ...publishAtOnSave(collection, values),
        version: version + 1,
        updatedAt: sql`now()`,
      };
      const [updated] = await tx
        .update(table)
        .set(columns as never)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      const after = await readRow(tx, collection, id);
      if (!after) return { ok: false, reason: 'not_found' };
      // Another save of the same version committed between the read above and this update.
      if (!updated) return conflictWith(collection, after, values);
      await refreshAfterWrite(tx, collection, id);
      const fields = differingFields(collection, rowFormValues(collection, before), rowFormValues(collection, after));
      await writeAudit(tx, { actor, action: 'update', collection, entryId: id, entryLabel: after.entryTitle, fields });
      return { ok: true, row: after };
    }),
  );
}
