/**
 * The production server behind `npm start`, composed of its plugins (infrastructure, one file each in plugins/),
 * its routes (pages, the content API, sitemap and robots, media, the open data, the vitals beacon: routes/), the affiliate module
 * (affiliate/) and the APIs mounted beside them (the admin team's). It implements nothing itself.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SSR_FOLDER } from 'shared-data';
import { configPlugin, readConfig, type ServerConfig } from '@shared-data/server';
import type { Store } from '@shared-data/store';
import { affiliate } from './affiliate/index.ts';
import { createContentReads, type ContentReads } from './content-reads.ts';
import { httpServer, serverTimeouts } from './http-server.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { controlCharactersPlugin } from './plugins/control-characters.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { remotesPlugin } from './plugins/remotes.ts';
import { pageRenderer, type PageRenderer } from './plugins/page-renderer.ts';
import { remoteModules } from './plugins/remote-modules.ts';
import { withRequestLog } from './plugins/request-log.ts';
import { inlineScriptSources, securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticFiles } from './plugins/static-files.ts';
import { publicPathExists, storePlugin } from './plugins/store.ts';
import { contentApiRoutes } from './routes/content-api.ts';
import { healthRoutes, type HealthOptions } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { offerBreakRoutes } from './routes/offer-break.ts';
import { offerRulesPlugin } from './plugins/offer-rules.ts';
import { openDataRoutes } from './routes/open-data.ts';
import { pagesPlugin, type PagesOptions } from './routes/pages.ts';
import { serviceWorkerRoutes } from './routes/service-worker.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { vitalsRoutes } from './routes/vitals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bytes of rendered HTML the page cache holds now. */
    pageCacheBytes(): number;
  }
}

export interface ServerOptions extends Partial<ServerConfig>, HealthOptions {
  /** The content store: the content API, media, sitemap, affiliate module and rendered pages come with it. */
  store?: Store;
  /** Render pages on the server (default, with a store); off, every page is the built index.html. */
  serverRendering?: boolean;
  /** How often a remote's manifest is checked for a new server build (default 2 s). */
  remoteCheckMs?: number;
  /** Whether a matched public path names content that exists; by default the route table and the store decide. */
  pathExists?: PagesOptions['pathExists'];
  /** APIs mounted beside the pages, each under its prefix (the admin team's under /api/admin). */
  apis?: ReadonlyArray<{ prefix: string; plugin: FastifyPluginAsync<Record<string, unknown>>; options?: Record<string, unknown> }>;
  /** Bytes of rendered HTML kept in memory at most. */
  pageCacheBytes?: number;
  /** Fastify's logger: on or off, or its options (a test passes a stream to read the lines); default `LOG`. */
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take, in ms (tests shorten them); `serverTimeouts` by default. */
  timeouts?: Partial<typeof serverTimeouts>;
  /** The clock a reader's break is measured by (tests move it); the system's by default. */
  now?: () => Date;
}


/** The routes that read the store, whose schemas are zod's (the admin API keeps Fastify's JSON schemas). */
const storeRoutes: FastifyPluginAsync<{ reads: ContentReads }> = async (routes, { reads }) => {
  routes.setValidatorCompiler(validatorCompiler);
  await routes.register(contentApiRoutes, { reads });
  await routes.register(affiliate);
  await routes.register(mediaRoutes);
  await routes.register(sitemapRoutes);
  await routes.register(openDataRoutes);
};

/** The settings of `options` over the defaults of an empty environment. */
function configOf(options: ServerOptions): ServerConfig {
  const defaults = readConfig({});
  const given = Object.fromEntries(Object.entries(options).filter(([key, value]) => key in defaults && value !== undefined));
  return { ...defaults, ...given };
}

/**
 * The renderer of the public pages: the shell's and the remotes' server builds, reading each page's content through
 * the content API's reads in process.
 */
function rendererOf(app: FastifyInstance, config: ServerConfig, reads: ContentReads, options: ServerOptions): Promise<PageRenderer> {
  return pageRenderer({
    shellDir: config.shellDir,
    contentState: () => app.contentState(),
    remoteUrls: () => app.remoteUrls(),
    siteOrigin: config.siteOrigin,
    vitalsSampleRate: config.vitalsSampleRate,
    cacheBytes: options.pageCacheBytes,
    remotes: remoteModules({
      manifestUrls: () => app.remoteUrls(),
      remoteDirs: config.remoteDirs,
      shellServerDir: join(config.shellDir, SSR_FOLDER),
      checkEveryMs: options.remoteCheckMs,
      log: (message) => app.log.warn(message),
    }),
    readContent: reads.answerUrl,
    log: (message, error) => app.log.error({ err: error }, message),
  });
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = configOf(options);
  const app = Fastify({
    logger: withRequestLog(options.logger ?? config.log),
    trustProxy: config.trustProxy,
    serverFactory: httpServer({ ...serverTimeouts, ...options.timeouts }),
  });
  // The page the browser renders by itself: the admin, and every page when the server does not render.
  const appHtml = readFileSync(join(config.shellDir, 'index.html'), 'utf8');

  // First: every scope registered after it falls back to its generic Turkish answer.
  await app.register(errorHandlerPlugin);
  await app.register(configPlugin, { config });
  await app.register(remotesPlugin, { checkEveryMs: options.remoteCheckMs });
  // The page template's one inline script (the boot watch), allowed by its hash.
  await app.register(securityHeadersPlugin, { inlineScripts: inlineScriptSources(appHtml) });
  await app.register(compressionPlugin);
  await app.register(controlCharactersPlugin);
  if (options.store) await app.register(storePlugin, { store: options.store });
  await app.register(offerRulesPlugin);
  await app.register(healthRoutes, { readyTimeoutMs: options.readyTimeoutMs });
  // Cookies are read on every page (a reader's break) and by the admin's session.
  await app.register(fastifyCookie);
  await app.register(offerBreakRoutes, { now: options.now });
  // The field vitals' beacons: answered with or without a store, stored only with one.
  await app.register(vitalsRoutes, { store: options.store, now: options.now });

  for (const api of options.apis ?? []) await app.register(api.plugin, { ...api.options, prefix: api.prefix });
  // The content API's reads, which the page renderer reads through too: one cache of answers for both.
  const { store } = options;
  const reads = store ? createContentReads({ store, contentState: () => app.contentState(), log: (message, error) => app.log.error({ err: error }, message) }) : null;
  if (reads) await app.register(storeRoutes, { reads });
  const renderer = reads && options.serverRendering !== false ? await rendererOf(app, config, reads, options) : null;
  app.decorate('pageCacheBytes', () => renderer?.cachedBytes() ?? 0);
  await app.register(staticFiles);
  await app.register(serviceWorkerRoutes, { privatePrefixes: (options.apis ?? []).map((api) => api.prefix) });
  await app.register(pagesPlugin, {
    appHtml,
    renderer,
    now: options.now,
    pathExists: options.pathExists ?? (store ? (match) => publicPathExists(store, match) : undefined),
  });
  return app;
}
