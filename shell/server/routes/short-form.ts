/**
 * The body parsers of a scope that takes a browser's short form: a urlencoded body is read as its fields
 * (URLSearchParams), and any other body (JSON, multipart, text) as no form at all (null), so the route answers it as
 * a form left empty. Registered in that scope only: the rest of the server (the admin's API, JSON alone) still refuses
 * a urlencoded body. A body over `bytes` is refused with 413.
 */
import type { FastifyInstance } from 'fastify';

export function acceptShortForms(app: FastifyInstance, bytes: number) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: bytes }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: bytes }, (_request, _body, done) => done(null, null));
}
