import { contentApi, paths, siteConfig, type BlogPost, type Game, type ProviderListItem, type Tactic } from 'shared-data';
import { expect, test } from '../fixtures.ts';
import { answer, everyItem } from './content-api.ts';

// The suite's server runs without SITE_ORIGIN, so canonical URLs carry the default origin.
const origin = process.env.SITE_ORIGIN ?? siteConfig.defaultOrigin;
// Entries of the seed content, one per family.
const game = { provider: 'pragmatic-play', slug: 'sweet-bonanza', name: 'Sweet Bonanza' };
const provider = { id: 'pragmatic-play', name: 'Pragmatic Play' };
const post = { slug: 'sorumlu-oyun-rehberi' };
const tactic = { slug: 'martingale-sistemi' };

/** One page of every family, with what its raw HTML must already say before any script runs. */
const families = [
  { name: 'home', path: paths.home, h1: /Yılının En İyi Casino Bonusları/, types: ['Organization', 'WebSite'] },
  { name: 'games list', path: paths.games, h1: /^Oyunlar$/, types: ['BreadcrumbList'] },
  { name: 'games list, page 2', path: `${paths.games}?sayfa=2`, h1: /^Oyunlar$/, types: ['BreadcrumbList'] },
  { name: 'game', path: paths.game(game.provider, game.slug), h1: new RegExp(`^${game.name}$`), types: ['VideoGame', 'BreadcrumbList'] },
  { name: 'providers list', path: paths.providers, h1: /^Sağlayıcılar$/, types: ['BreadcrumbList'] },
  { name: 'provider', path: paths.provider(provider.id), h1: new RegExp(`^${provider.name}$`), types: ['BreadcrumbList'] },
  { name: 'blog list', path: paths.blog, h1: /^Blog$/, types: ['BreadcrumbList'] },
  { name: 'blog post', path: paths.blogPost(post.slug), h1: /\S/, types: ['BlogPosting', 'BreadcrumbList'] },
  { name: 'tactics list', path: paths.tactics, h1: /^Kazanma Taktikleri$/, types: ['BreadcrumbList'] },
  { name: 'tactic', path: paths.tactic(tactic.slug), h1: /\S/, types: ['BlogPosting', 'BreadcrumbList'] },
  { name: 'calculators', path: paths.calculators, h1: /^Bahis Hesaplayıcı$/, types: ['BreadcrumbList'] },
  { name: 'advertising', path: paths.advertise, h1: /\S/, types: ['BreadcrumbList'] },
  { name: 'responsible gaming', path: paths.responsibleGaming, h1: /\S/, types: ['BreadcrumbList'] },
  { name: 'self-test', path: paths.selfTest, h1: /^Kendini Test Et$/, types: ['BreadcrumbList'] },
  { name: 'spending planner', path: paths.spendingPlanner, h1: /^Bütçe Planlayıcı$/, types: ['BreadcrumbList'] },
  { name: 'privacy', path: paths.privacy, h1: /\S/, types: ['BreadcrumbList'] },
  { name: 'terms', path: paths.terms, h1: /\S/, types: ['BreadcrumbList'] },
];

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();

function jsonLdTypes(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((block) => [JSON.parse(block) as unknown].flat() as Array<{ '@type'?: string }>)
    .map((node) => node['@type'] ?? '');
}

