/**
 * The health of the casinos' affiliate links: each casino's URL template, filled with placeholder values,
 * is requested as a reader's click would be, with HEAD first (the cheapest request, which most affiliate platforms
 * do not count as a click) and GET when HEAD does not end well. Redirects are followed here, not by fetch, so each
 * hop is counted and checked, and every request has its own timeout.
 */
import { expandAffiliateTemplate, isRedirectableUrl } from 'shared-data';
import type { Database } from '@shared-data/store';
import { linkCheckTargets, saveLinkCheck, type LinkCheck, type LinkCheckTarget } from '@shared-data/store/cms';

export interface CheckOptions {
  /** Per request, not per check. Default 8 s. */
  timeoutMs?: number;
  /** Redirects followed; one more makes the link 'redirects'. Default 5. */
  maxRedirects?: number;
  fetch?: typeof fetch;
  /** Aborts the requests in flight (the server is closing). */
  signal?: AbortSignal;
}

/** What requesting a URL found: a check without the casino and time it belongs to. */
export type LinkProbe = Omit<LinkCheck, 'casinoId' | 'checkedAt' | 'url'>;

/** The values a check fills the template with, so the casino's platform can tell a check from a reader's click. */
export const checkValues = { clickId: 'baglanti-kontrolu', placement: 'kontrol', page: '/' } as const;

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_MAX_REDIRECTS = 5;
const CONCURRENCY = 4;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Says what it is, so an affiliate platform that filters bots does not count the check as a click.
const USER_AGENT = 'Mozilla/5.0 (compatible; SafeBetLinkCheckBot/1.0)';

const NOT_FOUND = '/git/ bağlantıları 404 döner.';

/**
 * Why `/git/` cannot send a reader to this URL (template), in Turkish, or null when it can: the redirect of the
 * shell only leads to http(s) addresses.
 */
export function affiliateUrlProblem(url: string): string | null {
  if (url.trim() === '') return `Ortaklık bağlantısı yok: ${NOT_FOUND}`;
  if (!/^https?:\/\//i.test(url)) return `Ortaklık bağlantısı http:// veya https:// ile başlamıyor: ${NOT_FOUND}`;
  return isRedirectableUrl(url) ? null : `Ortaklık bağlantısı geçerli bir web adresi değil: ${NOT_FOUND}`;
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 });

/** A request that got no answer: too slow, or no connection at all. */
function failureOf(error: unknown, timeoutMs: number): Pick<LinkProbe, 'status' | 'message'> {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if ((error instanceof Error && error.name === 'TimeoutError') || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return { status: 'timeout', message: `Zaman aşımı (${seconds(timeoutMs)} sn).` };
  }
  const reason: Record<string, string> = {
    ENOTFOUND: 'alan adı bulunamadı',
    EAI_AGAIN: 'alan adı çözülemedi',
    ECONNREFUSED: 'bağlantı reddedildi',
    ECONNRESET: 'bağlantı kesildi',
    UND_ERR_SOCKET: 'bağlantı kesildi',
  };
  const detail = reason[code] ?? (code.startsWith('ERR_TLS') || code.includes('CERT') ? 'TLS sertifikası geçersiz' : '');
  return { status: 'unreachable', message: detail ? `Sunucuya ulaşılamadı (${detail}).` : 'Sunucuya ulaşılamadı.' };
}

type Hops = Omit<LinkProbe, 'method' | 'durationMs'>;
type Settings = Required<Omit<CheckOptions, 'signal'>> & Pick<CheckOptions, 'signal'>;

function parseUrl(url: string, base: URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Requests `start` with `method`, following up to `maxRedirects` redirects itself. */
async function follow(start: URL, method: 'HEAD' | 'GET', options: Settings): Promise<Hops> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        redirect: 'manual',
        headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,*/*;q=0.8' },
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      });
    } catch (error) {
      return { ...failureOf(error, options.timeoutMs), httpStatus: null, finalUrl: url.href, redirects };
    }
    // Only the status and headers matter; the body is never read.
    await response.body?.cancel().catch(() => undefined);
    const httpStatus = response.status;
    const done = { httpStatus, finalUrl: url.href, redirects };
    const location = REDIRECT_STATUSES.has(httpStatus) ? response.headers.get('location') : null;
    if (location === null) {
      if (httpStatus >= 200 && httpStatus < 300) {
        const message = redirects > 0 ? `Bağlantı çalışıyor (${redirects} yönlendirmeyle).` : 'Bağlantı çalışıyor.';
        return { ...done, status: 'ok', message };
      }
      return { ...done, status: 'broken', message: `Sunucu ${httpStatus} döndü.` };
    }
    const next = parseUrl(location, url);
    if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
      const target = next ? next.protocol : location;
      return { ...done, status: 'invalid', message: `Yönlendirme web adresi olmayan bir yere gidiyor (${target}).` };
    }
    if (redirects + 1 > options.maxRedirects) {
      return { ...done, status: 'redirects', message: `${options.maxRedirects} yönlendirmeden fazlası var.` };
    }
    url = next;
  }
}

/**
 * Requests `url` as a reader's browser would reach it: HEAD, and GET when HEAD does not end in a 2xx (servers that
 * refuse HEAD with 405, 501 or 403, or drop it). Never throws: every outcome is a status with a Turkish message.
 */
export async function checkLink(url: string, options: CheckOptions = {}): Promise<LinkProbe> {
  const settings: Settings = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    fetch: options.fetch ?? fetch,
    signal: options.signal,
  };
  const problem = affiliateUrlProblem(url);
  if (problem !== null) {
    return { status: 'invalid', httpStatus: null, method: 'HEAD', finalUrl: '', redirects: 0, durationMs: 0, message: problem };
  }
  const started = performance.now();
  const start = new URL(url);
  let method: 'HEAD' | 'GET' = 'HEAD';
  let hops = await follow(start, method, settings);
  if (hops.status !== 'ok' && !settings.signal?.aborted) {
    method = 'GET';
    hops = await follow(start, method, settings);
  }
  return { ...hops, method, durationMs: Math.round(performance.now() - started) };
}

/** A casino's URL as a check requests it: its template with the placeholder values and its own slug. */
export function checkedUrl(target: Pick<LinkCheckTarget, 'slug' | 'affiliateUrl'>): string {
  return expandAffiliateTemplate(target.affiliateUrl, { ...checkValues, casino: target.slug });
}

/** Checks one casino's link; the check records the template, so a later change of the URL makes it stale. */
export async function checkCasinoLink(target: LinkCheckTarget, options: CheckOptions = {}): Promise<LinkCheck> {
  const checkedAt = new Date().toISOString();
  const probe = await checkLink(checkedUrl(target), options);
  return { casinoId: target.id, checkedAt, url: target.affiliateUrl, ...probe };
}

/**
 * Checks every casino's link, `CONCURRENCY` at a time, and stores each result as it comes. A bad link is a result,
 * never an error; a database that fails stops the run with its error. Once `options.signal` aborts, no further casino
 * is checked and no result is stored. Answers the checks stored.
 */
export async function checkAllLinks(db: Database, options: CheckOptions = {}): Promise<LinkCheck[]> {
  const targets = await linkCheckTargets(db);
  const checks: LinkCheck[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && !options.signal?.aborted) {
      const target = targets[next++];
      if (!target) return;
      const check = await checkCasinoLink(target, options);
      if (options.signal?.aborted) return;
      try {
        await saveLinkCheck(db, check);
      } catch (error) {
        failed = true;
        throw error;
      }
      checks.push(check);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, worker));
  return checks;
}
