/**
 * The server-rendered site, read with plain HTTP and no browser: the built shell and remotes (`npm run build`) over
 * an embedded database with the demo content. (That a page is rendered without matching its path again is in
 * render-once.test.ts: it replaces shared-data's matchers, which needs a module graph of its own.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { BREAK_COOKIE, BREAK_PATH, contentApi, matchRoute, paths, policyOf, routeContentUrls, routeOf, runningBreak, siteConfig, siteRoutes } from 'shared-data';
import { nuErrors } from '@shared-data/build/nu-checker';
import { sitemapData, type Store } from '@shared-data/store';
import { getSettings, saveSettings } from '@shared-data/store/cms';
import { queryRows, sql } from '@shared-data/store/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '../src/lib/page-data.ts';
import type { buildServer } from './app.ts';
import { breakPage, notOfferedPage } from './offer-policy.ts';
import { builtRemoteDirs, startBuiltSite } from './site-test-utils.ts';

const remoteDirs = builtRemoteDirs;
/** The page cache's bound: room for about three of these pages (each counts three bytes a character, about 200 KB). */
const CACHE_BYTES = 600_000;
/** The server's SITE_ORIGIN, read at start: not the development default, so that every URL shows where it came from. */
const ORIGIN = 'https://www.safebet.example';
/** The server's VITALS_SAMPLE_RATE: not the default, so that the page data shows where it came from. */
const VITALS_SAMPLE_RATE = 0.25;

let store: Store;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  ({ app, store } = await startBuiltSite({ pageCacheBytes: CACHE_BYTES, siteOrigin: ORIGIN, vitalsSampleRate: VITALS_SAMPLE_RATE }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const title = (html: string) => /<head>.*<title>([^<]*)<\/title>.*<\/head>/s.exec(html)?.[1];
const canonical = (html: string) => /<head>.*<link rel="canonical" href="([^"]+)"\/?>.*<\/head>/s.exec(html)?.[1];

