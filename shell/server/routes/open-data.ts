/**
 * The open data (open-data.ts): `/veri/bonuslar.json`, `/veri/bonuslar.csv` and the JSON's schema
 * `/veri/bonuslar.schema.json`, public and read only. The files are built once per content state and cached like the
 * pages: an ETag of the body, `Cache-Control: public, no-cache` and 304 to a matching `If-None-Match`, so a browser
 * or CDN revalidates cheaply and sees an edit of an offer on its next request. A store failure is the 503 of every
 * read.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { offerDataSource, type OfferDataSource } from '@shared-data/store';
import { bodyEtag, openData, openDataCsv, openDataJsonSchema, openDataPaths } from '../open-data.ts';
import { storeUnavailable } from '../unavailable.ts';

interface Body {
  body: string;
  etag: string;
}

const CACHE = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

const bodyOf = (body: string): Body => ({ body, etag: bodyEtag(body) });

/** Whether `If-None-Match` names the tag (one of a list, or `*`). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, { body, etag }: Body, type: string) {
  reply.header('Cache-Control', CACHE).header('ETag', etag);
  if (matches(request, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

export const openDataRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.siteOrigin;
  const schema = bodyOf(`${JSON.stringify(openDataJsonSchema(origin), null, 2)}\n`);
  let cached: { state: string; json: Body; csv: Body } | null = null;

  /** Both files under the current content state: built once per state, from one read of the store. */
  async function files(reply: FastifyReply, as: 'json' | 'text'): Promise<{ json: Body; csv: Body } | null> {
    let state: string;
    let source: OfferDataSource;
    try {
      state = await app.contentState();
      if (cached?.state === state) return cached;
      source = await offerDataSource(app.store.db);
    } catch (error) {
      await storeUnavailable(reply, error, as);
      return null;
    }
    // Outside the store's try: a payload the schema refuses is a bug (500), not an outage.
    const data = openData(source, origin);
    cached = { state, json: bodyOf(`${JSON.stringify(data, null, 2)}\n`), csv: bodyOf(openDataCsv(data)) };
    return cached;
  }

  app.get(openDataPaths.json, async (request, reply) => {
    const found = await files(reply, 'json');
    return found ? send(request, reply, found.json, JSON_TYPE) : reply;
  });

  app.get(openDataPaths.csv, async (request, reply) => {
    const found = await files(reply, 'text');
    if (!found) return reply;
    reply.header('Content-Disposition', 'inline; filename="bonuslar.csv"');
    return send(request, reply, found.csv, 'text/csv; charset=utf-8');
  });

  app.get(openDataPaths.schema, async (request, reply) => send(request, reply, schema, 'application/schema+json; charset=utf-8'));
};
