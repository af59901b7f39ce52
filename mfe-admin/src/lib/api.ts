/**
 * The browser side of the admin API. Every call goes to the same origin with the session cookie; nothing here
 * decides who is signed in: only the server's answers do.
 */
import {
  adminApiUrl,
  type AdminBlogPost,
  type AdminCasino,
  type AdminGame,
  type AdminProvider,
  type ApiErrorBody,
  type LoginRequest,
  type OverviewCounts,
  type SessionInfo,
  type adminApiRoutes,
} from '../../server/contract.ts';

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(`Admin API answered ${status}`);
    this.name = 'ApiError';
  }

  get retryAfterSeconds(): number | undefined {
    return this.body?.retryAfterSeconds;
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Admin API unreachable', { cause });
    this.name = 'NetworkError';
  }
}

async function call(route: keyof typeof adminApiRoutes, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(adminApiUrl(route), {
      ...init,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body);
  }
  return response;
}

export async function login(credentials: LoginRequest): Promise<SessionInfo> {
  const response = await call('login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return (await response.json()) as SessionInfo;
}

export async function logout(): Promise<void> {
  await call('logout', { method: 'POST' });
}

/** The current session, or null when there is none (401). Other failures throw. */
export async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return (await (await call('session')).json()) as SessionInfo;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function fetchOverview(): Promise<OverviewCounts> {
  return (await (await call('overview')).json()) as OverviewCounts;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface AdminLists {
  casinos: AdminCasino[];
  games: AdminGame[];
  providers: AdminProvider[];
  blog: AdminBlogPost[];
}

/** Every entry of one collection, drafts included, for a management screen. */
export async function fetchAdminList<K extends keyof AdminLists>(route: K): Promise<AdminLists[K]> {
  return (await (await call(route)).json()) as AdminLists[K];
}
