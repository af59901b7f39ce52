/**
 * The site's route table: each route is named once, with its path pattern, the remote page that
 * renders it, the content API answers it shows, how its existence is checked, and its first-load mode. The shell's
 * router and server renderer, the 404 logic and each remote's standalone bootstrap read it.
 */
import { contentApi, gamesApiUrl, parsePageParam, withPage } from './content-api.ts';
import type { RemoteKey } from './federation.ts';
import { readGameFilters } from './game-filters.ts';
import { calculatorSlugs, isCalculatorSlug, queryKeys, rankingSorts } from './route-params.ts';
import { day, eachOf, listOf, listPages, newest, singlePage, storedPage, type SiteRoute, type SitemapEntries, type SitemapSource } from './sitemap-entries.ts';

/**
 * The pages each remote exposes, by exposed module: the contract between the shell and the remotes. A remote's
 * exposed module is checked against it with `satisfies RemotePages<…>` (shared-data/react).
 */
export const exposedPages = {
  content: {
    ContentPages: [
      'HomePage', 'GamesPage', 'GamePage', 'ProvidersPage', 'ProviderPage', 'BlogPage', 'BlogPostPage', 'TacticsPage',
      'TacticPage', 'CasinoPage', 'ComparisonPage', 'AdvertisePage', 'ResponsibleGamingPage', 'SelfTestPage', 'SpendingPlannerPage', 'PrivacyPage', 'TermsPage',
      'BonusValueMethodPage',
    ],
  },
  calculators: { CalculatorPages: ['CalculatorsPage', 'CalculatorPage'] },
  admin: { AdminPages: ['AdminApp', 'LoginPage'] },
} as const satisfies Record<RemoteKey, Record<string, readonly string[]>>;

type Exposed = typeof exposedPages;
export type ExposedModule<R extends RemoteKey> = keyof Exposed[R] & string;
export type ExposedPage<R extends RemoteKey, M extends ExposedModule<R>> = Exposed[R][M] extends readonly (infer P extends string)[] ? P : never;

/** A page of a remote: the remote, its exposed module and the page's export in it. */
export type PageRef = {
  [R in RemoteKey]: { [M in ExposedModule<R>]: { remote: R; module: M; page: ExposedPage<R, M> } }[ExposedModule<R>];
}[RemoteKey];

/**
 * How a route's first load behaves:
 * - `static`: the server's HTML of the remote page is kept as it is; no remote code loads until the reader navigates;
 * - `interactive`: the remote page hydrates (its code loads with the page, or when the reader first uses it: see
 *   `loadsWhenUsed`) and keeps what was typed before;
 * - `client`: rendered in the browser only (the admin).
 */
export type FirstLoad = 'static' | 'interactive' | 'client';

/** The stored collections a route's slug may name. */
export type SlugCollection = 'games' | 'providers' | 'blogPosts' | 'tactics' | 'casinos';

type Params = Readonly<Record<string, string | undefined>>;

export interface RouteDefinition {
  /** The path pattern, in react-router syntax ('/oyunlar/:provider/:slug'; '/admin/*'). */
  pattern: string;
  page: PageRef;
  firstLoad: FirstLoad;
  /** Inside the shared layout (header, footer); the admin's pages stand alone. */
  layout: boolean;
  /** The content API URLs the page shows, read ahead of rendering by the server and as a navigation starts. */
  content?: (params: Params, query: URLSearchParams, pathname: string) => string[];
  /** The entry a route's parameter names: the page is a 404 when the store has no public entry of that slug. */
  entry?: { collection: SlugCollection; param: string };
  /** A check of the parameters that needs no store (false: 404). */
  known?: (params: Params) => boolean;
  /** Its URLs in the sitemap; none for a route left out (the admin). */
  sitemap?: SitemapEntries;
  /**
   * The page renders its whole query (a calculator's inputs), not only what its content loaders read: the server
   * renders it and keys its cache by it.
   */
  rendersQuery?: true;
  /**
   * The page also answers a form POSTed to its address (the self-test): the server renders it with the form's fields
   * (shared-data/react's `useSubmittedForm`) for that request alone, and never caches, logs or redirects them into a
   * URL.
   */
  acceptsForm?: true;
  /** The query holds what a reader says about their money (an income): the server's request log names the path alone. */
  privateQuery?: true;
  /**
   * An `interactive` page whose islands work as plain HTML until they hydrate (a GET form of native controls) and sit
   * on the first screen: on its first load the remote's code loads only when the first of them is needed, not with
   * the page. An island that waits for the reader (`when="interaction"`) holds it until the reader acts on it, so a
   * reader who only reads and follows links loads none of it; one that opens in view (a part with no HTML of its
   * own, like the bet log) asks for it as the page appears.
   */
  loadsWhenUsed?: true;
}

/** The page a list asks for: `?sayfa=` when it is a page number, else 1. */
export function requestedPage(query: URLSearchParams): number {
  const page = parsePageParam(query.get(queryKeys.page));
  return page.ok ? page.value : 1;
}

