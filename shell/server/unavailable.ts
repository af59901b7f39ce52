/**
 * What every part of the server answers while the content store cannot be reached: 503 with `Retry-After`, never
 * cached, the error logged. Pages get a plain Turkish page that asks to retry; other answers the same sentence.
 */
import type { FastifyReply } from 'fastify';
import { CONTENT_UNAVAILABLE } from 'shared-data';

/** The content client's own sentence for a store that does not answer: one wording, in the browser and here. */
export const STORE_UNAVAILABLE = CONTENT_UNAVAILABLE;

const unavailablePage = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Geçici Olarak Hizmet Dışı</title>
  </head>
  <body>
    <main>
      <h1>Geçici Olarak Hizmet Dışı</h1>
      <p>${STORE_UNAVAILABLE}</p>
      <p><a href="/">Ana sayfaya dön</a></p>
    </main>
  </body>
</html>
`;

/** 503 for a store that did not answer: `as` 'page' (the Turkish page), 'text' or 'json' (`{ error }`). */
export function storeUnavailable(reply: FastifyReply, error: unknown, as: 'page' | 'text' | 'json') {
  reply.log.error({ err: error }, 'content store unavailable');
  reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
  if (as === 'page') return reply.type('text/html; charset=utf-8').send(unavailablePage);
  if (as === 'text') return reply.type('text/plain; charset=utf-8').send(STORE_UNAVAILABLE);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: STORE_UNAVAILABLE }));
}
