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

/**
 * One answer of the content API as the server embeds it in a rendered page: the data, or the error status and
 * message. The browser starts from these, so hydration reads the same answers the server rendered with.
 */
export type ContentAnswer = { status: 200; data: unknown } | { status: number; error: string };
export type ContentAnswers = Record<string, ContentAnswer>;

/** Reads answers of the content API by URL, each once, for React's `use()`. */
export interface ContentReader {
  /** The answer at `url`, shared by every caller, in flight or settled. */
  read<T>(url: string): Promise<T>;
  /** Like `read`, but an entry that does not exist (404) resolves to null instead of failing. */
  readOptional<T>(url: string): Promise<T | null>;
  /** Drops the kept answer of `url`, or every kept answer without one, so the next read loads again. */
  forget(url?: string): void;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A promise already settled, marked the way React's `use()` reads without suspending. */
function fulfilled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

function rejected<T>(reason: unknown): Promise<T> {
  const promise = Promise.reject(reason) as Tracked<T>;
  promise.catch(() => undefined);
  promise.status = 'rejected';
  promise.reason = reason;
  return promise;
}

const notFound = (error: unknown) => error instanceof ContentError && error.status === 404;

// One derived promise per read, so `use()` meets the same one on every render.
const readable = new WeakMap<Promise<unknown>, Promise<unknown>>();

/**
 * The answer at `url` from `reader`, or null when it cannot be read: for a part of the page that goes without its
 * content rather than fail (the layout's footer). A settled answer stays settled, so React reads it without waiting.
 */
export function readIfReadable<T>(reader: ContentReader, url: string): Promise<T | null> {
  const source = reader.read<T>(url) as Tracked<T>;
  let promise = readable.get(source) as Promise<T | null> | undefined;
  if (!promise) {
    if (source.status === 'fulfilled') promise = source;
    else if (source.status === 'rejected') promise = fulfilled(null);
    else promise = source.catch(() => null);
    readable.set(source, promise);
  }
  return promise;
}

/**
 * A reader over `load` that keeps at most `limit` answers, least recently used out first, starting from `answers`
 * (settled at once).
 *
 * A failed answer stays until `forget`: React re-renders a component whose promise rejected and must meet the same
 * rejected promise there, or it would load again in a loop instead of reaching its error boundary. The boundary
 * forgets it once the failure is on screen, so a retry or a later visit loads again.
 */
export function createContentReader(
  load: (url: string) => Promise<unknown>,
  { limit = CONTENT_CACHE_LIMIT, answers = {} }: { limit?: number; answers?: ContentAnswers } = {},
): ContentReader {
  const kept = new Map<string, Promise<unknown>>();
  // Derived promises of `readOptional`, one per kept answer, so `use()` sees the same one each time.
  const optional = new WeakMap<Promise<unknown>, Promise<unknown>>();
  const keep = (url: string, promise: Promise<unknown>) => {
    kept.set(url, promise);
    for (const oldest of kept.keys()) {
      if (kept.size <= limit) break;
      kept.delete(oldest);
    }
  };
  for (const [url, answer] of Object.entries(answers)) {
    keep(url, 'data' in answer ? fulfilled(answer.data) : rejected(new ContentError(answer.status, answer.error, url)));
  }
  const read = <T>(url: string): Promise<T> => {
    const cached = kept.get(url);
    if (cached) {
      // Most recently used last: the Map's order is the order of eviction.
      kept.delete(url);
      kept.set(url, cached);
      return cached as Promise<T>;
    }
    const promise = load(url);
    keep(url, promise);
    return promise as Promise<T>;
  };
  return {
    read,
    readOptional<T>(url: string): Promise<T | null> {
      const source = read<T>(url) as Tracked<T>;
      let promise = optional.get(source) as Promise<T | null> | undefined;
      if (!promise) {
        if (source.status === 'fulfilled') promise = source;
        else if (source.status === 'rejected' && notFound(source.reason)) promise = fulfilled(null);
        else {
          promise = source.catch((error: unknown) => {
            if (notFound(error)) return null;
            throw error;
          });
        }
        optional.set(source, promise);
      }
      return promise;
    },
    forget(url?: string) {
      if (url === undefined) kept.clear();
      else kept.delete(url);
    },
  };
}

/** The page's reader: answers fetched from the API, starting from those the server embedded (`primeContent`). */
let browserReader = createContentReader((url) => fetchContent(url));

/** Starts the page's reader from the answers the server rendered with, before the app hydrates. */
export function primeContent(answers: ContentAnswers): void {
  browserReader = createContentReader((url) => fetchContent(url), { answers });
}

export function browserContentReader(): ContentReader {
  return browserReader;
}

/** `read` of the page's reader, for code outside React's tree (the popups). */
export function contentResource<T>(url: string): Promise<T> {
  return browserReader.read<T>(url);
}

/** `forget` of the page's reader. */
export function forgetContent(url?: string): void {
  browserReader.forget(url);
}
