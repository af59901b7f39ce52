/**
 * Conversion postbacks: a casino's affiliate platform tells us that a reader we sent it registered or
 * made a first deposit. A click the recorder (`app.clicks`) still buffers is written before a postback gives up on it.
 *
 * Contract
 * - `GET` or `POST /api/postback/<casino-slug>`. Parameters come from the query string (GET) or from a
 *   form-urlencoded or JSON body of at most 16 KB (POST; the query string fills in what the body lacks):
 *   `click_id` (required, at most 200 characters: the id our `/git/` redirect gave the casino), `event`
 *   (`registration` | `first_deposit`), `event_id` (required, 1–200 characters, the platform's own id),
 *   `amount` (optional, default 0: a decimal with a dot, at most 2 places, 0 ≤ amount ≤ 10000000000).
 * - Authentication comes first, before any parameter is looked at, so a stranger learns nothing about them: either
 *   `token` (parameter) or the header `X-Postback-Token` equal to the casino's secret (set in the CMS), or
 *   `signature` (parameter) or the header `X-Postback-Signature` equal to the lowercase hex HMAC-SHA256, keyed
 *   with the secret, of `${click_id}|${event}|${amount}|${event_id}` over the texts as received ('' for one not
 *   given; a JSON number counts as JavaScript writes it, so send strings).
 * - Answers are JSON and never cached: 200 `{ status: 'recorded' | 'duplicate' }` (idempotent per casino and
 *   event id); 400 `{ error: 'bad_request', message }` for a missing or invalid parameter, an unreadable body, or a
 *   click we do not know or that is another casino's; 401 `{ error: 'unauthorized' }` without a secret set or
 *   with missing or wrong credentials; 404 for an unknown casino; 429 past 120 calls a minute from one address;
 *   503 while the store cannot be reached.
 * Every refused call is logged at warn with the casino and the reason (a flood past the rate once per address and
 * minute), a recorded one at info. The secret, a token or a signature never reach the log: the request's own log
 * line carries the path without its query string.
 */
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseForm } from 'node:querystring';
import { slugPattern } from 'shared-data';
import {
  conversionEvents,
  postbackCasino,
  recordConversion,
  type ConversionEvent,
  type ConversionInput,
} from '@shared-data/store/cms';
import { z } from 'zod';

export interface PostbackOptions {
  /** Calls a minute from one client address (default 120). */
  perAddressPerMinute?: number;
}

/** The texts a signature covers, as received; '' for one not given. */
export interface PostbackFields {
  clickId: string;
  event: string;
  amount: string;
  eventId: string;
}

const ROUTE = '/api/postback/:slug';
const BODY_LIMIT = 16 * 1024;
const MINUTE = 60_000;
/** Client addresses whose counts (and floods logged) are kept at most; the least recent are forgotten first. */
const MAX_ADDRESSES = 5_000;
const MAX_ID = 200;
const AMOUNT = /^\d{1,11}(?:\.\d{1,2})?$/;
const MAX_AMOUNT = 1e10;

const MESSAGES = {
  notFound: 'Casino bulunamadı.',
  unauthorized: 'Postback doğrulanamadı.',
  tooMany: 'Çok fazla postback isteği. Lütfen bir dakika sonra tekrar deneyin.',
  unavailable: 'Dönüşüm şu anda kaydedilemiyor. Lütfen biraz sonra tekrar deneyin.',
  unreadable: 'Postback gövdesi okunamadı: en fazla 16 KB, form ya da JSON olmalı.',
  single: (name: string) => `${name} parametresi tek bir değer olmalı.`,
  clickId: `click_id parametresi gerekli (en fazla ${MAX_ID} karakter).`,
  event: 'event parametresi registration ya da first_deposit olmalı.',
  eventId: `event_id parametresi gerekli (1–${MAX_ID} karakter).`,
  amount: 'amount parametresi 0 ile 10000000000 arasında, noktalı ve en fazla 2 ondalıklı bir sayı olmalı (ör. 1250.50).',
  unknownClick: (clickId: string) => `Tıklama bulunamadı: ${clickId}.`,
  otherCasino: (clickId: string) => `Tıklama bu casinoya ait değil: ${clickId}.`,
};

