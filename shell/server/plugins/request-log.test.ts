import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.ts';

describe('loggedUrl', () => {
  it.each([
    ['/sorumlu-oyun/butce-planlayici?gelir=30000&gider=17000&pay=4&bahis=2', '/sorumlu-oyun/butce-planlayici?[gizli]'],
    ['/sorumlu-oyun/butce-planlayici/?gelir=30000', '/sorumlu-oyun/butce-planlayici/?[gizli]'],
    ['/sorumlu-oyun/butce-planlayici', '/sorumlu-oyun/butce-planlayici'],
    ['/bahis-hesaplayici/hedge?stake=100', '/bahis-hesaplayici/hedge?stake=100'],
    ['/oyunlar?q=book&sayfa=2', '/oyunlar?q=book&sayfa=2'],
    ['/api/content/games?q=x', '/api/content/games?q=x'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
