/** Every URL of the site, defined once (DESIGN.md "Routing"). Components build links only through these. */

/**
 * The calculators with a page of their own under the hub (`/bahis-hesaplayici/<slug>`); surebet, value bet and the
 * odds converter stay on the hub itself.
 */
export const calculatorSlugs = ['adil-oran', 'eslesen-bahis', 'hedge', 'dutching', 'bonus-cevrim'] as const;
export type CalculatorSlug = (typeof calculatorSlugs)[number];
export const isCalculatorSlug = (slug: string): slug is CalculatorSlug => (calculatorSlugs as readonly string[]).includes(slug);

export const paths = {
  home: '/',
  tactics: '/kazanma-taktikleri',
  tactic: (slug: string) => `/kazanma-taktikleri/${slug}`,
  calculators: '/bahis-hesaplayici',
  calculator: (slug: CalculatorSlug) => `/bahis-hesaplayici/${slug}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  games: '/oyunlar',
  game: (providerId: string, slug: string) => `/oyunlar/${providerId}/${slug}`,
  providers: '/saglayicilar',
  provider: (providerId: string) => `/saglayicilar/${providerId}`,
  advertise: '/reklam',
  responsibleGaming: '/sorumlu-oyun',
  privacy: '/gizlilik-politikasi',
  terms: '/sartlar-ve-kosullar',
  adminLogin: '/safebetboss1',
  admin: '/admin',
  adminCasinos: '/admin/casinos',
  adminGames: '/admin/games',
  adminProviders: '/admin/providers',
  adminBlog: '/admin/blog',
  adminPopups: '/admin/popups',
  /** The click dashboard (issue 16, admins only). */
  adminClicks: '/admin/clicks',
  adminLinks: '/admin/links',
  adminTactics: '/admin/tactics',
  adminPages: '/admin/pages',
  adminSettings: '/admin/settings',
  adminAccounts: '/admin/accounts',
  adminAudit: '/admin/audit',
  /** Our redirect to a casino (issue 16); build links with `affiliateHref`, which adds placement and page. */
  go: (casinoSlug: string) => `/git/${casinoSlug}`,
  /** A management screen's form for a new entry, e.g. /admin/games/yeni. */
  adminNew: (listPath: string) => `${listPath}/yeni`,
  /** A management screen's form for one entry, e.g. /admin/games/12. */
  adminEntry: (listPath: string, id: number) => `${listPath}/${id}`,
} as const;

/** Route patterns for the router, in react-router syntax. */
export const routePatterns = {
  home: '/',
  tactics: '/kazanma-taktikleri',
  tactic: '/kazanma-taktikleri/:slug',
  calculators: '/bahis-hesaplayici',
  calculator: '/bahis-hesaplayici/:calculator',
  blog: '/blog',
  blogPost: '/blog/:slug',
  games: '/oyunlar',
  game: '/oyunlar/:provider/:slug',
  providers: '/saglayicilar',
  provider: '/saglayicilar/:provider',
  advertise: '/reklam',
  responsibleGaming: '/sorumlu-oyun',
  privacy: '/gizlilik-politikasi',
  terms: '/sartlar-ve-kosullar',
  adminLogin: '/safebetboss1',
  admin: '/admin/*',
} as const;

/** Query parameter names that keep list state in the URL. */
export const queryKeys = {
  page: 'sayfa',
  search: 'q',
  provider: 'saglayici',
} as const;

/**
 * Turns a legacy hash link ('#/blog/x', '#blog/x') into its path form, or null when the hash is an in-page anchor.
 * Article bodies written for the old hash-routed site still contain such links.
 */
export function legacyHashToPath(hash: string): string | null {
  const match = /^#!?\/(.*)$/.exec(hash);
  if (!match) return null;
  const rest = match[1] ?? '';
  return `/${rest}`;
}

export interface RouteMatch {
  route:
    | 'home' | 'tactics' | 'tactic' | 'calculators' | 'calculator' | 'blog' | 'blogPost' | 'games' | 'game' | 'providers'
    | 'provider' | 'advertise' | 'responsibleGaming' | 'privacy' | 'terms' | 'adminLogin' | 'admin';
  params: Record<string, string>;
}

const matchers: ReadonlyArray<[RouteMatch['route'], RegExp, readonly string[]]> = [
  ['home', /^\/$/, []],
  ['tactics', /^\/kazanma-taktikleri\/?$/, []],
  ['tactic', /^\/kazanma-taktikleri\/([^/]+)\/?$/, ['slug']],
  ['calculators', /^\/bahis-hesaplayici\/?$/, []],
  ['calculator', /^\/bahis-hesaplayici\/([^/]+)\/?$/, ['calculator']],
  ['blog', /^\/blog\/?$/, []],
  ['blogPost', /^\/blog\/([^/]+)\/?$/, ['slug']],
  ['games', /^\/oyunlar\/?$/, []],
  ['game', /^\/oyunlar\/([^/]+)\/([^/]+)\/?$/, ['provider', 'slug']],
  ['providers', /^\/saglayicilar\/?$/, []],
  ['provider', /^\/saglayicilar\/([^/]+)\/?$/, ['provider']],
  ['advertise', /^\/reklam\/?$/, []],
  ['responsibleGaming', /^\/sorumlu-oyun\/?$/, []],
  ['privacy', /^\/gizlilik-politikasi\/?$/, []],
  ['terms', /^\/sartlar-ve-kosullar\/?$/, []],
  ['adminLogin', /^\/safebetboss1\/?$/, []],
  ['admin', /^\/admin(\/.*)?$/, []],
];

/** Which route a path belongs to (without checking that the slug exists), or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const [route, pattern, names] of matchers) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}
