/**
 * The global search: a Turkish-aware 'contains' match on the name or title of games, providers, blog
 * posts and tactics. It works on the light index only (ids, slugs and names), never on article bodies.
 */
import { paths } from './paths.ts';
import { foldForSearch } from './text.ts';

/** Search starts from this many characters. */
export const SEARCH_MIN_LENGTH = 2;
/** At most this many results per group. */
export const SEARCH_GROUP_LIMIT = 5;

/** What the search reads of each collection (the reference implementation; the server searches in SQL by the same rules). */
export interface SearchSource {
  games: readonly { slug: string; name: string; provider: string }[];
  providers: readonly { id: string; name: string }[];
  blogPosts: readonly { slug: string; title: string }[];
  tactics: readonly { slug: string; title: string }[];
}

export const searchGroupKeys = ['games', 'providers', 'blogPosts', 'tactics'] as const;
export type SearchGroupKey = (typeof searchGroupKeys)[number];

export interface SearchHit {
  /** Unique within its group (the slug, or the provider id). */
  id: string;
  /** The name or title, as written. */
  title: string;
  href: string;
  /** The provider's name, for games. */
  detail?: string;
}

export interface IndexedEntry {
  hit: SearchHit;
  folded: string;
}

/** The source prepared once for fast queries: links built and every name folded ahead of time. */
export type SearchIndex = Readonly<Record<SearchGroupKey, readonly IndexedEntry[]>>;

export interface SearchGroup {
  key: SearchGroupKey;
  hits: readonly SearchHit[];
}

export interface SearchResults {
  /** The folded query that was matched. */
  query: string;
  /** Only the groups that have hits, in the fixed order of `searchGroupKeys`. */
  groups: readonly SearchGroup[];
  total: number;
}

/**
 * Folds text for matching: Turkish case and letters (see `foldForSearch`), and apostrophes dropped, because Turkish
 * writes suffixes after one ("Türkiye'nin") and readers type them either way.
 */
export function foldSearchText(text: string): string {
  return foldForSearch(text.replace(/['’`]/g, ''));
}

function entry(id: string, title: string, href: string, detail?: string): IndexedEntry {
  const hit: SearchHit = detail === undefined ? { id, title, href } : { id, title, href, detail };
  return { hit, folded: foldSearchText(title) };
}

/** Prepares a source for `searchContent`. A game whose provider is unknown shows the provider id instead. */
export function createSearchIndex(source: SearchSource): SearchIndex {
  const providerNames = new Map(source.providers.map((p) => [p.id, p.name]));
  return {
    games: source.games.map((g) =>
      entry(g.slug, g.name, paths.game(g.provider, g.slug), providerNames.get(g.provider) ?? g.provider),
    ),
    providers: source.providers.map((p) => entry(p.id, p.name, paths.provider(p.id))),
    blogPosts: source.blogPosts.map((p) => entry(p.slug, p.title, paths.blogPost(p.slug))),
    tactics: source.tactics.map((t) => entry(t.slug, t.title, paths.tactic(t.slug))),
  };
}

const wordCharacter = /[\p{L}\p{N}]/u;

/** 0: the name starts with the query, 1: a word of it does, 2: the query is elsewhere inside a word. */
function rank(folded: string, at: number): 0 | 1 | 2 {
  if (at === 0) return 0;
  return wordCharacter.test(folded.charAt(at - 1)) ? 2 : 1;
}

function matchGroup(entries: readonly IndexedEntry[], needle: string, limit: number): SearchHit[] {
  // Stable buckets instead of a sort: the best matches first, ties in catalogue order.
  const buckets: [IndexedEntry[], IndexedEntry[], IndexedEntry[]] = [[], [], []];
  for (const item of entries) {
    const at = item.folded.indexOf(needle);
    if (at < 0) continue;
    const bucket = buckets[rank(item.folded, at)];
    bucket.push(item);
    if (bucket === buckets[0] && bucket.length === limit) break;
  }
  return buckets
    .flat()
    .slice(0, limit)
    .map((item) => item.hit);
}

/**
 * Searches the index: case-insensitive with Turkish rules, also for text typed without Turkish letters
 * ("kasa yonetimi" finds "Kasa Yönetimi"). Returns null while the query is shorter than `SEARCH_MIN_LENGTH`
 * characters, otherwise up to `limit` hits per group, names that start with the query first.
 */
export function searchContent(index: SearchIndex, query: string, limit = SEARCH_GROUP_LIMIT): SearchResults | null {
  const needle = foldSearchText(query);
  if (needle.length < SEARCH_MIN_LENGTH) return null;
  const groups: SearchGroup[] = [];
  let total = 0;
  for (const key of searchGroupKeys) {
    const hits = matchGroup(index[key], needle, limit);
    if (hits.length === 0) continue;
    groups.push({ key, hits });
    total += hits.length;
  }
  return { query: needle, groups, total };
}
