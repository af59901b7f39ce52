import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { exposedPages, matchRoute, routeNames, routeOf, routes } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/oyunlar', 'games'],
    ['/oyunlar/', 'games'],
    ['/oyunlar/pragmatic-play/sweet-bonanza', 'game'],
    ['/saglayicilar', 'providers'],
    ['/saglayicilar/ezugi', 'provider'],
    ['/blog', 'blog'],
    ['/blog/x', 'blogPost'],
    ['/kazanma-taktikleri', 'tactics'],
    ['/kazanma-taktikleri/martingale-sistemi', 'tactic'],
    ['/bahis-hesaplayici', 'calculators'],
    ['/bahis-hesaplayici/bonus-cevrim', 'calculator'],
    ['/reklam', 'advertise'],
    ['/sorumlu-oyun', 'responsibleGaming'],
    ['/gizlilik-politikasi', 'privacy'],
    ['/sartlar-ve-kosullar', 'terms'],
    ['/admin', 'admin'],
    ['/admin/games', 'admin'],
    ['/admin/games/12', 'admin'],
    ['/safebetboss1', 'adminLogin'],
  ])('%s is %s', (path, route) => {
    expect(matchRoute(path)?.route).toBe(route);
  });

  it('reads parameters, decoded', () => {
    expect(matchRoute('/oyunlar/ezugi/teen-patti')?.params).toEqual({ provider: 'ezugi', slug: 'teen-patti' });
    expect(matchRoute('/blog/a%20b')?.params).toEqual({ slug: 'a b' });
  });

  it.each(['/yok', '/oyunlar/a/b/c', '/blogx', '//', '/adminx', '/blog/%E0'])('does not know %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('routes', () => {
  it('names every page a remote exposes exactly once, and only exposed pages', () => {
    const named = routeNames.map((name) => routeOf(name).page);
    for (const { remote, module, page } of named) {
      expect((exposedPages[remote] as Record<string, readonly string[]>)[module]).toContain(page);
    }
    const exposed = Object.entries(exposedPages).flatMap(([remote, modules]) =>
      Object.entries(modules as Record<string, readonly string[]>).flatMap(([module, pages]) => pages.map((page) => `${remote}/${module}/${page}`)),
    );
    expect(named.map(({ remote, module, page }) => `${remote}/${module}/${page}`).sort()).toEqual(exposed.sort());
  });

  it('keeps the admin out of the layout and rendered in the browser only', () => {
    expect(routes.admin).toMatchObject({ layout: false, firstLoad: 'client' });
    expect(routes.adminLogin).toMatchObject({ layout: false, firstLoad: 'client' });
  });

  it('makes the pages with inputs interactive and the reading pages static', () => {
    const interactive = routeNames.filter((name) => routeOf(name).firstLoad === 'interactive').sort();
    expect(interactive).toEqual(['calculator', 'calculators', 'games']);
    expect(routes.blogPost.firstLoad).toBe('static');
  });

  it('matches every link the paths module builds to the route it was built from', () => {
    expect(matchRoute(paths.game('p', 's'))).toEqual({ route: 'game', params: { provider: 'p', slug: 's' } });
    expect(matchRoute(paths.calculator('dutching'))).toEqual({ route: 'calculator', params: { calculator: 'dutching' } });
    expect(matchRoute(paths.terms)?.route).toBe('terms');
  });

  it.each([
    ['hedge', true],
    ['yok-boyle', false],
  ])('checks calculator %s without the store: %s', (calculator, known) => {
    expect(routes.calculator.known({ calculator })).toBe(known);
  });
});
