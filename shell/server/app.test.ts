// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { cacheControlFor } from './plugins/static-files.ts';
import { withoutTrailingSlash } from './routes/pages.ts';

/** A file with its build-time `.br` and `.gz` beside it, as the precompress plugin writes them. */
function withPrecompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

function fakeDist() {
  const root = mkdtempSync(join(tmpdir(), 'safebet-server-'));
  const dir = (name: string) => {
    const d = join(root, name);
    mkdirSync(join(d, 'assets'), { recursive: true });
    return d;
  };
  const shellDir = dir('shell');
  // Without a store the server renders nothing itself: every page is the built app page.
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>SafeBet</title><div id="root"></div>');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  writeFileSync(join(shellDir, 'server', 'entry-server.js'), 'export const secret = 1;');
  writeFileSync(join(shellDir, 'assets', 'index-AbCdEf12.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const remoteDirs = { content: dir('content'), calculators: dir('calculators'), admin: dir('admin') };
  writeFileSync(join(remoteDirs.calculators, 'remoteEntry.js'), 'export const x = 1;');
  writeFileSync(join(remoteDirs.calculators, 'mf-manifest.json'), '{"id":"mfe_calculators"}');
  writeFileSync(join(remoteDirs.calculators, 'mf-stats.json'), '{"id":"mfe_calculators","build":"details"}');
  writeFileSync(join(shellDir, 'mf-stats.json'), '{"id":"shell"}');
  withPrecompressed(join(remoteDirs.content, 'a.js'), `export const text = ${JSON.stringify('içerik '.repeat(400))};`);
  withPrecompressed(join(remoteDirs.content, 'assets', 'page-AbCdEf12.js'), `export const page = ${JSON.stringify('sayfa '.repeat(400))};`);
  withPrecompressed(join(shellDir, 'assets', 'shell-AbCdEf12.css'), `.a{color:red}\n`.repeat(200));
  mkdirSync(join(shellDir, 'images'));
  writeFileSync(join(shellDir, 'images', 'logo.webp'), 'RIFF\0\0\0\0WEBPVP8 ');
  writeFileSync(join(shellDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  // A remote's standalone development page, published with its build.
  writeFileSync(join(remoteDirs.content, 'index.html'), '<!doctype html><title>content</title><div id="root"></div>');
  return { shellDir, remoteDirs };
}

/**
 * The status and Location a request line with exactly this target gets from a listening server, over a socket
 * (inject reads the target as a URL first, which turns a backslash into a slash).
 */
async function rawAnswer(app: FastifyInstance, target: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = app.server.address() as AddressInfo;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
  });
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), location: /^location: (.*)\r$/im.exec(answer)?.[1] };
}

