import { useRef } from 'react';
import { Layout } from '../features/layout/layout.tsx';
import { PopupSequence } from '../features/popups/popup-sequence.tsx';
import { usePopupStore } from '../features/popups/popup-store.ts';
import { SearchOverlay } from '../features/search/search-overlay.tsx';
import { useSearchStore } from '../features/search/search-store.ts';
import { useSearchShortcut } from '../features/search/use-search-shortcut.ts';

/** The layout with the shell's own site-wide features plugged in: the search overlay and the popup sequence. */
export function ShellLayout() {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchOpen = useSearchStore((s) => s.isOpen);
  const openSearch = useSearchStore((s) => s.open);
  const popupOpen = usePopupStore((s) => s.openPopup !== null);
  // One modal at a time: the shortcut waits while a popup is up, and a due popup waits while the search is open.
  useSearchShortcut(openSearch, !searchOpen && !popupOpen);
  return (
    <Layout
      onSearch={openSearch}
      searchButtonRef={searchButtonRef}
      overlays={
        <>
          <SearchOverlay returnFocusRef={searchButtonRef} />
          <PopupSequence paused={searchOpen} />
        </>
      }
    />
  );
}
