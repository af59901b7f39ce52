/**
 * Registers the service worker once the page is in use and idle, after its first load has had the network and the
 * main thread to itself: a first visit's page does not wait for it, and the caches fill in the background. Small on
 * purpose (it ships in the shell's entry); the notice of a new version loads only when one is ready.
 */
import { webApp } from 'shared-data';
import { afterFirstLoad } from '../lib/after-first-load.ts';

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

/**
 * Registers the worker after the first load (`afterFirstLoad`: the idle time after the reader's first act, or 10 s
 * after the load). Its install downloads the calculators' pages and code (some 45 files): started at the first idle
 * moment, they would compete with the page's own late requests and sit inside the trace Lighthouse measures the
 * first load by.
 */
export function registerWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  afterFirstLoad(() => {
    navigator.serviceWorker.register(webApp.worker, { scope: '/' }).then(watchForNewVersion, (error: unknown) => {
      // A browser that refuses workers (private mode, a policy) keeps the site as it is online.
      console.warn('SafeBet: çevrimdışı çalışma etkinleştirilemedi', error);
    });
  });
}
