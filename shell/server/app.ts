/**
 * The production server behind `npm start`: public pages rendered at request time (see page-renderer.ts), static
 * files of the shell and of each remote (each under its own path, as deployed), compression, cache headers, security
 * headers (security-headers.ts), the run-time remote configuration, the APIs mounted beside them, the sitemap, and
 * 404s for unknown routes.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import {
  matchRoute,
  parsePageParam,
  parseProviderParam,
  queryKeys,
  remoteBasePaths,
  SSR_FOLDER,
  type ContentAnswer,
  type RemoteKey,
} from 'shared-data';
import type { Store } from 'shared-data/store';
import { affiliatePlugin } from './affiliate.ts';
import { contentApiPlugin, contentStateTracker, STORE_UNAVAILABLE } from './content-api.ts';
import { mediaPlugin } from './media.ts';
import { formPagesPlugin } from './form-pages.ts';
import { encodedHtml, pageRenderer, type Encoding, type PageRenderer } from './page-renderer.ts';
import { remoteLocations } from './remote-locations.ts';
import { remoteModules } from './remote-modules.ts';
import { withRequestLog } from './request-log.ts';
import { inlineScriptSources, registerSecurityHeaders } from './security-headers.ts';
import { sitemapPlugin } from './sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bytes of rendered HTML the page cache holds now. */
    pageCacheBytes(): number;
  }
}

export interface ServerOptions {
  /** Built shell (its `dist` folder). */
  shellDir: string;
  /** Built remotes by key. */
  remoteDirs: Record<RemoteKey, string>;
  /** Where the browser loads each remote's manifest from; defaults to the paths this server serves. */
  remoteUrls?: Partial<Record<RemoteKey, string>>;
  /**
   * A JSON file of remote locations over `remoteUrls` (`REMOTES_FILE`), read again when it changes: a remote moves
   * without a restart.
   */
  remotesFile?: string;
  /**
   * Tells whether a matched public path names content that exists (unknown slugs answer 404). It may read the
   * store: when it throws, the page answers 503 with a Turkish message.
   */
  pathExists?: (pathname: string) => boolean | Promise<boolean>;
  /** The content store: mounts the public content API when given. */
  store?: Store;
  /** APIs mounted beside the static files, each under its prefix (the admin team's API under /api/admin). */
  apis?: ReadonlyArray<{ prefix: string; plugin: FastifyPluginAsync<Record<string, unknown>>; options?: Record<string, unknown> }>;
  /**
   * Render public pages on the server (default, with a store): off, every page is the built index.html and the
   * browser renders it.
   */
  serverRendering?: boolean;
  /** Bytes of rendered HTML kept in memory at most. */
  pageCacheBytes?: number;
  /** How often a remote's manifest is checked for a new server build (default 2 s). */
  remoteCheckMs?: number;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-* headers to believe (true: any peer; a string: the proxies'
   * addresses and CIDR ranges, comma-separated). Behind a TLS-terminating proxy it makes `request.protocol` 'https', so HSTS
   * is sent and the admin's session cookie is Secure. Default false: the headers are ignored.
   */
  trustProxy?: boolean | string;
  /** Fastify's logger: on or off, or its options (a test passes a stream to read the lines). */
  logger?: FastifyServerOptions['logger'];
}

const NO_CACHE = 'no-cache';

/** What a reader sees while the content store cannot be reached: a plain Turkish page that asks to retry. */
const unavailablePage = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Geçici Olarak Hizmet Dışı</title>
  </head>
  <body>
    <main>
      <h1>Geçici Olarak Hizmet Dışı</h1>
      <p>${STORE_UNAVAILABLE}</p>
      <p><a href="/">Ana sayfaya dön</a></p>
    </main>
  </body>
