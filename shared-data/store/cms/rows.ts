/**
 * Reading one CMS entry with what its form and page need, and the pieces every write shares: the columns parsed
 * values become, the answer to a stale version, and the mapping of constraint errors to field errors.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type CmsCollection, type CmsLinkWarning, type FieldErrors } from 'shared-data/cms';
import type { Database } from '../database.ts';
import { referenceField } from './checks.ts';
import {
  cmsTables,
  collectionSpecs,
  differingFields,
  orderColumn,
  parsedFormValues,
  providerSlugColumn,
  rowFormValues,
  type ContentRow,
} from './collections.ts';
import { checkInternalLinks, renderBody } from './links.ts';
import type { CmsRefusal, EntryDocument } from './types.ts';
import * as t from '../schema.ts';

/** A stored entry with its name (a popup's casino's) and, for a game, its provider's slug. */
export type LoadedRow = ContentRow & { entryTitle: string; providerSlug: string | null };

export async function readRow(db: Database, collection: CmsCollection, id: number, lock = false): Promise<LoadedRow | null> {
  const table = cmsTables[collection];
  const query = db
    .select({ ...getTableColumns(table), entryTitle: collectionSpecs[collection].title, providerSlug: providerSlugColumn(collection) })
    .from(table)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return (row as LoadedRow | undefined) ?? null;
}

export function documentOf(collection: CmsCollection, row: LoadedRow): EntryDocument {
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    values: rowFormValues(collection, row),
    publicPath: collectionSpecs[collection].publicPath(row.slug, row.providerSlug),
  };
}

/**
 * The columns parsed values write, the publish time aside (its rule differs between create and save): the schema's
 * fields are the table's columns, and a Markdown body brings its rendered HTML, headings and word count along.
 */
export async function writeColumns(db: Database, collection: CmsCollection, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const columns = { ...values };
  delete columns.publishAt;
  if (!collectionSpecs[collection].hasBody) return columns;
  const body = renderBody(String(values.bodyMd ?? ''), (await bodyPagePath(db, collection, values)) ?? '');
  return { ...columns, bodyHtml: body.html, headings: body.headings, words: body.words };
}

/** The public path the entry's body will be shown on (a game's needs its provider's slug). */
async function bodyPagePath(db: Database, collection: CmsCollection, values: Record<string, unknown>): Promise<string | null> {
  const slug = String(values.slug ?? '');
  if (collection !== 'games') return collectionSpecs[collection].publicPath(slug, null);
  const [provider] = await db
    .select({ slug: t.providers.slug })
    .from(t.providers)
    .where(eq(t.providers.id, Number(values.providerId)));
  return collectionSpecs[collection].publicPath(slug, provider?.slug ?? null);
}

/** The next place at the end of a hand-ordered collection, or nothing for the others. */
export function placeAtEnd(collection: CmsCollection): Record<string, unknown> {
  const key = collectionSpecs[collection].orderKey;
  const column = orderColumn(collection);
  if (!key || !column) return {};
  return { [key]: sql`(SELECT coalesce(max(${sql.identifier(column.name)}), 0) + 1 FROM ${cmsTables[collection]})` };
}

/** Form fields of a new entry that hold something: what the audit log records for a create. */
export function filledFields(collection: CmsCollection, row: LoadedRow): string[] {
  return Object.entries(rowFormValues(collection, row))
    .filter(([, value]) => value !== '')
    .map(([key]) => key);
}

/**
 * The answer to a save made at a stale version: the entry as it is now, and the form fields whose stored value differs
 * from what the save sent. An empty publish time is left out: it asks to keep the stored one, whatever it is.
 */
export function conflictWith(collection: CmsCollection, current: LoadedRow, sent: Record<string, unknown> | null): CmsRefusal {
  const document = documentOf(collection, current);
  if (!sent) return { ok: false, reason: 'conflict', current: document, changedFields: [] };
  const form = parsedFormValues(collection, sent);
  const changedFields = differingFields(collection, document.values, form).filter((key) => key !== 'publishAt' || form.publishAt !== '');
  return { ok: false, reason: 'conflict', current: document, changedFields };
}

/** A write the database refused by a constraint that raced past the checks, as field errors; else null. */
export function constraintRefusal(collection: CmsCollection, error: unknown): CmsRefusal | null {
  const state = sqlState(error);
  // The content tables' only unique index besides their primary key (an identity) is the slug's; a popup entry's slug
  // is made from its casino, so there it means the casino has one already.
  if (state === '23505') {
    const fieldErrors: FieldErrors = collection === 'popup' ? { casinoId: { code: 'casinoHasPopup' } } : { slug: { code: 'slugTaken' } };
    return { ok: false, reason: 'invalid', fieldErrors };
  }
  const reference = referenceField[collection];
  if (state === '23503' && reference) return { ok: false, reason: 'invalid', fieldErrors: { [reference[0]]: reference[1] } };
  return null;
}

/** Warnings about a body's internal links; none for collections without a body. */
export function bodyWarnings(db: Database, collection: CmsCollection, bodyMd: unknown): Promise<CmsLinkWarning[]> {
  return collectionSpecs[collection].hasBody ? checkInternalLinks(db, String(bodyMd ?? '')) : Promise.resolve([]);
}

/**
 * The SQLSTATE of a database error (23505 unique violation, 23503 foreign key violation). Drizzle wraps the driver's
 * error in its own, so the code is looked for along the chain of causes.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
