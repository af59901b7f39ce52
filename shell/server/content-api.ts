/**
 * The public content API (read only) under `/api/content`: lists paged and filtered in SQL, one entry by slug, the
 * search, settings and counts. Answers carry an ETag of the content version, so a browser or CDN revalidates
 * cheaply and sees a write on its next request; rendered answers are kept in an LRU bounded in bytes.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  contentApi,
  contentApiBase,
  parsePageParam,
  parseSearchParam,
  parseProviderParam,
  queryKeys,
  slugPattern,
  type ParamResult,
} from 'shared-data';
import * as q from 'shared-data/store';
import type { Store } from 'shared-data/store';

export const STORE_UNAVAILABLE = 'İçerik şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.';
const NOT_FOUND = 'İstenen içerik bulunamadı.';

export interface ContentApiOptions {
  store: Store;
  /** The content state the answers' ETags and cache keys follow (`contentStateTracker`). */
  contentState: () => Promise<string>;
  /** Bytes of JSON kept in memory at most (default 16 MiB). */
  cacheBytes?: number;
}

type Query = Record<string, string | undefined>;
/** Reads the store for one request; null means the entry does not exist (404). */
type Loader = (db: Store['db'], query: ReadQuery) => Promise<unknown>;

interface ReadQuery {
  slug: string;
  page: number;
  search: string;
  provider: string;
}

class BadRequest extends Error {}

function accept<T>(result: ParamResult<T>): T {
  if (!result.ok) throw new BadRequest(result.error);
  return result.value;
}

/** Only the parameters a route reads, validated, form its cache key: unknown parameters change nothing. */
function readQuery(request: FastifyRequest, uses: ReadonlyArray<keyof ReadQuery>): { query: ReadQuery; key: string } {
  const raw = (request.query ?? {}) as Query;
  const params = (request.params ?? {}) as Query;
  const slug = params.slug ?? '';
  const query: ReadQuery = {
    slug,
    page: uses.includes('page') ? accept(parsePageParam(raw[queryKeys.page])) : 1,
    search: uses.includes('search') ? accept(parseSearchParam(raw[queryKeys.search])) : '',
    // A provider slug or nothing ('all', empty): a path or any other text is refused with the Turkish reason.
    provider: uses.includes('provider') ? (accept(parseProviderParam(raw[queryKeys.provider])) ?? '') : '',
  };
  const key = uses.map((name) => `${name}=${query[name]}`).join('&');
  return { query, key };
}

interface Route {
  path: string;
  uses: ReadonlyArray<keyof ReadQuery>;
  load: Loader;
  /** The search answers JSON null for a query too short to search; elsewhere null is a 404. */
  nullIsAnswer?: boolean;
}

const base = contentApiBase;
const routes: Route[] = [
  { path: contentApi.casinos, uses: [], load: (db) => q.listCasinos(db) },
  { path: contentApi.bonusEntries, uses: [], load: (db) => q.listBonusEntries(db) },
  { path: contentApi.games, uses: ['page', 'search', 'provider'], load: (db, r) => q.listGames(db, r) },
  { path: `${base}/games/:slug`, uses: ['slug'], load: (db, r) => q.findGame(db, r.slug) },
  { path: contentApi.gameProviders, uses: [], load: (db) => q.listGameProviders(db) },
  { path: contentApi.providers, uses: [], load: (db) => q.listProviders(db) },
  { path: `${base}/providers/:slug`, uses: ['slug', 'page'], load: (db, r) => q.findProvider(db, r.slug, r.page) },
  { path: contentApi.blog, uses: ['page'], load: (db, r) => q.listBlogPosts(db, r.page) },
  { path: `${base}/blog/:slug`, uses: ['slug'], load: (db, r) => q.findBlogPost(db, r.slug) },
  { path: contentApi.tactics, uses: ['page'], load: (db, r) => q.listTactics(db, r.page) },
  { path: `${base}/tactics/:slug`, uses: ['slug'], load: (db, r) => q.findTactic(db, r.slug) },
  { path: contentApi.settings, uses: [], load: (db) => q.siteSettings(db) },
  { path: contentApi.counts, uses: [], load: (db) => q.contentCounts(db) },
  { path: `${base}/pages/:slug`, uses: ['slug'], load: (db, r) => q.findPage(db, r.slug) },
  { path: contentApi.search, uses: ['search'], load: (db, r) => q.searchStore(db, r.search), nullIsAnswer: true },
];

