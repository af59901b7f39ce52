/**
 * The suite's `test` and `expect`. Every page starts with the popup sequence marked as seen for its session, so
 * journeys that are not about the popups are never interrupted by them (tests/popups.spec.ts uses Playwright's
 * own `test` to see them).
 */
import { test as base, expect } from '@playwright/test';

/** What shell/src/features/popups/popup-store.ts persists in session storage (zustand `persist`, version 0). */
export const POPUP_STORAGE_KEY = 'safebet-popups';
export const SEEN_POPUP_STATE = { state: { hasSeenPopupSequence: true }, version: 0 } as const;

export const test = base.extend({
  // On the context, so that tabs the page opens are covered too.
  context: async ({ context }, use) => {
    await context.addInitScript(
      ([key, value]) => {
        try {
          window.sessionStorage.setItem(key, value);
        } catch {
          // about:blank and other opaque origins have no storage; the site itself is not affected.
        }
      },
      [POPUP_STORAGE_KEY, JSON.stringify(SEEN_POPUP_STATE)] as const,
    );
    await use(context);
  },
});

export { expect };
export type { Page } from '@playwright/test';
