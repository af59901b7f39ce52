/**
 * The production server behind `npm start`, composed of its plugins (infrastructure, one file each in plugins/),
 * its routes (pages, the content API, sitemap and robots, media: routes/), the affiliate module (affiliate/) and
 * the APIs mounted beside them (the admin team's). It implements nothing itself.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configPlugin, readConfig, type ServerConfig } from 'shared-data/server';
import type { Store } from 'shared-data/store';
import { affiliate } from './affiliate/index.ts';
import { httpServer, serverTimeouts } from './http-server.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { controlCharactersPlugin } from './plugins/control-characters.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { remotesPlugin } from './plugins/remotes.ts';
import { rendererPlugin, type RendererOptions } from './plugins/renderer.ts';
import { withRequestLog } from './plugins/request-log.ts';
import { inlineScriptSources, securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticFiles } from './plugins/static-files.ts';
import { storePlugin } from './plugins/store.ts';
import { contentApiRoutes } from './routes/content-api.ts';
import { healthRoutes, type HealthOptions } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { pagesPlugin, type PagesOptions } from './routes/pages.ts';
import { sitemapRoutes } from './routes/sitemap.ts';

export interface ServerOptions extends Partial<ServerConfig>, Pick<RendererOptions, 'serverRendering' | 'remoteCheckMs'>, HealthOptions {
  /** The content store: the content API, media, sitemap, affiliate module and rendered pages come with it. */
  store?: Store;
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
}


/** The routes that read the store, whose schemas are zod's (the admin API keeps Fastify's JSON schemas). */
const storeRoutes: FastifyPluginAsync = async (routes) => {
  routes.setValidatorCompiler(validatorCompiler);
  await routes.register(contentApiRoutes);
  await routes.register(affiliate);
  await routes.register(mediaRoutes);
  await routes.register(sitemapRoutes);
};

/** The settings of `options` over the defaults of an empty environment. */
function configOf(options: ServerOptions): ServerConfig {
  const defaults = readConfig({});
  const given = Object.fromEntries(Object.entries(options).filter(([key, value]) => key in defaults && value !== undefined));
  return { ...defaults, ...given };
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
  await app.register(healthRoutes, { readyTimeoutMs: options.readyTimeoutMs });

  for (const api of options.apis ?? []) await app.register(api.plugin, { ...api.options, prefix: api.prefix });
  if (options.store) await app.register(storeRoutes);
  await app.register(rendererPlugin, { serverRendering: options.serverRendering, cacheBytes: options.pageCacheBytes, remoteCheckMs: options.remoteCheckMs });
  await app.register(staticFiles);
  await app.register(pagesPlugin, { appHtml, pathExists: options.pathExists });
  return app;
}
