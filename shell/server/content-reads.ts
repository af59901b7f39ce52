/**
 * The content API's reads as plain functions: each public answer is a read of the store by its route's typed
 * parameters, checked by the same rules whoever asks. The content API's routes (routes/content-api.ts) answer the
 * browser with them, and the page renderer reads a page's content through them in process, so both give the same
 * answer for the same URL and a rendered page never goes back through HTTP. Answers are kept in an LRU bounded in
 * bytes, keyed by the content state: a write makes every old entry unreachable.
 */
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
  type ContentAnswer,
  type GameFilters,
  type ParamError,
  type ParamRefusal,
  type ParamResult,
} from 'shared-data';
import { bonusValueExample, type BonusValueExample } from 'shared-data/bonus-value';
import * as q from '@shared-data/store';
import type { Store } from '@shared-data/store';
import { z } from 'zod';
import { isProgrammingError, isRefusedInput, REFUSED_INPUT, STORE_UNAVAILABLE } from './unavailable.ts';

export const NOT_FOUND = 'İstenen içerik bulunamadı.';
/** A parameter given twice, or as anything but one text. */
export const BAD_REQUEST = 'İstek parametreleri geçersiz.';

/** What a read is asked for: its route's slug and its query, each checked by its rule. */
export interface ReadQuery extends GameFilters {
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
const checked = <T>(parse: (raw: string | undefined) => ParamResult<T, ParamError>) =>
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
export const querystringFor = (uses: ReadonlyArray<keyof ReadQuery>) =>
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

/** A route's query as its schema gives it: each parameter it reads, checked. */
export type CheckedQuery = z.output<ReturnType<typeof querystringFor>>;

/** The rule's Turkish refusal of a checked parameter, else the generic one (a parameter given twice, say). */
export const refusalMessage = (issues: ReadonlyArray<{ code: string; message: string }>) => {
  const [issue] = issues;
  return issue?.code === 'custom' && issue.message ? issue.message : BAD_REQUEST;
};

/** The read's parameters from the route's slug and its checked query. */
export function readQueryOf(slug: string | undefined, query: CheckedQuery): ReadQuery {
  const sorted = query[queryKeys.sort];
  return {
    slug: slug ?? '',
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
}

type Loader = (db: Store['db'], query: ReadQuery) => Promise<unknown>;

const isRefusal = (data: unknown): data is ParamRefusal => typeof data === 'object' && data !== null && 'refused' in data;

/** The games list; a feature no public game has is refused with its reason rather than answered with no games. */
const loadGames: Loader = async (db, query) =>
  query.feature !== null && !(await q.gameFeatureExists(db, query.feature)) ? ({ refused: { code: 'unknownFeature' } } satisfies ParamRefusal) : q.listGames(db, query);
const gameFilterUses = ['rtpMin', 'rtpMax', 'volatility', 'feature', 'year', 'sort'] as const;

/** One read of the content API: its path (a ':slug' at most), the parameters it reads, and how it reads them. */
export interface ContentRead {
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
export const contentReads: readonly ContentRead[] = [
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

/** A read's answer: the data with its JSON (what the API sends), or the status and Turkish reason of a refusal. */
export type ReadAnswer = { status: 200; data: unknown; json: string } | { status: 400 | 404; error: string };

export interface ContentReadsOptions {
  store: Store;
  /** The content state: a write to the store changes it. */
  contentState: () => Promise<string>;
  /** Bytes of answers kept in memory at most (default 16 MiB). */
  cacheBytes?: number;
  /** Where a store failure met by `answerUrl` is logged. */
  log?: (message: string, error: unknown) => void;
}

/** A slug of any other shape names nothing: the store is not asked. */
export const namesNothing = (read: ContentRead, query: ReadQuery) => read.uses.includes('slug') && !slugPattern.test(query.slug);

/** A read's path as a pattern: its one ':slug' is a segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(':slug', '([^/]+)')}$`);

export function createContentReads({ store, contentState, cacheBytes, log = () => undefined }: ContentReadsOptions) {
  // Keyed by content state and normalised request: a write makes every old entry unreachable, and the LRU forgets
  // them as new ones arrive.
  const cache = new LRUCache<string, ReadAnswer & { status: 200 }>({
    maxSize: cacheBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.json.length * 2 + key.length * 2 + 64,
  });
  const patterns = contentReads.map((read) => [read, patternOf(read.path)] as const);

  /**
   * The answer to `read` with `query`, from the cache or the store, under the content state `state` (read now when
   * not given); throws when the store fails.
   */
  async function answer(read: ContentRead, query: ReadQuery, state?: string): Promise<ReadAnswer> {
    if (namesNothing(read, query)) return { status: 404, error: NOT_FOUND };
    // As JSON: free text (a search, a feature) cannot pass for another parameter.
    const key = `${state ?? (await contentState())}|${read.path}|${JSON.stringify(read.uses.map((name) => query[name]))}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const data = await read.load(store.db, query);
    if (data === null && !read.nullIsAnswer) return { status: 404, error: NOT_FOUND };
    if (isRefusal(data)) return { status: 400, error: paramMessage(data.refused) };
    const found = { status: 200 as const, data, json: JSON.stringify(data) };
    cache.set(key, found);
    return found;
  }

  return {
    answer,
    /**
     * The answer the content API gives `url` (a path under /api/content with its query), read in process: a store
     * failure is a 503 answer (logged), a value the database refused a 400; a bug of ours is thrown.
     */
    async answerUrl(url: string): Promise<ContentAnswer> {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      let slug: string | undefined;
      const read = patterns.find(([, pattern]) => {
        const found = pattern.exec(pathname);
        if (found) slug = found[1];
        return found !== null;
      })?.[0];
      if (!read) return { status: 404, error: NOT_FOUND };
      // Each parameter once as text, repeated as a list: as the API's query parser gives them to its schema.
      const raw: Record<string, string | string[]> = {};
      for (const key of new Set(searchParams.keys())) {
        const values = searchParams.getAll(key);
        raw[key] = values.length === 1 ? (values[0] ?? '') : values;
      }
      const checkedQuery = querystringFor(read.uses).safeParse(raw);
      if (!checkedQuery.success) return { status: 400, error: refusalMessage(checkedQuery.error.issues) };
      try {
        const decoded = slug === undefined ? undefined : decodeURIComponent(slug);
        const found = await answer(read, readQueryOf(decoded, checkedQuery.data));
        return found.status === 200 ? { status: 200, data: found.data } : found;
      } catch (error) {
        if (error instanceof URIError) return { status: 404, error: NOT_FOUND };
        if (isProgrammingError(error)) throw error;
        if (isRefusedInput(error)) return { status: 400, error: REFUSED_INPUT };
        log('content store unavailable', error);
        return { status: 503, error: STORE_UNAVAILABLE };
      }
    },
  };
}

export type ContentReads = ReturnType<typeof createContentReads>;
