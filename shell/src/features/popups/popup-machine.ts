/**
 * The promotional popup sequence as a pure state machine: channel invite, then the top casino, then a
 * carousel of further bonus entries; closing the carousel marks the sequence as seen for the browser session.
 */

export type PopupName = 'channelInvite' | 'topCasino' | 'carousel';

export interface PopupState {
  /** The popup on screen; the sequence shows one at a time. */
  openPopup: PopupName | null;
  /** The carousel entry on screen (0-based). */
  carouselIndex: number;
  /** Set once the carousel is closed; persisted for the session so the sequence does not return. */
  hasSeenPopupSequence: boolean;
}

export type PopupEvent =
  /** The delay after the first page load has passed. */
  | { type: 'delayElapsed' }
  | { type: 'channelInviteClosed' }
  | { type: 'channelJoinClicked' }
  | { type: 'topCasinoClosed'; carouselSize: number }
  | { type: 'carouselStepped'; step: 1 | -1; carouselSize: number }
  | { type: 'carouselClosed' }
  /** The popups could not be shown (their code or the bonus list failed to load): stop for this page, try again on the next load. */
  | { type: 'aborted' };

export const initialPopupState: PopupState = {
  openPopup: null,
  carouselIndex: 0,
  hasSeenPopupSequence: false,
};

const finished = (state: PopupState): PopupState => ({ ...state, openPopup: null, carouselIndex: 0, hasSeenPopupSequence: true });

/** The next state; an event that does not apply to the current state leaves it unchanged (the same object). */
export function popupReducer(state: PopupState, event: PopupEvent): PopupState {
  switch (event.type) {
    case 'delayElapsed':
      if (state.hasSeenPopupSequence || state.openPopup !== null) return state;
      return { ...state, openPopup: 'channelInvite', carouselIndex: 0 };
    case 'channelInviteClosed':
    case 'channelJoinClicked':
      if (state.openPopup !== 'channelInvite') return state;
      return { ...state, openPopup: 'topCasino' };
    case 'topCasinoClosed':
      if (state.openPopup !== 'topCasino') return state;
      // An empty carousel closes at once, which ends the sequence.
      if (event.carouselSize <= 0) return finished(state);
      return { ...state, openPopup: 'carousel', carouselIndex: 0 };
    case 'carouselStepped': {
      if (state.openPopup !== 'carousel' || event.carouselSize <= 0) return state;
      const size = event.carouselSize;
      return { ...state, carouselIndex: (((state.carouselIndex + event.step) % size) + size) % size };
    }
    case 'carouselClosed':
      if (state.openPopup !== 'carousel') return state;
      return finished(state);
    case 'aborted':
      if (state.openPopup === null) return state;
      return { ...state, openPopup: null, carouselIndex: 0 };
  }
}

/** Time from the first page load to the first popup. */
export const POPUP_DELAY_MS = 2000;

/** The element after the app's root that holds the popups, as the server renders them (popup-markup.tsx). */
export const POPUPS_ID = 'safebet-popups';

/**
 * Session-storage key of the popup sequence, in the shape zustand's `persist` wrote it when the app drove the
 * popups (e2e/fixtures.ts writes it to skip them): `{ state: { hasSeenPopupSequence }, version: 0 }`.
 */
export const POPUP_STORAGE_KEY = 'safebet-popups';

/** Asked of the popups by the app when the offers are hidden in place (a break): close and stop for this page. */
export const POPUPS_STOP_EVENT = 'safebet:popups-stop';
