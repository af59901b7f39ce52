/** The events that show a reader is about to use the page: a touch, a click, a key, a focus or a scroll. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;

/**
 * The reader's own hands only: a focus may be the page's (a dialog it opens moves focus into itself), which is a sign
 * of nothing the reader did; a keyboard reader's Tab is a keydown.
 */
export const HAND_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Runs `task` once, at the reader's first sign of use of the page, so that code only they would need (the search
 * dialog) is fetched then rather than in the first load; returns a cancel function, which holds until the task runs.
 *
 * The task runs once the page has painted its answer to that first act (the next frame, then a task of its own). Run
 * inside the event, its work (an import's preload links, a chunk's request) delayed the paint of the very tap or key
 * that started it, which INP counts: 50 to 150 ms of a phone's first tap on the menu.
 */
export function whenReaderActs(task: () => void, events: readonly string[] = INTENT_EVENTS): () => void {
  const options = { capture: true, passive: true } as const;
  let cancelled = false;
  const stopListening = () => {
    for (const type of events) window.removeEventListener(type, run, options);
  };
  function run() {
    stopListening();
    requestAnimationFrame(() => setTimeout(() => cancelled || task(), 0));
  }
  for (const type of events) window.addEventListener(type, run, options);
  return () => {
    cancelled = true;
    stopListening();
  };
}
