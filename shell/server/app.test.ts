import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminApiPrefix } from 'mfe-admin/server';
import { buildServer } from './app.ts';
import { withoutTrailingSlash } from './routes/pages.ts';
import { fakeDist, fakeDistServer, rawAnswer } from './test-dist.ts';
import { testFolder } from './test-folders.ts';

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
    app = await fakeDistServer({ shellDir, remoteDirs });
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

  it('answers a bug in rendering a page with the generic Turkish 500 page, not as a database outage', async () => {
    const res = await app.inject('/blog/hata');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toContain('<h1>Beklenmeyen Bir Hata</h1>');
    expect(res.body).toContain('Beklenmeyen bir sunucu hatası oluştu. Lütfen biraz sonra tekrar deneyin.');
    expect(res.body).not.toContain('İçerik şu anda yüklenemiyor');
    // Nothing of the error itself reaches the reader.
    expect(res.body).not.toMatch(/TypeError|undefined|exists/);
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
    const file = join(testFolder('safebet-remotes-'), 'remotes.json');
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

describe('the admin API mounted beside the pages', () => {
  it('answers with its own JSON schemas: a good login 200, a wrong password 401 with its Turkish message, a malformed body 400', async () => {
    const { shellDir, remoteDirs } = fakeDist();
    const app = await buildServer({
      shellDir,
      remoteDirs,
      apis: [{ prefix: adminApiPrefix, plugin: adminApi, options: { admin: { username: 'yonetici', password: 'uzun-bir-parola-2026' } } }],
    });
    try {
      const headers = { host: 'site.test', origin: 'http://site.test', 'sec-fetch-site': 'same-origin' };
      const login = (payload: object) => app.inject({ method: 'POST', url: `${adminApiPrefix}/login`, payload, headers });
      expect((await login({ username: 'yonetici', password: 'uzun-bir-parola-2026' })).statusCode).toBe(200);
      const wrong = await login({ username: 'yonetici', password: 'yanlis-parola-2026' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'invalid_credentials', message: 'Geçersiz kullanıcı adı veya şifre.' });
      expect((await login({ username: 42 })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
