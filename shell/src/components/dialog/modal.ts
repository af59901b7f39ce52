/**
 * A modal dialog's behaviour on the DOM alone, for the shell's React dialog (use-modal.ts) and for the popups, which
 * the server renders and a small script opens without the app (features/popups/popup-driver.ts).
 */
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
function showAsModal(dialog: HTMLDialogElement): () => void {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }
  dialog.setAttribute('open', '');
  const restoreOthers = makeOthersInert(dialog);
  return () => {
    restoreOthers();
    dialog.removeAttribute('open');
  };
}

export interface ModalParts {
  /** The <dialog>: the backdrop, with the panel inside; named, and focused by default. */
  root: HTMLDialogElement;
  /** The panel inside it: Tab goes round its controls. */
  panel: HTMLElement;
  /** Asked for by Escape (the dialog stays open until the caller closes it). */
  onClose: () => void;
  /** Focused as it opens; by default the dialog itself. */
  focusTarget?: () => HTMLElement | null | undefined;
  /** Focused as it closes; by default whatever had focus before it opened. */
  returnTarget?: () => HTMLElement | null | undefined;
}

/**
 * Opens `root` as a modal: focus moved in and kept inside (Tab wraps), Escape asks to close, the page behind is inert
 * and does not scroll. Returns what closes it and gives focus back where it came from.
 */
export function openModal({ root, panel, onClose, focusTarget = () => null, returnTarget = () => null }: ModalParts): () => void {
  const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const isTopmost = () => openModals.at(-1) === panel;

  openModals.push(panel);
  lockScroll();
  const restoreOthers = showAsModal(root);
  (focusTarget() ?? root).focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTopmost() || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
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
}