/** The lowercase hex HMAC-SHA256 a platform signs a postback with. */
export function postbackSignature(secret: string, fields: PostbackFields): string {
  return createHmac('sha256', secret).update(`${fields.clickId}|${fields.event}|${fields.amount}|${fields.eventId}`).digest('hex');
}

/** Constant-time equality of any two texts: their digests have one length, as `timingSafeEqual` requires. */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type Params = Record<string, unknown>;

/** A parameter as text: undefined when absent, null when it is no single value (a repeated key, a JSON object). */
function textOf(params: Params, name: string): string | null | undefined {
  const value = params[name];
  if (value === undefined || typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The query string, and over it a form or JSON body: any value, checked one by one below. */
const parameters = z.record(z.string(), z.unknown());
/** A form or JSON body of parameters; any other body (an array, a text) adds none. */
const bodyParameters = z.union([parameters, z.unknown().transform((): Params => ({}))]);

type Refusal = 'no_secret' | 'missing_credentials' | 'bad_token' | 'bad_signature';

function authenticate(secret: string, request: FastifyRequest, params: Params, fields: PostbackFields): Refusal | null {
  if (secret === '') return 'no_secret';
  const token = textOf(params, 'token') || headerOf(request, 'x-postback-token');
  const signature = textOf(params, 'signature') || headerOf(request, 'x-postback-signature');
  if (token && sameText(token, secret)) return null;
  if (signature && sameText(signature, postbackSignature(secret, fields))) return null;
  if (token) return 'bad_token';
  return signature ? 'bad_signature' : 'missing_credentials';
}

type Parsed = Omit<ConversionInput, 'casinoId' | 'at'>;

/** The parameters checked, or the first one that is wrong with its Turkish message. */
function parse(params: Params): Parsed | { parameter: string; message: string } {
  for (const name of ['click_id', 'event', 'event_id', 'amount']) {
    if (textOf(params, name) === null) return { parameter: name, message: MESSAGES.single(name) };
  }
  const clickId = textOf(params, 'click_id') ?? '';
  const event = textOf(params, 'event') ?? '';
  const eventId = textOf(params, 'event_id') ?? '';
  const amount = textOf(params, 'amount') || '0';
  if (clickId === '' || clickId.length > MAX_ID) return { parameter: 'click_id', message: MESSAGES.clickId };
  if (!conversionEvents.includes(event as ConversionEvent)) return { parameter: 'event', message: MESSAGES.event };
  if (eventId === '' || eventId.length > MAX_ID) return { parameter: 'event_id', message: MESSAGES.eventId };
  if (!AMOUNT.test(amount) || Number(amount) > MAX_AMOUNT) return { parameter: 'amount', message: MESSAGES.amount };
  return { clickId, event: event as ConversionEvent, eventId, amount };
}

function send(reply: FastifyReply, code: number, answer: object) {
  return reply.code(code).header('Cache-Control', 'no-store').send(answer);
}

/** The casino a call names, for its log line (read before the route's schema has checked anything). */
function slugOf(request: FastifyRequest): string {
  const { params } = request;
  return typeof params === 'object' && params !== null && 'slug' in params && typeof params.slug === 'string' ? params.slug : '';
}

export const postbackRoute: FastifyPluginAsyncZod<PostbackOptions> = async (app, options) => {
  const perMinute = options.perAddressPerMinute ?? 120;
  // A flood is logged once per address and minute.
  const floods = new LRUCache<string, true>({ max: MAX_ADDRESSES, ttl: MINUTE });

  const record = async (input: ConversionInput) => {
    const outcome = await recordConversion(app.store.db, input);
    if (outcome !== 'unknown_click') return outcome;
    // The click may still wait in the redirect's buffer (up to a second): write it, then look once more.
    if (!(await app.clicks.flush())) throw new Error('writing the buffered clicks failed');
    return recordConversion(app.store.db, input);
  };

  // Only here: the rest of the site takes no forms. Parsed as before, a repeated key an array.
  await app.register(formBody, { bodyLimit: BODY_LIMIT, parser: (text) => parseForm(text) });
  await app.register(rateLimit, {
    global: false,
    cache: MAX_ADDRESSES,
    keyGenerator: (request) => request.ip,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    onExceeded: (request, key) => {
      if (floods.has(key)) return;
      floods.set(key, true);
      request.log.warn({ casino: slugOf(request), reason: 'rate_limited', perMinute }, 'postback refused');
    },
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, error: 'too_many_requests', message: MESSAGES.tooMany }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.statusCode ?? 500;
    if (code === 429) return send(reply, 429, { error: 'too_many_requests', message: MESSAGES.tooMany });
    if (code >= 500) throw error;
    request.log.warn({ casino: slugOf(request), reason: 'unreadable_body', code: error.code }, 'postback refused');
    return send(reply, code, { error: 'bad_request', message: MESSAGES.unreadable });
  });

  app.route({
    method: ['GET', 'POST'],
    url: ROUTE,
    bodyLimit: BODY_LIMIT,
    schema: { params: z.object({ slug: z.string() }), querystring: parameters },
    config: { rateLimit: { max: perMinute, timeWindow: MINUTE } },
    // A HEAD from a link checker must not record anything.
    exposeHeadRoute: false,
    // A token or a signature may sit in the query string: the request's log line gets the path only.
    logSerializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }),
    },
    handler: async (request, reply) => {
      const { slug } = request.params;
      const refuse = (code: number, reason: string, answer: object, details: object = {}) => {
        request.log.warn({ casino: slug, reason, ...details }, 'postback refused');
        return send(reply, code, answer);
      };
      const unavailable = (error: unknown) => {
        request.log.error({ casino: slug, reason: 'store_unavailable', err: error }, 'postback refused');
        return send(reply.header('Retry-After', '5'), 503, { error: 'unavailable', message: MESSAGES.unavailable });
      };

      if (!slugPattern.test(slug)) return refuse(404, 'unknown_casino', { error: 'not_found', message: MESSAGES.notFound });
      let casino;
      try {
        casino = await postbackCasino(app.store.db, slug);
      } catch (error) {
        return unavailable(error);
      }
      if (!casino) return refuse(404, 'unknown_casino', { error: 'not_found', message: MESSAGES.notFound });

      const params: Params = { ...request.query, ...bodyParameters.parse(request.body) };
      const signed = (name: string) => textOf(params, name) ?? '';
      const fields = { clickId: signed('click_id'), event: signed('event'), amount: signed('amount'), eventId: signed('event_id') };
      const refusal = authenticate(casino.secret, request, params, fields);
      if (refusal) return refuse(401, refusal, { error: 'unauthorized', message: MESSAGES.unauthorized });

      const parsed = parse(params);
      if ('message' in parsed) {
        return refuse(400, 'bad_parameter', { error: 'bad_request', message: parsed.message }, { parameter: parsed.parameter });
      }
      const at = Date.now();
      let outcome;
      try {
        outcome = await record({ ...parsed, casinoId: casino.casinoId, at });
      } catch (error) {
        return unavailable(error);
      }
      const details = { clickId: parsed.clickId, eventId: parsed.eventId };
      if (outcome === 'unknown_click') return refuse(400, outcome, { error: 'bad_request', message: MESSAGES.unknownClick(parsed.clickId) }, details);
      if (outcome === 'other_casino') return refuse(400, outcome, { error: 'bad_request', message: MESSAGES.otherCasino(parsed.clickId) }, details);
      request.log.info({ casino: slug, outcome, event: parsed.event, amount: parsed.amount, ...details }, 'postback accepted');
      return send(reply, 200, { status: outcome });
    },
  });
};
