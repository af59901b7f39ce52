/**
 * Pages that answer a form POSTed to their own address (the route table's `acceptsForm`: the self-test). Without
 * JavaScript the reader's browser posts the form, and the server answers with the page rendered from its fields. The
 * body is parsed in this plugin's scope only, so the rest of the server (the admin's API, which accepts JSON alone)
 * still refuses a urlencoded one. Nothing of the body is kept: it is read into the render and dropped, never logged
 * (Fastify's request log has the method and path only), and the page renderer does not cache the answer.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routeNames, routeOf } from 'shared-data';

/** A form of a few short fields (the self-test's nine answers are under 100 bytes): anything longer is refused, 413. */
const FORM_BYTES = 4096;

/** Answers the page at `pathname` for `form`, or null when the body was no form. */
export type FormAnswer = (pathname: string, form: URLSearchParams | null, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function formPagesPlugin(answer: FormAnswer): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) => {
      done(null, new URLSearchParams(String(body)));
    });
    // Any other body (JSON, multipart, text) is not the page's form: it is answered as a form left empty.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BYTES }, (_request, _body, done) => done(null, null));
    for (const name of routeNames) {
      const { pattern, acceptsForm } = routeOf(name);
      if (!acceptsForm) continue;
      app.post(pattern, (request, reply) => {
        const pathname = request.url.split('?')[0] ?? pattern;
        return answer(pathname, request.body instanceof URLSearchParams ? request.body : null, request, reply);
      });
    }
  };
}
