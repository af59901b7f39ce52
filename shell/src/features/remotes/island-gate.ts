import type { IslandGate } from 'shared-data/react';
import { EARLY_INPUT_WATCH_MS, hasEarlyInput, watchEarlyInput } from '../../lib/early-input.ts';

/** What the reader does to an island that means they want it now. */
const ACTS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** How far below the first screen an island starts to hydrate, so it is ready as it scrolls in. */
const AHEAD = '200px 0px';

/** Whether the reader keeps something of theirs in the island (its `keptAs` key is in this browser's storage). */
function keepsSomething(part: HTMLElement): boolean {
  const key = part.dataset.islandKept;
  if (!key) return false;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage refused (site data blocked): nothing kept can be read either.
    return false;
  }
}

/**
 * Settles once the island `part` (its server HTML, a `display: contents` element) is needed: when one of its boxes
 * comes within `AHEAD` of the screen (unless it waits for the reader alone: `data-island-when="interaction"`), or the
 * reader points at, focuses, or types into it (or already has, before the app started), or at once when the reader
 * keeps something of theirs in it (`data-island-kept`). What they typed before it hydrates is then handed over
 * (early-input.ts) for `watchMs`, however late that is (null: the caller watches).
 */
function whenNeeded(part: HTMLElement, watchMs: number | null): Promise<void> {
  return new Promise((resolve) => {
    const inView = part.dataset.islandWhen !== 'interaction';
    const seen =
      inView && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: AHEAD })
        : null;
    function open() {
      seen?.disconnect();
      for (const type of ACTS) part.removeEventListener(type, open, true);
      if (watchMs !== null) watchEarlyInput(part, watchMs);
      resolve();
    }
    for (const type of ACTS) part.addEventListener(type, open, { capture: true, passive: true });
    if ((inView && !seen) || hasEarlyInput(part) || keepsSomething(part)) return open();
    for (const box of part.children) seen?.observe(box);
  });
}

const asked = new Set<string>();

/**
 * The first page is needed whole at once, islands and code: it is a stored copy the app moves away from as it starts
 * (lib/stored-copy.ts). That move renders the page at another address in a transition, which waits for every part
 * still held to hydrate first: held for the reader, they would hold the move with them.
 */
let neededAtOnce = false;

export function needFirstPageAtOnce() {
  neededAtOnce = true;
}

/**
 * The islands' gate on a page's first load (shared-data/react's `Island`): the first time an island asks, a promise
 * of when it is needed; null when asked again (it was needed, or the page changed above it and React must render it
 * now), and for an island the document does not hold. Bounded by the islands of the first page.
 */
export const firstLoadIslandGate: IslandGate = (name) => {
  if (neededAtOnce || asked.has(name)) return null;
  asked.add(name);
  const part = document.querySelector(`[data-island="${CSS.escape(name)}"]`);
  return part instanceof HTMLElement ? whenNeeded(part, EARLY_INPUT_WATCH_MS) : null;
};

const askedPages = new Map<string, () => void>();

/**
 * The gate of a first page whose remote code loads when it is used (a route's `loadsWhenUsed`): the first time, a
 * promise that settles as soon as one of the islands in the page's part (`[data-remote-page=name]`) is needed; null
 * when asked again, and for a part without islands. Asked again means React needs the page now: the reader acted on it
 * (React hydrates a dehydrated part at once on a click, and stops the event there, so the islands' own listeners never
 * hear it) or the page changed above it. Either way its islands are needed with it: they hydrate with the page at once
 * (their own gates say null), and what the reader typed meanwhile is handed over as they hydrate.
 */
export function firstLoadPageGate(name: string): PromiseLike<void> | null {
  if (neededAtOnce) return null;
  const known = askedPages.get(name);
  if (known) {
    known();
    return null;
  }
  const page = document.querySelector(`[data-remote-page="${CSS.escape(name)}"]`);
  const islands = page instanceof HTMLElement ? [...page.querySelectorAll<HTMLElement>('[data-island]')] : [];
  let done = false;
  const opened = () => {
    if (done || !(page instanceof HTMLElement)) return;
    done = true;
    for (const island of islands) asked.add(island.dataset.island ?? '');
    watchEarlyInput(page);
  };
  askedPages.set(name, opened);
  if (islands.length === 0) return null;
  return Promise.race(islands.map((island) => whenNeeded(island, null))).then(opened);
}
