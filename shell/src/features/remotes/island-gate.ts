import type { IslandGate } from 'shared-data/react';
import { hasEarlyInput, watchEarlyInput } from '../../app/early-input.ts';

/** What the reader does to an island that means they want it now. */
const ACTS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** How far below the first screen an island starts to hydrate, so it is ready as it scrolls in. */
const AHEAD = '200px 0px';

/**
 * Settles once the island `part` (its server HTML, a `display: contents` element) is needed: when one of its boxes
 * comes within `AHEAD` of the screen, or the reader points at, focuses, or types into it (or already has, before the
 * app started). What they typed before it hydrates is then handed over (early-input.ts), however late that is.
 */
function whenNeeded(part: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const seen =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: AHEAD })
        : null;
    function open() {
      seen?.disconnect();
      for (const type of ACTS) part.removeEventListener(type, open, true);
      watchEarlyInput(part, 5_000);
      resolve();
    }
    for (const type of ACTS) part.addEventListener(type, open, { capture: true, passive: true });
    if (!seen || hasEarlyInput(part)) return open();
    for (const box of part.children) seen.observe(box);
  });
}

const asked = new Set<string>();

/**
 * The islands' gate on a page's first load (shared-data/react's `Island`): the first time an island asks, a promise
 * of when it is needed; null when asked again (it was needed, or the page changed above it and React must render it
 * now), and for an island the document does not hold. Bounded by the islands of the first page.
 */
export const firstLoadIslandGate: IslandGate = (name) => {
  if (asked.has(name)) return null;
  asked.add(name);
  const part = document.querySelector(`[data-island="${CSS.escape(name)}"]`);
  return part instanceof HTMLElement ? whenNeeded(part) : null;
};
