/**
 * The route loaders: which content API answers each public page shows, by its path and query, as the route table
 * defines them. The server reads them ahead of rendering (all at once), and the browser as it navigates, so no answer
 * waits for the page's code to ask for it. The pages read the same URLs (a server test holds them to it).
 */
import { matchRoute, routeOf, type RouteMatch } from './routes.ts';

/** The content API URLs of a matched route's page with `query`; none for pages without content (calculators). */
export function matchedContentUrls({ route, params }: RouteMatch, query: URLSearchParams, pathname: string): string[] {
  return routeOf(route).content?.(params, query, pathname) ?? [];
}

/** The content API URLs the page at `path` (with its query) shows, matching the path first. */
export function routeContentUrls(path: string): string[] {
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(url.pathname);
  return match ? matchedContentUrls(match, url.searchParams, url.pathname) : [];
}
