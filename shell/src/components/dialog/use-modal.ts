import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements a Tab press can reach inside `container`, in document order. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/** Open modals, the topmost last: only the topmost one reacts to keys and focus. */
const openModals: HTMLElement[] = [];

let scrollLocks = 0;
let savedBodyStyle = { overflow: '', paddingRight: '' };

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keeps the page from shifting sideways when its scrollbar disappears.
  const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
}

/** Makes everything beside the modal's root inert (no focus, no clicks, hidden from assistive technology). */
function makeOthersInert(root: HTMLElement): () => void {
  const changed = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== root && !el.hasAttribute('inert'),
  );
  changed.forEach((el) => el.setAttribute('inert', ''));
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

/**
 * Shows `dialog` as a modal: the browser's top layer and inert page where `showModal` exists; elsewhere (jsdom) it is
 * opened as it is and the page beside it made inert by hand. Returns what undoes it.
 */
function showModal(dialog: HTMLDialogElement): () => void {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }
  dialog.setAttribute('open', '');
  return makeOthersInert(dialog);
}

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
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const isTopmost = () => openModals.at(-1) === panel;

    openModals.push(panel);
    lockScroll();
    const restoreOthers = showModal(root);
    focusTarget()?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the browser's own UI, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTopmost() && event.target instanceof Node && !root.contains(event.target)) {
        (focusableIn(panel)[0] ?? root).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openModals.splice(openModals.indexOf(panel), 1);
      restoreOthers();
      unlockScroll();
      const target = returnTarget() ?? previouslyFocused;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [rootRef, panelRef]);
}
