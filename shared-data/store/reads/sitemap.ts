/** Which public pages exist: a route's slug checked before its page is rendered, and the sitemap's list. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type SitemapSource, type SlugCollection } from 'shared-data';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { listProviders } from './providers.ts';
import { isPublic } from './visibility.ts';

/** The table of each collection a route's slug may name (the route table's `entry`). */
const slugTables = { games: t.games, providers: t.providers, blogPosts: t.blogPosts, tactics: t.tactics, casinos: t.casinos } as const satisfies Record<SlugCollection, unknown>;

/** Whether a public entry has this slug (unknown slugs answer 404 before any page is rendered). */
export async function publicSlugExists(db: Database, collection: SlugCollection, slug: string): Promise<boolean> {
  const table = slugTables[collection];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), isPublic(table)))
    .limit(1);
  return row !== undefined;
}

/** What the sitemap reads of the store (the route table's sitemap entries take it). */
export type SitemapData = SitemapSource;

/**
 * When an entry's page last changed for a reader: its last write, or the moment it went public when that came later
 * (a scheduled entry changes the site at its time, not when it was saved).
 */
function lastChanged(table: typeof t.games | typeof t.providers | typeof t.blogPosts | typeof t.tactics | typeof t.pages | typeof t.casinos) {
  return sql<Date>`greatest(${table.updatedAt}, ${table.publishAt})`.mapWith((value: Date | string) => new Date(value));
}

/** Every public entry that has a page of its own, with what the sitemap needs of it. */
export async function sitemapData(db: Database): Promise<SitemapData> {
  const games = await db
    .select({ slug: t.games.slug, provider: t.providers.slug, lastChanged: lastChanged(t.games) })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(isPublic(t.games))
    .orderBy(asc(t.games.id));
  const providers = (await listProviders(db)).map((p) => ({ slug: p.id, gameCount: p.gameCount }));
  const changed = new Map(
    (await db.select({ slug: t.providers.slug, lastChanged: lastChanged(t.providers) }).from(t.providers)).map((p) => [p.slug, p.lastChanged]),
  );
  const blogPosts = await db
    .select({ slug: t.blogPosts.slug, lastChanged: lastChanged(t.blogPosts) })
    .from(t.blogPosts)
    .where(isPublic(t.blogPosts))
    .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id));
  const tactics = await db
    .select({ slug: t.tactics.slug, lastChanged: lastChanged(t.tactics) })
    .from(t.tactics)
    .where(isPublic(t.tactics))
    .orderBy(asc(t.tactics.id));
  const pages = await db.select({ slug: t.pages.slug, lastChanged: lastChanged(t.pages) }).from(t.pages).where(isPublic(t.pages));
  const casinos = await db
    .select({ slug: t.casinos.slug, lastChanged: lastChanged(t.casinos) })
    .from(t.casinos)
    .where(isPublic(t.casinos))
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
  return {
    casinos,
    games,
    providers: providers.map((p) => ({ ...p, lastChanged: changed.get(p.slug) ?? new Date() })),
    blogPosts,
    tactics,
    pages,
  };
}
