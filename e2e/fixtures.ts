/**
 * The suite's `test` and `expect`. Every page starts with the popup sequence marked as seen for its session, so
 * journeys that are not about the popups are never interrupted by them (tests/popups.spec.ts uses Playwright's
 * own `test` to see them).
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Runs in the page: true once React has hydrated the layout (React marks every element it owns with a
 * `__reactFiber$…` property) and every remote part of the page that hydrates: an interactive part's first element; a
 * static part (`data-first-load="static"`) keeps the server's HTML, so only its wrapper becomes React's, and so does a
 * part whose code loads when it is used (`data-first-load="when-used"`) until the reader acts on it. Until then the
 * server's HTML is on screen, links and forms work, but the enhanced controls do nothing yet.
 */
function isHydrated(): boolean {
  const owned = (element: Element | null | undefined) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const root = document.getElementById('root');
  if (!owned(root?.querySelector('header') ?? root?.firstElementChild)) return false;
  return [...(root?.querySelectorAll('[data-remote-page]') ?? [])].every((part) =>
    ['static', 'when-used'].includes(part.getAttribute('data-first-load') ?? '') ? owned(part) : !part.firstElementChild || owned(part.firstElementChild),
  );
}

/**
 * Waits until the page in view is hydrated. The app starts at the reader's first act on a page, or 2 s after its load
 * (shell/public/boot-watch.js): the pointer moving over the page is that act here, as a reader's hand would be, and
 * it clicks and types nothing. Twice, at two points, so that it is a move wherever the pointer was.
 */
export async function whenHydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
  await page.waitForFunction(isHydrated, undefined, { timeout: 40_000 });
}

/**
 * Waits until the site's service worker controls the page. It becomes active only once its install has cached the
 * calculators, and takes the page over (the controller) as it activates.
 */
export async function whenWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 40_000 });
}

/** What shell/src/features/popups/popup-store.ts persists in session storage (zustand `persist`, version 0). */
export const POPUP_STORAGE_KEY = 'safebet-popups';
export const SEEN_POPUP_STATE = { state: { hasSeenPopupSequence: true }, version: 0 } as const;

/**
 * What a journey's context starts with, and the interaction bench's: the popup sequence marked as seen, and, with
 * `blockWorker`, the site's worker kept from registering, quietly: Playwright's own block warns in the console, which
 * journeys count as a problem, whenever the site registers its worker.
 */
export async function prepareContext(context: BrowserContext, blockWorker: boolean) {
  if (blockWorker) {
    await context.addInitScript(() => {
      if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = () => new Promise<ServiceWorkerRegistration>(() => {});
    });
  }
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
}

export const test = base.extend({
  // On the context, so that tabs the page opens are covered too. The site's worker is blocked for every journey but
  // the offline one (playwright.config.ts).
  context: async ({ context, serviceWorkers }, use) => {
    await prepareContext(context, serviceWorkers === 'block');
    await use(context);
  },
  // A journey opens a page the way a reader does and goes on once the page responds to it.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Without JavaScript the server's page is all there is; a journey that goes on at 'commit' means to act
      // before the scripts have run.
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await whenHydrated(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false) await whenHydrated(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Holds scripts back (every one, or those `pattern` names), as a slow phone connection does, until the returned
 * function is called (30 s at most, so that a test that fails early leaves nothing hanging).
 */
export async function holdScripts(page: Page, pattern: string | RegExp = '**/*.js') {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 30_000);
  });
  await page.route(pattern, async (route) => {
    await released;
    // The page may have moved on (or closed) while the script was held.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The app marks <html> once its code runs (shell/src/bootstrap.tsx). */
export const appStarted = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'started');

export { expect };
export type { Page };
