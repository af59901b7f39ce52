import { useLocation } from 'react-router-dom';
import { matchRoute, routeOf } from 'shared-data';
import { readPageData } from './page-data.ts';

/** The head tags a page writes (shared-data/react's PageMeta); the document's own (charset, viewport, icon) stay. */
const PAGE_HEAD = 'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]';

/**
 * The head tags the server wrote for a first page whose remote part the browser keeps as it is (a `static` route):
 * no component renders them in the browser, so nothing else would ever remove them. Read before React runs.
 */
function keptHeadTags(doc: Document): Element[] {
  const match = matchRoute(doc.location.pathname);
  if (!match || routeOf(match.route).firstLoad !== 'static' || !readPageData(doc)) return [];
  return [...doc.head.querySelectorAll(PAGE_HEAD)];
}

const keptHead = typeof document === 'undefined' ? [] : keptHeadTags(document);

let entryAddress: string | null = null;
let left = false;

/**
 * The server's head tags of the first page go with it: the page the reader goes to writes its own, and React would
 * otherwise keep both (two canonical links, two descriptions).
 */
function dropServerHead() {
  for (const tag of keptHead) tag.remove();
}

/**
 * Whether the browser still shows the document the server rendered: true until the first client navigation to
 * another address (a jump to an anchor of the page is none), and never again after it: going back to the first page
 * renders it in the browser. False on the server and on pages the server left to the browser. A module flag, not the
 * location's key: the first entry's key is 'default' again when the reader comes back to it.
 */
export function useOnServerEntry(): boolean {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  if (left || typeof document === 'undefined') return false;
  if (!readPageData(document)) {
    left = true;
    return false;
  }
  entryAddress ??= address;
  if (address !== entryAddress) {
    left = true;
    dropServerHead();
  }
  return !left;
}

/**
 * Leaves the server's document in place: the pages below render in the browser from here on, as after a navigation.
 * For a change that a kept part of the server's HTML cannot follow (a break taken in place hides the offers it shows).
 */
export function leaveServerEntry() {
  if (left) return;
  left = true;
  dropServerHead();
}
