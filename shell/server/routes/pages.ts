/**
 * The site's pages: one GET route per entry of the route table (shared-data's `routes`), rendered on the server,
 * and a POST beside each page that answers a form (the self-test). Unknown paths answer 404 in the layout; a page
 * path with a trailing slash is sent to the one without; the admin is the built index.html, rendered in the browser.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsePageParam, parseProviderParam, queryKeys, routeNames, routeOf, type RouteMatch, type RouteName } from 'shared-data';
import { z } from 'zod';
import { encodedHtml, personalised, type PageRenderer, type PageRequest, type RenderedResponse } from '../plugins/page-renderer.ts';
import { preferredEncoding } from '../plugins/compression.ts';
import { storeUnavailable } from '../unavailable.ts';
import { formPages } from './form-pages.ts';

const NO_CACHE = 'no-cache';
const HTML = 'text/html; charset=utf-8';

/**
 * A page path with trailing slashes, without them ('/blog/?sayfa=2' is '/blog?sayfa=2'); null when there is nothing
 * to take off. Leading slashes (and backslashes, which browsers read as slashes) are folded into one, so the
 * answer stays on this site: '//evil.example/' is '/evil.example', never the protocol-relative '//evil.example'.
 */
export function withoutTrailingSlash(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (!path.endsWith('/')) return null;
  const trimmed = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  if (trimmed === '/') return null;
  const location = trimmed + (at === -1 ? '' : url.slice(at));
  // Only printable ASCII in a Location header (a browser always sends the path percent-encoded).
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) ? location : null;
}

/** Paths whose trailing slash is left alone: APIs and static files answer for themselves. */
const NOT_PAGES = /^\/(api|mfe|assets)(\/|$)/;
/** A path that names a file ('/robots.txt', '/assets/x.js') rather than a page. */
const FILE_NAME = /\.[a-z0-9]{2,5}$/i;

/** The same page without its trailing slash, for a page path that has one (one address per page). */
function slashlessPage(url: string): string | null {
  const slashless = withoutTrailingSlash(url);
  if (slashless === null) return null;
  const target = slashless.split('?')[0] ?? '';
  return NOT_PAGES.test(target) || FILE_NAME.test(target) ? null : slashless;
}

const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};
const pathOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '/');

/** A form POSTed to a page: its fields, and the status to answer with (400 when the body was no form). */
export interface Posted {
  form: URLSearchParams;
  status: number;
}

export interface PagesOptions {
  /** The built index.html: the admin's page, and every page when the server does not render. */
  appHtml: string;
  /** Renders the public pages; null: every page is `appHtml`, rendered in the browser. */
  renderer: PageRenderer | null;
  /** Whether a matched public path names content that exists (its route's check and the store); default yes. */
  pathExists?: (page: RouteMatch & { pathname: string }) => boolean | Promise<boolean>;
  /** The clock a reader's break is measured by; the system's by default. */
  now?: () => Date;
}

