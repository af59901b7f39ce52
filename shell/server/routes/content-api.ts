/**
 * The public content API (read only) under `/api/content`: lists paged and filtered in SQL, one entry by slug, the
 * search, settings and counts. Answers carry an ETag of the content version, so a browser or CDN revalidates
 * cheaply and sees a write on its next request; rendered answers are kept in an LRU bounded in bytes.
 */
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import {
  contentApi,
  contentApiBase,
  parseFeatureParam,
  parsePageParam,
  parseProviderParam,
  parseRankingSortParam,
  parseRtpMaxParam,
  parseRtpMinParam,
  parseSearchParam,
  parseSortParam,
  parseVolatilityParam,
  parseYearParam,
  queryKeys,
  slugPattern,
  type GameFilters,
  type ParamError,
  type ParamRefusal,
  type ParamResult,
} from 'shared-data';
import { bonusValueExample, type BonusValueExample } from 'shared-data/bonus-value';
import * as q from 'shared-data/store';
import type { Store } from 'shared-data/store';
import { z } from 'zod';
import { storeUnavailable } from '../unavailable.ts';

const NOT_FOUND = 'İstenen içerik bulunamadı.';
/** A parameter given twice, or as anything but one text. */
const BAD_REQUEST = 'İstek parametreleri geçersiz.';

export interface ContentApiOptions {
  /** Bytes of JSON kept in memory at most (default 16 MiB). */
  cacheBytes?: number;
}

interface ReadQuery extends GameFilters {
  slug: string;
  page: number;
  search: string;
  provider: string;
  ranking: 'editors' | 'value';
  compare: string;
}

/** A refused query parameter in Turkish, the 400's message. */
function paramMessage(error: ParamError): string {
  switch (error.code) {
    case 'badPage':
      return 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.';
    case 'searchTooLong':
      return `Arama metni en fazla ${error.max} karakter olabilir.`;
    case 'badProvider':
      return 'Sağlayıcı, küçük harf, rakam ve tirelerden oluşan bir kısa ad olmalıdır.';
    case 'badRanking':
      return 'Sıralama yalnızca "deger" (bonus değeri) olabilir; boş bırakılırsa editörlerin sıralaması kullanılır.';
    case 'badRtp':
      return 'RTP sınırı bir sayı olmalıdır (örneğin 96,5 veya 96.5).';
    case 'badVolatility':
      return 'Volatilite dusuk, orta, yuksek veya cok-yuksek olmalıdır.';
    case 'featureTooLong':
      return `Özellik en fazla ${error.max} karakter olabilir.`;
    case 'unknownFeature':
      return `Bu özelliğe sahip oyun yok; oyunların özellikleri ${contentApi.gameFacets} adresinde listelenir.`;
    case 'badYear':
      return 'Yıl dört haneli bir sayı olmalıdır (örneğin 2021).';
    case 'badSort':
      return 'Sıralama ad, rtp veya yil olmalıdır.';
  }
}

/** A query parameter read by its rule: the rule's refusal, worded, is the 400's message. */
const checked = <T>(parse: (raw: string | undefined) => ParamResult<T>) =>
  z
    .string()
    .transform((raw, context) => {
      const result = parse(raw);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: paramMessage(result.error) });
      return z.NEVER;
    })
    .optional();

/** A parameter the route does not read: whatever it holds changes nothing. */
const ignored = z.unknown().transform((): undefined => undefined).optional();

/** The parameters a route reads, each checked by its rule; any other parameter is ignored. */
const querystringFor = (uses: ReadonlyArray<keyof ReadQuery>) =>
  z.object({
    [queryKeys.page]: uses.includes('page') ? checked(parsePageParam) : ignored,
    [queryKeys.search]: uses.includes('search') ? checked(parseSearchParam) : ignored,
    // A provider slug or nothing ('all', empty): a path or any other text is refused with the Turkish reason.
    [queryKeys.provider]: uses.includes('provider') ? checked(parseProviderParam) : ignored,
    // The comparison reads any text, once or repeated: what it cannot use, its answer explains (never a 400).
    [queryKeys.compare]: uses.includes('compare')
      ? z
          .union([z.string(), z.array(z.string())])
          .transform((raw) => (typeof raw === 'string' ? raw : raw.join(',')))
          .optional()
      : ignored,
    [queryKeys.rtpMin]: uses.includes('rtpMin') ? checked(parseRtpMinParam) : ignored,
    [queryKeys.rtpMax]: uses.includes('rtpMax') ? checked(parseRtpMaxParam) : ignored,
    [queryKeys.volatility]: uses.includes('volatility') ? checked(parseVolatilityParam) : ignored,
    [queryKeys.feature]: uses.includes('feature') ? checked(parseFeatureParam) : ignored,
    [queryKeys.year]: uses.includes('year') ? checked(parseYearParam) : ignored,
    // `sirala`: the games' order, or the casinos' ranking.
    [queryKeys.sort]: uses.includes('sort') ? checked(parseSortParam) : uses.includes('ranking') ? checked(parseRankingSortParam) : ignored,
  });
