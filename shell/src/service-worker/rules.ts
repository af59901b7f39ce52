/**
 * The service worker's decisions, as pure functions of a request, a response and the deploy: which strategy a
 * request gets, what may be stored, and which caches belong to which deploy. `worker.ts` only carries them out.
 */
import { theme } from 'shared-data';
import type { WorkerDeploy } from './deploy.ts';

export type Strategy =
  /** Left to the browser: the worker neither answers nor stores. */
  | 'none'
  /** A page: from the network, else a stored copy, else the offline page. */
  | 'page'
  /** A hashed file, which never changes under its name: from the cache, else the network. */
  | 'cache-first'
  /** A file that may change under its name (remotes.json, a manifest, an icon): from the network, else the cache. */
  | 'network-first';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

export interface ResponseFacts {
  status: number;
  /** 'basic' for a same-origin answer; an opaque or redirect answer says little about itself and is never stored. */
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

const CACHE_PREFIX = 'safebet-';
/** How many pages (articles, lists) are kept for reading offline, the oldest dropped first. */
export const STORED_PAGES = 40;

/** The caches of one deploy: what install fetched, the code fetched since, and the pages read. */
export function cacheNames(version: string): { precache: string; runtime: string; pages: string } {
  return { precache: `${CACHE_PREFIX}precache-${version}`, runtime: `${CACHE_PREFIX}runtime-${version}`, pages: `${CACHE_PREFIX}pages-${version}` };
}

/** The worker's caches of other deploys, deleted when this one takes over (others' caches on the origin are kept). */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = Object.values(cacheNames(version));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
}

/** A file name with a content hash (`index-C3YbVdLi.js`): the name changes whenever the file does. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(?:js|mjs|css)$/;

/** Whether `path` is `prefix`, or below it (`/admin` covers `/admin/games` but not `/adminx`; `/git/` ends with its slash). */
function under(path: string, prefix: string): boolean {
  return prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

export function strategyFor(request: RequestFacts, origin: string, deploy: Pick<WorkerDeploy, 'never' | 'precache'>): Strategy {
  // A POST (a form's answer, the self-test's) is the reader's own and goes to the server every time.
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  // Other origins (a remote on a CDN): their own caching rules apply.
  if (url.origin !== origin) return 'none';
  if (deploy.never.some((prefix) => under(url.pathname, prefix))) return 'none';
  if (request.mode === 'navigate') return 'page';
  if (HASHED.test(url.pathname)) return 'cache-first';
  if (deploy.precache.includes(url.pathname)) return 'network-first';
  // The content API, media, the sitemap: live answers the pages' scripts ask for online.
  return 'none';
}

/**
 * Only a plain 200 that says nothing against being kept: no error, redirect, or private or no-store answer, and no
 * page the server keeps out of search engines (the admin's, whose login address the worker is never told).
 */
export function isCacheable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected || (response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/.test(cacheControl)) return false;
  return !/noindex/i.test(response.headers.get('X-Robots-Tag') ?? '');
}

/**
 * The stored page that answers for `url` offline when it is one of the pages that compute from their query: its
 * path, whatever the query (null for any other page).
 */
export function offlinePageFor(url: string, deploy: Pick<WorkerDeploy, 'offlinePages'>): string | null {
  const { pathname } = new URL(url);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return deploy.offlinePages.includes(path) ? path : null;
}

/** The note put at the top of a page read from the cache: it may be older than the site's. */
export const STALE_NOTE =
  `<p role="status" style="margin:0;padding:.6rem 1rem;background:${theme.colors.surfaceRaised};color:${theme.colors.text};text-align:center;border-bottom:1px solid ${theme.colors.border}">` +
  'Çevrimdışısınız: bu sayfanın daha önce kaydedilmiş bir kopyasını görüyorsunuz, güncel olmayabilir.</p>';

/** A stored page with the note after its `<body>` tag, outside the app's root, so hydration never sees it. */
export function withStaleNote(html: string): string {
  return html.replace(/<body\b[^>]*>/, (body) => `${body}${STALE_NOTE}`);
}

/** The attribute a stored calculator page carries when it answers another address than the one it was rendered for. */
export const STORED_FOR_ATTRIBUTE = 'data-stored-for';

/**
 * A calculator page stored at its default inputs, marked with the address it was rendered for (`path`) when it answers
 * for `url`, whose query differs. The app then hydrates at that address, with exactly the inputs the HTML shows, and
 * moves to the asked one afterwards (shell/src/lib/stored-copy.ts): hydrating a page at other inputs than its HTML's
 * would throw React's hydration mismatch away with the page.
 */
export function markStoredFor(html: string, path: string, url: string): string {
  const asked = new URL(url);
  if (asked.pathname === path && asked.search === '') return html;
  const value = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(/<html\b/, (tag) => `${tag} ${STORED_FOR_ATTRIBUTE}="${value}"`);
}
