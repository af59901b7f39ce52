/**
 * The public content API: its URLs, the shape of each answer, and the rules for its query parameters. The server
 * (shell/server) answers from the store; the pages and the search overlay read through it. Framework-free.
 */
import { gameFilterKeys, type GameFilterError, type GameFilterText } from './game-filters.ts';
import { PAGE_SIZE } from './paging.ts';
import { queryKeys } from './route-params.ts';
import type { SearchResults } from './search.ts';
import type { ArticleBody, BlogPost, Casino, Game, Provider, ProviderSummary, Tactic } from './types.ts';

export const contentApiBase = '/api/content';

export const contentApi = {
  casinos: `${contentApiBase}/casinos`,
  bonusEntries: `${contentApiBase}/bonus-entries`,
  games: `${contentApiBase}/games`,
  game: (slug: string) => `${contentApiBase}/games/${encodeURIComponent(slug)}`,
  gameProviders: `${contentApiBase}/game-providers`,
  gameFacets: `${contentApiBase}/game-facets`,
  providers: `${contentApiBase}/providers`,
  provider: (slug: string) => `${contentApiBase}/providers/${encodeURIComponent(slug)}`,
  blog: `${contentApiBase}/blog`,
  blogPost: (slug: string) => `${contentApiBase}/blog/${encodeURIComponent(slug)}`,
  tactics: `${contentApiBase}/tactics`,
  tactic: (slug: string) => `${contentApiBase}/tactics/${encodeURIComponent(slug)}`,
  settings: `${contentApiBase}/settings`,
  search: `${contentApiBase}/search`,
  counts: `${contentApiBase}/counts`,
  page: (slug: string) => `${contentApiBase}/pages/${encodeURIComponent(slug)}`,
} as const;

/** One page of a list, with the page actually served (a page past the end is clamped to the last one). */
export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
}

/** The games list: one page of the filtered games, the provider filter actually applied, and the whole count. */
export interface GameList extends Paged<Game> {
  /** The provider slug the list is filtered by; null for all (an unknown provider also lists all). */
  provider: string | null;
  /** Every public game, whatever the filters. */
  catalogTotal: number;
}

/** How many public entries each collection holds (the admin overview). */
export interface ContentCounts {
  casinos: number;
  games: number;
  providers: number;
  blogPosts: number;
  tactics: number;
}

/** What the games list's filters offer: the features and release years of public games. */
export interface GameFacets {
  /** Public games, whatever the filters. */
  total: number;
  /** Every feature public games have, with how many have it, in Turkish alphabetical order. */
  features: Array<{ name: string; games: number }>;
  /** The years public games came out, newest first. */
  years: number[];
}

/** Where a game's RTP stands among the public games: rank 1 is the highest (games with the same RTP share a rank). */
export interface RtpRank {
  rank: number;
  total: number;
  /** Public games with a lower RTP. */
  lower: number;
}

export interface GameDetail {
  game: Game & { body: ArticleBody };
  provider: ProviderSummary | null;
  /** Up to 4 other games of the same provider. */
  others: Game[];
  rtpRank: RtpRank;
}

export interface ProviderDetail {
  provider: Provider;
  games: Paged<Game>;
}

/** A post with its body and related reading: the posts just before and after it in newest-first order (up to 3). */
export type BlogPostDetail = BlogPost & { body: ArticleBody; related: BlogPost[] };
/** A tactic with its body and up to 3 other tactics of its category. */
export type TacticDetail = Tactic & { body: ArticleBody; related: Tactic[] };
/** A provider on the providers list, with how many public games it has. */
export type ProviderListItem = Provider & { gameCount: number };

export interface SiteSettings {
  contact: { channelUrl: string; channelLabel: string; contactUrl: string; email: string };
  helpLines: Array<{ name: string; phone: string }>;
}

/** Where an entry stands: a draft is never public; published and scheduled entries are, once their time has come. */
export const contentStatuses = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
/** An entry as the admin lists it: with its status and publish time (ISO 8601, UTC). */
export type WithStatus<T> = T & { status: ContentStatus; publishAt: string };

export interface ApiError {
  error: string;
}

export type { Casino, SearchResults };

/** Longest search text the API reads; longer text is refused rather than scanned. */
export const SEARCH_MAX_LENGTH = 100;
/** The largest page number anyone can ask for; beyond it the request is refused (the last page is far below). */
export const PAGE_MAX = 100_000;

/**
 * Why a list's query parameter is refused: a page that is no whole number from 1 to `PAGE_MAX`, a search text over
 * `max` characters, a provider filter that is no slug. A code: the server words it in Turkish for its 400.
 */
export type ParamError = { code: 'badPage' } | { code: 'searchTooLong'; max: number } | { code: 'badProvider' } | GameFilterError;

export type ParamResult<T> = { ok: true; value: T } | { ok: false; error: ParamError };

/** A list the store cannot serve as asked (the games list filtered by a feature no game has): the API answers 400. */
export interface ParamRefusal {
  refused: ParamError;
}

/** `sayfa`: absent means 1; anything but a whole number from 1 up is refused. */
export function parsePageParam(raw: string | null | undefined): ParamResult<number> {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: 1 };
  if (!/^\d{1,6}$/.test(raw)) return { ok: false, error: { code: 'badPage' } };
  const page = Number(raw);
  if (page < 1 || page > PAGE_MAX) return { ok: false, error: { code: 'badPage' } };
  return { ok: true, value: page };
}

/** `q`: trimmed; refused when longer than `SEARCH_MAX_LENGTH`. */
export function parseSearchParam(raw: string | null | undefined): ParamResult<string> {
  const text = (raw ?? '').trim();
  if (text.length > SEARCH_MAX_LENGTH) {
    return { ok: false, error: { code: 'searchTooLong', max: SEARCH_MAX_LENGTH } };
  }
  return { ok: true, value: text };
}

/** Clamps a requested page into the pages a list of `total` items has. */
export function pageWithin(page: number, total: number, pageSize = PAGE_SIZE): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, page), pageCount), pageCount };
}

/**
 * The API URL of a games list as a page shows it: page, search text and provider from the page's own query, and its
 * filters as `readGameFilters` writes them.
 */
export function gamesApiUrl(query: { page?: number; search?: string; provider?: string } & GameFilterText): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set(queryKeys.page, String(query.page));
  if (query.search) params.set(queryKeys.search, query.search);
  if (query.provider && query.provider !== 'all') params.set(queryKeys.provider, query.provider);
  for (const key of gameFilterKeys) {
    const value = query[key];
    if (value) params.set(queryKeys[key], value);
  }
  const text = params.toString();
  return text ? `${contentApi.games}?${text}` : contentApi.games;
}

/** `?sayfa=N` on an API list URL, left off for page 1. */
export function withPage(url: string, page: number): string {
  return page > 1 ? `${url}?${queryKeys.page}=${page}` : url;
}