const params = z.object({ slug: z.string().optional() });

type Loader = (db: Store['db'], query: ReadQuery) => Promise<unknown>;

const isRefusal = (data: unknown): data is ParamRefusal => typeof data === 'object' && data !== null && 'refused' in data;

/** The games list; a feature no public game has is refused with its reason rather than answered with no games. */
const loadGames: Loader = async (db, query) =>
  query.feature !== null && !(await q.gameFeatureExists(db, query.feature)) ? ({ refused: { code: 'unknownFeature' } } satisfies ParamRefusal) : q.listGames(db, query);
const gameFilterUses = ['rtpMin', 'rtpMax', 'volatility', 'feature', 'year', 'sort'] as const;

interface Route {
  path: string;
  uses: ReadonlyArray<keyof ReadQuery>;
  load: Loader;
  /** The search answers JSON null for a query too short to search; elsewhere null is a 404. */
  nullIsAnswer?: boolean;
}

/** The method page's worked example: a fixed input, so computed once per process, when first asked for. */
let methodExample: BonusValueExample | undefined;
const methodExampleAnswer = () => (methodExample ??= bonusValueExample());

const base = contentApiBase;
const routes: Route[] = [
  { path: contentApi.casinos, uses: ['ranking'], load: (db, r) => (r.ranking === 'value' ? q.listCasinosByValue(db) : q.listCasinos(db)) },
  { path: `${base}/casinos/:slug`, uses: ['slug'], load: (db, r) => q.findCasino(db, r.slug) },
  { path: `${base}/comparison`, uses: ['compare'], load: (db, r) => q.compareCasinos(db, r.compare) },
  { path: contentApi.bonusEntries, uses: [], load: (db) => q.listBonusEntries(db) },
  { path: contentApi.games, uses: ['page', 'search', 'provider', ...gameFilterUses], load: loadGames },
  { path: `${base}/games/:slug`, uses: ['slug'], load: (db, r) => q.findGame(db, r.slug) },
  { path: contentApi.gameProviders, uses: [], load: (db) => q.listGameProviders(db) },
  { path: contentApi.gameFacets, uses: [], load: (db) => q.gameFacets(db) },
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
  { path: contentApi.bonusValueExample, uses: [], load: async () => methodExampleAnswer() },
];

const json = 'application/json; charset=utf-8';

function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type(json).send(JSON.stringify({ error }));
}

export const contentApiRoutes: FastifyPluginAsyncZod<ContentApiOptions> = async (app, options) => {
  // Keyed by content version and normalised request: a write makes every old entry unreachable, and the LRU
  // forgets them as new ones arrive.
  const cache = new LRUCache<string, string>({
    maxSize: options.cacheBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (body, key) => body.length * 2 + key.length * 2 + 64,
  });

  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const [issue] = error.validation;
    return sendError(reply, 400, issue?.keyword === 'custom' && issue.message ? issue.message : BAD_REQUEST);
  });

  for (const route of routes) {
    app.get(route.path, { schema: { params, querystring: querystringFor(route.uses) } }, async (request, reply) => {
      const { query } = request;
      const sorted = query[queryKeys.sort];
      const read: ReadQuery = {
        slug: request.params.slug ?? '',
        page: query[queryKeys.page] ?? 1,
        search: query[queryKeys.search] ?? '',
        provider: query[queryKeys.provider] ?? '',
        // One key, two readers: the casinos' ranking ('editors', 'value') or the games' order.
        ranking: sorted === 'value' ? 'value' : 'editors',
        compare: query[queryKeys.compare] ?? '',
        rtpMin: query[queryKeys.rtpMin] ?? null,
        rtpMax: query[queryKeys.rtpMax] ?? null,
        volatility: query[queryKeys.volatility] ?? null,
        feature: query[queryKeys.feature] ?? null,
        year: query[queryKeys.year] ?? null,
        sort: sorted === 'value' || sorted === 'editors' ? null : (sorted ?? null),
      };
      if (route.uses.includes('slug') && !slugPattern.test(read.slug)) return sendError(reply, 404, NOT_FOUND);
      // As JSON: free text (a search, a feature) cannot pass for another parameter.
      const key = JSON.stringify(route.uses.map((name) => read[name]));
      try {
        const version = await app.contentState();
        const etag = `W/"c${version}"`;
        reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const cacheKey = `${version}|${route.path}|${key}`;
        let body = cache.get(cacheKey);
        if (body === undefined) {
          const data = await route.load(app.store.db, read);
          if (data === null && !route.nullIsAnswer) return sendError(reply, 404, NOT_FOUND);
          if (isRefusal(data)) return sendError(reply, 400, paramMessage(data.refused));
          body = JSON.stringify(data);
          cache.set(cacheKey, body);
        }
        return reply.type(json).send(body);
      } catch (error) {
        return storeUnavailable(reply, error, 'json');
      }
    });
  }
};
