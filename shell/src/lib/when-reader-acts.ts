/** The events that show a reader is about to use the page: a touch, a click, a key, a focus or a scroll. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;

/**
 * The reader's own hands only: a focus may be the page's (a dialog it opens moves focus into itself), which is a sign
 * of nothing the reader did; a keyboard reader's Tab is a keydown.
 */
export const HAND_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Runs `task` once the page has painted its answer to the event now being handled: at the next frame, then in a task
 * of its own. Run inside the event, the task's work (an import's preload links, a chunk's request) delayed the paint
 * of the very tap or key that started it, which INP counts: 50 to 150 ms of a phone's first tap on the menu.
 */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `task` once, at the reader's first sign of use of the page, so that code only they would need (the search
 * dialog) is fetched then rather than in the first load, after the page has answered that first act; returns a
 * cancel function.
 */
export function whenReaderActs(task: () => void, events: readonly string[] = INTENT_EVENTS): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    afterNextPaint(task);
  }
  for (const type of events) window.addEventListener(type, run, options);
  return stop;
}
