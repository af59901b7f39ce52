/**
 * The outbound redirect `/git/<casino-slug>`: a 302 to the casino's affiliate URL with the click id,
 * placement and page filled in, never cached, indexed or given our page as Referer. Each click is buffered for the
 * click recorder without waiting for it, with the reader's country and the country rule that applied, and the casino
 * behind a slug is read from the store once per content state, so a click costs no database read. A click a country
 * rule refuses is recorded too (the operator's figures of what each rule holds back); one by a reader on a break is
 * not.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import {
  affiliateQueryKeys,
  deviceClassOf,
  expandAffiliateTemplate,
  isAffiliatePlacement,
  isRedirectableUrl,
  pagePathOf,
  paths,
  slugPattern,
  UNKNOWN_PLACEMENT,
} from 'shared-data';
import type { Store } from '@shared-data/store';
import { affiliateTarget, type AffiliateTarget } from '@shared-data/store/cms';
import { z } from 'zod';
import { storeUnavailable } from '../unavailable.ts';
import { breakPage, notOfferedPage } from '../offer-policy.ts';
import type { ReaderOffers } from '../plugins/offer-rules.ts';

/** Slugs whose casino is remembered per content state; only slugs of the slug pattern get this far. */
const CACHED_SLUGS = 2_000;

/**
 * The operator's template as a Location header may carry it, or null when it cannot be one: only http(s), and
 * anything outside printable ASCII percent-encoded as a browser would (Node refuses such a header outright).
 */
export function redirectTemplate(url: string): string | null {
  if (!isRedirectableUrl(url)) return null;
  try {
    return url.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return null;
  }
}

type TargetLookup = (slug: string) => Promise<AffiliateTarget | null>;

/**
 * The casino behind a slug, read once per content state; concurrent first clicks share one read. While the store
 * cannot be reached, a casino already known keeps its redirect: readers still get to the casino during an outage.
 */
function targetCache(store: Store, contentState: () => Promise<string>): TargetLookup {
  const cache = new LRUCache<string, Promise<AffiliateTarget | null>>({ max: CACHED_SLUGS });
  let cachedState = '';
  const load = async (slug: string) => {
    const target = await affiliateTarget(store.db, slug);
    const template = target && redirectTemplate(target.affiliateUrl);
    return target && template ? { ...target, affiliateUrl: template } : null;
  };
  return async (slug) => {
    let state: string;
    try {
      state = await contentState();
    } catch (error) {
      const known = cache.get(slug);
      if (known === undefined) throw error;
      return known;
    }
    if (state !== cachedState) {
      cache.clear();
      cachedState = state;
    }
    let found = cache.get(slug);
    if (found === undefined) {
      const loading = load(slug);
      found = loading;
      cache.set(slug, loading);
      // A failed read is not remembered: the next click asks the database again.
      loading.catch(() => {
        if (cache.peek(slug) === loading) cache.delete(slug);
      });
    }
    return found;
  };
}

const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** The page a click came from: `?kaynak=`, which the site's links carry, else the path of a same-origin Referer. */
function pageOf(request: FastifyRequest, given: string | undefined): string {
  if (given !== undefined) return pagePathOf(given);
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    const url = new URL(referer);
    // Our host read with the Referer's scheme, so a default port written or left out compares equal (the scheme
    // itself may differ behind a TLS proxy that is not trusted).
    const ours = new URL(`${url.protocol}//${request.host}`).host;
    return url.host === ours ? pagePathOf(url.pathname) : '';
  } catch {
    return '';
  }
}

const params = z.object({ slug: z.string() });
/** Any parameter may come twice; only a single value of the two the redirect reads counts. */
const querystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * `/git/<casino-slug>`: a 302 to the casino, the click handed to the recorder (`app.clicks`); for a reader whose
 * country's rule hides the offers, a page naming the casino, the refused click handed to the recorder all the same.
 */
export const redirectRoute: FastifyPluginAsyncZod = async (app) => {
  const targetOf = targetCache(app.store, () => app.contentState());

  app.get(paths.go(':slug'), { schema: { params, querystring } }, async (request, reply) => {
    const { slug } = request.params;
    if (!slugPattern.test(slug)) return reply.callNotFound();
    let target: AffiliateTarget | null;
    try {
      target = await targetOf(slug);
    } catch (error) {
      return storeUnavailable(reply, error, 'text');
    }
    if (target === null) return reply.callNotFound();
    // A reader on a break, or in a country whose rule hides the offers, is not sent to the casino.
    let offers: ReaderOffers;
    try {
      offers = await app.readerOffers(request);
    } catch (error) {
      return storeUnavailable(reply, error, 'text');
    }
    const { policy, rule, country } = offers;
    const given = single(request.query[affiliateQueryKeys.placement]);
    const placement = given !== undefined && isAffiliatePlacement(given) ? given : UNKNOWN_PLACEMENT;
    const page = pageOf(request, single(request.query[affiliateQueryKeys.page]));
    // A refused click's id stays internal: no casino ever sees it.
    const clickId = randomUUID();
    // HEAD is what link checkers and previews send: no reader is there, so nothing is counted. A break is the
    // reader's own choice to stay away: not even a refused click of theirs is kept.
    if (request.method === 'GET' && !policy.breakUntil) {
      const userAgent = request.headers['user-agent'];
      app.clicks.record(
        {
          clickId,
          at: Date.now(),
          casinoId: target.casinoId,
          placement,
          pagePath: page,
          device: deviceClassOf(userAgent),
          // No user agent at all is a script, not a browser.
          isBot: !userAgent || isbot(userAgent),
          country,
          rule,
        },
        request.ip,
      );
    }
    if (!policy.shown) {
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(policy.breakUntil ? breakPage(policy) : notOfferedPage(target.name));
    }
    return reply
      .code(302)
      .header('Location', expandAffiliateTemplate(target.affiliateUrl, { clickId, placement, page, casino: slug }))
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .send();
  });
};
