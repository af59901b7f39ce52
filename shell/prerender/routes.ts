/** Every public URL of the site, for prerendering and the sitemap. */
import { calculatorSlugs, pageCount, paths, queryKeys, TACTICS_REVIEWED } from 'shared-data';
import type { SitemapData } from 'shared-data/store';

export interface SiteRoute {
  /** Path plus, for later pages of a list, the page query (e.g. '/blog?sayfa=2'). */
  url: string;
  /** YYYY-MM-DD, for the sitemap. */
  lastmod: string;
}

function pagesOf(path: string, count: number, lastmod: string): SiteRoute[] {
  const total = pageCount(count);
  return Array.from({ length: total }, (_, i) => ({
    url: i === 0 ? path : `${path}?${queryKeys.page}=${i + 1}`,
    lastmod,
  }));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every public URL, from the store's entries; pages without an entry of their own carry the build date. */
export function siteRoutes(data: SitemapData, buildDate = day(new Date())): SiteRoute[] {
  const { games, providers, blogPosts, tactics } = data;
  const newestPost = blogPosts.reduce((max, p) => (p.isoDate > max ? p.isoDate : max), '');
  return [
    { url: paths.home, lastmod: buildDate },
    ...pagesOf(paths.games, games.length, buildDate),
    ...games.map((g) => ({ url: paths.game(g.provider, g.slug), lastmod: day(g.updatedAt) })),
    { url: paths.providers, lastmod: buildDate },
    ...providers.flatMap((p) => pagesOf(paths.provider(p.slug), p.gameCount, day(p.updatedAt))),
    ...pagesOf(paths.blog, blogPosts.length, newestPost),
    ...blogPosts.map((p) => ({ url: paths.blogPost(p.slug), lastmod: p.isoDate })),
    ...pagesOf(paths.tactics, tactics.length, TACTICS_REVIEWED),
    ...tactics.map((t) => ({ url: paths.tactic(t.slug), lastmod: TACTICS_REVIEWED })),
    { url: paths.calculators, lastmod: buildDate },
    ...calculatorSlugs.map((slug) => ({ url: paths.calculator(slug), lastmod: buildDate })),
    { url: paths.advertise, lastmod: buildDate },
    { url: paths.responsibleGaming, lastmod: buildDate },
    { url: paths.privacy, lastmod: '2024-07-29' },
    { url: paths.terms, lastmod: buildDate },
  ];
}

/** Where the prerendered HTML of a URL is stored inside the prerender folder. */
export function prerenderFile(url: string): string {
  const [path = '/', query = ''] = url.split('?');
  const page = new URLSearchParams(query).get(queryKeys.page);
  const base = path === '/' ? '' : path.replace(/^\/+|\/+$/g, '');
  const dir = page && page !== '1' ? `${base}/${queryKeys.page}-${page}` : base;
  return `${dir ? `${dir}/` : ''}index.html`;
}

/**
 * The saved not-found pages, rendered from a URL that names nothing: one per detail route, with that route's own
 * message and title ('Oyun bulunamadı.', ...), and one for every other unknown path.
 */
export const notFoundPages = [
  { route: null, url: '/__sayfa-yok', file: '404.html' },
  { route: 'game', url: '/oyunlar/__yok/__yok', file: '404-game.html' },
  { route: 'provider', url: '/saglayicilar/__yok', file: '404-provider.html' },
  { route: 'blogPost', url: '/blog/__yok', file: '404-blog-post.html' },
  { route: 'tactic', url: '/kazanma-taktikleri/__yok', file: '404-tactic.html' },
] as const;

/** The saved not-found page for a path that matched `route` (null: no route at all). */
export function notFoundFile(route: string | null): string {
  return (notFoundPages.find((page) => page.route === route) ?? notFoundPages[0]).file;
}

/** The unrendered app page (the built index.html before prerendering), for routes that are not prerendered. */
export const APP_SHELL_FILE = 'app.html';

export function sitemapXml(routes: readonly SiteRoute[], origin: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = routes
    .map((r) => `  <url><loc>${escape(`${origin}${r.url}`)}</loc><lastmod>${r.lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${paths.admin}\nDisallow: ${paths.adminLogin}\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
