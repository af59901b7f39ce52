import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { forgetContent, matchRoute, type RouteMatch } from 'shared-data';
import { MemoryNavigation, ThemeRoot, useLocation } from 'shared-data/react';
import { vi } from 'vitest';

/** Shows the current URL so tests can assert on navigation and query state. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Shows the page only while the location stays on its route: the shell unmounts a page the reader navigates away from. */
function OnRoute({ route, children }: { route: RouteMatch['route']; children: ReactNode }) {
  return matchRoute(useLocation().pathname)?.route === route ? children : null;
}

/**
 * Renders a page at a URL inside the theme and the navigation the shell gives, on the URL's route of the site.
 * Awaited: a page that waits for the content API suspends, and React retries it only from an awaited `act`.
 */
export async function renderAt(url: string, page: ReactElement) {
  const route = matchRoute(new URL(url, 'http://localhost').pathname)?.route;
  if (!route) throw new Error(`no route of the site serves ${url}`);
  return act(async () =>
    render(
      <ThemeRoot withGlobalStyle={false}>
        <MemoryNavigation path={url}>
          <OnRoute route={route}>{page}</OnRoute>
          <LocationProbe />
        </MemoryNavigation>
      </ThemeRoot>,
    ),
  );
}

/** Runs reader actions (typing, clicks) in an awaited `act`, so a page they make wait for an answer is retried. */
export async function acting(actions: () => Promise<unknown>) {
  await act(async () => {
    await actions();
  });
}

type Answer = unknown | ((url: URL) => unknown);

/**
 * Replaces fetch with the content API's answers, keyed by path and query (`contentApi.casinos`,
 * `gamesApiUrl({ page: 2 })`, ...). A value is answered as JSON with status 200, a Response as it is, a function
 * with what it returns (or resolves to) for the requested URL. Any other request fails loudly.
 */
export function mockContentApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${url.pathname}${url.search}`;
    if (!(key in answers)) throw new Error(`unexpected request: ${key}`);
    const answer = answers[key];
    const value = await (typeof answer === 'function' ? (answer as (url: URL) => unknown)(url) : answer);
    return value instanceof Response ? value : Response.json(value);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Between tests: no kept answers, the real fetch back. */
export function resetContentApi() {
  forgetContent();
  vi.unstubAllGlobals();
}

/** An error answer of the API, with its Turkish message. */
export const apiError = (status: number, error: string) => Response.json({ error }, { status });
