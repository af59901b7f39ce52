import { useEffect, useEffectEvent } from 'react';

/** True when a key press is text entry (a field, an editor), where '/' must stay a character. */
function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** Ctrl+K or Cmd+K anywhere; '/' when not typing. AltGr (Ctrl+Alt on Windows) may be needed to type '/'. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  const plainOrAltGr = !event.metaKey && (!event.ctrlKey || event.altKey);
  return event.key === '/' && plainOrAltGr && !isTextEntry(event.target);
}

/**
 * Opens the search from the keyboard, as readers expect from other sites; not while another modal dialog is open (a
 * popup, which the server rendered and the app does not hold in its state).
 */
export function useSearchShortcut(open: () => void, enabled: boolean) {
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
