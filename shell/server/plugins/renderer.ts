/**
 * `app.renderer`: public pages rendered at request time from the shell's and the remotes' server builds and the
 * content API's answers (page-renderer.ts), or null when the server does not render (no store, or turned off: every
 * page is then the built index.html, rendered in the browser). `app.pageCacheBytes()` is what its cache holds.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { SSR_FOLDER, type ContentAnswer } from 'shared-data';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { pageRenderer, type PageRenderer } from './page-renderer.ts';
import { remoteModules } from './remote-modules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renderer: PageRenderer | null;
    /** Bytes of rendered HTML the page cache holds now. */
    pageCacheBytes(): number;
  }
}

export interface RendererOptions {
  /** Render pages on the server (default, with a store). */
  serverRendering?: boolean;
  /** Bytes of rendered HTML kept in memory at most. */
  cacheBytes?: number;
  /** How often a remote's manifest is checked for a new server build (default 2 s). */
  remoteCheckMs?: number;
}

const decorateRenderer: FastifyPluginAsync<RendererOptions> = async (app, options) => {
  const { config } = app;
  const renders = app.hasDecorator('store') && options.serverRendering !== false;
  const renderer = renders
    ? await pageRenderer({
        shellDir: config.shellDir,
        contentState: () => app.contentState(),
        remoteUrls: () => app.remoteUrls(),
        siteOrigin: config.siteOrigin,
        cacheBytes: options.cacheBytes,
        remotes: remoteModules({
          manifestUrls: () => app.remoteUrls(),
          remoteDirs: config.remoteDirs,
          shellServerDir: join(config.shellDir, SSR_FOLDER),
          checkEveryMs: options.remoteCheckMs,
          log: (message) => app.log.warn(message),
        }),
        // The same answers the browser fetches, read in process.
        contentAnswer: async (url): Promise<ContentAnswer> => {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          if (response.statusCode === 200) return { status: 200, data: response.json() as unknown };
          const body = response.json() as { error?: string };
          return { status: response.statusCode, error: body.error ?? STORE_UNAVAILABLE };
        },
        log: (message, error) => app.log.error({ err: error }, message),
      })
    : null;
  app.decorate('renderer', renderer);
  app.decorate('pageCacheBytes', () => renderer?.cachedBytes() ?? 0);
};

export const rendererPlugin = fp(decorateRenderer, { name: 'renderer', dependencies: ['config', 'remotes'] });
