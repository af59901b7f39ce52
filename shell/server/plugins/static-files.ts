/**
 * The built files: each remote's under its own path (as deployed, loadable by a shell on another origin), and the
 * shell's at the root. Hashed assets are cached for a year, entries and manifests revalidated; the `.br`/`.gz`
 * copies written at build time are sent to browsers that take them, never by their own name.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { remoteBasePaths, SSR_FOLDER, type RemoteKey } from 'shared-data';

const NO_CACHE = 'no-cache';
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

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
};
// A remote's files are public and may be loaded by a shell on another origin (module scripts are fetched with CORS).
const setRemoteHeaders = (reply: FastifyReply, filePath: string) => {
  setHeaders(reply, filePath);
  reply.header('Access-Control-Allow-Origin', '*');
};

export const staticFiles: FastifyPluginAsync = async (app) => {
  const { shellDir, remoteDirs } = app.config;
  for (const key of Object.keys(remoteBasePaths) as RemoteKey[]) {
    await app.register(fastifyStatic, {
      root: remoteDirs[key],
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
    root: shellDir,
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

  // Remote URLs are read by the shell at run time, so a remote can move without rebuilding the shell.
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(JSON.stringify(app.remoteUrls()));
  });
};
