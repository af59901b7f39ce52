/**
 * The route loaders: which content API answers each public page shows, by its path and query, as the route table
 * defines them. The server reads them ahead of rendering (all at once), and the browser as it navigates, so no answer
 * waits for the page's code to ask for it. The pages read the same URLs (a server test holds them to it).
 */
import { contentApi } from './content-api.ts';
import { matchRoute, routeOf, type RouteMatch, type RouteName } from './routes.ts';

/** The content API URLs of a matched route's page with `query`; none for pages without content (calculators). */
export function matchedContentUrls({ route, params }: RouteMatch, query: URLSearchParams, pathname: string): string[] {
  return routeOf(route).content?.(params, query, pathname) ?? [];
}

/**
 * What the layout shows on every page of it, read with each page's content: the site's settings, whose contact
 * channels and help lines the footer lists. A page outside the layout (the admin) reads none of it; the layout's 404
 * (no route) does.
 */
export const LAYOUT_CONTENT: readonly string[] = [contentApi.settings];

/** The layout's content URLs for a page of `route` (null: a path no route has, the layout's 404). */
export const layoutContentUrls = (route: RouteName | null): readonly string[] => (route === null || routeOf(route).layout ? LAYOUT_CONTENT : []);

/** The content API URLs the page at `path` (with its query) shows, matching the path first. */
export function routeContentUrls(path: string): string[] {
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(url.pathname);
  return match ? matchedContentUrls(match, url.searchParams, url.pathname) : [];
}
