/**
 * Uploaded images under `/medya/<hash>-<width>.webp`, read from the content store so that every server process
 * serves what any of them stored. A name is the hash of its content, so an answer never changes: browsers and CDNs
 * may keep it for a year, and this process keeps the hot ones in memory.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { mediaPathPrefix, parseMediaFileName, readImageVariant } from '@shared-data/store';
import { z } from 'zod';
import { storeUnavailable } from '../unavailable.ts';

export interface MediaOptions {
  /** Bytes of images kept in memory at most (default 32 MiB). */
  cacheBytes?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const text = 'text/plain; charset=utf-8';

export const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (app, options) => {
  // `fetch` also makes concurrent requests for one image that is not cached yet share a single read. An unknown
  // name is not remembered: it may be uploaded through another process a moment later.
  const cache = new LRUCache<string, Buffer, { hash: string; width: number }>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (bytes) => bytes.length,
    fetchMethod: async (_key, _stale, { context }) => (await readImageVariant(app.store.db, context.hash, context.width)) ?? undefined,
  });

  // A GET route answers HEAD too (Fastify's exposeHeadRoutes), with the same headers and no body.
  app.get(`${mediaPathPrefix}:file`, { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const name = parseMediaFileName(request.params.file);
    // The same plain answer as any other file the server does not have.
    const notFound = () => reply.code(404).type(text).send('Bulunamadı');
    if (!name) return notFound();
    let bytes: Buffer | undefined;
    try {
      bytes = await cache.fetch(`${name.hash}-${name.width}`, { context: name });
    } catch (error) {
      return storeUnavailable(reply, error, 'text');
    }
    if (!bytes) return notFound();
    return reply
      .header('Cache-Control', IMMUTABLE)
      // The bytes are WebP because this server wrote them; a browser must not guess otherwise.
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/webp')
      .send(bytes);
  });
};
