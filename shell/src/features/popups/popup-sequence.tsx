import { useEffect } from 'react';
import { useOfferPolicy } from 'shared-data/react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import type { PopupDialogs } from './popup-dialogs.tsx';
import { usePopupStore } from './popup-store.ts';

/** Time from the first page load to the first popup. */
export const POPUP_DELAY_MS = 2000;

/**
 * What is left of the delay: it counts from the page's load, which public/boot-watch.js notes on <html> by the page's
 * own clock, since the app itself may start some time after it (at the reader's first act, or as the popup is due).
 * Without that note (a page the boot watch did not start), the whole delay from now.
 */
export function popupDelayLeft(now = Date.now()): number {
  const loadedAt = Number(document.documentElement.dataset.loadedAt);
  if (!Number.isFinite(loadedAt) || loadedAt <= 0) return POPUP_DELAY_MS;
  return Math.min(POPUP_DELAY_MS, Math.max(0, loadedAt + POPUP_DELAY_MS - now));
}

interface PopupSequenceProps {
  /** While true (the search overlay is open) a due popup waits instead of covering it. */
  paused: boolean;
  /** Loads the popups' code (a chunk of its own, shared with the search's dialog); a stable function. */
  loadDialogs: () => Promise<{ PopupDialogs: typeof PopupDialogs }>;
}

/**
 * Starts the popup sequence 2000 ms after the page's load (or as the app starts, if that is later), unless it was already seen
 * in this browser session. The popups' code and the bonus list load only when the first popup is due.
 *
 * Never while the offers are hidden (a reader on a break): no popup is scheduled, and one on screen when the reader
 * takes a break in place closes (stopped for this page, as a failed load is, not marked as seen).
 */
export function PopupSequence({ paused, loadDialogs }: PopupSequenceProps) {
  const openPopup = usePopupStore((s) => s.openPopup);
  const dispatch = usePopupStore((s) => s.dispatch);
  const { shown } = useOfferPolicy();
  useEffect(() => {
    if (!shown || usePopupStore.getState().hasSeenPopupSequence) return;
    const timer = window.setTimeout(() => dispatch({ type: 'delayElapsed' }), popupDelayLeft());
    return () => window.clearTimeout(timer);
  }, [dispatch, shown]);
  useEffect(() => {
    if (!shown && openPopup !== null) dispatch({ type: 'aborted' });
  }, [dispatch, shown, openPopup]);
  const dialogs = useLazyModule(loadDialogs, shown && openPopup !== null, (error) => {
    console.error('Açılır pencereler yüklenemedi:', error);
    dispatch({ type: 'aborted' });
  });
  if (!shown || paused || openPopup === null || !dialogs) return null;
  return <dialogs.PopupDialogs openPopup={openPopup} />;
}
