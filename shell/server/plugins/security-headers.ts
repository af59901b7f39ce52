/**
 * Security headers. A document (a page, an error page, a redirect, an API answer: anything a browser may show or
 * read as a page) gets the full set: a Content-Security-Policy, framing, opener, referrer and permissions policies,
 * and the rest of helmet's; a public page all but the opener policy (`PUBLIC_PAGE` below). A script, a style sheet, a raster image or a font gets only `nosniff`: the browser
 * never applies a document's policies to them, and each of the many first-load requests would carry ~600 bytes for
 * nothing. HSTS goes with every answer over HTTPS.
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

/**
 * The CSP sources of the scripts written into `html` (the shell's page template: its boot watch), each by its
 * SHA-256: a script the server sends allows those and no other inline script. Data blocks (JSON, JSON-LD) are no
 * scripts that run and need none.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', code = '']) => code.trim() !== '' && !/\bsrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * Answers the browser only runs or paints inside a page and never shows as one. Not SVG (opened by itself it is a
 * document that may run scripts), not JSON or text (an API answer or an error page). The service worker's script
 * takes the CSP of its own answer, which its route sends (routes/service-worker.ts).
 */
const SUBRESOURCE_TYPE = /^\s*(?:(?:application|text)\/javascript|text\/css|image\/(?:webp|avif|png|jpeg|gif|x-icon|vnd\.microsoft\.icon)|font\/)/i;

function isSubresourceType(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

/** Origins other than the site's own that the remotes are loaded from (remote URLs may point at a CDN). */
function remoteOrigins(urls: Readonly<Record<string, string>>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(urls)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

type DirectiveValue = string | (() => string);

/**
 * Scripts come only from this origin and the remotes' origins, and the page template's own inline script by its hash
 * (no other inline script, no eval; JSON-LD data blocks are not scripts that run). styled-components injects its rules as <style> elements, hence the inline styles.
 */
function contentSecurityPolicy(extraOrigins: () => readonly string[], inlineScripts: readonly string[]): Record<string, DirectiveValue[]> {
  // Read per response: the remotes' locations may change while the server runs.
  const withRemotes = (...sources: string[]) => () => [...sources, ...extraOrigins()].join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withRemotes("'self'", ...inlineScripts)],
    styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
    imgSrc: [withRemotes("'self'", 'data:')],
    fontSrc: [withRemotes("'self'")],
    connectSrc: [withRemotes("'self'")],
    // The service worker and the web app manifest: this origin's own, never a remote's.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by the page route on a public page it renders (not the admin's): such a page goes without an opener policy
     * (docs/decisions/0013-public-pages-without-an-opener-policy.md).
     */
    publicPage: boolean;
  }
}

/**
 * A public page's helmet: all of it but `Cross-Origin-Opener-Policy: same-origin`. Opened from a page without that
 * policy (a partner's link, a new tab, Lighthouse's blank page), a page with it starts in a browsing context group and
 * a renderer of its own, and its first tasks grow: the hedge calculator's page measured a TBT of 50 ms with it and 0 without,
 * Lighthouse at 7.5x, median of 5. A public page holds no session and nothing of the reader's that another window
 * could reach; the admin, which does, keeps the policy.
 */
const PUBLIC_PAGE = { crossOriginOpenerPolicy: false } as const;

/** Adds the security headers to every answer of the server, by its type (see above). */
const securityHeaders: FastifyPluginAsync<{ inlineScripts: readonly string[] }> = async (app, { inlineScripts }) => {
  await app.register(helmet, {
    // Applied per answer below, once its type is known, rather than to every request as it arrives.
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(() => remoteOrigins(app.remoteUrls()), inlineScripts) },
    // The legacy header says what frame-ancestors 'none' says: no page may frame ours.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; it is added below for HTTPS requests.
    strictTransportSecurity: false,
    // The remotes may live on another origin (a CDN): their files (a manifest, say) must stay loadable from there.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.decorateReply('publicPage', false);
  app.addHook('onSend', async (request, reply) => {
    if (isSubresourceType(reply.getHeader('content-type'))) {
      reply.header('X-Content-Type-Options', 'nosniff');
    } else {
      reply.helmet(reply.publicPage ? PUBLIC_PAGE : undefined);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    }
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', dependencies: ['remotes'] });
