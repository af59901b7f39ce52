import { useRef, type RefObject } from 'react';
import { Layout } from '../features/layout/layout.tsx';
import { PopupSequence } from '../features/popups/popup-sequence.tsx';
import { usePopupStore } from '../features/popups/popup-store.ts';
import { SearchForm, SearchOverlay } from '../features/search/search-overlay.tsx';
import { useSearchStore } from '../features/search/search-store.ts';
import { useSearchShortcut } from '../features/search/use-search-shortcut.ts';
import { useRunning } from '../lib/use-running.ts';

/** The site's dialogs, one chunk for the search's and the popups' (dialogs.ts). */
const loadDialogs = () => import('./dialogs.ts');

/** The header's search form: focused by the browser as its popover opens until the app runs (then it is the overlay). */
function EarlySearchForm() {
  return <SearchForm autoFocus={!useRunning()} />;
}

/**
 * The search overlay and the popup sequence. They follow the dialogs' state apart from the layout: when the layout
 * followed it, opening the search re-rendered the whole header and footer in the tap's paint (35 ms at 4x CPU
 * throttling, of a 250 ms INP).
 */
function SiteDialogs({ searchButtonRef }: { searchButtonRef: RefObject<HTMLButtonElement | null> }) {
  const searchOpen = useSearchStore((s) => s.isOpen);
  const openSearch = useSearchStore((s) => s.open);
  // The header's search form may have been opened (and typed in) before the app ran.
  const searchFormOpen = useSearchStore((s) => s.formOpen);
  const popupOpen = usePopupStore((s) => s.openPopup !== null);
  // One modal at a time: the shortcut waits while a popup is up, and a due popup waits while a search is open (a
  // popup's modal dialog would close the search form, and what the reader typed with it).
  useSearchShortcut(openSearch, !searchOpen && !popupOpen);
  return (
    <>
      <SearchOverlay returnFocusRef={searchButtonRef} loadDialog={loadDialogs} />
      <PopupSequence paused={searchOpen || searchFormOpen} loadDialogs={loadDialogs} />
    </>
  );
}

/** The layout with the shell's own site-wide features plugged in: the search overlay and the popup sequence. */
export function ShellLayout() {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const openSearch = useSearchStore((s) => s.open);
  const setSearchFormOpen = useSearchStore((s) => s.setFormOpen);
  return (
    <Layout
      // Until the app runs, the search button opens the search form natively; what the reader typed there stays there.
      onSearch={openSearch}
      searchButtonRef={searchButtonRef}
      searchForm={<EarlySearchForm />}
      onSearchFormOpenChange={setSearchFormOpen}
      overlays={<SiteDialogs searchButtonRef={searchButtonRef} />}
    />
  );
}
