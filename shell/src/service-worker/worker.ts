/**
 * The service worker (`/sw.js`): the calculators open and compute with no signal, pages fall back to a stored copy or
 * the Turkish offline page, and a deploy's files stay together in caches named by the deploy. The server writes the
 * deploy (`WorkerDeploy`) above this code; every decision is in `rules.ts`.
 */
import { SKIP_WAITING, type WorkerDeploy } from './deploy.ts';
import { cacheNames, isCacheable, markStoredFor, offlinePageFor, staleCaches, STORED_PAGES, strategyFor, withStaleNote } from './rules.ts';

// The worker's own events, declared here: the shell's TypeScript program is typed for pages (the DOM library).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope & { __SAFEBET_DEPLOY__: WorkerDeploy };
const deploy = scope.__SAFEBET_DEPLOY__;
const names = cacheNames(deploy.version);
/** A page that also opens from the cache gets this long before a slow network loses to the stored copy. */
const PAGE_NETWORK_MS = 4000;

async function precache(): Promise<void> {
  const cache = await caches.open(names.precache);
  await Promise.all(
    deploy.precache.map(async (path) => {
      // Past the HTTP cache: the copy kept offline must be this deploy's.
      const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
      if (isCacheable(response)) return cache.put(path, response);
      // A page the server keeps private (a country's rule) is simply not kept; missing code fails the install, so
      // a worker never takes over with half a deploy.
      if (!deploy.offlinePages.includes(path)) throw new Error(`SafeBet: ${path} could not be cached (${response.status})`);
    }),
  );
}

scope.addEventListener('install', (event) => event.waitUntil(precache()));

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), deploy.version).map((name) => caches.delete(name)));
      // The first visit's page is controlled at once, so that it is ready for the reader's next offline visit.
      await scope.clients.claim();
    })(),
  );
});

// A new version waits until the reader asks for it (or every tab has closed): code is never swapped under a page.
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
});

/**
 * This deploy's copy of `request`. Vary is ignored: the copies were fetched for this browser, and a request's
 * Accept-Encoding or Cookie is added past the worker, never seen in the requests it matches.
 */
async function stored(request: Request | string, options: CacheQueryOptions = {}): Promise<Response | undefined> {
  for (const name of [names.precache, names.runtime, names.pages]) {
    const hit = await (await caches.open(name)).match(request, { ignoreVary: true, ...options });
    if (hit) return hit;
  }
  return undefined;
}

/** Keeps `response` if it may be kept; the pages' cache keeps the latest `STORED_PAGES`. */
async function store(name: string, request: Request, response: Response): Promise<void> {
  if (!isCacheable(response)) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
  if (name !== names.pages) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - STORED_PAGES)).map((key) => cache.delete(key)));
}

function withinTime(response: Promise<Response>, ms: number): Promise<Response> {
  return Promise.race([response, new Promise<Response>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const offlinePath = offlinePageFor(request.url, deploy);
  const network = fetch(request);
  // Lost to the stored copy when slow, the network's answer or failure may come later: nobody waits for it then.
  network.catch(() => undefined);
  try {
    const response = await (offlinePath ? withinTime(network, PAGE_NETWORK_MS) : network);
    // A calculator's page is kept at its default inputs at install; other pages as they are read.
    if (!offlinePath) event.waitUntil(store(names.pages, request, response.clone()).catch(() => undefined));
    return response;
  } catch {
    // The calculators compute from the query in the browser: their stored page answers for any query.
    const calculator = offlinePath ? await stored(offlinePath, { ignoreSearch: true }) : undefined;
    if (calculator && offlinePath) return rewritten(calculator, (html) => markStoredFor(html, offlinePath, request.url));
    const copy = await stored(request);
    if (copy) return rewritten(copy, withStaleNote);
    return (await stored(deploy.offlinePage)) ?? Response.error();
  }
}

/** A stored page with its HTML changed by `change`. */
async function rewritten(copy: Response, change: (html: string) => string): Promise<Response> {
  const headers = new Headers(copy.headers);
  // The body is decoded already.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return new Response(change(await copy.text()), { status: copy.status, statusText: copy.statusText, headers });
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const hit = await stored(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  event.waitUntil(store(names.runtime, event.request, response.clone()).catch(() => undefined));
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await stored(new URL(request.url).pathname);
    if (hit) return hit;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin, deploy);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event.request));
});