const json = 'application/json; charset=utf-8';

function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type(json).send(JSON.stringify({ error }));
}

export interface ContentStateTracker {
  /**
   * The content version plus the number of scheduled publish times that have passed since it was written: it
   * changes with every write and every time a scheduled entry goes public.
   */
  state(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Follows the content version without a query per request: a write in any process is announced by LISTEN/NOTIFY
 * and the version is read again at once; it is also read again after `maxAgeMs` at most, in case a notification
 * was lost (the connection dropped while the database restarted).
 */
export async function contentStateTracker(
  store: Store,
  { maxAgeMs = 500, listen = true }: { maxAgeMs?: number; listen?: boolean } = {},
): Promise<ContentStateTracker> {
  let version: { value: Promise<number>; at: number } | null = null;
  let schedule: { version: number; times: number[] } = { version: -1, times: [] };
  const stop = listen
    ? await store
        .listen(() => {
          version = null;
        })
        .catch(() => null)
    : null;
  const readVersion = (): Promise<number> => {
    const now = Date.now();
    if (version && now - version.at < maxAgeMs) return version.value;
    const value = q.contentVersion(store.db);
    const entry = { value, at: now };
    version = entry;
    // A failed read is not kept: the next request asks the database again.
    value.catch(() => {
      if (version === entry) version = null;
    });
    return value;
  };
  return {
    async state() {
      const current = await readVersion();
      if (schedule.version !== current) schedule = { version: current, times: await q.upcomingPublishTimes(store.db) };
      const now = Date.now();
      const passed = schedule.times.filter((time) => time <= now).length;
      return passed === 0 ? `${current}` : `${current}.${passed}`;
    },
    // The database may be gone already (closing after an outage): nothing is left to stop then.
    close: async () => {
      await stop?.().catch(() => undefined);
    },
  };
}

export function contentApiPlugin(options: ContentApiOptions): FastifyPluginAsync {
  const { store } = options;
  // Keyed by content version and normalised request: a write makes every old entry unreachable, and the LRU
  // forgets them as new ones arrive.
  const cache = new LRUCache<string, string>({
    maxSize: options.cacheBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (body, key) => body.length * 2 + key.length * 2 + 64,
  });

  const { contentState } = options;

  const answer = (route: Route) => async (request: FastifyRequest, reply: FastifyReply) => {
    let read: { query: ReadQuery; key: string };
    try {
      read = readQuery(request, route.uses);
    } catch (error) {
      if (error instanceof BadRequest) return sendError(reply, 400, error.message);
      throw error;
    }
    if (route.uses.includes('slug') && !slugPattern.test(read.query.slug)) return sendError(reply, 404, NOT_FOUND);
    try {
      const version = await contentState();
      const etag = `W/"c${version}"`;
      reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const key = `${version}|${route.path}|${read.key}`;
      let body = cache.get(key);
      if (body === undefined) {
        const data = await route.load(store.db, read.query);
        if (data === null && !route.nullIsAnswer) return sendError(reply, 404, NOT_FOUND);
        body = JSON.stringify(data);
        cache.set(key, body);
      }
      return reply.type(json).send(body);
    } catch (error) {
      request.log.error({ err: error }, 'content store unavailable');
      return sendError(reply.header('Retry-After', '5'), 503, STORE_UNAVAILABLE);
    }
  };

  return async (app: FastifyInstance) => {
    for (const route of routes) app.get(route.path, answer(route));
  };
}
