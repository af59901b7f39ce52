/**
 * The public content API: its URLs, the shape of each answer, and the rules for its query parameters. The server
 * (shell/server) answers from the store; the pages and the search overlay read through it. Framework-free.
 */
import { gameFilterKeys, type GameFilterError, type GameFilterText } from './game-filters.ts';
import { PAGE_SIZE, type PagingError, type ParamResult } from './paging.ts';
import { queryKeys, rankingSorts } from './route-params.ts';
import { slugPattern } from './text.ts';
import type { BonusValueExample } from './bonus-value/example.ts';
import type { ArticleBody, BlogPost, Casino, CasinoReview, Game, Provider, ProviderSummary, Tactic } from './types.ts';

export const contentApiBase = '/api/content';

export const contentApi = {
  casinos: `${contentApiBase}/casinos`,
  /** The ranking's casinos ordered by their offers' simulated value. */
  casinosByValue: `${contentApiBase}/casinos?${queryKeys.sort}=${rankingSorts.value}`,
  casino: (slug: string) => `${contentApiBase}/casinos/${encodeURIComponent(slug)}`,
  /** The comparison of some casinos, as the page's `?casino=` holds them (checked by the server). */
  comparison: (casinos: string) =>
    casinos === '' ? `${contentApiBase}/comparison` : `${contentApiBase}/comparison?${new URLSearchParams({ [queryKeys.compare]: casinos })}`,
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
  /** The bonus-value method page's worked example (`BonusValueExample`), computed by the server. */
  bonusValueExample: `${contentApiBase}/bonus-value/example`,
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

export type { BonusValueExample, Casino, CasinoReview };

/** The ranking by value: the casinos in value order, and the dollar's rate in lira the order was worked out with. */
export interface CasinosByValue {
  casinos: Casino[];
  /** Null when the operator has set no rate: USD values were then compared as lira figures. */
  usdTry: number | null;
}

/** The comparison's limits: 2 to 4 casinos side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Why a comparison cannot be shown as asked; the page words it. */
export type ComparisonProblem =
  | { code: 'tooFew'; min: number }
  | { code: 'tooMany'; max: number }
  /** Slugs that are not the shape of one, or name no public casino. */
  | { code: 'unknown'; slugs: string[] };

/**
 * The comparison's answer: the casinos found, in the order asked (up to COMPARE_MAX), and what was wrong with the ask.
 * Never an error status: a bad `?casino=` is the reader's, and the page explains it beside what it can show.
 */
export interface Comparison {
  casinos: Casino[];
  problems: ComparisonProblem[];
  /** Every public casino, for the chooser that builds the comparison's address. */
  choices: Array<{ slug: string; name: string }>;
}

/**
 * `?casino=a,b,c` (or the parameter repeated): the slugs, trimmed, lower-cased, duplicates and empty items dropped, in
 * order; with those that cannot be slugs set apart.
 */
export function parseComparisonParam(raw: string | readonly string[] | null | undefined): { slugs: string[]; malformed: string[] } {
  const items = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((part) => part.split(','));
  const slugs: string[] = [];
  const malformed: string[] = [];
  for (const item of items) {
    const slug = item.trim().toLowerCase();
    if (slug === '' || slugs.includes(slug) || malformed.includes(slug)) continue;
    // The slug's shape, and a sane length: a longer one names nothing and is not echoed back whole.
    if (slug.length <= 120 && slugPattern.test(slug)) slugs.push(slug);
    else malformed.push(slug.slice(0, 40));
  }
  return { slugs, malformed };
}

/** `sirala` of the casinos: absent is the editors' order, `deger` the value; anything else is refused. */
export function parseRankingSortParam(raw: string | null | undefined): ParamResult<'editors' | 'value', { code: 'badRanking' }> {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: 'editors' };
  return raw === rankingSorts.value ? { ok: true, value: 'value' } : { ok: false, error: { code: 'badRanking' } };
}

/** Longest search text the API reads; longer text is refused rather than scanned. */
export const SEARCH_MAX_LENGTH = 100;
/** The largest page number anyone can ask for; beyond it the request is refused (the last page is far below). */
export const PAGE_MAX = 100_000;

/**
 * Why a list's query parameter is refused: a page that is no whole number from 1 to `PAGE_MAX`, a search text over
 * `max` characters, a provider filter that is no slug. A code: the server words it in Turkish for its 400.
 */
export type ParamError = PagingError | { code: 'searchTooLong'; max: number } | { code: 'badRanking' } | GameFilterError;

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
export function parseSearchParam(raw: string | null | undefined): ParamResult<string, { code: 'searchTooLong'; max: number }> {
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
