/**
 * The public content API (read only) under `/api/content`: lists paged and filtered in SQL, one entry by slug, the
 * search, settings and counts, each answered by its read (content-reads.ts, which the page renderer reads too).
 * Answers carry an ETag of the content version, so a browser or CDN revalidates cheaply and sees a write on its next
 * request.
 */
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentReads, createContentReads, namesNothing, NOT_FOUND, querystringFor, readQueryOf, refusalMessage, type ContentReads } from '../content-reads.ts';
import { storeUnavailable } from '../unavailable.ts';

export interface ContentApiOptions {
  /** The reads the API answers with; by default its own, over the app's store and content state. */
  reads?: ContentReads;
  /** Bytes of answers kept in memory at most when the API has reads of its own (default 16 MiB). */
  cacheBytes?: number;
}

const params = z.object({ slug: z.string().optional() });
const json = 'application/json; charset=utf-8';

function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type(json).send(JSON.stringify({ error }));
}

export const contentApiRoutes: FastifyPluginAsyncZod<ContentApiOptions> = async (app, options) => {
  const reads = options.reads ?? createContentReads({ store: app.store, contentState: () => app.contentState(), cacheBytes: options.cacheBytes });

  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    return sendError(reply, 400, refusalMessage(error.validation.map((issue) => ({ code: issue.keyword, message: issue.message ?? '' }))));
  });

  for (const read of contentReads) {
    app.get(read.path, { schema: { params, querystring: querystringFor(read.uses) } }, async (request, reply) => {
      const query = readQueryOf(request.params.slug, request.query);
      if (namesNothing(read, query)) return sendError(reply, 404, NOT_FOUND);
      try {
        const version = await app.contentState();
        const etag = `W/"c${version}"`;
        reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const answer = await reads.answer(read, query, version);
        if (answer.status !== 200) return sendError(reply, answer.status, answer.error);
        return reply.type(json).send(answer.json);
      } catch (error) {
        return storeUnavailable(reply, error, 'json');
      }
    });
  }
};