const pages: FastifyPluginAsync<PagesOptions> = async (app, { appHtml, renderer, pathExists, now = () => new Date() }) => {
  // A page differs by its encoding, a reader's break (a cookie) and the country the proxy names.
  const { countryHeader } = app.config;
  const vary = ['Accept-Encoding', 'Cookie', ...(countryHeader ? [countryHeader] : [])].join(', ');
  const html = (reply: FastifyReply, code: number, body: string) => reply.code(code).header('Cache-Control', NO_CACHE).type(HTML).send(body);
  const encoded = async (request: FastifyRequest, reply: FastifyReply, page: RenderedResponse, status: number) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(status).type(HTML);
    return encoding ? reply.header('Content-Encoding', encoding).send(await encodedHtml(page, encoding)) : reply.send(page.html);
  };

  /**
   * The page at the request's path, which the router matched to `route` with `params` (null: no route has it, a 404 in
   * the layout). Nothing after this matches the path again.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, route: RouteName | null, params: Record<string, string>, posted?: Posted) => {
    const pathname = pathOf(request.url);
    if (route === 'admin' || route === 'adminLogin') {
      // The admin is the operator's, rendered in the browser and never indexed.
      return html(reply, 200, appHtml).header('X-Robots-Tag', 'noindex, nofollow');
    }
    reply.publicPage = true;
    const search = new URLSearchParams(posted ? '' : searchOf(request.url));
    // Not a page number: the list itself, from its first page. Not a provider slug (a path, say): the list unfiltered.
    const badPage = !parsePageParam(search.get(queryKeys.page)).ok;
    const badProvider = !parseProviderParam(search.get(queryKeys.provider)).ok;
    if (badPage || badProvider) {
      if (badPage) search.delete(queryKeys.page);
      if (badProvider) search.delete(queryKeys.provider);
      const rest = search.toString();
      return reply.redirect(rest ? `${pathname}?${rest}` : pathname, 301);
    }
    const requested: PageRequest = { route, params, pathname, search };
    const exists = async () => route !== null && ((await pathExists?.({ route, params, pathname })) ?? true);
    try {
      // What the reader is shown of the offers: their break, and the operator's rule for their country. A page
      // without offers is theirs alone in any cache on the way.
      const offers = (await app.readerOffers(request, now())).policy;
      reply.header('Vary', vary);
      if (!offers.shown) reply.header('Cache-Control', 'private, no-cache');
      if (!renderer) return html(reply, (await exists()) ? 200 : 404, appHtml);
      if (posted) {
        // Rendered for this request alone and never stored on the way: it holds what the reader sent.
        const page = await renderer.answer(requested, posted.form, exists, offers);
        const status = page.status === 200 ? posted.status : page.status;
        reply.header('Cache-Control', 'no-store');
        if (status === 404) reply.header('X-Robots-Tag', 'noindex');
        return await encoded(request, reply, page, status);
      }
      const page = personalised(await renderer.page(requested, exists, offers), offers);
      if (page.location) return reply.redirect(page.location, 302);
      if (page.status === 404) reply.header('X-Robots-Tag', 'noindex');
      reply.header('ETag', page.etag);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', NO_CACHE);
      if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return await encoded(request, reply, page, page.status);
    } catch (error) {
      return storeUnavailable(reply, error, 'page');
    }
  };

  // The routes in a scope of their own: their schemas are zod's, and the not-found handler below stays the root's.
  await app.register(async (routes) => {
    routes.setValidatorCompiler(validatorCompiler);
    const typed = routes.withTypeProvider<ZodTypeProvider>();
    for (const name of routeNames) {
      const { pattern } = routeOf(name);
      const names = pattern.split('/').filter((segment) => segment.startsWith(':'));
      const schema = { params: z.object(Object.fromEntries(names.map((segment) => [segment.slice(1), z.string()]))) };
      // The router matched the path to this route: its parameters, checked by the schema, are the page's.
      const answer = (request: FastifyRequest, reply: FastifyReply) => {
        const slashless = slashlessPage(request.url);
        return slashless === null ? sendPage(request, reply, name, request.params as Record<string, string>) : reply.redirect(slashless, 308);
      };
      typed.get(pattern, { schema }, answer);
      // '/admin/*' is '/admin' too.
      if (pattern.endsWith('/*')) typed.get(pattern.slice(0, -2), answer);
    }
    await routes.register(formPages, { answer: sendPage });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Bulunamadı' });
    const pathname = pathOf(request.url);
    // An API path never gets the HTML of the app, whatever API it belongs to.
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ error: 'Bulunamadı' });
    const slashless = slashlessPage(request.url);
    if (slashless !== null) return reply.redirect(slashless, 308);
    if (FILE_NAME.test(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı');
    return sendPage(request, reply, null, {});
  });
};

/** At the root: the not-found handler answers every path no route has. */
export const pagesPlugin = fp(pages, { name: 'pages' });