/** A static page's slug is its path: '/gizlilik-politikasi' is 'gizlilik-politikasi'. */
export const staticPageSlug = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

const content = (page: ExposedPage<'content', 'ContentPages'>) => ({ remote: 'content', module: 'ContentPages', page }) as const;
const calculators = (page: ExposedPage<'calculators', 'CalculatorPages'>) => ({ remote: 'calculators', module: 'CalculatorPages', page }) as const;
const admin = (page: ExposedPage<'admin', 'AdminPages'>) => ({ remote: 'admin', module: 'AdminPages', page }) as const;

/** A page of the layout whose content is the store's page of the same slug (legal and advertising pages). */
const infoPage = (pattern: string, page: ExposedPage<'content', 'ContentPages'>): RouteDefinition => ({
  pattern,
  page: content(page),
  firstLoad: 'static',
  layout: true,
  content: (_, __, pathname) => [contentApi.page(staticPageSlug(pathname))],
  sitemap: storedPage,
});

export const routes = {
  // `?sirala=deger` ranks the offers by value (the API sorts); the editors' order is the default and the spec's. The
  // page renders its query beyond what it reads (an unknown `sirala` is the editors' order with a notice), so the
  // server keys its cache by the query: else '/' and '/?sirala=x' would share one rendered page.
  home: {
    pattern: '/',
    page: content('HomePage'),
    firstLoad: 'static',
    layout: true,
    rendersQuery: true,
    content: (_, query) => [query.get(queryKeys.sort) === rankingSorts.value ? contentApi.casinosByValue : contentApi.casinos],
    sitemap: singlePage,
  },
  casino: {
    pattern: '/casinolar/:slug',
    page: content('CasinoPage'),
    firstLoad: 'static',
    layout: true,
    content: (params) => [contentApi.casino(params.slug ?? '')],
    entry: { collection: 'casinos', param: 'slug' },
    sitemap: eachOf((source) => source.casinos, ({ slug }) => ({ slug })),
  },
  // The comparison's choice lives in `?casino=a,b,c`: a GET form and links build it, so it works without scripts.
  comparison: {
    pattern: '/karsilastir',
    page: content('ComparisonPage'),
    firstLoad: 'static',
    layout: true,
    content: (_, query) => [contentApi.comparison(query.getAll(queryKeys.compare).join(','))],
    sitemap: singlePage,
  },
  tactics: {
    pattern: '/kazanma-taktikleri',
    page: content('TacticsPage'),
    firstLoad: 'static',
    layout: true,
    content: (_, query) => [withPage(contentApi.tactics, requestedPage(query))],
    sitemap: listOf((source) => source.tactics),
  },
  tactic: {
    pattern: '/kazanma-taktikleri/:slug',
    page: content('TacticPage'),
    firstLoad: 'static',
    layout: true,
    content: (params) => [contentApi.tactic(params.slug ?? '')],
    entry: { collection: 'tactics', param: 'slug' },
    sitemap: eachOf((source) => source.tactics, ({ slug }) => ({ slug })),
  },
  calculators: { pattern: '/bahis-hesaplayici', page: calculators('CalculatorsPage'), firstLoad: 'interactive', layout: true, rendersQuery: true, sitemap: singlePage },
  // A GET form that works as plain HTML: its code loads once the reader uses it (the bet log's, as it comes into view).
  calculator: {
    pattern: '/bahis-hesaplayici/:calculator',
    page: calculators('CalculatorPage'),
    firstLoad: 'interactive',
    loadsWhenUsed: true,
    layout: true,
    rendersQuery: true,
    known: (params) => isCalculatorSlug(params.calculator ?? ''),
    sitemap: (_, link, today) => calculatorSlugs.map((calculator) => ({ url: link({ calculator }), lastmod: today })),
  },
  blog: {
    pattern: '/blog',
    page: content('BlogPage'),
    firstLoad: 'static',
    layout: true,
    content: (_, query) => [withPage(contentApi.blog, requestedPage(query))],
    sitemap: listOf((source) => source.blogPosts),
  },
  blogPost: {
    pattern: '/blog/:slug',
    page: content('BlogPostPage'),
    firstLoad: 'static',
    layout: true,
    content: (params) => [contentApi.blogPost(params.slug ?? '')],
    entry: { collection: 'blogPosts', param: 'slug' },
    sitemap: eachOf((source) => source.blogPosts, ({ slug }) => ({ slug })),
  },
  // The list filters as the reader types: an interactive page, whose code loads once the reader uses its form.
  games: {
    pattern: '/oyunlar',
    page: content('GamesPage'),
    firstLoad: 'interactive',
    loadsWhenUsed: true,
    layout: true,
    // The filters' canonical text is in the list's URL, so the page cache keys on them (a refused value as given).
    content: (_, query) => [
      gamesApiUrl({ page: requestedPage(query), search: query.get(queryKeys.search) ?? '', provider: query.get(queryKeys.provider) ?? '', ...readGameFilters(query).text }),
      contentApi.gameProviders,
      contentApi.gameFacets,
    ],
    sitemap: listOf((source) => source.games),
  },
  game: {
    pattern: '/oyunlar/:provider/:slug',
    page: content('GamePage'),
    firstLoad: 'static',
    layout: true,
    content: (params) => [contentApi.game(params.slug ?? ''), contentApi.casinos],
    entry: { collection: 'games', param: 'slug' },
    sitemap: eachOf((source) => source.games, ({ provider, slug }) => ({ provider, slug })),
  },
  providers: {
    pattern: '/saglayicilar',
    page: content('ProvidersPage'),
    firstLoad: 'static',
    layout: true,
    content: () => [contentApi.providers],
    // One page: the providers list is not paged.
    sitemap: (source, link, today) => [{ url: link(), lastmod: newest(source.providers, today) }],
  },
  provider: {
    pattern: '/saglayicilar/:provider',
    page: content('ProviderPage'),
    firstLoad: 'static',
    layout: true,
    content: (params, query) => [withPage(contentApi.provider(params.provider ?? ''), requestedPage(query))],
    entry: { collection: 'providers', param: 'provider' },
    sitemap: (source, link) => source.providers.flatMap((p) => listPages(link({ provider: p.slug }), p.gameCount, day(p.lastChanged))),
  },
  advertise: infoPage('/reklam', 'AdvertisePage'),
  responsibleGaming: infoPage('/sorumlu-oyun', 'ResponsibleGamingPage'),
  // The responsible-gaming tools read nothing of the store, and their forms work without scripts. The
  // self-test POSTs (its answers never enter a URL) and the server answers with the result; with scripts it computes
  // in place from the first load on, so it hydrates (`interactive`), and its answer to a POST hydrates with the
  // posted fields as rendered. The planner is a GET form whose inputs stay in the address: its first load keeps the
  // server's HTML, and a later submit is a client navigation.
  selfTest: { pattern: '/sorumlu-oyun/kendini-test-et', page: content('SelfTestPage'), firstLoad: 'interactive', layout: true, acceptsForm: true, sitemap: singlePage },
  spendingPlanner: {
    pattern: '/sorumlu-oyun/butce-planlayici',
    page: content('SpendingPlannerPage'),
    firstLoad: 'static',
    layout: true,
    rendersQuery: true,
    privateQuery: true,
    sitemap: singlePage,
  },
  // How the site values a bonus: every value shown links here. Its worked example is computed by the server.
  bonusValueMethod: {
    pattern: '/bonus-degeri',
    page: content('BonusValueMethodPage'),
    firstLoad: 'static',
    layout: true,
    content: () => [contentApi.bonusValueExample],
    sitemap: singlePage,
  },
  privacy: infoPage('/gizlilik-politikasi', 'PrivacyPage'),
  terms: infoPage('/sartlar-ve-kosullar', 'TermsPage'),
  adminLogin: { pattern: '/safebetboss1', page: admin('LoginPage'), firstLoad: 'client', layout: false },
  admin: { pattern: '/admin/*', page: admin('AdminApp'), firstLoad: 'client', layout: false },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** The parameters a pattern names: '/oyunlar/:provider/:slug' has provider and slug. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A route's path with its parameters filled in (each one encoded as a path segment). */
export function routePath<P extends string>(pattern: P, params: PatternParams<P>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
export const routeNames = Object.keys(routes) as RouteName[];

/** A route's definition, widened to the common shape. */
export const routeOf = (name: RouteName): RouteDefinition => routes[name];

export interface RouteMatch {
  route: RouteName;
  params: Record<string, string>;
}

/** A pattern as a regular expression with its parameters' names: ':name' is one segment, a trailing '*' any rest. */
function compile(pattern: string): [RegExp, string[]] {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  if (!source) return [/^\/$/, names];
  return [new RegExp(`^${source}${pattern.endsWith('*') ? '' : '/?'}$`), names];
}

const matchers = routeNames.map((name) => [name, ...compile(routes[name].pattern)] as const);

/** Which route a path belongs to (without checking that the slug exists), or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const [route, pattern, names] of matchers) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      });
    } catch {
      // A malformed escape ('%E0') names nothing the site has.
      return null;
    }
    return { route, params };
  }
  return null;
}

/**
 * Every public URL for the sitemap, in the route table's order, from the store's entries. An entry's lastmod is its
 * last change, a list's the newest of its entries', and a page without an entry of its own carries `today`.
 */
export function siteRoutes(source: SitemapSource, today = day(new Date())): SiteRoute[] {
  return routeNames.flatMap((name) => {
    const { pattern, sitemap } = routeOf(name);
    return sitemap?.(source, (params = {}) => routePath(pattern, params as PatternParams<string>), today) ?? [];
  });
}
