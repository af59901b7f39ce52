import type { APIRequestContext } from '@playwright/test';
import { contentApi, contentApiBase, LAYOUT_CONTENT, paths, withPage, type BlogPostDetail, type GameList, type Paged, type ProviderListItem, type Tactic } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';
import { answer } from './content-api.ts';

// The seed's blog post of the content journeys.
const post = { slug: 'sorumlu-oyun-rehberi' };

interface Downloads {
  /** Paths of the scripts. */
  scripts: string[];
  /** Path and query of every request to the content API. */
  api: string[];
  /** The content answers the server embedded in the page for hydration, by URL. */
  embedded: string[];
  /** The text of the page, every script and every API answer. */
  texts: string[];
}

/** What a page downloads until it is hydrated: the page (with its embedded answers), scripts and API answers. */
async function downloadsOf(page: Page, path: string): Promise<Downloads> {
  const downloads: Downloads = { scripts: [], api: [], embedded: [], texts: [] };
  const reading: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type === 'document') {
      reading.push(
        response.text().then((html) => {
          downloads.texts.push(html);
          const data = /<script type="application\/json" id="safebet-page-data">(.*?)<\/script>/s.exec(html)?.[1];
          downloads.embedded.push(...Object.keys((JSON.parse(data ?? '{}') as { content?: object }).content ?? {}));
        }),
      );
      return;
    }
    if (type === 'script') downloads.scripts.push(url.pathname);
    else if (url.pathname.startsWith(`${contentApiBase}/`)) downloads.api.push(`${url.pathname}${url.search}`);
    else return;
    reading.push(response.text().then((text) => void downloads.texts.push(text), () => undefined));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(reading);
  return downloads;
}

test.describe('what a page downloads', () => {
  test('a static content page keeps its server HTML and loads no remote code at all', async ({ page }) => {
    const { scripts, api, embedded } = await downloadsOf(page, paths.blog);
    expect(scripts.filter((s) => s.startsWith('/mfe/'))).toEqual([]);
    // The page is the server's HTML: nothing of its own is embedded for a hydration that does not happen, nothing is
    // asked. The layout, which hydrates on every page, brings its one answer (the footer's contact channels).
    expect(embedded).toEqual(LAYOUT_CONTENT);
    expect(api).toEqual([]);
  });

  test('an interactive content page loads its own remote once the reader uses it, and no calculator or admin code', async ({ page }) => {
    const { scripts, api, embedded } = await downloadsOf(page, paths.games);
    // Read only, the games list is the server's HTML: none of the content remote's code has loaded.
    expect(scripts.filter((s) => s.startsWith('/mfe/'))).toEqual([]);
    // The reader goes to the filter form: the page's code loads, and the form becomes React's.
    const search = page.getByRole('main').getByLabel('Oyun ara');
    await search.click();
    await expect
      .poll(() => search.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$'))), { timeout: 40_000 })
      .toBe(true);
    expect(scripts.some((s) => s.startsWith('/mfe/content/'))).toBe(true);
    expect(scripts.filter((s) => s.startsWith('/mfe/calculators/') || s.startsWith('/mfe/admin/'))).toEqual([]);
    // The answers come with the page; hydration asks the API nothing again.
    expect(embedded.sort()).toEqual([contentApi.gameFacets, contentApi.gameProviders, contentApi.games, ...LAYOUT_CONTENT].sort());
    expect(api).toEqual([]);
  });

  test('a blog post comes with its own body in its HTML, once, and asks the API nothing', async ({ page }) => {
    const { api, embedded, texts } = await downloadsOf(page, paths.blogPost(post.slug));
    expect(embedded).toEqual(LAYOUT_CONTENT);
    expect(api).toEqual([]);
    const { excerpt } = await answer<BlogPostDetail>(page.request, contentApi.blogPost(post.slug));
    expect(texts.some((text) => text.includes(excerpt.slice(0, 60)))).toBe(true);
  });

  /** Passages that exist only in one collection's entries: which of them a page downloads tells what it carries. */
  async function markersOf(request: APIRequestContext) {
    const [games, providers, blog, tactics] = await Promise.all([
      answer<GameList>(request, contentApi.games),
      answer<ProviderListItem[]>(request, contentApi.providers),
      answer<BlogPostDetail>(request, contentApi.blogPost(post.slug)),
      answer<Paged<Tactic>>(request, contentApi.tactics),
    ]);
    return {
      markers: {
        games: games.items[0]!.theme.slice(0, 60),
        providerDescriptions: providers[0]!.description.slice(0, 60),
        blog: blog.excerpt.slice(0, 60),
        tactics: tactics.items[0]!.excerpt.slice(0, 60),
      },
      firstGame: games.items[0]!,
    };
  }

  const collectionsIn = (texts: string[], markers: Record<string, string>) =>
    Object.entries(markers)
      .filter(([, marker]) => texts.some((text) => text.includes(marker)))
      .map(([name]) => name);

  test('a blog post downloads its own post, not the games, providers or tactics', async ({ page, request }) => {
    const { markers } = await markersOf(request);
    const { texts } = await downloadsOf(page, paths.blogPost(post.slug));
    expect(collectionsIn(texts, markers)).toEqual(['blog']);
  });

  test('a game page downloads its game, not the provider descriptions, blog or tactics', async ({ page, request }) => {
    const { markers, firstGame } = await markersOf(request);
    const { texts, api, embedded } = await downloadsOf(page, paths.game(firstGame.provider, firstGame.slug));
    expect(collectionsIn(texts, markers)).toEqual(['games']);
    expect(embedded).toEqual(LAYOUT_CONTENT);
    expect(api).toEqual([]);
  });

  test('the games list downloads the page it shows, not the whole catalogue', async ({ page, request }) => {
    const { markers } = await markersOf(request);
    // A game of the second page is known only by its own cover.
    const later = (await answer<GameList>(request, withPage(contentApi.games, 2))).items[0]!;
    const { texts, api, embedded } = await downloadsOf(page, paths.games);
    expect(collectionsIn(texts, markers)).toEqual(['games']);
    expect(texts.filter((text) => text.includes(later.coverUrl))).toEqual([]);
    expect(embedded.sort()).toEqual([contentApi.gameFacets, contentApi.gameProviders, contentApi.games, ...LAYOUT_CONTENT].sort());
    expect(api).toEqual([]);
  });
});
