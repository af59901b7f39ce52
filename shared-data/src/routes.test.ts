import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { exposedPages, matchRoute, routeNames, routeOf, routes, siteRoutes } from './routes.ts';

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
    ['/sorumlu-oyun/kendini-test-et', 'selfTest'],
    ['/sorumlu-oyun/butce-planlayici', 'spendingPlanner'],
    ['/bonus-degeri', 'bonusValueMethod'],
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
    expect(interactive).toEqual(['calculator', 'calculators', 'games', 'selfTest']);
    expect(routes.blogPost.firstLoad).toBe('static');
    // The planner's GET form is answered by the server until the page renders in the browser.
    expect(routes.spendingPlanner.firstLoad).toBe('static');
  });

  it('lets the self-test alone take a POSTed form, and keys the calculators, the planner and the home page by their query', () => {
    expect(routeNames.filter((name) => routeOf(name).acceptsForm)).toEqual(['selfTest']);
    expect(routeNames.filter((name) => routeOf(name).rendersQuery).sort()).toEqual(['calculator', 'calculators', 'home', 'spendingPlanner']);
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

describe('siteRoutes', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  // 17 games: two pages of 16; one provider with 17 games: two pages too.
  const games = Array.from({ length: 17 }, (_, i) => ({ slug: `oyun-${i + 1}`, provider: 'netent', lastChanged: day(i === 4 ? '2026-03-02' : '2026-01-10') }));
  const source = {
    games,
    providers: [{ slug: 'netent', gameCount: 17, lastChanged: day('2026-02-01') }],
    blogPosts: [{ slug: 'kasa-yonetimi', lastChanged: day('2026-05-05') }],
    tactics: [],
    pages: [{ slug: 'reklam', lastChanged: day('2026-04-04') }],
    casinos: [
      { slug: 'lalezar-casino', lastChanged: day('2026-06-06') },
      { slug: 'nebula-bet', lastChanged: day('2026-07-07') },
    ],
  };
  const routesOf = siteRoutes(source, '2026-11-27');
  const lastmod = (url: string) => routesOf.find((route) => route.url === url)?.lastmod;

  it('lists every public page once, with the lists paged, and nothing of the admin', () => {
    const urls = routesOf.map((route) => route.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining(['/', '/oyunlar', '/oyunlar?sayfa=2', '/oyunlar/netent/oyun-17', '/saglayicilar/netent?sayfa=2', '/blog/kasa-yonetimi', '/bahis-hesaplayici/bonus-cevrim', '/bahis-hesaplayici/sistem', '/bahis-hesaplayici/asya-handikap', '/bahis-hesaplayici/skor-tahmini', '/bahis-hesaplayici/kupon-defteri', '/sartlar-ve-kosullar', '/sorumlu-oyun/kendini-test-et', '/sorumlu-oyun/butce-planlayici', '/casinolar/lalezar-casino', '/casinolar/nebula-bet', '/karsilastir', '/bonus-degeri']));
    // 1 home + 2 casino reviews + 1 comparison + 1 tactics list + 1 hub + 9 calculators + 1 blog + 1 post + 2 games
    // pages + 17 games + 1 providers + 2 provider pages + 4 info pages + 2 responsible-gaming tools + the bonus-value
    // method.
    expect(urls).toHaveLength(46);
    expect(urls.some((url) => url.startsWith('/admin') || url === '/safebetboss1')).toBe(false);
  });

  it('dates an entry by its change, a list by its newest entry and a page without one by today', () => {
    expect(lastmod('/oyunlar/netent/oyun-1')).toBe('2026-01-10');
    expect(lastmod('/oyunlar')).toBe('2026-03-02');
    expect(lastmod('/oyunlar?sayfa=2')).toBe('2026-03-02');
    expect(lastmod('/saglayicilar')).toBe('2026-02-01');
    expect(lastmod('/kazanma-taktikleri')).toBe('2026-11-27');
    expect(lastmod('/reklam')).toBe('2026-04-04');
    expect(lastmod('/casinolar/nebula-bet')).toBe('2026-07-07');
    expect(lastmod('/gizlilik-politikasi')).toBe('2026-11-27');
    expect(lastmod('/')).toBe('2026-11-27');
    expect(lastmod('/bonus-degeri')).toBe('2026-11-27');
  });
});
