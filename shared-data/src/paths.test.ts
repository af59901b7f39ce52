import { describe, expect, it } from 'vitest';
import { legacyHashToPath, paths } from './paths.ts';

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

describe('paths', () => {
  it.each([
    [paths.home, '/'],
    [paths.game('pragmatic-play', 'sweet-bonanza'), '/oyunlar/pragmatic-play/sweet-bonanza'],
    [paths.provider('ezugi'), '/saglayicilar/ezugi'],
    [paths.blogPost('kasa-yonetimi'), '/blog/kasa-yonetimi'],
    [paths.tactic('martingale-sistemi'), '/kazanma-taktikleri/martingale-sistemi'],
    [paths.calculator('hedge'), '/bahis-hesaplayici/hedge'],
    [paths.selfTest, '/sorumlu-oyun/kendini-test-et'],
    [paths.spendingPlanner, '/sorumlu-oyun/butce-planlayici'],
    [paths.bonusValueMethod, '/bonus-degeri'],
    [paths.admin, '/admin'],
    [paths.adminLogin, '/safebetboss1'],
  ])('%s is %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('encodes a parameter as one path segment', () => {
    expect(paths.blogPost('a/b c')).toBe('/blog/a%2Fb%20c');
  });
});
