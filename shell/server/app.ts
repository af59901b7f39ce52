/**
 * The production server behind `npm start`: static files of the shell and of each remote (each under its own
 * path, as deployed), compression, cache headers, the run-time remote configuration and 404s for unknown routes.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRemoteUrls, matchRoute, remoteBasePaths, type RemoteKey } from 'shared-data';

export interface ServerOptions {
  /** Built shell (its `dist` folder). */
  shellDir: string;
  /** Built remotes by key. */
  remoteDirs: Record<RemoteKey, string>;
  /** Where the browser loads each remote's manifest from; defaults to the paths this server serves. */
  remoteUrls?: Partial<Record<RemoteKey, string>>;
  /** Tells whether a matched public path names content that exists (unknown slugs answer 404). */
  pathExists?: (pathname: string) => boolean;
  logger?: boolean;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Hashed build assets never change under the same name; entries and manifests must be revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (/\.(html|json)$/.test(name) || /^remoteEntry/.test(name)) return NO_CACHE;
  if (/-[A-Za-z0-9_-]{8,}\.(js|css|mjs)$/.test(name)) return IMMUTABLE;
  return SHORT;
}

export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<RemoteKey, string>> {
  const urls: Partial<Record<RemoteKey, string>> = {};
  if (env.REMOTE_CONTENT_URL) urls.content = env.REMOTE_CONTENT_URL;
  if (env.REMOTE_CALCULATORS_URL) urls.calculators = env.REMOTE_CALCULATORS_URL;
  if (env.REMOTE_ADMIN_URL) urls.admin = env.REMOTE_ADMIN_URL;
  return urls;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const indexHtml = readFileSync(join(options.shellDir, 'index.html'), 'utf8');
  const remoteUrls = { ...defaultRemoteUrls, ...options.remoteUrls };

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
  };

  // Remote URLs are read by the shell at run time, so a remote can move without rebuilding the shell.
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(JSON.stringify(remoteUrls));
  });

  for (const key of Object.keys(remoteBasePaths) as RemoteKey[]) {
    await app.register(fastifyStatic, {
      root: options.remoteDirs[key],
      prefix: remoteBasePaths[key],
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders,
  });

  const sendApp = (pathname: string, reply: FastifyReply) => {
    const known = matchRoute(pathname) !== null && (options.pathExists?.(pathname) ?? true);
    return reply.code(known ? 200 : 404).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(indexHtml);
  };

  app.get('/', (request, reply) => sendApp('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Bulunamadı' });
    if (looksLikeFile) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı');
    return sendApp(pathname, reply);
  });

  return app;
}
