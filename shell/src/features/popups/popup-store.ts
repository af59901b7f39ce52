import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { resilientStorage } from '../../lib/resilient-storage.ts';
import { initialPopupState, popupReducer, type PopupEvent, type PopupState } from './popup-machine.ts';

/** Session-storage key of the popup sequence; e2e/fixtures.ts writes it to skip the popups. */
export const POPUP_STORAGE_KEY = 'safebet-popups';

interface PopupStore extends PopupState {
  dispatch: (event: PopupEvent) => void;
}

/** The popup flags; only `hasSeenPopupSequence` is kept, in session storage. */
export const usePopupStore = create<PopupStore>()(
  persist(
    (set) => ({
      ...initialPopupState,
      dispatch: (event) => set((state) => popupReducer(state, event)),
    }),
    {
      name: POPUP_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => resilientStorage(() => window.sessionStorage, 'sessionStorage')),
      partialize: (state) => ({ hasSeenPopupSequence: state.hasSeenPopupSequence }),
    },
  ),
);
