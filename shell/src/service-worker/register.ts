/**
 * Registers the service worker once the page is in use and idle, after its first load has had the network and the
 * main thread to itself: a first visit's page does not wait for it, and the caches fill in the background. Small on
 * purpose (it ships in the shell's entry); the notice of a new version loads only when one is ready.
 */
import { webApp } from 'shared-data';

function announce(worker: ServiceWorker): void {
  // Only for a page a worker already controls: the first install has nothing to replace.
  if (!navigator.serviceWorker.controller) return;
  void import('./update-notice.ts').then(({ showUpdateNotice }) => showUpdateNotice(worker));
}

function whenInstalled(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') announce(worker);
  });
}

function watchForNewVersion(registration: ServiceWorkerRegistration | undefined): void {
  // A browser driven by a test may answer with no registration at all.
  if (!registration) return;
  // The browser looks for a new worker on every navigation, before the page registers: one may be waiting already,
  // or be installing, its 'updatefound' gone by.
  if (registration.waiting) announce(registration.waiting);
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
}

/** What a reader does that says they are using the page: the worker's downloads may start then. */
const ACTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Without any act, the worker is registered this long after the load. */
const QUIET_MS = 10_000;

/**
 * Registers the worker in the idle time after the reader first acts on the page, or `QUIET_MS` after its load. Its
 * install downloads the calculators' pages and code (some 45 files): started at the first idle moment, they would
 * compete with the page's own late requests and sit inside the trace Lighthouse measures the first load by, which
 * ends once the network and the main thread have been quiet for a moment after the load.
 */
export function registerWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  let started = false;
  const register = () => {
    navigator.serviceWorker.register(webApp.worker, { scope: '/' }).then(watchForNewVersion, (error: unknown) => {
      // A browser that refuses workers (private mode, a policy) keeps the site as it is online.
      console.warn('SafeBet: çevrimdışı çalışma etkinleştirilemedi', error);
    });
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of ACTS) window.removeEventListener(type, start, true);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 500);
  };
  for (const type of ACTS) window.addEventListener(type, start, { capture: true, passive: true, once: true });
  const afterLoad = () => setTimeout(start, QUIET_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
