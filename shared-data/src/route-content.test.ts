import { describe, expect, it } from 'vitest';
import { routeContentUrls } from './route-content.ts';

describe('routeContentUrls', () => {
  it.each([
    ['/', ['/api/content/casinos']],
    ['/oyunlar', ['/api/content/games', '/api/content/game-providers', '/api/content/game-facets']],
    ['/oyunlar?sayfa=2&q=book+of&saglayici=netent', ['/api/content/games?sayfa=2&q=book+of&saglayici=netent', '/api/content/game-providers', '/api/content/game-facets']],
    ['/oyunlar?sayfa=abc&saglayici=all', ['/api/content/games', '/api/content/game-providers', '/api/content/game-facets']],
    ['/oyunlar?yil=2021&sirala=rtp&rtp-min=96,5', ['/api/content/games?rtp-min=96.5&yil=2021&sirala=rtp', '/api/content/game-providers', '/api/content/game-facets']],
    ['/oyunlar/pragmatic-play/sweet-bonanza', ['/api/content/games/sweet-bonanza', '/api/content/casinos']],
    ['/saglayicilar', ['/api/content/providers']],
    ['/saglayicilar/pragmatic-play?sayfa=3', ['/api/content/providers/pragmatic-play?sayfa=3']],
    ['/blog?sayfa=1', ['/api/content/blog']],
    ['/blog/sorumlu-oyun-rehberi', ['/api/content/blog/sorumlu-oyun-rehberi']],
    ['/kazanma-taktikleri?sayfa=2', ['/api/content/tactics?sayfa=2']],
    ['/kazanma-taktikleri/martingale-sistemi', ['/api/content/tactics/martingale-sistemi']],
    ['/gizlilik-politikasi', ['/api/content/pages/gizlilik-politikasi']],
    ['/reklam', ['/api/content/pages/reklam']],
    ['/bonus-degeri', ['/api/content/bonus-value/example']],
    ['/bahis-hesaplayici/hedge?oran=2', []],
    ['/boyle-bir-sayfa-yok', []],
  ])('%s reads %j', (path, urls) => {
    expect(routeContentUrls(path)).toEqual(urls);
  });
});