describe('cacheControlFor', () => {
  it.each([
    ['/x/assets/index-AbCdEf12.js', 'public, max-age=31536000, immutable'],
    ['/x/remoteEntry.js', 'no-cache'],
    ['/x/remoteEntry-AbCd1234.js', 'public, max-age=31536000, immutable'],
    ['/x/mf-manifest.json', 'no-cache'],
    ['/x/index.html', 'no-cache'],
    ['/x/images/games/a_cover.webp', 'public, max-age=3600'],
    // A precompressed copy is cached as the file it encodes.
    ['/x/assets/index-AbCdEf12.js.br', 'public, max-age=31536000, immutable'],
    ['/x/assets/index-AbCdEf12.css.gz', 'public, max-age=31536000, immutable'],
    ['/x/index.html.br', 'no-cache'],
    ['/x/remoteEntry.js.gz', 'no-cache'],
    ['/x/a.js.br', 'public, max-age=3600'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('withoutTrailingSlash', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/blog/?sayfa=2', '/blog?sayfa=2'],
    ['/oyunlar/pragmatic-play/', '/oyunlar/pragmatic-play'],
    ['/blog///', '/blog'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example//?a=b', '/evil.example?a=b'],
    ['/\\evil.example/', '/evil.example'],
    ['/\\/evil.example/', '/evil.example'],
    ['/blog', null],
    ['/blog?a=/', null],
    ['/', null],
    ['//', null],
    ['/?a=b', null],
  ])('%s -> %s', (url, expected) => {
    expect(withoutTrailingSlash(url)).toBe(expected);
  });
});

describe('buildServer', () => {
  const { shellDir, remoteDirs } = fakeDist();
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    app = await buildServer({
      shellDir,
      remoteDirs,
      remoteUrls: { content: 'https://cdn.example/content/mf-manifest.json' },
      pathExists: (p) => {
        if (p === '/blog/kesinti') throw new Error('connection refused');
        return p !== '/blog/yok';
      },
    });
  });
  afterAll(() => app.close());

  it('registers one GET route per page of the route table, which printRoutes lists', () => {
    const patterns = ['/', '/kazanma-taktikleri', '/kazanma-taktikleri/:slug', '/bahis-hesaplayici', '/bahis-hesaplayici/:calculator', '/blog', '/blog/:slug', '/oyunlar', '/oyunlar/:provider/:slug', '/saglayicilar', '/saglayicilar/:provider', '/sorumlu-oyun/kendini-test-et', '/sorumlu-oyun/butce-planlayici', '/safebetboss1', '/admin/*'];
    for (const url of patterns) expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
    const listed = app.printRoutes({ commonPrefix: false });
    for (const segment of ['kazanma-taktikleri', 'bahis-hesaplayici', 'oyunlar', 'saglayicilar', 'kendini-test-et', 'butce-planlayici', 'safebetboss1']) expect(listed).toContain(segment);
    expect(app.hasRoute({ method: 'POST', url: '/sorumlu-oyun/kendini-test-et' })).toBe(true);
  });

  it('serves the app shell for known routes and 404 for unknown paths and slugs', async () => {
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/bahis-hesaplayici')).statusCode).toBe(200);
    const unknown = await app.inject('/boyle-bir-sayfa-yok');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect((await app.inject('/blog/yok')).statusCode).toBe(404);
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves the app page to the admin with noindex, and keeps the server build and the bare index.html private', async () => {
    const admin = await app.inject('/admin');
    expect(admin.body).toBe('<!doctype html><title>SafeBet</title><div id="root"></div>');
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject('/server/entry-server.js')).statusCode).toBe(404);
    expect((await app.inject('/index.html')).statusCode).toBe(404);
  });

  it('sends a page path with a trailing slash to the one without it, with its query, never off the site', async () => {
    for (const [url, location] of [
      ['/blog/', '/blog'],
      ['/blog/?sayfa=2', '/blog?sayfa=2'],
      ['/oyunlar/pragmatic-play/', '/oyunlar/pragmatic-play'],
      ['/oyunlar/?q=book&saglayici=pragmatic-play', '/oyunlar?q=book&saglayici=pragmatic-play'],
      ['/blog//', '/blog'],
      ['/boyle-bir-sayfa-yok/', '/boyle-bir-sayfa-yok'],
      ['//evil.example/', '/evil.example'],
      ['//evil.example//?x=1', '/evil.example?x=1'],
      ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(308);
        expect(res.headers.location, `${method} ${url}`).toBe(location);
        expect(String(res.headers.location)).toMatch(/^\/(?![/\\])/);
      }
    }
    // The home page, APIs, static folders and file names keep their own answers.
    expect((await app.inject('/')).statusCode).toBe(200);
    for (const url of ['/api/content/', '/mfe/calculators/', '/mfe/calculators/x/', '/assets/', '/assets/x/', '/robots.txt/']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).not.toBe(308);
      expect(res.statusCode, url).not.toBe(301);
    }
    // A write is not redirected.
    expect((await app.inject({ method: 'POST', url: '/blog/' })).statusCode).toBe(404);
  });

  it('never redirects off the site for a target a browser would read as another host', async () => {
    const listening = await buildServer({ shellDir, remoteDirs });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A browser reads a backslash as a slash: '/\evil.example' would be '//evil.example', another site.
      for (const [target, location] of [
        ['//evil.example/', '/evil.example'],
        ['/\\evil.example/', '/evil.example'],
        ['/\\/evil.example/?a=1', '/evil.example?a=1'],
        ['/%5Cevil.example/', '/%5Cevil.example'],
      ] as const) {
        expect(await rawAnswer(listening, target), target).toEqual({ status: 308, location });
      }
    } finally {
      await listening.close();
    }
  });

  it('sends a page number that is not one to the first page of the list', async () => {
    for (const bad of ['abc', '-1', '0', '/../../blog']) {
      const res = await app.inject(`/blog?sayfa=${encodeURIComponent(bad)}&q=x`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/blog?q=x');
    }
  });

  it('sends a provider filter that is not a provider slug to the list without it', async () => {
    for (const bad of ['../../admin', 'a/b', '%2e%2e', '..', 'Ezugi', 'a b', '-a', 'a'.repeat(101)]) {
      const res = await app.inject(`/oyunlar?saglayici=${encodeURIComponent(bad)}&q=book`);
      expect(res.statusCode, bad).toBe(301);
      expect(res.headers.location, bad).toBe('/oyunlar?q=book');
    }
    // Both refused at once; the free-text search stays as it is.
    const both = await app.inject(`/oyunlar?sayfa=x&saglayici=${encodeURIComponent('../x')}&q=${encodeURIComponent('../ a/b')}`);
    expect(both.statusCode).toBe(301);
    expect(both.headers.location).toBe(`/oyunlar?q=${encodeURIComponent('../ a/b').replace(/%20/g, '+')}`);
    const alone = await app.inject('/oyunlar?saglayici=a%2Fb');
    expect(alone.headers.location).toBe('/oyunlar');
    for (const good of ['pragmatic-play', 'all', '', '1x2-gaming', 'a'.repeat(100)]) {
      expect((await app.inject(`/oyunlar?saglayici=${good}&q=../x`)).statusCode, good).toBe(200);
    }
  });

  it('answers 503 with a Turkish page when the content store cannot tell whether a page exists', async () => {
    const res = await app.inject('/blog/kesinti');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Geçici Olarak Hizmet Dışı</h1>');
    expect(res.body).toContain('İçerik şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.');
  });

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
    const documents = [
      ['/', 200],
      ['/boyle-bir-sayfa-yok', 404],
      ['/blog/', 308],
      ['/blog?sayfa=x', 301],
      ['/blog/kesinti', 503],
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
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
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

  it('serves each remote under its own path with revalidation for entries and manifests', async () => {
    const entry = await app.inject('/mfe/calculators/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/mfe/calculators/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the federation build stats private', async () => {
    for (const url of ['/mfe/calculators/mf-stats.json', '/mf-stats.json', '/mfe/content/mf-stats.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('mfe_calculators');
    }
  });

  it('sends the build-time .br or .gz of a file to a browser that takes it, as is, with the type and cache of the file', async () => {
    const dir = remoteDirs.content;
    const cases = [
      ['br', 'a.js.br', 'br'],
      ['gzip', 'a.js.gz', 'gzip'],
      ['gzip, deflate, br', 'a.js.br', 'br'],
      ['br;q=0, gzip', 'a.js.gz', 'gzip'],
      ['identity', 'a.js', undefined],
    ] as const;
    for (const [acceptEncoding, file, encoding] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url: '/mfe/content/a.js', headers: { 'accept-encoding': acceptEncoding } });
        expect(res.statusCode, acceptEncoding).toBe(200);
        // The bytes of the file on disk: @fastify/compress does not encode them a second time.
        if (method === 'GET') expect(res.rawPayload.equals(readFileSync(join(dir, file))), acceptEncoding).toBe(true);
        expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
        expect(res.headers['content-type'], acceptEncoding).toBe('application/javascript; charset=utf-8');
        expect(res.headers['cache-control'], acceptEncoding).toBe('public, max-age=3600');
        expect(String(res.headers.vary).toLowerCase(), acceptEncoding).toContain('accept-encoding');
      }
    }
    const hashed = await app.inject({ url: '/mfe/content/assets/page-AbCdEf12.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.rawPayload.equals(readFileSync(join(dir, 'assets', 'page-AbCdEf12.js.br')))).toBe(true);
    // The shell's files as well.
    const css = await app.inject({ url: '/assets/shell-AbCdEf12.css', headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.rawPayload.equals(readFileSync(join(shellDir, 'assets', 'shell-AbCdEf12.css.gz')))).toBe(true);
  });

  it('does not serve a precompressed copy by its own name', async () => {
    for (const url of ['/mfe/content/a.js.br', '/mfe/content/a.js.gz', '/assets/shell-AbCdEf12.css.br', '/assets/shell-AbCdEf12.css.gz']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('caches hashed assets for good and compresses them', async () => {
    const res = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
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

  it('publishes the remote URLs at run time, with overrides', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      content: 'https://cdn.example/content/mf-manifest.json',
      calculators: '/mfe/calculators/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    });
  });
});

describe('remote locations at run time', () => {
  it('follows an edit of the remotes file without a restart: remotes.json, the CSP and CORS on remote files', async () => {
    const { shellDir, remoteDirs } = fakeDist();
    const file = join(mkdtempSync(join(tmpdir(), 'safebet-remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ calculators: '/mfe/calculators/mf-manifest.json' }));
    const app = await buildServer({ shellDir, remoteDirs, remotesFile: file, remoteCheckMs: 0 });
    try {
      const before = await app.inject('/remotes.json');
      expect(before.json()).toMatchObject({ calculators: '/mfe/calculators/mf-manifest.json' });
      expect(String((await app.inject('/')).headers['content-security-policy'])).not.toContain('127.0.0.1:5999');

      // The operator moves the calculators remote to another origin while the server runs.
      writeFileSync(file, JSON.stringify({ calculators: 'http://127.0.0.1:5999/mfe/calculators/mf-manifest.json' }));
      const later = Date.now() / 1000 + 5;
      utimesSync(file, later, later);
      const after = await app.inject('/remotes.json');
      expect(after.json()).toEqual({
        content: '/mfe/content/mf-manifest.json',
        calculators: 'http://127.0.0.1:5999/mfe/calculators/mf-manifest.json',
        admin: '/mfe/admin/mf-manifest.json',
      });
      const csp = String((await app.inject('/')).headers['content-security-policy']);
      for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
        expect(csp).toMatch(new RegExp(`${directive} [^;]*http://127\\.0\\.0\\.1:5999`));
      }

      // A bad edit is not used: the last good locations stay.
      writeFileSync(file, '{"calculators": "javascript:alert(1)"}');
      utimesSync(file, later + 5, later + 5);
      expect((await app.inject('/remotes.json')).json()).toMatchObject({ calculators: 'http://127.0.0.1:5999/mfe/calculators/mf-manifest.json' });

      // A remote's files may be loaded by a shell on another origin.
      const entry = await app.inject('/mfe/calculators/remoteEntry.js');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await app.close();
    }
  });
});
