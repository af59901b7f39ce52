import { describe, expect, it } from 'vitest';
import { collectionRoute } from './admin-routes.ts';

describe('collectionRoute', () => {
  it.each([
    ['/admin/games', 'games', 'list', undefined],
    ['/admin/games/', 'games', 'list', undefined],
    ['/admin/popups', 'popup', 'list', undefined],
    ['/admin/blog/yeni', 'blog', 'new', undefined],
    ['/admin/casinos/12', 'casinos', 'entry', 12],
    ['/admin/tactics/7/', 'tactics', 'entry', 7],
  ])('reads %s as the %s %s screen', (path, collection, screen, id) => {
    const route = collectionRoute(path);
    expect(route && [route.spec.collection, route.screen, route.screen === 'entry' ? route.id : undefined]).toEqual([collection, screen, id]);
  });

  it.each(['/admin', '/admin/settings', '/admin/games/0', '/admin/games/12a', '/admin/games/12/duplicate', '/admin/gamesx'])(
    'finds no collection screen at %s',
    (path) => {
      expect(collectionRoute(path)).toBeNull();
    },
  );
});
