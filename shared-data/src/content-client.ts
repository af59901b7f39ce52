/**
 * The browser side of the public content API (`contentApi`): one answer read as JSON with a Turkish error, and a
 * small cache of answers by URL for React's `use()`, so a page that renders several times asks once. Framework-free.
 */
import type { ApiError } from './content-api.ts';

/** What a reader sees when the content cannot be loaded and the server gave no message of its own. */
export const CONTENT_UNAVAILABLE = 'İçerik şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.';

/** The API answered `url` with an error status, or gave no usable answer at all (`status` 0). */
export class ContentError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ContentError';
  }

  /** Whether asking again may help: the connection or the server failed, not the request itself. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The Turkish `error` of the answer's body, when it has one. */
async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  return typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : CONTENT_UNAVAILABLE;
}

/**
 * Reads one answer of the content API. Throws a `ContentError` on an error status or a failed connection; an
 * aborted request rejects with the abort itself, which callers that aborted on purpose ignore.
 */
export async function fetchContent<T>(url: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: init.signal });
    if (!response.ok) throw new ContentError(response.status, await messageOf(response), url);
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof ContentError || isAbort(error)) throw error;
    throw new ContentError(0, CONTENT_UNAVAILABLE, url, { cause: error });
  }
}

/** Answers kept at most; past it the least recently used goes (a reader's session seldom gets near). */
export const CONTENT_CACHE_LIMIT = 100;

const answers = new Map<string, Promise<unknown>>();
/** Derived promises of `optionalContentResource`, one per cached answer, so `use()` sees the same one each time. */
const optionalAnswers = new WeakMap<Promise<unknown>, Promise<unknown>>();

/**
 * The answer at `url`, fetched once and shared by every caller, in flight or settled.
 *
 * A failed answer stays until `forgetContent`: React re-renders a component whose promise rejected and must meet
 * the same rejected promise there, or it would fetch again in a loop instead of reaching its error boundary. The
 * boundary forgets it once the failure is on screen, so a retry or a later visit fetches again.
 */
export function contentResource<T>(url: string): Promise<T> {
  const cached = answers.get(url);
  if (cached) {
    // Most recently used last: the Map's order is the order of eviction.
    answers.delete(url);
    answers.set(url, cached);
    return cached as Promise<T>;
  }
  const promise = fetchContent<T>(url);
  answers.set(url, promise);
  for (const oldest of answers.keys()) {
    if (answers.size <= CONTENT_CACHE_LIMIT) break;
    answers.delete(oldest);
  }
  return promise;
}

/** Like `contentResource`, but an entry that does not exist (404) resolves to null instead of failing. */
export function optionalContentResource<T>(url: string): Promise<T | null> {
  const source = contentResource<T>(url);
  let promise = optionalAnswers.get(source) as Promise<T | null> | undefined;
  if (!promise) {
    promise = source.catch((error: unknown) => {
      if (error instanceof ContentError && error.status === 404) return null;
      throw error;
    });
    optionalAnswers.set(source, promise);
  }
  return promise;
}

/** Drops the kept answer of `url`, or every kept answer without one, so the next read fetches again. */
export function forgetContent(url?: string): void {
  if (url === undefined) answers.clear();
  else answers.delete(url);
}