</html>
`;

const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** `.br` and `.gz` copies written beside the build's files, sent in their place (never as files of their own). */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Hashed build assets never change under the same name; entries and manifests must be revalidated. A precompressed
 * copy (`x.js.br`, `x.js.gz`) is cached as the file it encodes.
 */
export function cacheControlFor(filePath: string): string {
  const name = (filePath.split('/').pop() ?? '').replace(PRECOMPRESSED, '');
  if (/\.(html|json)$/.test(name)) return NO_CACHE;
  // A remote's entry is hashed like its chunks (the manifest names it); an unhashed one is revalidated.
  if (/-[A-Za-z0-9_-]{8,}\.(js|css|mjs)$/.test(name)) return IMMUTABLE;
  if (/^remoteEntry/.test(name)) return NO_CACHE;
  return SHORT;
}

/**
 * Which static paths may be served: not a precompressed copy by its own name, and not the federation build stats
 * (mf-stats.json: build details the browser never needs; mf-manifest.json stays public).
 */
const publicStaticPath = (pathName: string) => !PRECOMPRESSED.test(pathName) && !pathName.endsWith('/mf-stats.json');

/** Address ranges proxy-addr knows by name. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', range, ...rest] = item.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (range === undefined || /^\d{1,3}$/.test(range) || isIP(range) === 4);
};

/**
 * `TRUST_PROXY`: 'true' or '1' trusts every proxy; any other text is a comma-separated list of the proxies'
 * addresses, CIDR ranges or range names ('loopback', 'linklocal', 'uniquelocal'); unset, empty, 'false' or '0' trusts
 * none. A hop count (2, 3, ...) is refused: Fastify 5.12.1 dropped it, as it cannot tell a proxy from a client that
 * writes the headers itself, and it would trust nothing without a word. Throws with the reason on a bad value.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): boolean | string {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  if (/^\d+$/.test(value)) {
    throw new Error(`TRUST_PROXY=${value}: a hop count is not supported; give the proxy's addresses or CIDR ranges (e.g. 'loopback' or '10.0.0.0/8'), or 'true'`);
  }
  const bad = value.split(',').map((item) => item.trim()).filter((item) => !isProxyAddress(item));
  if (bad.length > 0) throw new Error(`TRUST_PROXY: not an IP address, CIDR range or range name: ${bad.map((item) => JSON.stringify(item)).join(', ')}`);
  return value;
}

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

export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<RemoteKey, string>> {
  const urls: Partial<Record<RemoteKey, string>> = {};
  if (env.REMOTE_CONTENT_URL) urls.content = env.REMOTE_CONTENT_URL;
  if (env.REMOTE_CALCULATORS_URL) urls.calculators = env.REMOTE_CALCULATORS_URL;
  if (env.REMOTE_ADMIN_URL) urls.admin = env.REMOTE_ADMIN_URL;
  return urls;
}

