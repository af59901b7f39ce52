/**
 * Renders public pages at request time: the shell's server build renders the route with the remotes' server builds
 * and the content of the store, the HTML goes into the built index.html with its head tags, styles and the answers
 * it was rendered with, and the result is kept in an LRU bounded in bytes, keyed by the page, the content version
 * and the remotes' versions.
 */
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  contentApi,
  ContentError,
  createContentReader,
  layoutContentUrls,
  matchedContentUrls,
  OFFERS_SHOWN,
  parsePageParam,
  queryKeys,
  routeOf,
  SSR_FOLDER,
  withPage,
  type BonusEntry,
  type ContentAnswer,
  type ContentAnswers,
  type OfferPolicy,
  type RemoteKey,
  type RouteName,
} from 'shared-data';
import type * as ServerEntry from '../../src/entry-server.tsx';
import type { RemoteModules } from './remote-modules.ts';

export interface RenderedResponse {
  status: number;
  html: string;
  /** Where a request for a page past a list's end is sent instead (302). */
  location?: string;
  /** A weak validator of this HTML: the key it was rendered under. */
  etag: string;
  /** The HTML compressed once, the first time a reader asks for it so; every later reader gets the same bytes. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /**
   * Compressed as small as Brotli makes it (quality 11: 60-90 ms of a worker thread for a 60-90 KB page, once), for a
   * page at an address without a query, kept and served to every reader. Other pages (a filter or a search, a break's
   * or a form's answer) take quality 6, a millisecond or two: their addresses are as many as readers make them.
   */
  smallest?: boolean;
}

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page's HTML in `encoding`, compressed on first use and kept with the page. Every kilobyte counts here: a page
 * whose answer fits the first round trip of a new connection (about 14.6 KB, headers included: TCP's initial window of
 * ten segments) is painted a round trip sooner than one that needs a second (docs/lighthouse-blocking-time.md).
 */
export function encodedHtml(page: RenderedResponse, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: page.smallest ? 11 : 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) },
        })
      : gzipped(page.html, { level: page.smallest ? 9 : 6 });
  return page.encoded[encoding];
}

/**
 * A page request as the page route resolved it, once: the route-table entry its path matched (null for a path no
 * route has) with the route's parameters, the decoded path and the query.
 */
export interface PageRequest {
  route: RouteName | null;
  params: Record<string, string>;
  pathname: string;
  search: URLSearchParams;
}

