/**
 * Addresses with control characters. A NUL or another C0 control character, or DEL, written as
 * `%00`–`%1F` or `%7F` in a request's path or query names nothing the site has, and PostgreSQL refuses a NUL in text:
 * before this guard, `/blog/%00` or `/oyunlar?q=%00` reached the store and answered 503 as if the database were down.
 * The request is answered before any route runs: 404 for a path (no page has such a name), 400 for a query, in
 * Turkish, never cached. The admin API and the postback get the same answer as JSON.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { plainPage } from '../unavailable.ts';

const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
// Node's parser refuses raw control characters; a proxy in front may not.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f]/;

export const BAD_CHARACTER_MESSAGE = 'Adreste kullanılamayan bir karakter (kontrol karakteri) var; lütfen adresi kontrol edin.';


/** Whether a raw request target holds a control character, encoded or not, and where. */
export function controlCharacterIn(url: string): 'path' | 'query' | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  if (ENCODED_CONTROL.test(path) || RAW_CONTROL.test(path)) return 'path';
  if (ENCODED_CONTROL.test(query) || RAW_CONTROL.test(query)) return 'query';
  return null;
}

function refuse(reply: FastifyReply, url: string, where: 'path' | 'query') {
  const status = where === 'path' ? 404 : 400;
  reply.code(status).header('Cache-Control', 'no-store');
  if (url.startsWith('/api/') || url.startsWith('/git/')) {
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: BAD_CHARACTER_MESSAGE }));
  }
  return reply.type('text/html; charset=utf-8').send(plainPage(status === 404 ? 'Sayfa Bulunamadı' : 'Geçersiz İstek', BAD_CHARACTER_MESSAGE));
}

const guard: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const where = controlCharacterIn(request.url);
    if (where) return refuse(reply, request.url, where);
  });
};

export const controlCharactersPlugin = fp(guard, { name: 'control-characters' });
