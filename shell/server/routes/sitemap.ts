/**
 * `sitemap.xml` (the route table's pages and the open data's files) and `robots.txt`, generated from the store at
 * request time and cached by the content state (a write or a scheduled publish changes the sitemap at once).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paths, siteRoutes, type SiteRoute, type SitemapSource } from 'shared-data';
import { sitemapData } from '@shared-data/store';
import { openDataPaths } from '../open-data.ts';
import { storeUnavailable } from '../unavailable.ts';

export function sitemapXml(routes: readonly SiteRoute[], origin: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = routes
    .map((r) => `  <url><loc>${escape(`${origin}${r.url}`)}</loc><lastmod>${r.lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The open data's two files (routes/open-data.ts), dated by the newest change of a public casino, or today when there
 * is none. (A change of a reference game also changes their values; the files' ETag follows it at once.)
 */
export function openDataSitemapEntries(source: Pick<SitemapSource, 'casinos'>, today = new Date().toISOString().slice(0, 10)): SiteRoute[] {
  const newest = source.casinos.reduce((max, casino) => {
    const day = casino.lastChanged.toISOString().slice(0, 10);
    return day > max ? day : max;
  }, '');
  return [openDataPaths.json, openDataPaths.csv].map((url) => ({ url, lastmod: newest || today }));
}

/**
 * The APIs and the affiliate redirect (`/git/`) are no pages: crawling the redirect would count clicks nobody made.
 * The admin and its login page are not named: a public list of private paths is a map for attackers; their
 * pages answer `X-Robots-Tag: noindex` instead.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', paths.go('')];
  return `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Serves both files; the admin's paths are left out of robots.txt (its pages say noindex themselves). */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  let cached: { state: string; xml: string } | null = null;
  app.get('/sitemap.xml', async (_request, reply) => {
    try {
      const state = await app.contentState();
      if (cached?.state !== state) {
        const data = await sitemapData(app.store.db);
        cached = { state, xml: sitemapXml([...siteRoutes(data), ...openDataSitemapEntries(data)], app.config.siteOrigin) };
      }
      return reply.header('Cache-Control', 'public, no-cache').type('application/xml; charset=utf-8').send(cached.xml);
    } catch (error) {
      return storeUnavailable(reply, error, 'text');
    }
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(app.config.siteOrigin)),
  );
};
