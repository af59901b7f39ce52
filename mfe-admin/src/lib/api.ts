/**
 * The browser side of the admin API. Every call goes to the same origin with the session cookie; nothing here
 * decides who is signed in: only the server's answers do.
 */
import {
  adminApiUrl,
  type ApiErrorBody,
  type LoginAnswer,
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

/** One call to the admin API at `url`; a non-2xx answer throws `ApiError` with the body the server sent. */
export async function request(url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
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

const call = (route: keyof typeof adminApiRoutes, init: RequestInit = {}) => request(adminApiUrl(route), init);

/** The password step: a session, or word that the account's second factor is asked for next. */
export async function login(credentials: LoginRequest): Promise<LoginAnswer> {
  const response = await call('login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return (await response.json()) as LoginAnswer;
}

/**
 * Sign-in with a passkey: the server's options, the browser's signed answer (`sign`, the WebAuthn ceremony), and the
 * server's check of it.
 */
export async function loginPasskey<Options, Answer>(sign: (options: Options) => Promise<Answer>): Promise<SessionInfo> {
  const options = (await (await call('loginPasskeyOptions', { method: 'POST' })).json()) as Options;
  const response = await sign(options);
  const answer = await call('loginPasskey', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ response }),
  });
  return (await answer.json()) as SessionInfo;
}

/** The second step: a code of the authenticator app, or a backup code. */
export async function loginSecondFactor(code: string): Promise<SessionInfo> {
  const response = await call('loginSecondFactor', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
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

const UNREACHABLE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

/** The Turkish text to show for a failed call: the server's own message when it sent one, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return UNREACHABLE;
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
