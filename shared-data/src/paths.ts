/** Every URL of the site as a link: built from the route table's patterns. Components build links only through these. */
import { routePath, routes } from './routes.ts';
import { queryKeys, rankingSorts, type CalculatorSlug } from './route-params.ts';

export { calculatorSlugs, isCalculatorSlug, queryKeys, rankingSorts, type CalculatorSlug } from './route-params.ts';

export const paths = {
  home: routes.home.pattern,
  tactics: routes.tactics.pattern,
  tactic: (slug: string) => routePath(routes.tactic.pattern, { slug }),
  calculators: routes.calculators.pattern,
  calculator: (calculator: CalculatorSlug) => routePath(routes.calculator.pattern, { calculator }),
  blog: routes.blog.pattern,
  blogPost: (slug: string) => routePath(routes.blogPost.pattern, { slug }),
  games: routes.games.pattern,
  game: (provider: string, slug: string) => routePath(routes.game.pattern, { provider, slug }),
  casino: (slug: string) => routePath(routes.casino.pattern, { slug }),
  /** The comparison of some casinos (2 to 4 slugs). */
  comparison: (slugs: readonly string[]) =>
    slugs.length === 0 ? routes.comparison.pattern : `${routes.comparison.pattern}?${queryKeys.compare}=${slugs.map(encodeURIComponent).join(',')}`,
  /** The home page ranked by the offers' simulated value. */
  homeByValue: `${routes.home.pattern}?${queryKeys.sort}=${rankingSorts.value}`,
  providers: routes.providers.pattern,
  provider: (provider: string) => routePath(routes.provider.pattern, { provider }),
  advertise: routes.advertise.pattern,
  responsibleGaming: routes.responsibleGaming.pattern,
  selfTest: routes.selfTest.pattern,
  spendingPlanner: routes.spendingPlanner.pattern,
  bonusValueMethod: routes.bonusValueMethod.pattern,
  privacy: routes.privacy.pattern,
  terms: routes.terms.pattern,
  adminLogin: routes.adminLogin.pattern,
  admin: routePath(routes.admin.pattern, {}),
  adminCasinos: '/admin/casinos',
  adminGames: '/admin/games',
  adminProviders: '/admin/providers',
  adminBlog: '/admin/blog',
  adminPopups: '/admin/popups',
  /** The click dashboard (admins only). */
  adminClicks: '/admin/clicks',
  adminLinks: '/admin/links',
  adminTactics: '/admin/tactics',
  adminPages: '/admin/pages',
  adminSettings: '/admin/settings',
  adminAccounts: '/admin/accounts',
  adminAudit: '/admin/audit',
  /** Our redirect to a casino; build links with `affiliateHref`, which adds placement and page. */
  go: (casinoSlug: string) => `/git/${casinoSlug}`,
  /** A management screen's form for a new entry, e.g. /admin/games/yeni. */
  adminNew: (listPath: string) => `${listPath}/yeni`,
  /** A management screen's form for one entry, e.g. /admin/games/12. */
  adminEntry: (listPath: string, id: number) => `${listPath}/${id}`,
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
