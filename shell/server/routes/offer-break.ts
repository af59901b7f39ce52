/**
 * "Ara ver": a reader's break from the offers on their device. The break's form POSTs here; the answer sets a
 * first-party cookie that holds the break's end and nothing else (HttpOnly, SameSite=Lax, Secure over HTTPS) and sends
 * the reader back to the page they were on (303), or, asked by the page's script for JSON, says when the break ends.
 * A running break is never shortened, and nothing here ends one: the site has no undo. Every page and the outbound
 * redirect read the policy from the cookie (../offer-policy.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie';
import { BREAK_COOKIE, BREAK_PATH, breakEnd, breakFields, isBreakDays, paths, runningBreak, type BreakDays } from 'shared-data';
import { plainPage } from '../offer-policy.ts';
import { acceptShortForms } from './short-form.ts';

/** The form's two short fields: anything longer is refused, 413. */
const FORM_BYTES = 2048;

export interface OfferBreakOptions {
  /** The clock (tests move it); the system's by default. */
  now?: () => Date;
}

/** A page path of this site to go back to, or the home page: never another site ('//x', '/\x'), never this endpoint. */
export function backPath(value: string | null): string {
  if (value === null || value.length > 1000 || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return paths.home;
  return value.split('?')[0] === BREAK_PATH ? paths.home : value;
}

const wantsJson = (request: FastifyRequest) => /\bapplication\/json\b/.test(request.headers.accept ?? '');

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (wantsJson(request)) return reply.code(status).send({ error: message });
  const page = plainPage('Ara verilemedi', `<p>${message}</p><p><a href="${paths.responsibleGaming}">Sorumlu oyun sayfasına dönün</a> ve formu yeniden gönderin.</p>`);
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
}

export const offerBreakRoutes: FastifyPluginAsync<OfferBreakOptions> = async (app, { now = () => new Date() }) => {
  acceptShortForms(app, FORM_BYTES);

  app.post(BREAK_PATH, (request, reply) => {
    // Another site cannot put a reader on a break: a browser labels its requests.
    if (request.headers['sec-fetch-site'] === 'cross-site') return refuse(request, reply, 403, 'Ara yalnızca bu sitedeki formdan verilebilir.');
    const form = request.body instanceof URLSearchParams ? request.body : null;
    const days = form?.get(breakFields.days) ?? null;
    if (!isBreakDays(days)) return refuse(request, reply, 400, 'Ara süresi olarak 7, 30 ya da 90 günden birini seçin.');
    const at = now();
    const end = breakEnd(at, Number(days) as BreakDays, runningBreak(request.cookies[BREAK_COOKIE], at));
    reply.setCookie(BREAK_COOKIE, end.toISOString(), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: end,
    });
    reply.header('Cache-Control', 'no-store');
    if (wantsJson(request)) return reply.code(200).send({ until: end.toISOString() });
    return reply.redirect(backPath(form?.get(breakFields.back) ?? null), 303);
  });

  // The address opened as a page: the break's form is on the responsible-gaming page.
  app.get(BREAK_PATH, (_request, reply) => reply.redirect(paths.responsibleGaming, 303));
};
