import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths, routePatterns } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { vi } from 'vitest';
import type { OverviewCounts, SessionInfo } from '../server/contract.ts';
import { AdminApp, LoginPage } from './expose/admin-pages.ts';
import { useAuthStore } from './features/auth/auth-store.ts';

export const session: SessionInfo = { authenticated: true, username: 'operator', expiresAt: Date.now() + 8 * 3_600_000 };
export const counts: OverviewCounts = { casinos: 3, games: 101, providers: 80, blogPosts: 37 };

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with handlers keyed 'METHOD /path'; any other call fails the test loudly. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The routes the shell gives the admin remote, in a memory router whose history the test can inspect. */
export function renderAdmin(path: string, initialEntries: string[] = [path]) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <h1>Ana Sayfa</h1> },
      { path: routePatterns.adminLogin, element: <LoginPage /> },
      { path: routePatterns.admin, element: <AdminApp /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const user = userEvent.setup();
  render(
    <ThemeRoot withGlobalStyle={false}>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
  return { router, user };
}

/** Forgets the auth-storage memory between tests. */
export function resetAuthMemory() {
  localStorage.clear();
  useAuthStore.setState({ isAuthenticated: false });
  localStorage.clear();
}
