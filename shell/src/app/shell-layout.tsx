import { useEffect, useRef, type RefObject } from 'react';
import { Layout } from '../features/layout/layout.tsx';
import { useOfferPolicyStore } from '../features/offers/offer-policy-store.ts';
import { SearchForm, SearchOverlay } from '../features/search/search-overlay.tsx';
import { useSearchStore } from '../features/search/search-store.ts';
import { useSearchShortcut } from '../features/search/use-search-shortcut.ts';
import { useRunning } from '../lib/use-running.ts';

/** The search's dialog, a chunk of its own (dialogs.ts). */
const loadDialogs = () => import('./dialogs.ts');

/** The header's search form: focused by the browser as its popover opens until the app runs (then it is the overlay). */
function EarlySearchForm() {
  return <SearchForm autoFocus={!useRunning()} />;
}

/**
 * The search overlay. It follows the search's state apart from the layout: when the layout followed it, opening the
 * search re-rendered the whole header and footer in the tap's paint (35 ms at 4x CPU throttling, of a 250 ms INP).
 * The popups are the server's, opened without the app (features/popups/popup-driver.ts): a due popup waits while the
 * search is open, and the shortcut does nothing while a popup is (use-search-shortcut.ts).
 */
function SiteDialogs({ searchButtonRef }: { searchButtonRef: RefObject<HTMLButtonElement | null> }) {
  const searchOpen = useSearchStore((s) => s.isOpen);
  const openSearch = useSearchStore((s) => s.open);
  useSearchShortcut(openSearch, !searchOpen);
  return <SearchOverlay returnFocusRef={searchButtonRef} loadDialog={loadDialogs} />;
}

/**
 * Ends the server's popups when the reader takes a break in place: only when the offers go from shown to hidden (a
 * page rendered on a break has none), and its code is fetched then, not with the app.
 */
function useStopPopupsOnBreak() {
  const offersShown = useOfferPolicyStore((s) => s.policy.shown);
  const wasShown = useRef(offersShown);
  useEffect(() => {
    if (wasShown.current && !offersShown) void import('../features/popups/stop-popups.ts').then(({ stopPopups }) => stopPopups());
    wasShown.current = offersShown;
  }, [offersShown]);
}

/** The layout with the shell's own site-wide feature plugged in: the search overlay. */
export function ShellLayout() {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const openSearch = useSearchStore((s) => s.open);
  useStopPopupsOnBreak();
  return (
    <Layout
      // Until the app runs, the search button opens the search form natively; what the reader typed there stays there.
      onSearch={openSearch}
      searchButtonRef={searchButtonRef}
      searchForm={<EarlySearchForm />}
      overlays={<SiteDialogs searchButtonRef={searchButtonRef} />}
    />
  );
}
