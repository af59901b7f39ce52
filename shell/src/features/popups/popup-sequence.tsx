import { useEffect } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import type { PopupDialogs } from './popup-dialogs.tsx';
import { usePopupStore } from './popup-store.ts';

/** Time from the first page load to the first popup. */
export const POPUP_DELAY_MS = 2000;

interface PopupSequenceProps {
  /** While true (the search overlay is open) a due popup waits instead of covering it. */
  paused: boolean;
  /** Loads the popups' code (a chunk of its own, shared with the search's dialog); a stable function. */
  loadDialogs: () => Promise<{ PopupDialogs: typeof PopupDialogs }>;
}

/**
 * Starts the popup sequence 2000 ms after the app is running in the browser (hydrated), unless it was already seen
 * in this browser session. The popups' code and the bonus list load only when the first popup is due.
 */
export function PopupSequence({ paused, loadDialogs }: PopupSequenceProps) {
  const openPopup = usePopupStore((s) => s.openPopup);
  const dispatch = usePopupStore((s) => s.dispatch);
  useEffect(() => {
    if (usePopupStore.getState().hasSeenPopupSequence) return;
    const timer = window.setTimeout(() => dispatch({ type: 'delayElapsed' }), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch]);
  const dialogs = useLazyModule(loadDialogs, openPopup !== null, (error) => {
    console.error('Açılır pencereler yüklenemedi:', error);
    dispatch({ type: 'aborted' });
  });
  if (paused || openPopup === null || !dialogs) return null;
  return <dialogs.PopupDialogs openPopup={openPopup} />;
}