/** Brotli where the browser takes it, else gzip, else none (q=0 refuses an encoding). */
function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...rest] = part.trim().toLowerCase().split(';');
    const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: withRequestLog(options.logger), trustProxy: options.trustProxy ?? false });
  // The page the browser renders by itself: the admin, and every page when the server does not render.
  const appHtml = readFileSync(join(options.shellDir, 'index.html'), 'utf8');
  const locations = remoteLocations({
    fixed: options.remoteUrls,
    file: options.remotesFile,
    checkEveryMs: options.remoteCheckMs,
    log: (message) => app.log.warn(message),
  });
  const remoteUrls = () => locations.current();
  const tracker = options.store ? await contentStateTracker(options.store) : null;
  app.addHook('onClose', async () => tracker?.close());

  // The page template's one inline script (the boot watch), allowed by its hash.
  await registerSecurityHeaders(app, remoteUrls, inlineScriptSources(appHtml));

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  for (const api of options.apis ?? []) await app.register(api.plugin, { ...api.options, prefix: api.prefix });
  let renderer: PageRenderer | null = null;
  if (options.store && tracker) {
    const contentState = () => tracker.state();
    await app.register(contentApiPlugin({ store: options.store, contentState }));
    await app.register(affiliatePlugin({ store: options.store, contentState }));
    await app.register(mediaPlugin({ store: options.store }));
    await app.register(sitemapPlugin({ store: options.store, contentState }));
    if (options.serverRendering !== false) {
      renderer = await pageRenderer({
        shellDir: options.shellDir,
        contentState,
        remoteUrls,
        cacheBytes: options.pageCacheBytes,
        remotes: remoteModules({
          manifestUrls: remoteUrls,
          remoteDirs: options.remoteDirs,
          shellServerDir: join(options.shellDir, SSR_FOLDER),
          checkEveryMs: options.remoteCheckMs,
          log: (message) => app.log.warn(message),
        }),
        contentAnswer: async (url): Promise<ContentAnswer> => {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          if (response.statusCode === 200) return { status: 200, data: response.json() as unknown };
          const body = response.json() as { error?: string };
          return { status: response.statusCode, error: body.error ?? STORE_UNAVAILABLE };
        },
        log: (message, error) => app.log.error({ err: error }, message),
      });
    }
  }

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
  };
  // A remote's files are public and may be loaded by a shell on another origin (module scripts are fetched with CORS).
  const setRemoteHeaders = (reply: FastifyReply, filePath: string) => {
    setHeaders(reply, filePath);
    reply.header('Access-Control-Allow-Origin', '*');
  };

  // Remote URLs are read by the shell at run time, so a remote can move without rebuilding the shell.
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(JSON.stringify(remoteUrls()));
  });

  for (const key of Object.keys(remoteBasePaths) as RemoteKey[]) {
    await app.register(fastifyStatic, {
      root: options.remoteDirs[key],
      prefix: remoteBasePaths[key],
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: setRemoteHeaders,
      // `x.js.br` / `x.js.gz` (written at build time) for a browser that takes them, with x.js's type and
      // `Vary: Accept-Encoding`; @fastify/compress leaves an answer with a Content-Encoding alone.
      preCompressed: true,
      allowedPath: publicStaticPath,
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders,
    preCompressed: true,
    // The server build is not for browsers, and the bare index.html is not a page of its own.
    allowedPath: (pathName) => !pathName.startsWith(`/${SSR_FOLDER}/`) && pathName !== '/index.html' && publicStaticPath(pathName),
    // The shell's files are fixed until the next deploy (a restart): a route per file, found at start, so a page
    // request goes straight to its renderer instead of looking for a file first.
    wildcard: false,
    // Served by routes of their own (remotes.json), or not at all.
    // Precompressed copies are found beside their file when asked for it, never by their own name.
    globIgnore: ['remotes.json', 'index.html', `${SSR_FOLDER}/**`, '**/*.br', '**/*.gz', '**/mf-stats.json'],
  });

  app.decorate('pageCacheBytes', () => renderer?.cachedBytes() ?? 0);

  const unavailable = (reply: FastifyReply, error: unknown) => {
    reply.log.error({ err: error }, 'content store unavailable');
    return reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(unavailablePage);
  };

  /**
   * The page of a route, rendered on the server; unknown paths and slugs answer 404 in the layout. With `posted`, the
   * page's answer to a form POSTed to it (`status` 400 when the body was no form): rendered for this request alone and
   * marked `no-store`, so no cache on the way keeps what the reader sent.
   */
  const sendApp = async (pathname: string, search: string, request: FastifyRequest, reply: FastifyReply, posted?: { form: URLSearchParams; status: number }) => {
    const route = matchRoute(pathname);
    const html = (code: number, body: string) => reply.code(code).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(body);
    if (route?.route === 'admin' || route?.route === 'adminLogin') {
      // The admin is the operator's, rendered in the browser and never indexed.
      return html(200, appHtml).header('X-Robots-Tag', 'noindex, nofollow');
    }
    const params = new URLSearchParams(search);
    // Not a page number: the list itself, from its first page. Not a provider slug (a path, say): the list unfiltered.
    const badPage = !parsePageParam(params.get(queryKeys.page)).ok;
    const badProvider = !parseProviderParam(params.get(queryKeys.provider)).ok;
    if (badPage || badProvider) {
      if (badPage) params.delete(queryKeys.page);
      if (badProvider) params.delete(queryKeys.provider);
      const rest = params.toString();
      return reply.redirect(rest ? `${pathname}?${rest}` : pathname, 301);
    }
    const exists = async () => route !== null && ((await options.pathExists?.(pathname)) ?? true);
    if (!renderer) {
      try {
        return html((await exists()) ? 200 : 404, appHtml);
      } catch (error) {
        return unavailable(reply, error);
      }
    }
    if (posted) {
      try {
        const page = await renderer.answer(pathname, posted.form, exists);
        const status = page.status === 200 ? posted.status : page.status;
        reply.code(status).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
        if (status === 404) reply.header('X-Robots-Tag', 'noindex');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        return encoding ? reply.header('Content-Encoding', encoding).send(await encodedHtml(page, encoding)) : reply.send(page.html);
      } catch (error) {
        return unavailable(reply, error);
      }
    }
    try {
      const page = await renderer.page(pathname, params, exists);
      if (page.location) return reply.redirect(page.location, 302);
      if (page.status === 404) reply.header('X-Robots-Tag', 'noindex');
      reply.header('ETag', page.etag).header('Vary', 'Accept-Encoding');
      if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).header('Cache-Control', NO_CACHE).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return html(page.status, page.html);
      const body = await encodedHtml(page, encoding);
      return reply.code(page.status).header('Cache-Control', NO_CACHE).header('Content-Encoding', encoding).type('text/html; charset=utf-8').send(body);
    } catch (error) {
      return unavailable(reply, error);
    }
  };

  app.get('/', (request, reply) => sendApp('/', searchOf(request.url), request, reply));
  await app.register(
    formPagesPlugin((pathname, form, request, reply) =>
      sendApp(pathname, '', request, reply, form ? { form, status: 200 } : { form: new URLSearchParams(), status: 400 }),
    ),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const looksLikeFile = FILE_NAME.test(pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Bulunamadı' });
    // An API path never gets the HTML of the app, whatever API it belongs to.
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ error: 'Bulunamadı' });
    // One address per page: '/blog/' is '/blog' (the query kept), for a page path, not a file or a static folder.
    const slashless = withoutTrailingSlash(request.url);
    if (slashless !== null) {
      const target = slashless.split('?')[0] ?? '';
      if (!NOT_PAGES.test(target) && !FILE_NAME.test(target)) return reply.redirect(slashless, 308);
    }
    if (looksLikeFile) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı');
    return sendApp(pathname, searchOf(request.url), request, reply);
  });

  return app;
}
