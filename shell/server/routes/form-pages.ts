/**
 * Pages that answer a form POSTed to their own address (the route table's `acceptsForm`: the self-test). Without
 * JavaScript the reader's browser posts the form, and the server answers with the page rendered from its fields. The
 * body is parsed in this plugin's scope only, so the rest of the server (the admin's API, which accepts JSON alone)
 * still refuses a urlencoded one. Nothing of the body is kept: it is read into the render and dropped, never logged
 * (Fastify's request log has the method and path only), and the page renderer does not cache the answer.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routeNames, routeOf, type RouteName } from 'shared-data';
import type { Posted } from './pages.ts';
import { acceptShortForms } from './short-form.ts';

/** A form of a few short fields (the self-test's nine answers are under 100 bytes): anything longer is refused, 413. */
const FORM_BYTES = 4096;

export interface FormPagesOptions {
  /** Answers the page of `route` (with the path's `params`) for the posted form. */
  answer: (request: FastifyRequest, reply: FastifyReply, route: RouteName, params: Record<string, string>, posted: Posted) => Promise<FastifyReply>;
}

export const formPages: FastifyPluginAsync<FormPagesOptions> = async (app, { answer }) => {
  // Any other body (JSON, multipart, text) is not the page's form: it is answered as a form left empty, with 400.
  acceptShortForms(app, FORM_BYTES);
  for (const name of routeNames) {
    const { pattern, acceptsForm } = routeOf(name);
    if (!acceptsForm) continue;
    app.post(pattern, (request, reply) =>
      answer(
        request,
        reply,
        name,
        request.params as Record<string, string>,
        request.body instanceof URLSearchParams ? { form: request.body, status: 200 } : { form: new URLSearchParams(), status: 400 },
      ),
    );
  }
};
