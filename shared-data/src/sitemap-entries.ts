/** The sitemap's view of the store and the small rules its entries share (the route table names each route's). */
import { pageCount } from './paging.ts';
import { queryKeys } from './route-params.ts';

/** What the sitemap reads of the store: every public entry with its last change. */
export interface SitemapSource {
  games: Array<{ slug: string; provider: string; lastChanged: Date }>;
  providers: Array<{ slug: string; gameCount: number; lastChanged: Date }>;
  blogPosts: Array<{ slug: string; lastChanged: Date }>;
  tactics: Array<{ slug: string; lastChanged: Date }>;
  /** Every public casino's review page. */
  casinos: Array<{ slug: string; lastChanged: Date }>;
  /** Static pages by slug (their path is '/<slug>'). */
  pages: Array<{ slug: string; lastChanged: Date }>;
}

export interface SiteRoute {
  /** Path plus, for later pages of a list, the page query (e.g. '/blog?sayfa=2'). */
  url: string;
  /** YYYY-MM-DD, for the sitemap. */
  lastmod: string;
}

/** A route's own path with its parameters filled in. */
export type RouteLink = (params?: Record<string, string>) => string;

/** The sitemap entries of a route: from the store's entries, its link builder and today's date (YYYY-MM-DD). */
export type SitemapEntries = (source: SitemapSource, link: RouteLink, today: string) => SiteRoute[];

export const day = (date: Date) => date.toISOString().slice(0, 10);

/** The newest last change of `entries`, or `fallback` when there are none. */
export const newest = (entries: ReadonlyArray<{ lastChanged: Date }>, fallback: string) =>
  entries.reduce((max, e) => (day(e.lastChanged) > max ? day(e.lastChanged) : max), '') || fallback;

/** Every page of a list of `count` entries: '/blog', '/blog?sayfa=2', … */
export function listPages(path: string, count: number, lastmod: string): SiteRoute[] {
  return Array.from({ length: pageCount(count) }, (_, i) => ({ url: i === 0 ? path : `${path}?${queryKeys.page}=${i + 1}`, lastmod }));
}

/** One page without an entry of its own: today's date. */
export const singlePage: SitemapEntries = (_, link, today) => [{ url: link(), lastmod: today }];

/** A list's pages, dated by its newest entry. */
export const listOf =
  (entries: (source: SitemapSource) => ReadonlyArray<{ lastChanged: Date }>): SitemapEntries =>
  (source, link, today) =>
    listPages(link(), entries(source).length, newest(entries(source), today));

/** A page per stored entry, each dated by its own last change; `params` fills the route's pattern for an entry. */
export const eachOf =
  <E extends { lastChanged: Date }>(entries: (source: SitemapSource) => readonly E[], params: (entry: E) => Record<string, string>): SitemapEntries =>
  (source, link) =>
    entries(source).map((entry) => ({ url: link(params(entry)), lastmod: day(entry.lastChanged) }));

/** A static page, dated by its stored page's last change (its slug is its path). */
export const storedPage: SitemapEntries = (source, link, today) => {
  const url = link();
  const page = source.pages.find((p) => `/${p.slug}` === url);
  return [{ url, lastmod: page ? day(page.lastChanged) : today }];
};
