/**
 * What every part of the server answers while the content store cannot be reached: 503 with `Retry-After`, never
 * cached, the error logged. Pages get a plain Turkish page that asks to retry; other answers the same sentence.
 */
import type { FastifyReply } from 'fastify';
import { CONTENT_UNAVAILABLE } from 'shared-data';

/** The content client's own sentence for a store that does not answer: one wording, in the browser and here. */
export const STORE_UNAVAILABLE = CONTENT_UNAVAILABLE;

/** A page of its own, outside the layout: the store may be down, so nothing of it is read. */
export const plainPage = (title: string, text: string) => `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
      <p><a href="/">Ana sayfaya dön</a></p>
    </main>
  </body>
</html>
`;

const unavailablePage = plainPage('Geçici Olarak Hizmet Dışı', STORE_UNAVAILABLE);

/**
 * Whether the database refused a value of the request rather than failing (SQLSTATE class 22, "data exception": a
 * NUL in text, a number out of range), found on the error or its causes (Drizzle wraps the driver's error).
 */
export function isRefusedInput(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * Whether an error is a bug of ours (a TypeError, a ReferenceError, ...) rather than the store failing. The database's
 * own errors (PostgreSQL's, the pool's, PGlite's worker's) are plain `Error`s or their subclasses.
 */
export function isProgrammingError(error: unknown): boolean {
  return [TypeError, ReferenceError, RangeError, SyntaxError, URIError, EvalError].some((kind) => error instanceof kind);
}

export const REFUSED_INPUT = 'İstek, kullanılamayan bir değer içeriyor; lütfen adresi kontrol edin.';

/**
 * 503 for a store that did not answer: `as` 'page' (the Turkish page), 'text' or 'json' (`{ error }`). A value the
 * database refused (isRefusedInput) is the request's fault, not an outage: 400 with the Turkish reason.
 */
export function storeUnavailable(reply: FastifyReply, error: unknown, as: 'page' | 'text' | 'json') {
  // A bug is rethrown for the error handler's generic 500: it must never read as "the database is unavailable".
  if (isProgrammingError(error)) throw error;
  if (isRefusedInput(error)) {
    reply.log.warn({ err: error }, 'the content store refused a value of the request');
    reply.code(400).header('Cache-Control', 'no-store');
    if (as === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: REFUSED_INPUT }));
    if (as === 'page') return reply.type('text/html; charset=utf-8').send(plainPage('Geçersiz İstek', REFUSED_INPUT));
    return reply.type('text/plain; charset=utf-8').send(REFUSED_INPUT);
  }
  reply.log.error({ err: error }, 'content store unavailable');
  reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
  if (as === 'page') return reply.type('text/html; charset=utf-8').send(unavailablePage);
  if (as === 'text') return reply.type('text/plain; charset=utf-8').send(STORE_UNAVAILABLE);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: STORE_UNAVAILABLE }));
}
