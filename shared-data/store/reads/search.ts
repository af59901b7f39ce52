/** The global search on the server. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  compareTurkish,
  foldSearchText,
  paths,
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from 'shared-data';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { containsPattern, isPublic } from './visibility.ts';

/**
 * The rank of `searchContent`: 0 when the name starts with the needle, 1 when a word of it does, 2 when the needle
 * is elsewhere inside a word; always judged at the first occurrence.
 */
function searchRank(folded: AnyPgColumn, needle: string): SQL<number> {
  return sql<number>`CASE WHEN strpos(${folded}, ${needle}) = 1 THEN 0
    WHEN substr(${folded}, strpos(${folded}, ${needle}) - 1, 1) ~ '[a-z0-9]' THEN 2 ELSE 1 END`;
}

interface Candidate {
  id: string;
  title: string;
  href: string;
  detail?: string;
  rank: number;
}

function topHits(candidates: Candidate[]): SearchHit[] {
  return candidates.slice(0, SEARCH_GROUP_LIMIT).map(({ rank: _rank, ...hit }) => hit);
}

/**
 * The global search on the server, with the rules of `searchContent`: from 2 folded characters, up to 5 hits per
 * group, best rank first and catalogue order within a rank (games, posts and tactics by id; providers by name).
 */
export async function searchStore(db: Database, query: string): Promise<SearchResults | null> {
  const needle = foldSearchText(query);
  if (needle.length < SEARCH_MIN_LENGTH) return null;
  const pattern = containsPattern(needle);

  const gameRows = await db
    .select({ slug: t.games.slug, name: t.games.name, provider: t.providers.slug, providerName: t.providers.name, rank: searchRank(t.games.nameFolded, needle) })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(isPublic(t.games), sql`${t.games.nameFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.games.nameFolded, needle), asc(t.games.id))
    .limit(SEARCH_GROUP_LIMIT);

  // Providers are few and ordered by the Turkish collator, which the database may not have: rank them here.
  const providerRows = await db
    .select({ slug: t.providers.slug, name: t.providers.name, rank: searchRank(t.providers.nameFolded, needle) })
    .from(t.providers)
    .where(and(isPublic(t.providers), sql`${t.providers.nameFolded} LIKE ${pattern}`));
  providerRows.sort((a, b) => a.rank - b.rank || compareTurkish(a.name, b.name));

  const postRows = await db
    .select({ slug: t.blogPosts.slug, title: t.blogPosts.title, rank: searchRank(t.blogPosts.titleFolded, needle) })
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`${t.blogPosts.titleFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.blogPosts.titleFolded, needle), asc(t.blogPosts.id))
    .limit(SEARCH_GROUP_LIMIT);

  const tacticRows = await db
    .select({ slug: t.tactics.slug, title: t.tactics.title, rank: searchRank(t.tactics.titleFolded, needle) })
    .from(t.tactics)
    .where(and(isPublic(t.tactics), sql`${t.tactics.titleFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.tactics.titleFolded, needle), asc(t.tactics.id))
    .limit(SEARCH_GROUP_LIMIT);

  const groups: SearchGroup[] = [
    {
      key: 'games' as const,
      hits: topHits(gameRows.map((g) => ({ id: g.slug, title: g.name, href: paths.game(g.provider, g.slug), detail: g.providerName, rank: g.rank }))),
    },
    { key: 'providers' as const, hits: topHits(providerRows.map((p) => ({ id: p.slug, title: p.name, href: paths.provider(p.slug), rank: p.rank }))) },
    { key: 'blogPosts' as const, hits: topHits(postRows.map((p) => ({ id: p.slug, title: p.title, href: paths.blogPost(p.slug), rank: p.rank }))) },
    { key: 'tactics' as const, hits: topHits(tacticRows.map((p) => ({ id: p.slug, title: p.title, href: paths.tactic(p.slug), rank: p.rank }))) },
  ].filter((group) => group.hits.length > 0);
  return { query: needle, groups, total: groups.reduce((sum, g) => sum + g.hits.length, 0) };
}
