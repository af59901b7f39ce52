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
  /** The tab's icon, linked from every page: 16 or 32 CSS pixels there, so 32 is sharp on a 2x screen at 16. */
  pageIconSize: 32,
  pageIcon: '/icons/icon-32.png',
};
