/**
 * The route loaders: which content API answers each public page shows, by its path and query, defined once. The
 * server reads them ahead of rendering (all at once), and the browser as it navigates, so no answer waits for the
 * page's code to ask for it. The pages read the same URLs (a server test holds them to it).
 */
import { contentApi, gamesApiUrl, parsePageParam, withPage } from './content-api.ts';
import { matchRoute, queryKeys, type RouteMatch } from './paths.ts';

type Loader = (params: Record<string, string>, query: URLSearchParams, pathname: string) => string[];

/** The page a list asks for: `?sayfa=` when it is a page number, else 1. */
export function requestedPage(query: URLSearchParams): number {
  const page = parsePageParam(query.get(queryKeys.page));
  return page.ok ? page.value : 1;
}

/** A static page's slug is its path: '/gizlilik-politikasi' is 'gizlilik-politikasi'. */
export const staticPageSlug = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

const staticPage: Loader = (_, __, pathname) => [contentApi.page(staticPageSlug(pathname))];

const loaders: Partial<Record<RouteMatch['route'], Loader>> = {
  home: () => [contentApi.casinos],
  games: (_, query) => [
    gamesApiUrl({ page: requestedPage(query), search: query.get(queryKeys.search) ?? '', provider: query.get(queryKeys.provider) ?? '' }),
    contentApi.gameProviders,
  ],
  game: (params) => [contentApi.game(params.slug ?? ''), contentApi.casinos],
  providers: () => [contentApi.providers],
  provider: (params, query) => [withPage(contentApi.provider(params.provider ?? ''), requestedPage(query))],
  blog: (_, query) => [withPage(contentApi.blog, requestedPage(query))],
  blogPost: (params) => [contentApi.blogPost(params.slug ?? '')],
  tactics: (_, query) => [withPage(contentApi.tactics, requestedPage(query))],
  tactic: (params) => [contentApi.tactic(params.slug ?? '')],
  advertise: staticPage,
  responsibleGaming: staticPage,
  privacy: staticPage,
  terms: staticPage,
};

/** The content API URLs the page at `path` (with its query) shows; none for pages without content (calculators). */
export function routeContentUrls(path: string): string[] {
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(url.pathname);
  const loader = match && loaders[match.route];
  return loader ? loader(match.params, url.searchParams, url.pathname) : [];
}
