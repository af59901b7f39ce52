import { describe, expect, it } from 'vitest';
import { cacheNames, isCacheable, markStoredFor, offlinePageFor, staleCaches, STALE_NOTE, strategyFor, withStaleNote } from './rules.ts';

const origin = 'https://safebet.example';
const deploy = {
  never: ['/git/', '/admin', '/api/admin'],
  precache: ['/bahis-hesaplayici', '/bahis-hesaplayici/hedge', '/remotes.json', '/mfe/calculators/mf-manifest.json', '/manifest.webmanifest'],
  offlinePages: ['/bahis-hesaplayici', '/bahis-hesaplayici/hedge'],
};
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('strategyFor', () => {
  it.each([
    ['a calculator page', get('/bahis-hesaplayici/hedge?tutar=100', 'navigate'), 'page'],
    ['a content page', get('/blog/kasa-yonetimi', 'navigate'), 'page'],
    ['a hashed shell chunk', get('/assets/index-C3YbVdLi.js'), 'cache-first'],
    ['a hashed remote chunk', get('/mfe/calculators/assets/hedge-page-nRNvFQYw.js'), 'cache-first'],
    ['a remote entry', get('/mfe/calculators/remoteEntry-BntNE6pe.js'), 'cache-first'],
    ['the remotes file', get('/remotes.json'), 'network-first'],
    ['a remote manifest', get('/mfe/calculators/mf-manifest.json'), 'network-first'],
    ['the web app manifest', get('/manifest.webmanifest'), 'network-first'],
    ['the content API', get('/api/content/blog'), 'none'],
    ['a medium not kept', get('/media/logo.webp'), 'none'],
  ])('%s: %s', (_name, request, strategy) => {
    expect(strategyFor(request, origin, deploy)).toBe(strategy);
  });

  it.each([
    ['the affiliate redirect', get('/git/lalezar-casino', 'navigate')],
    ['the admin', get('/admin', 'navigate')],
    ['an admin screen', get('/admin/games/12', 'navigate')],
    ['the admin API', get('/api/admin/session')],
    ['a POST (the self-test)', { method: 'POST', url: `${origin}/sorumlu-oyun/oz-degerlendirme`, mode: 'navigate' }],
    ['another origin (a remote on a CDN)', { method: 'GET', url: 'https://cdn.example/calc/assets/page-AAAAAAAA.js', mode: 'cors' }],
  ])('leaves %s to the browser', (_name, request) => {
    expect(strategyFor(request, origin, deploy)).toBe('none');
  });

  it('covers a prefix without a slash only as a whole segment', () => {
    expect(strategyFor(get('/administration-guide', 'navigate'), origin, deploy)).toBe('page');
  });
});

describe('isCacheable', () => {
  const response = (status: number, headers: Record<string, string> = {}, rest: { type?: string; redirected?: boolean } = {}) => ({
    status,
    type: rest.type ?? 'basic',
    redirected: rest.redirected ?? false,
    headers: new Headers(headers),
  });

  it.each([
    ['a plain 200', response(200, { 'Cache-Control': 'no-cache' }), true],
    ['an immutable file', response(200, { 'Cache-Control': 'public, max-age=31536000, immutable' }), true],
    ['a 404', response(404), false],
    ['a 503 of an outage', response(503), false],
    ['a 304', response(304), false],
    ['a redirect followed', response(200, {}, { redirected: true }), false],
    ['an opaque answer', response(0, {}, { type: 'opaque' }), false],
    ['no-store', response(200, { 'Cache-Control': 'no-store' }), false],
    ['private (a page under a country rule)', response(200, { 'Cache-Control': 'private, no-cache' }), false],
    ['private, no-store (a redirect)', response(200, { 'cache-control': 'Private, No-Store' }), false],
    ['a page kept out of search engines (the admin)', response(200, { 'X-Robots-Tag': 'noindex, nofollow' }), false],
  ])('%s: %s', (_name, answer, cacheable) => {
    expect(isCacheable(answer)).toBe(cacheable);
  });
});

describe('offlinePageFor', () => {
  it('names a calculator page whatever its query', () => {
    expect(offlinePageFor(`${origin}/bahis-hesaplayici/hedge?tutar=100&oran=3`, deploy)).toBe('/bahis-hesaplayici/hedge');
    expect(offlinePageFor(`${origin}/bahis-hesaplayici/?o_f=decimal`, deploy)).toBe('/bahis-hesaplayici');
  });

  it('names no other page', () => {
    expect(offlinePageFor(`${origin}/blog?sayfa=2`, deploy)).toBeNull();
    expect(offlinePageFor(`${origin}/bahis-hesaplayici/yok`, deploy)).toBeNull();
  });
});

describe('cacheNames and staleCaches', () => {
  it('names each cache by the deploy', () => {
    expect(cacheNames('abc')).toEqual({ precache: 'safebet-precache-abc', runtime: 'safebet-runtime-abc', pages: 'safebet-pages-abc' });
  });

  it('lists the worker caches of other deploys, and no cache of anyone else', () => {
    const names = ['safebet-precache-old', 'safebet-pages-old', ...Object.values(cacheNames('new')), 'other-app'];
    expect(staleCaches(names, 'new')).toEqual(['safebet-precache-old', 'safebet-pages-old']);
  });
});

describe('withStaleNote', () => {
  it('puts the note after the body tag, outside the app root', () => {
    const html = '<html><body class="x"><div id="root"><main>…</main></div></body></html>';
    expect(withStaleNote(html)).toBe(`<html><body class="x">${STALE_NOTE}<div id="root"><main>…</main></div></body></html>`);
    expect(STALE_NOTE).toContain('güncel olmayabilir');
  });
});

describe('markStoredFor', () => {
  const html = '<!doctype html><html lang="tr"><head></head><body><div id="root"></div></body></html>';

  it('marks a stored calculator page answering an address with inputs with the address it was rendered for', () => {
    expect(markStoredFor(html, '/bahis-hesaplayici/hedge', `${origin}/bahis-hesaplayici/hedge?tutar=100`)).toBe(
      '<!doctype html><html data-stored-for="/bahis-hesaplayici/hedge" lang="tr"><head></head><body><div id="root"></div></body></html>',
    );
    // The hub asked with a trailing slash: another address than the stored one's.
    expect(markStoredFor(html, '/bahis-hesaplayici', `${origin}/bahis-hesaplayici/`)).toContain('<html data-stored-for="/bahis-hesaplayici" lang="tr">');
  });

  it('leaves the page as it is when it answers its own address', () => {
    expect(markStoredFor(html, '/bahis-hesaplayici/hedge', `${origin}/bahis-hesaplayici/hedge`)).toBe(html);
  });
});