export interface PageRendererOptions {
  shellDir: string;
  remotes: RemoteModules;
  /**
   * The content API's answer to one of its URLs, read in process by the same reads the API answers with. A store
   * failure is an answer with status 503; a bug of ours is thrown.
   */
  readContent: (url: string) => Promise<ContentAnswer>;
  /** The content version: a write to the store changes it. */
  contentState: () => Promise<string>;
  /** Where the browser loads each remote's manifest from, given to the page so it need not ask. */
  remoteUrls: () => Record<RemoteKey, string>;
  /** The site's public origin (the config's SITE_ORIGIN): the pages' canonical URLs and structured data. */
  siteOrigin: string;
  /** The share of page views whose field vitals the browser sends (the config's VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
  /** Bytes of HTML kept at most (default 32 MiB). */
  cacheBytes?: number;
  log?: (message: string, error?: unknown) => void;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The store could not answer while a page was rendered: the page answers 503. */
export class ContentUnavailable extends Error {}

/** Pages that render their query (the calculators' inputs): all of it renders, up to a sane length. */
const RENDERED_QUERY_LIMIT = 1000;

/**
 * The cache key's view of a request. A content page differs only by the answers it reads, so its route loader's URLs
 * stand for its query (any parameter no page reads drops out, `sayfa=1` equals none). Pages that render their query
 * (the route table's `rendersQuery`: calculators, the spending planner) are keyed by all of it, sorted. Null: the page
 * is not cached (a query too long to be a real one).
 */
function normalisedPage({ route, pathname, search }: PageRequest, contentUrls: readonly string[]): string | null {
  if (route && routeOf(route).rendersQuery) {
    const text = new URLSearchParams([...search].sort(([a], [b]) => a.localeCompare(b))).toString();
    if (text.length > RENDERED_QUERY_LIMIT) return null;
    return text ? `${pathname}?${text}` : pathname;
  }
  return `${pathname} ${contentUrls.join(' ')}`;
}

/** The content API URLs the page shows, from its route's loader. */
const contentUrlsOf = ({ route, params, search, pathname }: PageRequest) => (route ? matchedContentUrls({ route, params }, search, pathname) : []);

interface PagedAnswer {
  page: number;
  pageCount: number;
}

const isPaged = (data: unknown): data is PagedAnswer =>
  typeof data === 'object' && data !== null && typeof (data as PagedAnswer).page === 'number' && typeof (data as PagedAnswer).pageCount === 'number';

/**
 * A break's end differs from reader to reader, but a page on a break is the same for all of them but for that end: it
 * is rendered and kept once with these tokens in its place, and each answer writes its reader's end in (`personalised`).
 * Plain ASCII that no text of the site holds, so it reads the same in the HTML and in the page's data.
 */
const BREAK_TOKENS = { iso: 'SAFEBET_BREAK_ISO_9c1e', text: 'SAFEBET_BREAK_TEXT_9c1e' } as const;

/** The policy a page is rendered and kept under: a break's end left as tokens. */
function keptPolicy(offers: OfferPolicy): OfferPolicy {
  return offers.breakUntil ? { ...offers, breakUntil: BREAK_TOKENS } : offers;
}

/** What the cache key says of the policy: whether offers show, and whether a break's notice does. */
const policyKey = (offers: OfferPolicy) => (offers.shown ? 'offers' : offers.breakUntil ? 'break' : 'no-offers');

/** Characters a break's end is written with (an ISO instant, a Turkish date), safe as they are in HTML text and JSON. */
const PLAIN_TEXT = /^[\p{L}\p{N} :.,TZ+-]*$/u;

/**
 * The page as this reader gets it: a page kept for readers on a break, with their break's end written in, its own
 * validator, and compressed for this answer alone; any other page as it is.
 */
export function personalised(page: RenderedResponse, offers: OfferPolicy): RenderedResponse {
  const end = offers.breakUntil;
  if (!end || !page.html.includes(BREAK_TOKENS.iso)) return page;
  if (!PLAIN_TEXT.test(end.iso) || !PLAIN_TEXT.test(end.text)) throw new Error(`A break's end of unexpected characters: ${end.iso}`);
  const html = page.html.replaceAll(BREAK_TOKENS.iso, end.iso).replaceAll(BREAK_TOKENS.text, end.text);
  const etag = page.etag && `W/"b${createHash('sha1').update(`${page.etag}|${end.iso}`).digest('base64url').slice(0, 20)}"`;
  return { ...page, html, etag, encoded: {}, smallest: false };
}

/** Where the built page lists the chunks its boot watch fetches as the app starts (shared-data/build/vite.ts). */
const BOOT_CHUNKS = 'data-app-chunks="';

export async function pageRenderer(options: PageRendererOptions) {
  const template = readFileSync(join(options.shellDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('shell/dist/index.html has no empty #root to render into');
  const entry = (await import(pathToFileURL(join(options.shellDir, SSR_FOLDER, 'entry-server.js')).href)) as typeof ServerEntry;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const cache = new LRUCache<string, RenderedResponse>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    // The HTML as a string (two bytes a character at most) and up to two compressed copies, smaller than a third of it.
    sizeCalculation: (page, key) => page.html.length * 3 + key.length * 2 + 256,
  });

  async function render(
    request: PageRequest,
    contentUrls: readonly string[],
    known: boolean,
    etag: string,
    offers: OfferPolicy,
    form?: URLSearchParams,
  ): Promise<RenderedResponse> {
    const { route, pathname, search } = request;
    const answers: ContentAnswers = {};
    let unavailable = false;
    // A bug met while reading is the request's answer (500), not a part the browser renders again.
    const bugs: unknown[] = [];
    const reader = createContentReader(
      async (url) => {
        const answer = await options.readContent(url).catch((error: unknown) => {
          bugs.push(error);
          throw error;
        });
        answers[url] = answer;
        if ('data' in answer) return answer.data;
        if (answer.status >= 500) unavailable = true;
        throw new ContentError(answer.status, answer.error, url);
      },
      { limit: Infinity },
    );
    const query = search.toString();
    const url = query ? `${pathname}?${query}` : pathname;
    // The route's answers and the layout's are read all at once, before React asks for them one Suspense boundary after
    // another.
    const layoutUrls = layoutContentUrls(route);
    // The popups come with every page of the layout whose reader is shown offers, opened by a script of their own: their
    // bonus list is read apart from the page's answers, which the browser's app never needs it in. Without it (a
    // failed read) the page has no popups.
    const popupEntries =
      layoutUrls.length > 0 && offers.shown
        ? options.readContent(contentApi.bonusEntries).then(
            (answer) => ('data' in answer ? (answer.data as BonusEntry[]) : undefined),
            () => undefined,
          )
        : undefined;
    await Promise.allSettled([...contentUrls, ...layoutUrls].map((contentUrl) => reader.read(contentUrl)));
    const usedRemotes = new Set<string>();
    // The browser keeps a static page's remote part as it is: it loads none of the remote's code on this page.
    const keptAsIs = route !== null && routeOf(route).firstLoad === 'static';
    // A page whose code loads when the reader uses it asks for its remote's scripts then, not as the app starts.
    const preloaded = !keptAsIs && !(route !== null && routeOf(route).loadsWhenUsed);
    const page = await entry.renderPage({
      url,
      form,
      reader,
      offers,
      popupEntries: await popupEntries,
      siteOrigin: options.siteOrigin,
      loadRemote: (remote: RemoteKey, module: string) => {
        // The browser needs these scripts before it can hydrate the remote's part: the boot watch fetches them first.
        if (preloaded) for (const url of options.remotes.preloads(remote, module)) usedRemotes.add(url);
        return options.remotes.load(remote, module) as ReturnType<Parameters<typeof entry.renderPage>[0]['loadRemote']>;
      },
    });
    if (bugs.length > 0) throw bugs[0];
    if (unavailable) throw new ContentUnavailable();
    for (const error of page.errors) log(`SafeBet: rendering ${pathname} failed in part; the browser renders that part`, error);

    const requested = parsePageParam(search.get(queryKeys.page));
    if (requested.ok && requested.value > 1) {
      // A page past a list's end: the list's last page is where the reader is sent.
      const paged = Object.values(answers).find((answer) => 'data' in answer && isPaged(answer.data));
      if (paged && 'data' in paged && isPaged(paged.data) && paged.data.page < requested.value) {
        const rest = new URLSearchParams(search);
        rest.delete(queryKeys.page);
        const tail = rest.toString();
        const location = withPage(tail ? `${pathname}?${tail}` : pathname, paged.data.page);
        return { status: 302, html: '', location, etag, encoded: {} };
      }
    }
    const missing = route === null || !known || Object.values(answers).some((answer) => answer.status === 404);
    // A kept page hydrates nothing of its own that reads content: its answers would only make the document longer; the
    // layout, which the browser hydrates on every page, keeps its own. Each remote's entry and what it requires of the
    // shared modules let the browser load it without its manifest.
    const data = entry.serializePageData({
      content: keptAsIs ? Object.fromEntries(Object.entries(answers).filter(([url]) => layoutUrls.includes(url))) : answers,
      siteOrigin: options.siteOrigin,
      remotes: options.remoteUrls(),
      entries: options.remotes.entries(),
      // The browser hydrates a form's answer from the fields as rendered: they are in the page, never in its data.
      ...(form ? { answersForm: true as const } : {}),
      ...(offers.shown ? {} : { offers }),
      // A not-found page is not measured: its figures would count as those of the route its path matched.
      ...(missing ? {} : { vitalsSampleRate: options.vitalsSampleRate }),
    });
    // The remote's chunks go to the boot watch, which fetches them with the app's as the app starts after the page's
    // largest paint: a preload in the head would be a request before it.
    const remoteChunks = [...usedRemotes].map((url) => `${escapeAttribute(url)} `).join('');
    // Each part goes in through a function: a replacement string would read "$&", "$'" or "$$" in content (a title,
    // a stylesheet) as patterns, and put a copy of the template in the page instead.
    const html = template
      .replace(BOOT_CHUNKS, () => `${BOOT_CHUNKS}${remoteChunks}`)
      .replace('</head>', () => `${page.head}${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${page.body}</div>${page.popups}<script type="application/json" id="${entry.PAGE_DATA_ID}">${data}</script>`,
      );
    return { status: missing ? 404 : 200, html, etag, encoded: {} };
  }

  return {
    /**
     * The page `request` names. `exists` tells whether a matched route names something (false: an
     * unknown slug, so the page renders its not-found state with 404); it is asked only when the page is rendered.
     * Throws `ContentUnavailable` when the store fails. A page for a reader on a break is kept with its end as
     * tokens: `personalised` writes the reader's in.
     */
    async page(request: PageRequest, exists: () => Promise<boolean>, offers: OfferPolicy = OFFERS_SHOWN): Promise<RenderedResponse> {
      const contentUrls = contentUrlsOf(request);
      const normalised = normalisedPage(request, contentUrls);
      const state = `${await options.contentState()}|${await options.remotes.versions()}|${policyKey(offers)}`;
      const key = normalised === null ? null : `${state}|${normalised}`;
      const cached = key === null ? undefined : cache.get(key);
      if (cached) return cached;
      const etag = `W/"p${createHash('sha1').update(key ?? `${state}|${request.pathname}?${request.search}`).digest('base64url').slice(0, 20)}"`;
      const rendered = await render(request, contentUrls, await exists(), etag, keptPolicy(offers));
      if (key !== null && request.search.size === 0) rendered.smallest = true;
      if (key !== null) cache.set(key, rendered);
      return rendered;
    },
    /**
     * The page `request` names, answering a form POSTed to it (the route table's `acceptsForm`), rendered with the
     * form's fields for this request alone: the cache is neither read nor written, as the fields may be what a reader
     * told nobody else. It carries no validator (`etag` is empty).
     */
    async answer(request: PageRequest, form: URLSearchParams, exists: () => Promise<boolean>, offers: OfferPolicy = OFFERS_SHOWN): Promise<RenderedResponse> {
      return render(request, contentUrlsOf(request), await exists(), '', offers, form);
    },
    /** Bytes the cache holds now (for tests of its bound). */
    cachedBytes: () => cache.calculatedSize,
  };
}

export type PageRenderer = Awaited<ReturnType<typeof pageRenderer>>;