describe('server rendering: every public page', () => {
  it('answers each URL of the sitemap with its h1, title and canonical in the head, JSON-LD and the page data', async () => {
    const routes = siteRoutes(await sitemapData(store.db));
    expect(routes.length).toBeGreaterThan(60);
    for (const { url } of routes) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expect(h1(html), url).toBeTruthy();
      expect(title(html), url).toMatch(/\S/);
      expect(canonical(html), url).toBe(`${ORIGIN}${url}`);
      expect(html, url).toContain('<script type="application/ld+json">');
      // Structured data with the configured origin, and no URL of the development default anywhere.
      expect(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1], url).toContain(`"${ORIGIN}/`);
      expect(html, url).not.toContain(siteConfig.defaultOrigin);
      expect(html, url).toContain('<script type="application/json" id="safebet-page-data">');
      // Everything written in place: no inline script that would move content (the CSP forbids it).
      expect(html, url).not.toMatch(/<script>/);
      // No script or preload competes with the HTML, its styles and the largest image for the first paint: the boot
      // watch alone, written into the page (no request before the largest paint), which starts the app's entry and the
      // popups' script after the page has loaded; the CSP allows it by its hash, worked out here from the page as sent.
      const watch = /<script type="module" data-app-entry="\/assets\/[^"]+\.js" data-app-stages="\/assets\/react-[^" ]+\.js \/assets\/shared-data-[^" ]+\.js" data-app-chunks="(?:\/[^" ]+\.js ?)+" data-app-popups="\/assets\/popups-[^" ]+\.js">([\s\S]*?import\(entry\)[\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(watch, url).toBeTruthy();
      const hash = createHash('sha256').update(watch ?? '').digest('base64');
      expect(res.headers['content-security-policy'], url).toContain(`'sha256-${hash}'`);
      const loads = html.match(/<(?:script type="module"[^>]*\ssrc=|link rel="modulepreload")[^>]*>/g) ?? [];
      for (const tag of loads) expect(tag, url).toContain('fetchpriority="low"');
      // The page read exactly what its route's loader names, so the browser's navigation can ask for it ahead; a
      // static page, whose part the browser keeps as it is, embeds none of it.
      const data = /<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const route = matchRoute(new URL(url, 'http://localhost').pathname)?.route;
      const own = route && routeOf(route).firstLoad === 'static' ? [] : routeContentUrls(url);
      // The layout's answers (the footer's settings) are in every page's data: the browser hydrates the layout.
      const embedded = [...new Set([...own, contentApi.settings])].sort();
      expect(Object.keys((JSON.parse(data) as { content: object }).content).sort(), url).toEqual(embedded);
    }
  }, 180_000);

  it('gives every page its icon as a linked 32 × 32 PNG: one small file, and no SVG document to lay out', async () => {
    for (const path of [paths.home, paths.games, paths.calculator('hedge')]) {
      const icons = [...(await get(path)).body.matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)];
      expect(icons, path).toHaveLength(1);
      expect(icons[0]?.[0], path).toContain('type="image/png"');
      const answer = await app.inject({ method: 'GET', url: icons[0]?.[1] ?? '' });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('image/png');
      const png = answer.rawPayload;
      // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers at bytes 16 and 20.
      expect(png.subarray(0, 8).toString('hex'), path).toBe('89504e470d0a1a0a');
      expect(png.subarray(12, 16).toString('ascii'), path).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([32, 32]);
    }
  });

  it("shows the contact channels and help lines of the CMS's settings in every page's footer and on the advertising page, and an edit at once", async () => {
    const footer = (html: string) => /<footer[^>]*>(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    const main = (html: string) => /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    const before = (await get(paths.privacy)).body;
    expect(footer(before)).toContain(`href="mailto:${siteConfig.email}"`);
    expect(footer(before)).toContain('Yeşilay Danışmanlık Hattı: <a href="tel:115">115</a>');
    const current = await getSettings(store.db);
    const saved = await saveSettings(
      store.db,
      current.version,
      {
        ...current.values,
        contact: { ...current.values.contact, email: 'isbirligi@ornek.example', contactUrl: 'https://ornek.example/yaz' },
        helpLines: [{ name: 'Kumar Danışma', phone: '0 212 555 01 01' }],
      },
      'test',
    );
    expect(saved.ok).toBe(true);
    // The server follows the content version within half a second (or at once, by its notification).
    await vi.waitFor(async () => expect(footer((await get(paths.privacy)).body)).toContain('isbirligi@ornek.example'), { timeout: 5_000 });
    for (const path of [paths.privacy, paths.home, paths.calculators]) {
      const html = (await get(path)).body;
      expect(footer(html), path).toContain('<a href="mailto:isbirligi@ornek.example">isbirligi@ornek.example</a>');
      expect(footer(html), path).toContain('Kumar Danışma: <a href="tel:02125550101">0 212 555 01 01</a>');
      expect(footer(html), path).not.toContain(siteConfig.email);
    }
    const advertising = main((await get(paths.advertise)).body);
    expect(advertising).toContain('<a href="mailto:isbirligi@ornek.example">isbirligi@ornek.example</a>');
    expect(advertising).toContain('href="https://ornek.example/yaz"');
    const restored = await saveSettings(store.db, current.version + 1, current.values, 'test');
    expect(restored.ok).toBe(true);
    await vi.waitFor(async () => expect(footer((await get(paths.privacy)).body)).toContain(siteConfig.email), { timeout: 5_000 });
  });

  it('renders the content of the store: the home ranking, a game and a blog post', async () => {
    const home = (await get(paths.home)).body;
    expect(h1(home)).toBe('2026 Yılının En İyi Casino Bonusları');
    expect(home).toContain('Lalezar Casino');
    const game = (await get(paths.game('pragmatic-play', 'sweet-bonanza'))).body;
    expect(h1(game)).toBe('Sweet Bonanza');
    expect(game).toContain('"@type":"VideoGame"');
    expect(title(game)).toBe('Sweet Bonanza İncelemesi ve Oynanacak Siteler | SafeBet');
  });

  it('renders a filtered list and a search at a real URL, with the answers it used embedded for hydration', async () => {
    const res = await get(`${paths.games}?q=bonanza`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sweet Bonanza');
    expect(res.body).toContain('"/api/content/games?q=bonanza"');
    expect(res.body).not.toContain('Gates of Olympus</');
  });

  it("names each remote's browser entry in the page data, as its manifest does, with the ranges it requires", async () => {
    const html = (await get(paths.games)).body;
    const data = JSON.parse(/<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as PageData;
    for (const remote of ['content', 'calculators'] as const) {
      const manifest = JSON.parse(readFileSync(`${remoteDirs[remote]}/mf-manifest.json`, 'utf8')) as { metaData: { remoteEntry: { name: string } }; shared: Array<{ name: string; requiredVersion: string }> };
      expect(data.entries?.[remote]).toEqual({
        url: `/mfe/${remote}/${manifest.metaData.remoteEntry.name}`,
        type: 'module',
        shared: Object.fromEntries(manifest.shared.map(({ name, requiredVersion }) => [name, requiredVersion])),
      });
    }
    // The games list loads its remote's code only when the reader uses its form (its route's loadsWhenUsed): the app's
    // chunks fetched as it starts name none of the content remote's.
    const bootChunks = (page: string) => /data-app-chunks="([^"]*)"/.exec(page)?.[1]?.split(' ') ?? [];
    expect(bootChunks(html).filter((chunk) => chunk.startsWith('/mfe/'))).toEqual([]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(data.remotes.content).toBe('/mfe/content/mf-manifest.json');
    // So does a calculator page, whose form waits for the reader.
    expect(bootChunks((await get(paths.calculator('hedge'))).body).filter((chunk) => chunk.startsWith('/mfe/'))).toEqual([]);
    // The hub's first calculator hydrates as it comes into view: the entry its page names is fetched with the app's chunks.
    const hub = (await get(paths.calculators)).body;
    const hubData = JSON.parse(/<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(hub)?.[1] ?? '{}') as PageData;
    expect(bootChunks(hub)).toContain(hubData.entries?.calculators?.url);
    expect(hub).not.toContain('rel="modulepreload"');
  });

  it("writes the share of page views whose field vitals are measured into a page's data, and none into a not-found page's", async () => {
    const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as PageData;
    expect(pageData((await get(paths.home)).body).vitalsSampleRate).toBe(VITALS_SAMPLE_RATE);
    const missing = await get(paths.blogPost('yok'));
    expect(missing.statusCode).toBe(404);
    expect(pageData(missing.body).vitalsSampleRate).toBeUndefined();
  });

  it('embeds the data so that no "</script>" or line separator in content can break out', async () => {
    await store.db.execute(sql`UPDATE games SET name = ${'Sweet </script><script>alert(1)</script>\u2028Bonanza'} WHERE slug = 'sweet-bonanza'`);
    // The games list embeds its answers (an interactive page hydrates from them).
    const html = (await get(`${paths.games}?q=sweet`)).body;
    const data = /<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</script');
    expect(data).not.toContain('\u2028');
    expect(JSON.stringify(JSON.parse(data))).toContain('Sweet </script><script>alert(1)</script>\u2028Bonanza');
    expect(html).not.toContain('<script>alert(1)</script>');
    await store.db.execute(sql`UPDATE games SET name = 'Sweet Bonanza' WHERE slug = 'sweet-bonanza'`);
  });

  it('compresses a page without a query as small as Brotli can, once, and a filtered list fast; both decode to the page', async () => {
    // Worked out independently: zlib's own Brotli of the page's HTML at quality 11 (smallest) and 6 (fast).
    const brotliAt = (html: string, quality: number) =>
      brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
    for (const [url, quality] of [[paths.tactic('martingale-sistemi'), 11], [`${paths.games}?sirala=rtp`, 6]] as const) {
      const plain = (await get(url)).body;
      const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString('utf8'), url).toBe(plain);
      expect(Math.abs(first.rawPayload.length - brotliAt(plain, quality)), url).toBeLessThan(64);
      // Later readers get the same bytes, not a second compression.
      const second = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(second.rawPayload.equals(first.rawPayload), url).toBe(true);
    }
  });

  it("puts content with a dollar sign into the page as written: \"$&\", \"$'\" and \"$$\" are text, not patterns", async () => {
    // Patterns a string replacement would read: the matched text, the text after it, a single dollar.
    const name = "Sweet $& Bonanza $' Çift $$ Son";
    await store.db.execute(sql`UPDATE games SET name = ${name} WHERE slug = 'sweet-bonanza'`);
    try {
      const html = (await get(paths.game('pragmatic-play', 'sweet-bonanza'))).body;
      // React writes & as &amp; and ' as &#x27; in text: the page shows the name, with the rest of the page intact.
      expect(html).toContain('Sweet $&amp; Bonanza $&#x27; Çift $$ Son');
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      // The games list embeds its answers for hydration: the name is there as it is stored.
      const list = (await get(`${paths.games}?q=sweet`)).body;
      const data = /<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(list)?.[1] ?? '';
      expect(JSON.stringify(JSON.parse(data))).toContain(JSON.stringify(name).slice(1, -1));
    } finally {
      await store.db.execute(sql`UPDATE games SET name = 'Sweet Bonanza' WHERE slug = 'sweet-bonanza'`);
    }
  });
});

