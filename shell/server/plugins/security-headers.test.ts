import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { fakeDist, fakeDistServer } from '../test-dist.ts';

describe('security headers', () => {
  const { shellDir, remoteDirs } = fakeDist();
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    app = await fakeDistServer({ shellDir, remoteDirs });
  });
  afterAll(() => app.close());

  it('sends the security headers', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP: no HSTS, which only HTTPS can carry.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Without trustProxy, a client's X-Forwarded-Proto is not believed.
    const forwarded = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the document headers with every answer a browser may show or read as a page, and only nosniff with a script, a style sheet or an image', async () => {
    // The public pages the page route answers go without an opener policy; everything else has `same-origin`.
    const publicPages = new Set(['/', '/boyle-bir-sayfa-yok', '/blog?sayfa=x', '/blog/kesinti']);
    const documents = [
      ['/', 200],
      ['/boyle-bir-sayfa-yok', 404],
      ['/blog/', 308],
      ['/blog?sayfa=x', 301],
      ['/blog/kesinti', 503],
      ['/admin', 200],
      ['/safebetboss1', 200],
      ['/api/yok', 404],
      ['/assets/missing.js', 404],
      ['/remotes.json', 200],
      ['/mfe/calculators/mf-manifest.json', 200],
      ['/mfe/content/index.html', 200],
      // An SVG opened by itself is a document that may run scripts.
      ['/icon.svg', 200],
    ] as const;
    for (const [url, status] of documents) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(status);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], url).toBe(publicPages.has(url) ? undefined : 'same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const subresources = [
      // Compressed as it is sent (no build-time copy), the others sent as built.
      ['/assets/index-AbCdEf12.js', 'application/javascript; charset=utf-8', 'br'],
      ['/mfe/content/assets/page-AbCdEf12.js', 'application/javascript; charset=utf-8', 'br'],
      ['/assets/shell-AbCdEf12.css', 'text/css; charset=utf-8', 'br'],
      ['/images/logo.webp', 'image/webp', undefined],
    ] as const;
    for (const [url, type, encoding] of subresources) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe(type);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'permissions-policy', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies']) {
          expect(res.headers[name], `${method} ${url} ${name}`).toBeUndefined();
        }
      }
    }
    // A hashed file is kept for good; the image, unhashed, for an hour.
    expect((await app.inject('/mfe/content/assets/page-AbCdEf12.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/images/logo.webp')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('believes X-Forwarded-Proto with trustProxy, so HSTS is sent behind a TLS proxy', async () => {
    const proxied = await buildServer({ shellDir, remoteDirs, trustProxy: true });
    try {
      const https = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // A script over HTTPS carries it too: HSTS is not a document's header only.
      const script = await proxied.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'x-forwarded-proto': 'https' } });
      expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

});
