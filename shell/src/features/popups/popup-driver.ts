/**
 * Opens the popups the server rendered (popup-markup.tsx) without the app: public/boot-watch.js imports this chunk
 * of its own 2000 ms after the load, so a first visit's popups need neither React nor the app's start, which waits
 * for the reader's first act. The sequence is the state machine's (popup-machine.ts); each popup is a native modal
 * dialog with the shell's modal behaviour (components/dialog/modal.ts).
 */
import { openModal } from '../../components/dialog/modal.ts';
import {
  initialPopupState,
  POPUP_DELAY_MS,
  POPUP_STORAGE_KEY,
  POPUPS_ID,
  POPUPS_STOP_EVENT,
  popupReducer,
  type PopupEvent,
  type PopupName,
  type PopupState,
} from './popup-machine.ts';

/** How often a due popup looks again whether another dialog or popover (the search, the menu) has closed. */
const WAIT_MS = 250;

/**
 * What is left of the delay: it counts from the page's load, which public/boot-watch.js notes on <html> by the page's
 * own clock. Without that note (a page the boot watch did not start), the whole delay from now.
 */
export function popupDelayLeft(now = Date.now()): number {
  const loadedAt = Number(document.documentElement.dataset.loadedAt);
  if (!Number.isFinite(loadedAt) || loadedAt <= 0) return POPUP_DELAY_MS;
  return Math.min(POPUP_DELAY_MS, Math.max(0, loadedAt + POPUP_DELAY_MS - now));
}

function seenInThisSession(): boolean {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(POPUP_STORAGE_KEY) ?? 'null');
    return (stored as { state?: { hasSeenPopupSequence?: unknown } } | null)?.state?.hasSeenPopupSequence === true;
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    window.sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ state: { hasSeenPopupSequence: true }, version: 0 }));
  } catch {
    // Storage refused: the sequence may show again on the next page, which is all that is lost.
  }
}

/** Another modal dialog or an open popover (the search, the menu): a popup's modal would cover or close it. */
const somethingElseOpen = () => document.querySelector(`dialog[open]:not([data-popup]), [popover]:popover-open`) !== null;

/** The event that closing `name` is, for the state machine. */
function closedEvent(name: PopupName, carouselSize: number): PopupEvent {
  if (name === 'channelInvite') return { type: 'channelInviteClosed' };
  if (name === 'topCasino') return { type: 'topCasinoClosed', carouselSize };
  return { type: 'carouselClosed' };
}

/**
 * Runs the sequence on this page, if the server rendered the popups and the sequence was not seen in this browser
 * session; returns what stops it (the app asks for that with POPUPS_STOP_EVENT as well).
 */
export function startPopups(): () => void {
  const region = document.getElementById(POPUPS_ID);
  if (!region || seenInThisSession()) return () => {};
  const dialogOf = (name: PopupName) => region.querySelector<HTMLDialogElement>(`dialog[data-popup="${name}"]`);
  const slides = [...region.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const position = region.querySelector<HTMLElement>('[data-carousel-position]');
  let state: PopupState = initialPopupState;
  let shown: { name: PopupName; close: () => void } | null = null;
  // Where focus goes back to once the sequence is over: where it was as the first popup opened, not a popup's button.
  let returnTo: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function show() {
    if (shown && shown.name === state.openPopup) return;
    shown?.close();
    shown = null;
    const name = state.openPopup;
    if (name === null) return;
    const root = dialogOf(name);
    const panel = root?.firstElementChild;
    // No such popup (no bonus entry for it): it counts as closed at once, as an empty carousel does.
    if (!root || !(panel instanceof HTMLElement)) return dispatch(closedEvent(name, 0));
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-affiliate-page-key]')) {
      // The page under the popup, should the reader have moved on in the app since the server wrote the link.
      const url = new URL(link.href);
      url.searchParams.set(link.dataset.affiliatePageKey ?? '', location.pathname);
      link.href = `${url.pathname}${url.search}`;
    }
    const closeModal = openModal({ root, panel, onClose: () => dispatch(closedEvent(name, slides.length)), returnTarget: () => returnTo });
    shown = { name, close: closeModal };
  }

  function stepTo(index: number) {
    slides.forEach((slide, i) => (slide.hidden = i !== index));
    if (position) position.textContent = `${index + 1} / ${slides.length}`;
  }

  function dispatch(event: PopupEvent) {
    const next = popupReducer(state, event);
    if (next === state) return;
    state = next;
    if (state.hasSeenPopupSequence) markSeen();
    stepTo(state.carouselIndex);
    show();
  }

  // One set of listeners for the three popups.
  let pressStartedOnBackdrop = false;
  const onPointerDown = (event: PointerEvent) => {
    pressStartedOnBackdrop = event.target instanceof HTMLDialogElement;
  };
  const onClick = (event: MouseEvent) => {
    const name = state.openPopup;
    if (!name || !(event.target instanceof Element)) return;
    const target = event.target;
    if (target.closest('[data-dialog-close]')) return dispatch(closedEvent(name, slides.length));
    if (target.closest('[data-popup-join]')) return dispatch({ type: 'channelJoinClicked' });
    const step = target.closest<HTMLElement>('[data-carousel-step]');
    if (step) return dispatch({ type: 'carouselStepped', step: step.dataset.carouselStep === '-1' ? -1 : 1, carouselSize: slides.length });
    // A click on the backdrop (the dialog itself, outside its panel) closes, unless the press began inside the panel.
    if (target instanceof HTMLDialogElement && pressStartedOnBackdrop) dispatch(closedEvent(name, slides.length));
  };
  // A close request that is not a handled Escape press (a phone's back gesture) closes through the sequence.
  const onCancel = (event: Event) => {
    event.preventDefault();
    const name = state.openPopup;
    if (name) dispatch(closedEvent(name, slides.length));
  };
  region.addEventListener('pointerdown', onPointerDown);
  region.addEventListener('click', onClick);
  region.addEventListener('cancel', onCancel, true);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    region?.removeEventListener('pointerdown', onPointerDown);
    region?.removeEventListener('click', onClick);
    region?.removeEventListener('cancel', onCancel, true);
    window.removeEventListener(POPUPS_STOP_EVENT, stop);
    shown?.close();
    shown = null;
  }
  window.addEventListener(POPUPS_STOP_EVENT, stop);

  function whenDue() {
    if (stopped) return;
    if (somethingElseOpen()) {
      timer = setTimeout(whenDue, WAIT_MS);
      return;
    }
    const active = document.activeElement;
    returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    dispatch({ type: 'delayElapsed' });
  }
  // Imported as the popup is due, it opens in the same task: a clock that stands still (a test's) holds nothing back.
  const left = popupDelayLeft();
  if (left === 0) whenDue();
  else timer = setTimeout(whenDue, left);
  return stop;
}
