import { POPUPS_ID, POPUPS_STOP_EVENT } from './popup-machine.ts';

/**
 * Ends the popups on this page once the offers are hidden in place (a break taken with scripts): they are the
 * server's, outside the app, so one on screen is closed by their own script (popup-driver.ts) and none opens any more.
 */
export function stopPopups(): void {
  window.dispatchEvent(new Event(POPUPS_STOP_EVENT));
  document.getElementById(POPUPS_ID)?.remove();
}
