import { LOAD_FAILED_ATTRIBUTE, PENDING_ATTRIBUTE } from 'shared-data/react';
import { markAppShown } from './ready.ts';

const MAX_WAIT_MS = 8000;

const unfinished = `[${PENDING_ATTRIBUTE}], [${LOAD_FAILED_ATTRIBUTE}]`;

/**
 * True once the app shows a page (a main landmark or the admin's own root) with nothing pending in it. Content that
 * failed to load does not count either: the saved page shows that content, which is better than the error.
 */
function isReady(container: HTMLElement): boolean {
  const page = container.querySelector('main, [data-app-ready]');
  return page !== null && page.childElementCount > 0 && container.querySelector(unfinished) === null;
}

function whenReady(container: HTMLElement, done: () => void) {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  const observer = new MutationObserver(() => {
    if (isReady(container)) finish();
  });
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: [PENDING_ATTRIBUTE, LOAD_FAILED_ATTRIBUTE] });
  // A page that never settles (a remote or the content API down for good) is shown anyway rather than hidden
  // behind old HTML whose controls wait disabled: it offers a retry.
  const timer = setTimeout(finish, MAX_WAIT_MS);
  if (isReady(container)) finish();
}

const loops = (animation: Animation) => animation.effect?.getTiming().iterations === Infinity;

/**
 * The live page replaces a saved page that has been on screen for a while: one-off entrance animations would play
 * a second time and the looping background would jump back to its start. Entrances are finished at once and the
 * loops continue from where the saved page had them (both trees render the same elements in the same order).
 */
function continueAnimations(saved: HTMLElement, live: HTMLElement) {
  if (typeof live.getAnimations !== 'function') return;
  const savedLoops = saved.getAnimations({ subtree: true }).filter(loops);
  const liveAnimations = live.getAnimations({ subtree: true });
  const liveLoops = liveAnimations.filter(loops);
  for (const animation of liveAnimations) {
    if (!loops(animation)) animation.finish();
  }
  if (savedLoops.length !== liveLoops.length) return;
  liveLoops.forEach((animation, i) => {
    animation.currentTime = savedLoops[i]?.currentTime ?? animation.currentTime;
  });
}

/** A reader who had tabbed into the saved page keeps the focus on the same element of the live one. */
function carryFocus(saved: HTMLElement, live: HTMLElement) {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !saved.contains(focused)) return;
  const index = [...saved.querySelectorAll('*')].indexOf(focused);
  const target = live.querySelectorAll('*')[index];
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/** Puts the finished live page in the saved page's place, keeping scroll, focus and running animations. */
function swap(saved: HTMLElement, live: HTMLElement) {
  // Read before anything changes: reading the scroll position of a changed page forces a layout.
  const scrollY = window.scrollY;
  document.querySelectorAll('[data-prerendered-head], style[data-prerendered-css]').forEach((el) => el.remove());
  live.hidden = false;
  continueAnimations(saved, live);
  carryFocus(saved, live);
  saved.remove();
  live.id = 'root';
  // Restoring the position reads layout at once; at the top of the page there is nothing to restore.
  if (scrollY > 0) window.scrollTo(0, scrollY);
  markAppShown();
}

/**
 * Mounts the app. On a prerendered page the app renders out of sight beside the saved HTML and replaces it only
 * when its page is complete, so the reader never sees a loading state or a jump in between.
 */
export function mountApp(container: HTMLElement, render: (target: HTMLElement) => void) {
  if (!container.hasAttribute('data-prerendered')) {
    render(container);
    whenReady(container, markAppShown);
    return;
  }
  const live = document.createElement('div');
  live.hidden = true;
  container.after(live);
  render(live);
  // The swap runs in a task of its own, apart from React's commit, so neither blocks the main thread for long.
  whenReady(live, () => setTimeout(() => swap(container, live), 0));
}
