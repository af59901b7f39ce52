import { useEffect, useState } from 'react';
import { request, useSessionEndedCheck } from './cms-request.ts';

/** While loading, `stale` is the answer for the previous URL, so a screen can keep it in place (paging, filters). */
type CmsLoad<T> = { status: 'loading'; stale?: T } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

type Answer<T> = { key: string } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * GETs `url` for a CMS screen and loads it again whenever the URL changes (an older answer is aborted, so it can
 * never overwrite a newer one). `retry` shows the loading state again; `refresh` keeps what is shown until the new
 * answer arrives, so a row's buttons do not vanish under the operator's pointer after a change. A 401 sends the
 * operator to the login page.
 */
export function useCmsLoad<T>(url: string): { state: CmsLoad<T>; retry: () => void; refresh: () => void } {
  const isSessionEnd = useSessionEndedCheck();
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  // The answer belongs to one URL and attempt; for any other the screen is loading (no state reset inside the effect).
  const key = `${attempt} ${url}`;

  useEffect(() => {
    const controller = new AbortController();
    request<T>(url, { signal: controller.signal }).then(
      (data) => setAnswer({ key, ok: true, data }),
      (error: unknown) => {
        if (controller.signal.aborted || isSessionEnd(error)) return;
        setAnswer({ key, ok: false, error });
      },
    );
    return () => controller.abort();
  }, [url, key, refreshes, isSessionEnd]);

  const state: CmsLoad<T> =
    answer?.key !== key
      ? { status: 'loading', stale: answer?.ok ? answer.data : undefined }
      : answer.ok
        ? { status: 'ready', data: answer.data }
        : { status: 'failed', error: answer.error };
  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    refresh: () => setRefreshes((n) => n + 1),
  };
}
