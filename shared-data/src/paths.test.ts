import { describe, expect, it } from 'vitest';
import { legacyHashToPath, matchRoute, paths } from './paths.ts';

describe('legacyHashToPath', () => {
  it.each([
    ['#/blog/kasa-yonetimi-temelleri', '/blog/kasa-yonetimi-temelleri'],
    ['#/kazanma-taktikleri', '/kazanma-taktikleri'],
    ['#/', '/'],
  ])('%s -> %s', (hash, path) => {
    expect(legacyHashToPath(hash)).toBe(path);
  });

  it.each(['', '#nasil-oynanir', '#'])('leaves in-page anchor %j alone', (hash) => {
    expect(legacyHashToPath(hash)).toBeNull();
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/oyunlar/pragmatic-play/sweet-bonanza', 'game'],
    ['/saglayicilar/ezugi', 'provider'],
    ['/blog/x', 'blogPost'],
    ['/bahis-hesaplayici', 'calculators'],
    ['/bahis-hesaplayici/bonus-cevrim', 'calculator'],
    ['/admin/games', 'admin'],
    ['/safebetboss1', 'adminLogin'],
  ])('%s is %s', (path, route) => {
    expect(matchRoute(path)?.route).toBe(route);
  });

  it('reads parameters', () => {
    expect(matchRoute(paths.game('ezugi', 'teen-patti'))?.params).toEqual({ provider: 'ezugi', slug: 'teen-patti' });
  });

  it.each(['/yok', '/oyunlar/a/b/c', '/blogx'])('does not know %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});
