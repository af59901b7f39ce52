/**
 * A calculator page opened offline is the service worker's stored copy, rendered at the page's default inputs, whatever
 * the query asked for (the worker marks it with the address it was rendered for: `data-stored-for` on `<html>`).
 * Hydrating it at the asked address would render other inputs than its HTML holds, and React would throw the page's
 * HTML away with a hydration error. So the app hydrates at the stored copy's own address, then moves to the asked
 * one, where the calculator reads its inputs from the query like after any link.
 */

/** Where a stored copy was rendered for, read from the page (undefined: the page is the server's answer to this address). */
function storedFor(doc: Document): string | undefined {
  return doc.documentElement.dataset.storedFor || undefined;
}

/**
 * Puts the address the page was rendered for in the location bar before hydration, and returns the address the
 * reader asked for, to move to once hydrated (null when the page is the answer to its own address).
 */
export function hydrateAtStoredAddress(doc: Document, history: History): string | null {
  const rendered = storedFor(doc);
  const { pathname, search, hash } = doc.location;
  if (!rendered || rendered === `${pathname}${search}`) return null;
  history.replaceState(history.state, '', rendered);
  return `${pathname}${search}${hash}`;
}
