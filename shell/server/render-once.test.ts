/**
 * A page is rendered in one direction: the server's router matches its path once, and the rendering neither matches
 * it again nor asks the server's own API over HTTP. The route table's matchers are replaced by counting ones, so this
 * file runs isolated (vitest.config.ts); the rest of the server-rendered site is read in render.test.ts.
 */
import { matchRoute, paths, routeContentUrls } from 'shared-data';
import type * as SharedData from 'shared-data';
import type { Store } from '@shared-data/store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { buildServer } from './app.ts';
import { startBuiltSite } from './site-test-utils.ts';

vi.mock('shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedData>();
  return { ...actual, matchRoute: vi.fn(actual.matchRoute), routeContentUrls: vi.fn(actual.routeContentUrls) };
});

let store: Store;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  ({ app, store } = await startBuiltSite({}));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('server rendering: one direction', () => {
  it('renders a casino page without matching its path again or asking its own API over HTTP', async () => {
    vi.mocked(matchRoute).mockClear();
    vi.mocked(routeContentUrls).mockClear();
    const inject = vi.spyOn(app, 'inject');
    try {
      // The first request for the page: nothing is cached yet, so it is rendered from the store.
      const res = await get(paths.casino('nebula-bet'));
      expect(res.statusCode).toBe(200);
      expect(h1(res.body)).toBe('Nebula Bet İncelemesi');
      // The test's own request, and none of the server's to itself.
      expect(inject).toHaveBeenCalledTimes(1);
    } finally {
      inject.mockRestore();
    }
    expect(vi.mocked(matchRoute)).not.toHaveBeenCalled();
    expect(vi.mocked(routeContentUrls)).not.toHaveBeenCalled();
  });
});

