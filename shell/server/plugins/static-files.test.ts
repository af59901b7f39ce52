import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type buildServer } from '../app.ts';
import { fakeDist, fakeDistServer } from '../test-dist.ts';
import { cacheControlFor } from './static-files.ts';

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

describe('static files', () => {
  const { shellDir, remoteDirs } = fakeDist();
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    app = await fakeDistServer({ shellDir, remoteDirs });
  });
  afterAll(() => app.close());

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

});
