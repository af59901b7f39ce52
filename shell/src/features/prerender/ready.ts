/** Window flag the prerenderer waits for: set once the routed page has rendered with nothing still pending. */
export const PRERENDER_READY_FLAG = '__SAFEBET_READY__';

/** Dispatched on `window` when the reader first sees the live app (after a take-over, or its first full page). */
const APP_SHOWN_EVENT = 'safebet:app-shown';

/** Marks the live app as shown: the prerenderer and the tests wait for the flag, the app's own timers for the event. */
export function markAppShown() {
  (window as unknown as Record<string, boolean>)[PRERENDER_READY_FLAG] = true;
  window.dispatchEvent(new Event(APP_SHOWN_EVENT));
}

/**
 * Runs `callback` once the reader sees the live app, at once if that has happened; returns a cancel function.
 * Until then the app renders out of sight behind the saved page, where nothing should start counting.
 */
export function whenAppShown(callback: () => void): () => void {
  if ((window as unknown as Record<string, unknown>)[PRERENDER_READY_FLAG] === true) {
    callback();
    return () => {};
  }
  window.addEventListener(APP_SHOWN_EVENT, callback, { once: true });
  return () => window.removeEventListener(APP_SHOWN_EVENT, callback);
}

/** Set by the prerenderer before the app starts (shell/prerender/prerender.ts): once-per-visit extras stay out. */
export const PRERENDER_VISIT_FLAG = '__SAFEBET_PRERENDER__';

export function isPrerendering(): boolean {
  return (window as unknown as Record<string, unknown>)[PRERENDER_VISIT_FLAG] === true;
}
