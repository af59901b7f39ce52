import { useEffect } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { whenAppShown } from '../prerender/ready.ts';
import { usePopupStore } from './popup-store.ts';

/** Time from the first page load to the first popup (SPEC §9). */
export const POPUP_DELAY_MS = 2000;

const loadPopupDialogs = () => import('./popup-dialogs.tsx');

interface PopupSequenceProps {
  /** False where no popups may start (the prerenderer's visit). */
  enabled: boolean;
  /** While true (the search overlay is open) a due popup waits instead of covering it. */
  paused: boolean;
}

/**
 * Starts the popup sequence 2000 ms after the live layout first appears, unless it was already seen in this browser
 * session. The popups' code and the bonus list load only when the first popup is due.
 */
export function PopupSequence({ enabled, paused }: PopupSequenceProps) {
  const openPopup = usePopupStore((s) => s.openPopup);
  const dispatch = usePopupStore((s) => s.dispatch);
  useEffect(() => {
    if (!enabled || usePopupStore.getState().hasSeenPopupSequence) return;
    // Counted from when the reader sees the live page: a popup due while the app still renders out of sight behind
    // the saved page would open where nobody can see it or move focus into it.
    let timer: number | undefined;
    const cancel = whenAppShown(() => {
      timer = window.setTimeout(() => dispatch({ type: 'delayElapsed' }), POPUP_DELAY_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, [enabled, dispatch]);
  const dialogs = useLazyModule(loadPopupDialogs, openPopup !== null, (error) => {
    console.error('Açılır pencereler yüklenemedi:', error);
    dispatch({ type: 'aborted' });
  });
  if (paused || openPopup === null || !dialogs) return null;
  return <dialogs.PopupDialogs openPopup={openPopup} />;
}
