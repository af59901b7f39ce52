// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, cacheControlFor, remoteUrlsFromEnv } from './app.ts';

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
  return { shellDir, remoteDirs };
}

describe('cacheControlFor', () => {
  it.each([
    ['/x/assets/index-AbCdEf12.js', 'public, max-age=31536000, immutable'],
    ['/x/remoteEntry.js', 'no-cache'],
    ['/x/mf-manifest.json', 'no-cache'],
    ['/x/index.html', 'no-cache'],
    ['/x/images/games/a_cover.webp', 'public, max-age=3600'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('remoteUrlsFromEnv', () => {
  it('reads only the variables that are set', () => {
    expect(remoteUrlsFromEnv({ REMOTE_CALCULATORS_URL: 'https://cdn.example/calc/mf-manifest.json' })).toEqual({
      calculators: 'https://cdn.example/calc/mf-manifest.json',
    });
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

  it('sends a page number that is not one to the first page of the list', async () => {
    for (const bad of ['abc', '-1', '0', '/../../blog']) {
      const res = await app.inject(`/blog?sayfa=${encodeURIComponent(bad)}&q=x`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/blog?q=x');
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
  });

  it('serves each remote under its own path with revalidation for entries and manifests', async () => {
    const entry = await app.inject('/mfe/calculators/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/mfe/calculators/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good and compresses them', async () => {
    const res = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
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
