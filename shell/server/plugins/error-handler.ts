/**
 * The server's last word on an error no route answered (`?q=a&q=b` once answered 500 with
 * `(raw ?? "").trim is not a function`). Set at the root before any route, so every scope's handler that gives an error
 * up (the content API's and the postback's rethrow what they do not know) ends here. The answer never holds the
 * error's own message, which may name code, SQL or a path:
 *
 * - an unexpected error (no status, or 5xx): 500, logged with its stack;
 * - a request Fastify refused (a 4xx of its own: a body too large, a type it does not read, a body that is no JSON):
 *   that status, logged as a warning;
 *
 * each as a plain Turkish page, or `{ error }` under `/api/`, never cached. The admin API answers its own errors
 * (`mfe-admin/server/admin-api.ts`, with the same sentence) and reaches this handler only if its handler fails.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { plainPage } from '../unavailable.ts';

export const SERVER_ERROR_TITLE = 'Beklenmeyen Bir Hata';
export const SERVER_ERROR = 'Beklenmeyen bir sunucu hatası oluştu. Lütfen biraz sonra tekrar deneyin.';
export const BAD_REQUEST = 'İstek okunamadı; lütfen adresi ve gönderilen bilgileri kontrol edin.';

/** Fastify's refusals in Turkish, by status; any other 4xx gets `BAD_REQUEST`. */
const REFUSALS: Readonly<Record<number, string>> = {
  404: 'Aradığınız sayfa bulunamadı.',
  405: 'Bu adres bu istek yöntemini kabul etmiyor.',
  408: 'İstek zamanında tamamlanmadı; lütfen tekrar deneyin.',
  413: 'Gönderilen veri çok büyük.',
  415: 'Gönderilen içerik türü kabul edilmiyor.',
  429: 'Çok fazla istek gönderildi; lütfen biraz sonra tekrar deneyin.',
};

const TITLES: Readonly<Record<number, string>> = { 404: 'Sayfa Bulunamadı', 429: 'Çok Fazla İstek' };

/** Headers a route may have set for the answer it meant to give, wrong for this one. */
const STALE_HEADERS = ['content-encoding', 'content-disposition', 'etag', 'last-modified', 'vary', 'location'];

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function sendGenericError(request: FastifyRequest, reply: FastifyReply, status: number) {
  const message = status >= 500 ? SERVER_ERROR : (REFUSALS[status] ?? BAD_REQUEST);
  for (const name of STALE_HEADERS) reply.removeHeader(name);
  reply.code(status).header('Cache-Control', 'no-store');
  if (isApi(request.url)) return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: message }));
  const title = status >= 500 ? SERVER_ERROR_TITLE : (TITLES[status] ?? 'Geçersiz İstek');
  return reply.type('text/html; charset=utf-8').send(plainPage(title, message));
}

const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const given = error.statusCode;
    const refused = given !== undefined && given >= 400 && given < 500;
    if (refused) {
      request.log.warn({ err: error }, 'request refused');
      return sendGenericError(request, reply, given);
    }
    request.log.error({ err: error }, 'request failed');
    return sendGenericError(request, reply, 500);
  });
};

/** At the root (fastify-plugin), registered before every route so each scope's handler falls back to it. */
export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
