/**
 * What the CMS knows about each collection's table: the column that names an entry, the one that orders it, whether
 * it has a Markdown body, the list column, and its public page. The form's fields are the shared schema's own
 * (shared-data/cms), and every schema field is a column of the same name, so the parsed values are written as they
 * are and a stored row is turned back into what the form holds by the one rule of `toFormValue`.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentApi, type ContentStatus, paths, routeContentUrls, staticPageSlug } from 'shared-data';
import { type CmsCollection, cmsSchemas, isoToIstanbulLocal } from 'shared-data/cms';
import * as t from '../schema.ts';
import type { EntrySummary, FormValues } from './types.ts';

export const cmsTables = {
  casinos: t.casinos,
  popup: t.popupEntries,
  games: t.games,
  providers: t.providers,
  blog: t.blogPosts,
  tactics: t.tactics,
  pages: t.pages,
} as const;

/** A content row as Drizzle reads it, by column property name. */
export type ContentRow = Record<string, unknown> & {
  id: number;
  slug: string;
  status: ContentStatus;
  publishAt: Date;
  updatedAt: Date;
  version: number;
};

interface CollectionSpec {
  /** The column holding the entry's name or title (a duplicate's gets ' (kopya)'); a popup entry has none. */
  titleKey: 'name' | 'title' | null;
  /** The entry's name in lists and in the audit log: its own, or a popup entry's casino's. */
  title: SQL<string>;
  /** The list's second column. */
  detail: SQL<string>;
  /** The column the operator orders by hand. */
  orderKey?: 'rank' | 'position';
  /** Whether `bodyMd` is rendered into `bodyHtml`, `headings` and `words` on every write. */
  hasBody: boolean;
  /** Columns the schema's output writes that are not form fields (a casino's rating, the mean of its parts). */
  derived?: readonly string[];
  /** The public page of an entry from its slug (and a game's provider slug). */
  publicPath: (slug: string, providerSlug: string | null) => string | null;
}

/** Where the site shows the page of a `pages` slug, or null: the route table loads a static page by its own path. */
export function routedPagePath(slug: string): string | null {
  const path = `/${slug}`;
  return routeContentUrls(path).includes(contentApi.page(staticPageSlug(path))) ? path : null;
}

const casinoOfPopup = (column: 'name' | 'welcome_bonus') =>
  sql<string>`coalesce((SELECT c.${sql.identifier(column)} FROM casinos c WHERE c.id = ${t.popupEntries.casinoId}), '')`;

export const collectionSpecs: Record<CmsCollection, CollectionSpec> = {
  casinos: {
    titleKey: 'name',
    title: sql`${t.casinos.name}`,
    detail: sql`${t.casinos.welcomeBonus}`,
    orderKey: 'rank',
    hasBody: true,
    derived: ['rating'],
    publicPath: (slug) => paths.casino(slug),
  },
  popup: {
    titleKey: null,
    title: casinoOfPopup('name'),
    detail: casinoOfPopup('welcome_bonus'),
    orderKey: 'position',
    hasBody: false,
    publicPath: () => null,
  },
  games: {
    titleKey: 'name',
    title: sql`${t.games.name}`,
    detail: sql`coalesce((SELECT p.name FROM providers p WHERE p.id = ${t.games.providerId}), '')`,
    hasBody: true,
    publicPath: (slug, providerSlug) => (providerSlug ? paths.game(providerSlug, slug) : null),
  },
  providers: {
    titleKey: 'name',
    title: sql`${t.providers.name}`,
    detail: sql`(SELECT count(*) FROM games g WHERE g.provider_id = ${t.providers.id})::text || ' oyun'`,
    hasBody: false,
    publicPath: (slug) => paths.provider(slug),
  },
  blog: {
    titleKey: 'title',
    title: sql`${t.blogPosts.title}`,
    detail: sql`to_char(${t.blogPosts.postedOn}, 'DD.MM.YYYY')`,
    hasBody: true,
    publicPath: (slug) => paths.blogPost(slug),
  },
  tactics: {
    titleKey: 'title',
    title: sql`${t.tactics.title}`,
    detail: sql`${t.tactics.category}`,
    hasBody: true,
    publicPath: (slug) => paths.tactic(slug),
  },
  pages: { titleKey: 'title', title: sql`${t.pages.title}`, detail: sql`${t.pages.description}`, hasBody: true, publicPath: routedPagePath },
};

/** The hand-ordered column of a collection (a casino's rank, a popup entry's position), or null. */
export function orderColumn(collection: CmsCollection): AnyPgColumn | null {
  const key = collectionSpecs[collection].orderKey;
  return key ? ((getTableColumns(cmsTables[collection]) as Record<string, AnyPgColumn>)[key] ?? null) : null;
}

/** The provider slug a game's public path needs; null for every other collection. */
export function providerSlugColumn(collection: CmsCollection): SQL<string | null> {
  return collection === 'games' ? sql<string | null>`(SELECT p.slug FROM providers p WHERE p.id = ${t.games.providerId})` : sql<null>`NULL::text`;
}

/** The form's fields of a collection, in the schema's order. */
export function formFields(collection: CmsCollection): string[] {
  return Object.keys(cmsSchemas[collection].in.shape);
}

/**
 * One stored value as a form field holds it. Numbers get a decimal comma by a plain replace: no digit grouping, since
 * the form reads "1.000" as a thousand but "1.5" as one and a half, and a grouped "1.000,5" would look like neither.
 */
function toFormValue(value: unknown): string | boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value)) return value.join('\n');
  if (value instanceof Date) return isoToIstanbulLocal(value.toISOString());
  return String(value);
}

/** A scheduled entry whose time has come is public: the admin shows it as published, as the site does. */
export function shownStatus(status: ContentStatus, publishAt: Date, now = Date.now()): ContentStatus {
  return status === 'scheduled' && publishAt.getTime() <= now ? 'published' : status;
}

/**
 * A stored row's form values. A draft's stored time means nothing to the operator, so its field is left empty and
 * publishing it later stamps the moment it goes public.
 */
export function rowFormValues(collection: CmsCollection, row: Record<string, unknown>): FormValues {
  const form: FormValues = Object.fromEntries(formFields(collection).map((key) => [key, toFormValue(row[key])]));
  if (row.publishAt instanceof Date && typeof row.status === 'string') {
    form.status = shownStatus(row.status as ContentStatus, row.publishAt);
    if (form.status === 'draft') form.publishAt = '';
  }
  return form;
}

/** Parsed values (the schema's output, publish time as an ISO string or null) as the form would hold them. */
export function parsedFormValues(collection: CmsCollection, values: Record<string, unknown>): FormValues {
  const form = rowFormValues(collection, values);
  const publishAt = values.publishAt;
  form.publishAt = typeof publishAt === 'string' ? isoToIstanbulLocal(publishAt) : '';
  return form;
}

/** Field names whose values differ between two forms of the same collection. */
export function differingFields(collection: CmsCollection, a: FormValues, b: FormValues): string[] {
  return formFields(collection).filter((key) => a[key] !== b[key]);
}

export function summaryOf(
  collection: CmsCollection,
  row: { id: number; slug: string; title: string; detail: string | null; status: ContentStatus; publishAt: Date; updatedAt: Date; version: number; position: number | null; providerSlug: string | null },
): EntrySummary {
  const summary: EntrySummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    detail: row.detail ?? '',
    status: shownStatus(row.status, row.publishAt),
    publishAt: row.publishAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    publicPath: collectionSpecs[collection].publicPath(row.slug, row.providerSlug),
  };
  if (row.position !== null) summary.position = row.position;
  return summary;
}
