import { useEffect, useState } from 'react';
import {
  ContentError,
  contentApi,
  fetchContent,
  foldSearchText,
  queryKeys,
  SEARCH_MIN_LENGTH,
  type SearchResults,
} from 'shared-data';

/** Pause after the last keystroke before asking the server, so typing a word sends one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 150;

const SEARCH_FAILED = 'Arama şu anda yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.';

export type SearchState =
  | { status: 'tooShort' }
  /** `results` are the previous query's, kept on screen until the new answer replaces them (no flicker). */
  | { status: 'loading'; results: SearchResults | null }
  | { status: 'done'; results: SearchResults }
  | { status: 'failed'; message: string; retryable: boolean };

type Answer =
  | { query: string; ok: true; results: SearchResults }
  | { query: string; ok: false; message: string; retryable: boolean };

const emptyResults = (query: string): SearchResults => ({ query, groups: [], total: 0 });

function searchUrl(query: string): string {
  return `${contentApi.search}?${new URLSearchParams({ [queryKeys.search]: query.trim() })}`;
}

/**
 * The server's search results for `query`, asked for once typing pauses; a request made stale by more typing is
 * aborted. `retry` asks again after a failure.
 */
export function useSearchResults(query: string): SearchState & { retry: () => void } {
  const tooShort = foldSearchText(query).length < SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<SearchResults | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (tooShort) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchContent<SearchResults | null>(searchUrl(query), { signal: controller.signal }).then(
        (results) => {
          // The server answers null below the minimum length; the rules are the same, so this is only a safeguard.
          const found = results ?? emptyResults(query);
          setAnswer({ query, ok: true, results: found });
          setShown(found);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Arama yapılamadı:', error);
          const refused = error instanceof ContentError && !error.retryable;
          setAnswer({ query, ok: false, message: refused ? error.message : SEARCH_FAILED, retryable: !refused });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, tooShort, attempt]);

  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  if (tooShort) {
    // Results of an earlier word would be misleading behind the next one typed after clearing the field.
    if (shown !== null) setShown(null);
    return { status: 'tooShort', retry };
  }
  if (answer?.query !== query) return { status: 'loading', results: shown, retry };
  if (!answer.ok) return { status: 'failed', message: answer.message, retryable: answer.retryable, retry };
  return { status: 'done', results: answer.results, retry };
}
