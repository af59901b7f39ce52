import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { openModal } from './modal.ts';

interface ModalOptions {
  /** The <dialog> portalled into <body>: the backdrop, with the panel inside; named, and focused by default. */
  rootRef: RefObject<HTMLDialogElement | null>;
  /** The panel inside it: Tab goes round its controls. */
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The behaviour of a modal dialog while it is mounted: focus moved in and kept inside (Tab wraps), Escape closes,
 * the page behind is inert and does not scroll, and focus goes back where it came from when it closes.
 */
export function useModal({ rootRef, panelRef, onClose, initialFocusRef, returnFocusRef }: ModalOptions) {
  const close = useEffectEvent(onClose);
  const focusTarget = useEffectEvent(() => initialFocusRef?.current ?? rootRef.current);
  const returnTarget = useEffectEvent(() => returnFocusRef?.current ?? null);

  // A layout effect: focus, inertness and the Escape key are in place before the dialog is first painted, so a key
  // pressed the moment it appears is not lost.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    return openModal({ root, panel, onClose: close, focusTarget, returnTarget });
  }, [rootRef, panelRef]);
}
