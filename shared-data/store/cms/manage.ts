/**
 * The CMS's writes besides create and save: duplicating an entry as a draft, deleting one (refused while the site
 * depends on it), and putting the hand-ordered collections (casinos' ranking, the popup list) in a new order.
 */
import { and, eq, like, or, sql } from 'drizzle-orm';
import { type CmsCollection, SLUG_MAX } from 'shared-data/cms';
import type { Database } from '../database.ts';
import { refreshAfterWrite } from '../casino-values.ts';
import { writeAudit } from './audit.ts';
import { dependentsOf } from './checks.ts';
import { cmsTables, collectionSpecs, formFields, orderColumn } from './collections.ts';
import { conflictWith, filledFields, placeAtEnd, readRow, sqlState } from './rows.ts';
import { listEntries, runWrite, type WriteStep } from './entries.ts';
import type { CmsRefusal, CmsWriteResult, EntrySummary } from './types.ts';

const COPY = '-kopya';
/** Room kept for '-kopya-<n>' so that a copy's slug stays within the schema's length. */
const COPY_ROOM = COPY.length + 5;

/** `<slug>-kopya`, or `-kopya-2`, `-kopya-3`, ... when taken. */
async function freeCopySlug(db: Database, collection: CmsCollection, slug: string): Promise<string> {
  const base = `${slug.slice(0, SLUG_MAX - COPY_ROOM).replace(/-+$/, '')}${COPY}`;
  const table = cmsTables[collection];
  // Slugs hold only a-z, 0-9 and '-', so the pattern has no LIKE wildcard but its own '%'.
  const rows = await db.select({ slug: table.slug }).from(table).where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Copies an entry as a draft named '<title> (kopya)' under a free slug. Pages have no route for a copy, and a casino
 * appears in the popup list once, so neither is copied.
 */
export async function duplicateEntry(db: Database, collection: CmsCollection, id: number, actor: string): Promise<CmsWriteResult> {
  if (collection === 'pages') return { ok: false, reason: 'refused', error: { code: 'pageCopy' } };
  if (collection === 'popup') return { ok: false, reason: 'refused', error: { code: 'popupCopy' } };
  const table = cmsTables[collection];
  const spec = collectionSpecs[collection];
  return runWrite(db, collection, () =>
    db.transaction(async (tx): Promise<WriteStep> => {
      const source = await readRow(tx, collection, id);
      if (!source) return { ok: false, reason: 'not_found' };
      const keys = [...formFields(collection), ...(spec.derived ?? []), ...(spec.hasBody ? ['bodyHtml', 'headings', 'words'] : [])];
      const copy: Record<string, unknown> = Object.fromEntries(keys.filter((key) => key !== 'publishAt').map((key) => [key, source[key]]));
      if (spec.titleKey) copy[spec.titleKey] = `${String(source[spec.titleKey])} (kopya)`;
      copy.slug = await freeCopySlug(tx, collection, source.slug);
      copy.status = 'draft';
      // The copy was checked as its source was; the title and slug changes keep it valid.
      const [inserted] = await tx.insert(table).values({ ...copy, ...placeAtEnd(collection) } as never).returning({ id: table.id });
      const row = inserted && (await readRow(tx, collection, inserted.id));
      if (!row) throw new Error(`cms: the copy of ${collection} ${id} could not be read back`);
      await refreshAfterWrite(tx, collection, row.id);
      await writeAudit(tx, { actor, action: 'duplicate', collection, entryId: row.id, entryLabel: row.entryTitle, fields: filledFields(collection, row) });
      return { ok: true, row };
    }),
  );
}

/** Deletes an entry seen at `version`, unless something on the site still depends on it. */
export async function deleteEntry(
  db: Database,
  collection: CmsCollection,
  id: number,
  version: number,
  actor: string,
): Promise<{ ok: true } | CmsRefusal> {
  const table = cmsTables[collection];
  try {
    return await db.transaction(async (tx): Promise<{ ok: true } | CmsRefusal> => {
      // Locked, so that no game or popup entry can be added to it between the check below and the delete.
      const row = await readRow(tx, collection, id, true);
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.version !== version) return conflictWith(collection, row, null);
      const dependents = await dependentsOf(tx, collection, row);
      if (dependents) return { ok: false, reason: 'in_use', error: dependents };
      await tx.delete(table).where(and(eq(table.id, id), eq(table.version, version)));
      await writeAudit(tx, { actor, action: 'delete', collection, entryId: id, entryLabel: row.entryTitle, fields: [] });
      return { ok: true };
    });
  } catch (error) {
    if (sqlState(error) !== '23503') throw error;
    const dependents = await dependentsOf(db, collection, { id, slug: '' });
    return { ok: false, reason: 'in_use', error: dependents ?? { code: 'inUse' } };
  }
}

/**
 * Numbers a hand-ordered collection 1..n in the order of `ids`, which must name every entry exactly once. Rows keep
 * their version: the place is not a field of the entry's form, so a form open meanwhile can still be saved.
 */
export async function reorder(
  db: Database,
  collection: CmsCollection,
  ids: readonly number[],
  actor: string,
): Promise<{ ok: true; entries: EntrySummary[] } | CmsRefusal> {
  const key = collectionSpecs[collection].orderKey;
  const column = orderColumn(collection);
  if (!key || !column) return { ok: false, reason: 'refused', error: { code: 'notOrdered' } };
  const table = cmsTables[collection];
  const outcome = await db.transaction(async (tx): Promise<{ ok: true } | CmsRefusal> => {
    const stored = new Set((await tx.select({ id: table.id }).from(table).for('update')).map((row) => row.id));
    const complete = new Set(ids).size === ids.length && ids.length === stored.size && ids.every((id) => stored.has(id));
    if (!complete) return { ok: false, reason: 'refused', error: { code: 'orderMismatch' } };
    if (ids.length > 0) {
      const places = sql.join(
        ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE ${table} SET ${sql.identifier(column.name)} = v.place FROM (VALUES ${places}) AS v(id, place)
          WHERE ${table.id} = v.id AND ${column} IS DISTINCT FROM v.place`,
      );
    }
    await writeAudit(tx, { actor, action: 'reorder', collection, entryId: null, entryLabel: '', fields: [key] });
    return { ok: true };
  });
  return outcome.ok ? { ok: true, entries: await listEntries(db, collection) } : outcome;
}
