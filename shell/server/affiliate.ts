/**
 * The outbound redirect `/git/<casino-slug>` (issue 16): a 302 to the casino's affiliate URL with the click id,
 * placement and page filled in, never cached, indexed or given our page as Referer. Each click is buffered for the
 * click recorder without waiting for it, and the casino behind a slug is read from the store once per content
 * state, so a click costs no database read. Raw clicks older than the retention are purged daily; the daily
 * aggregates stay. The casinos' conversion postbacks (postback.ts) are registered here, beside the clicks they name.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import type { Store } from 'shared-data/store';
import { affiliateTarget, purgeClicks, writeClicks, type AffiliateTarget } from 'shared-data/store/cms';
import { clickRecorder } from './click-recorder.ts';
import { STORE_UNAVAILABLE } from './content-api.ts';
import { postbackPlugin } from './postback.ts';

export interface AffiliateOptions {
  store: Store;
  /** The content state (`contentStateTracker`): the casino cache is emptied whenever it changes. */
  contentState: () => Promise<string>;
  /** Days raw clicks are kept; default `CLICK_RETENTION_DAYS`, else 400. */
  retentionDays?: number;
}

const DEFAULT_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;
/** Slugs whose casino is remembered per content state; only slugs of the slug pattern get this far. */
const CACHED_SLUGS = 2_000;

/** `CLICK_RETENTION_DAYS`: whole days, at least 1; unset or empty is 400. Throws on anything else. */
export function clickRetentionDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.CLICK_RETENTION_DAYS?.trim() ?? '';
  if (value === '') return DEFAULT_RETENTION_DAYS;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new Error(`CLICK_RETENTION_DAYS=${value}: give a whole number of days, at least 1`);
  return Number(value);
}

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
    return target && template ? { casinoId: target.casinoId, affiliateUrl: template } : null;
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

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The page a click came from: `?kaynak=`, which the site's links carry, else the path of a same-origin Referer. */
function pageOf(request: FastifyRequest, query: Record<string, unknown>): string {
  const given = single(query[affiliateQueryKeys.page]);
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

export function affiliatePlugin(options: AffiliateOptions): FastifyPluginAsync {
  const { store } = options;
  const retentionDays = options.retentionDays ?? clickRetentionDaysFromEnv(process.env);
  const targetOf = targetCache(store, options.contentState);

  return async (app: FastifyInstance) => {
    const recorder = clickRecorder({
      write: (clicks) => writeClicks(store.db, clicks),
      log: { warn: (message) => app.log.warn(message), error: (message, error) => app.log.error({ err: error }, message) },
    });

    // Conversions name our clicks: a click the recorder still holds is written before a postback gives up on it.
    await app.register(postbackPlugin({ store, flushClicks: recorder.flush }));

    let purging: Promise<void> = Promise.resolve();
    const purge = () => {
      purging = purgeClicks(store.db, retentionDays)
        .then((removed) => {
          if (removed > 0) app.log.info(`purged ${removed} clicks older than ${retentionDays} days`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'purging old clicks failed'));
    };
    purge();
    const purgeTimer = setInterval(purge, DAY_MS);
    purgeTimer.unref();

    // Runs after the server has stopped taking requests and the last ones are answered: every click is buffered.
    app.addHook('onClose', async () => {
      clearInterval(purgeTimer);
      await purging;
      await recorder.close();
    });

    app.get(paths.go(':slug'), async (request: FastifyRequest, reply: FastifyReply) => {
      const { slug } = request.params as { slug: string };
      if (!slugPattern.test(slug)) return reply.callNotFound();
      let target: AffiliateTarget | null;
      try {
        target = await targetOf(slug);
      } catch (error) {
        request.log.error({ err: error }, 'content store unavailable');
        return reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(STORE_UNAVAILABLE);
      }
      if (target === null) return reply.callNotFound();

      const query = request.query as Record<string, unknown>;
      const given = single(query[affiliateQueryKeys.placement]);
      const placement = given !== undefined && isAffiliatePlacement(given) ? given : UNKNOWN_PLACEMENT;
      const page = pageOf(request, query);
      const clickId = randomUUID();
      // HEAD is what link checkers and previews send: the casino is not visited, so nothing is counted.
      if (request.method === 'GET') {
        const userAgent = request.headers['user-agent'];
        recorder.record(
          // No user agent at all is a script, not a browser.
          { clickId, at: Date.now(), casinoId: target.casinoId, placement, pagePath: page, device: deviceClassOf(userAgent), isBot: !userAgent || isbot(userAgent) },
          request.ip,
        );
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
}
