import { useRef, useState, useSyncExternalStore } from 'react';
import { Layout } from '../features/layout/layout.tsx';
import { PopupSequence } from '../features/popups/popup-sequence.tsx';
import { usePopupStore } from '../features/popups/popup-store.ts';
import { SearchForm, SearchOverlay } from '../features/search/search-overlay.tsx';
import { useSearchStore } from '../features/search/search-store.ts';
import { useSearchShortcut } from '../features/search/use-search-shortcut.ts';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates its HTML (so the markup matches), true from the render right after:
 * the moment the header's native controls give way to the app's.
 */
const useRunning = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** The layout with the shell's own site-wide features plugged in: the search overlay and the popup sequence. */
export function ShellLayout() {
  const running = useRunning();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchOpen = useSearchStore((s) => s.isOpen);
  const openSearch = useSearchStore((s) => s.open);
  const popupOpen = usePopupStore((s) => s.openPopup !== null);
  // The header's search form, which may have been opened (and typed in) before the app ran.
  const [searchFormOpen, setSearchFormOpen] = useState(false);
  // One modal at a time: the shortcut waits while a popup is up, and a due popup waits while a search is open (a
  // popup's modal dialog would close the search form, and what the reader typed with it).
  useSearchShortcut(openSearch, !searchOpen && !popupOpen);
  return (
    <Layout
      // Until then the search button opens the search form natively; what the reader typed there stays there.
      onSearch={running ? openSearch : undefined}
      searchButtonRef={searchButtonRef}
      searchForm={<SearchForm autoFocus={!running} />}
      onSearchFormOpenChange={setSearchFormOpen}
      overlays={
        <>
          <SearchOverlay returnFocusRef={searchButtonRef} />
          <PopupSequence paused={searchOpen || searchFormOpen} />
        </>
      }
    />
  );
}