describe('server rendering: valid HTML', () => {
  it("passes the W3C Nu checker with no error on one page of every family, the self-test's answers, a break's pages and a not-found page", async () => {
    const urls = [
      paths.home,
      `${paths.games}?q=book`,
      `${paths.games}?rtp-min=96,5&rtp-max=99&volatilite=yuksek&ozellik=Bonus+Sat%C4%B1n+Alma&yil=2021&sirala=rtp`,
      `${paths.games}?rtp-min=abc&volatilite=orta-yuksek&sirala=fiyat`,
      paths.game('pragmatic-play', 'sweet-bonanza'),
      paths.providers,
      paths.provider('pragmatic-play'),
      `${paths.blog}?sayfa=2`,
      paths.blogPost('sorumlu-oyun-rehberi'),
      paths.tactic('martingale-sistemi'),
      paths.calculators,
      paths.calculator('bonus-cevrim'),
      // The coupon, Asian lines and score model answered as their GET forms send them, with a result and a refusal.
      `${paths.calculator('sistem')}?n=3&o1=1,50&o2=2.10&m2=2&b2=1&r2=k&o3=3&r3=i&sistem=2&misli=10&kolon=1`,
      `${paths.calculator('sistem')}?n=2&o1=1&m1=4&sistem=1&misli=0`,
      `${paths.calculator('asya-handikap')}?tur=handikap&cizgi=-0.75&oran=1,90&tutar=100&ev=2&dep=1`,
      `${paths.calculator('asya-handikap')}?tur=alt-ust&yon=ust&cizgi=2,25&oran=abc&tutar=100&ev=1&dep=1`,
      `${paths.calculator('skor-tahmini')}?ev=1,6&dep=1.1&rho=-0.1&o1=2.2&ox=3.4&o2=3.6`,
      `${paths.calculator('skor-tahmini')}?ev=0&dep=7&rho=2`,
      paths.privacy,
      paths.responsibleGaming,
      paths.bonusValueMethod,
      paths.casino('lalezar-casino'),
      paths.casino('fjord-spins'),
      // Both parts of an offer, a sticky bonus and the bet table.
      paths.casino('zumrut-palace'),
      paths.homeByValue,
      paths.comparison(['lalezar-casino', 'nebula-bet']),
      paths.comparison([]),
      // What the comparison quotes back of an odd address: a NUL and a noncharacter may not be in a page.
      `${paths.comparison([])}?casino=%00,%EF%BF%BF,lalezar-casino`,
      paths.selfTest,
      `${paths.spendingPlanner}?gelir=30.000&gider=17000&pay=4&bahis=2`,
      `${paths.spendingPlanner}?gelir=abc&gider=0&pay=4&bahis=2`,
      '/boyle-bir-sayfa-yok',
    ];
    // The self-test's answers to a posted form: a result (with the suggestion to stop) and two skipped questions.
    const posted = ['soru1=3&soru2=2&soru3=1&soru4=0&soru5=3&soru6=2&soru7=1&soru8=0&soru9=3', 'soru1=0&soru2=1&soru4=2&soru5=3&soru6=0&soru7=1&soru8=2'];
    // A reader on a break: pages without offers with the break's notice, and what /git/ and a refused break answer.
    const onBreak = { cookie: `${BREAK_COOKIE}=${new Date(Date.now() + 7 * 86_400_000).toISOString()}` };
    const policy = policyOf(runningBreak(new Date(Date.now() + 7 * 86_400_000).toISOString(), new Date()));
    const pages = [
      ...urls.map((url) => ({ url, body: async () => (await get(url)).body })),
      ...[paths.home, paths.casino('lalezar-casino'), paths.responsibleGaming].map((url) => ({
        url: `${url} on a break`,
        body: async () => (await app.inject({ method: 'GET', url, headers: onBreak })).body,
      })),
      {
        url: `POST ${BREAK_PATH} refused`,
        body: async () => (await app.inject({ method: 'POST', url: BREAK_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'gun=3' })).body,
      },
      { url: '/git/ on a break', body: async () => breakPage(policy) },
      { url: '/git/ where a rule hides the offers', body: async () => notOfferedPage('Lalezar Casino') },
      ...posted.map((payload) => ({
        url: `POST ${paths.selfTest} ${payload}`,
        body: async () =>
          (await app.inject({ method: 'POST', url: paths.selfTest, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload })).body,
      })),
    ];
    const documents = await Promise.all(pages.map(async ({ url, body }) => [url, await body()] as const));
    const errors = nuErrors(documents).map((e) => `${e.document}: ${e.message} ${e.extract ?? ''}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('server rendering: status codes', () => {
  it('answers unknown paths and unknown slugs with 404, noindex and the not-found page in the layout', async () => {
    for (const [url, heading] of [
      ['/boyle-bir-sayfa-yok', 'Sayfa Bulunamadı'],
      [paths.blogPost('yok'), 'Yazı bulunamadı.'],
      [paths.game('pragmatic-play', 'yok'), 'Oyun bulunamadı.'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(h1(res.body), url).toBe(heading);
      // The layout is there: the site's navigation and footer.
      expect(res.body, url).toContain('<footer');
    }
  });

  it('sends a page past the end of a list to its last page', async () => {
    const last = (await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM blog_posts`))[0]?.n ?? 0;
    const lastPage = Math.ceil(last / 16);
    const res = await get(`${paths.blog}?sayfa=500`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(lastPage === 1 ? paths.blog : `${paths.blog}?sayfa=${lastPage}`);
  });

  it('shows a write to the store on the next request, with no restart', async () => {
    const url = paths.game('pragmatic-play', 'gates-of-olympus');
    expect(h1((await get(url)).body)).toBe('Gates of Olympus');
    await store.db.execute(sql`UPDATE games SET name = 'Gates of Olympus (yeni)' WHERE slug = 'gates-of-olympus'`);
    expect(h1((await get(url)).body)).toBe('Gates of Olympus (yeni)');
    await store.db.execute(sql`UPDATE games SET name = 'Gates of Olympus' WHERE slug = 'gates-of-olympus'`);
  });

  it('serves the sitemap and robots.txt from the store', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}${paths.game('pragmatic-play', 'sweet-bonanza')}</loc>`);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).not.toContain(paths.adminLogin);
  });
});

describe('server rendering: a store outage', () => {
  it('answers 503 with the Turkish page, not a half-rendered one, and never a 500', async () => {
    const { app: server, store: broken } = await startBuiltSite();
    expect((await server.inject(paths.blog)).statusCode).toBe(200);
    await broken.close();
    for (const url of [paths.home, `${paths.games}?q=yeni`, paths.blogPost('sorumlu-oyun-rehberi')]) {
      const res = await server.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(h1(res.body), url).toBe('Geçici Olarak Hizmet Dışı');
    }
    await server.close();
  }, 120_000);
});

describe('server rendering: the page cache', () => {
  it('stays within its bound in bytes through a flood of unique URLs, and ignores parameters no page reads', async () => {
    for (let i = 0; i < 40; i += 1) {
      expect((await get(`${paths.games}?q=${i}a`)).statusCode).toBe(200);
      expect((await get(`${paths.blog}?utm_source=${i}`)).statusCode).toBe(200);
    }
    expect(app.pageCacheBytes()).toBeGreaterThan(CACHE_BYTES / 2);
    expect(app.pageCacheBytes()).toBeLessThanOrEqual(CACHE_BYTES);
  }, 120_000);
});
