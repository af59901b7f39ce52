/**
 * Cross-site request forgery guard for state-changing requests. Browsers label every request with Sec-Fetch-Site
 * and send Origin on POST; a write is accepted only when those say it comes from the page's own origin. Clients
 * that send neither header (curl, server-to-server) are not browsers and cannot carry a victim's cookie.
 */

export interface RequestOrigin {
  method: string;
  /** The Host the request was sent to (Fastify's `request.host`). */
  host: string;
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True when an unsafe request must be refused. Hosts are compared without the scheme so the check also holds
 * behind a TLS-terminating proxy, where the server sees plain HTTP.
 */
export function isCrossSiteWrite({ method, host, headers }: RequestOrigin, allowedOrigins: readonly string[] = []): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (allowedOrigins.includes(origin)) return false;
  const fromHost = originHost(origin);
  // URL drops a default port from the origin; some clients keep it in Host.
  const toHost = host.toLowerCase().replace(/:(80|443)$/, '');
  return fromHost === null || fromHost.toLowerCase() !== toHost;
}
