/**
 * The installable web app's addresses, named once for the shell's build (which writes the files), its server (which
 * serves the service worker and lists what it keeps) and the worker's registration.
 */
export const webApp = {
  manifest: '/manifest.webmanifest',
  /** The Turkish page the service worker shows for a page it cannot fetch and never stored. */
  offlinePage: '/cevrimdisi.html',
  /** At the root, so that the worker's scope is the whole site. */
  worker: '/sw.js',
  iconSizes: [192, 512] as const,
  icon: (size: number) => `/icons/icon-${size}.png`,
};
