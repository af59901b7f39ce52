import { HAND_EVENTS, whenReaderActs } from './when-reader-acts.ts';

/** Without any act of the reader, the task runs this long after the page's load. */
const QUIET_AFTER_LOAD_MS = 10_000;

/**
 * Runs `task` once, in the idle time after the reader first acts on the page, or 10 s after its load if they never
 * do. Work started at the first idle moment after the load would sit inside the trace that measures the first load
 * (Lighthouse waits until the network and main thread have been quiet for a moment), adding its requests and script
 * to it; a reader's act, or that long a wait, is past it.
 */
export function afterFirstLoad(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopWaiting();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 500);
  };
  // Not at a focus: the first visit's popup takes focus as it opens, inside the trace of the first load.
  const stopWaiting = whenReaderActs(start, HAND_EVENTS);
  const afterLoad = () => setTimeout(start, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
