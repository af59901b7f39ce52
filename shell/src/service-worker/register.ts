/**
 * Registers the service worker once the page is idle, after its first load has had the network and the main thread
 * to itself: a first visit's page does not wait for it, and the caches fill in the background. Small on purpose (it
 * ships in the shell's entry); the notice of a new version loads only when one is ready.
 */
import { webApp } from 'shared-data';

function announce(worker: ServiceWorker): void {
  // Only for a page a worker already controls: the first install has nothing to replace.
  if (!navigator.serviceWorker.controller) return;
  void import('./update-notice.ts').then(({ showUpdateNotice }) => showUpdateNotice(worker));
}

function watchForNewVersion(registration: ServiceWorkerRegistration | undefined): void {
  // A browser driven by a test may answer with no registration at all.
  if (!registration) return;
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
}

export function registerWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(webApp.worker, { scope: '/' }).then(watchForNewVersion, (error: unknown) => {
      // A browser that refuses workers (private mode, a policy) keeps the site as it is online.
      console.warn('SafeBet: çevrimdışı çalışma etkinleştirilemedi', error);
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