test.describe('server-rendered HTML, as a crawler without JavaScript gets it', () => {
  for (const family of families) {
    test(`${family.name}: h1, title, description, canonical and JSON-LD`, async ({ request }) => {
      const response = await request.get(family.path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ''));
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toMatch(family.h1);

      expect(html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1]).toMatch(/\S.* \| SafeBet$/);
      expect(html.match(/<meta name="description" content="([^"]{50,})"/)?.[1]).toBeTruthy();
      expect(html).toContain(`<link rel="canonical" href="${origin}${family.path}"`);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(html).toContain('<meta name="twitter:card"');
      expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(family.types));
      // Styled before any script runs: the server sent the styled-components rules the page uses.
      expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]{500,}<\/style>/);
    });
  }

  test('every page has its own title', async ({ request }) => {
    const titles = await Promise.all(
      families.map(async ({ path }) => (await (await request.get(path)).text()).match(/<title[^>]*>([^<]+)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(families.length);
  });

  test('no casino carries self-serving review stars', async ({ request }) => {
    const html = await (await request.get(paths.home)).text();
    expect(html).not.toMatch(/AggregateRating|"ratingValue"/);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every public URL with its last change and nothing private', async ({ request }) => {
    const [games, blogPosts, tactics, providers] = await Promise.all([
      everyItem<Game>(request, contentApi.games),
      everyItem<BlogPost>(request, contentApi.blog),
      everyItem<Tactic>(request, contentApi.tactics),
      answer<ProviderListItem[]>(request, contentApi.providers),
    ]);
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    const locs = entries.map((m) => m[1]);
    expect(locs).toContain(`${origin}/`);
    for (const g of games) expect(locs).toContain(`${origin}${paths.game(g.provider, g.slug)}`);
    for (const p of blogPosts) expect(locs).toContain(`${origin}${paths.blogPost(p.slug)}`);
    for (const t of tactics) expect(locs).toContain(`${origin}${paths.tactic(t.slug)}`);
    for (const p of providers) expect(locs).toContain(`${origin}${paths.provider(p.id)}`);
    expect(locs).toContain(`${origin}${paths.blog}?sayfa=2`);
    expect(locs.some((loc) => /\/admin|safebetboss1/.test(loc ?? ''))).toBe(false);
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
  });

  test('robots.txt points to the sitemap and names no private path: the admin pages say noindex themselves', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/admin|safebetboss1/);
    expect((await request.get(paths.admin)).headers()['x-robots-tag']).toBe('noindex, nofollow');
    const login = await request.get(paths.adminLogin);
    expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
  });
});

test.describe('status codes and headers', () => {
  for (const path of ['/boyle-bir-sayfa-yok', '/oyunlar/pragmatic-play/boyle-bir-oyun-yok', '/blog/boyle-bir-yazi-yok', '/kazanma-taktikleri/yok', '/saglayicilar/yok']) {
    test(`${path} answers 404 with a Turkish not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(/[Bb]ulunamadı/);
    });
  }

  test('an unknown game answers 404 with its own message and title already in the HTML', async ({ request }) => {
    const html = await (await request.get('/oyunlar/pragmatic-play/boyle-bir-oyun-yok')).text();
    expect(html).toContain('Oyun bulunamadı.');
    expect(html).toMatch(/<title[^>]*>Oyun Bulunamadı<\/title>/);
  });

  test('security headers are sent, with a script policy free of unsafe-inline and eval (the boot watch is allowed by its hash)', async ({ request }) => {
    const headers = (await request.get(paths.home)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBeTruthy();
  });

  test('pages and scripts are served compressed, hashed assets (remote entries too) for good and manifests revalidated', async ({ request }) => {
    const page = await request.get(paths.blog, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
    // The app's entry, which the boot watch starts once the page has loaded.
    const script = (await page.text()).match(/<script type="module"[^>]*\sdata-app-entry="(\/assets\/[^"]+)"/)?.[1] ?? '';
    expect(script).toMatch(/\.js$/);
    const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    // A remote's manifest is revalidated; the entry it names is hashed, cached for good like any chunk.
    const manifest = await request.get('/mfe/content/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entryName = ((await manifest.json()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
    expect(entryName).toMatch(/^remoteEntry-[\w-]{8,}\.js$/);
    const entry = await request.get(`/mfe/content/${entryName}`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toContain('immutable');
  });
});

test.describe('hydrating the server-rendered page', () => {
  test('nothing shifts while the page loads and hydrates, and its controls then work', async ({ page }) => {
    await page.goto(paths.calculators);
    // Shifts from loading and hydrating only: what the reader's own click moves afterwards is not the page's doing.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    await page.getByRole('button', { name: 'Sonuç Ekle' }).click();
    await expect(page.getByRole('textbox', { name: '3. Sonuç Oranı' })).toBeVisible();
  });
});
