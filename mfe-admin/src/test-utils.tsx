import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useEffect, type ReactNode } from 'react';
import { matchRoute } from 'shared-data';
import {
  MemoryNavigation,
  NavigationProvider,
  ThemeRoot,
  useLocation,
  useNavigation,
  useNavigationValue,
  type NavigateOptions,
} from 'shared-data/react';
import { vi } from 'vitest';
import type { BackupReport, EntryDocument, EntrySummary, OverviewCounts, SessionInfo } from '../server/contract.ts';
import { AdminApp, LoginPage } from './expose/admin-pages.ts';
import { useAuthStore } from './lib/auth-store.ts';

export const session: SessionInfo = { authenticated: true, username: 'operator', role: 'admin', expiresAt: Date.now() + 8 * 3_600_000 };
export const counts: OverviewCounts = { casinos: 3, games: 101, providers: 80, blogPosts: 37 };

/** What the overview asks of the API for an admin: its counts, and the daily backup (here off). Spread into `mockApi`'s routes. */
export const overviewApi = {
  'GET /api/admin/overview': () => json(200, counts),
  'GET /api/admin/backup': () => json(200, { enabled: false } satisfies BackupReport),
};

/** A row of a CMS list: published, version 1, unless `overrides` say otherwise. */
export function entrySummary(id: number, title: string, overrides: Partial<EntrySummary> = {}): EntrySummary {
  return {
    id,
    slug: `kayit-${id}`,
    title,
    detail: '',
    status: 'published',
    publishAt: '2024-07-01T09:00:00.000Z',
    updatedAt: '2024-07-02T09:00:00.000Z',
    version: 1,
    publicPath: null,
    ...overrides,
  };
}

/** An entry as its form loads it. */
export function entryDocument(id: number, values: EntryDocument['values'], overrides: Partial<EntryDocument> = {}): EntryDocument {
  return { id, version: 3, updatedAt: '2024-07-02T09:00:00.000Z', values, publicPath: null, ...overrides };
}

/** The JSON a mocked call was sent. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** The text a control's aria-describedby points at, as assistive technology reads it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

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

/** How the last navigation changed the host's history, in the browser's terms ('POP' is going back). */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

/**
 * The host's history as the tests see it. `MemoryNavigation` only keeps the current location, so this records each
 * navigation the remote asks for (to check that a redirect replaces the entry) and can go back through them.
 */
class TestHistory {
  readonly entries: string[];
  index: number;
  action: HistoryAction | null = null;
  private go: ((to: string) => void) | null = null;

  constructor(initialEntries: readonly string[]) {
    this.entries = [...initialEntries];
    this.index = this.entries.length - 1;
  }

  connect(go: (to: string) => void) {
    this.go = go;
  }

  record(to: string, replace: boolean) {
    if (replace) {
      this.entries[this.index] = to;
    } else {
      this.index += 1;
      this.entries.splice(this.index, this.entries.length, to);
    }
    this.action = replace ? 'REPLACE' : 'PUSH';
  }

  /** The browser's Back button. */
  async back() {
    const previous = this.entries[this.index - 1];
    if (previous === undefined || !this.go) throw new Error('no earlier history entry to go back to');
    const go = this.go;
    this.index -= 1;
    this.action = 'POP';
    await act(async () => go(previous));
  }

  /** Where the remote is now, as rendered by the location probe beside the pages. */
  get location(): { pathname: string; search: string } {
    const url = new URL(screen.getByRole('region', { name: locationProbeName }).textContent ?? '', 'http://localhost');
    return { pathname: url.pathname, search: url.search };
  }
}

/** Passes every navigation on to `MemoryNavigation`, recording it in `history` first. */
function RecordedNavigation({ history, children }: { history: TestHistory; children: ReactNode }) {
  const { location, navigate } = useNavigation();
  useEffect(() => history.connect(navigate), [history, navigate]);
  const recordingNavigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      history.record(to, options?.replace ?? false);
      navigate(to, options);
    },
    [history, navigate],
  );
  return <NavigationProvider value={useNavigationValue(location, recordingNavigate)}>{children}</NavigationProvider>;
}

const locationProbeName = 'location probe';

/** Shows the current path and query, so a test reads where navigation led from the page itself. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div role="region" aria-label={locationProbeName}>
      {pathname}
      {search}
    </div>
  );
}

/** The pages the shell gives the admin remote, picked from the location with the site's one route table. */
function HostPages() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  if (route === 'home') return <h1>Ana Sayfa</h1>;
  if (route === 'adminLogin') return <LoginPage />;
  if (route === 'admin') return <AdminApp />;
  throw new Error(`the admin remote navigated outside its pages: ${pathname}`);
}

/**
 * The admin remote as the shell hosts it, at `path` after the history entries `earlierEntries`, with a location probe
 * beside it and the history the test can inspect.
 */
export function renderAdmin(path: string, earlierEntries: readonly string[] = []) {
  const history = new TestHistory([...earlierEntries, path]);
  const user = userEvent.setup();
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={path}>
        <RecordedNavigation history={history}>
          <HostPages />
          <LocationProbe />
        </RecordedNavigation>
      </MemoryNavigation>
    </ThemeRoot>,
  );
  return { history, user };
}

/** Forgets the auth-storage memory between tests. */
export function resetAuthMemory() {
  localStorage.clear();
  useAuthStore.setState({ isAuthenticated: false });
  localStorage.clear();
}
