/**
 * What the server tells the service worker about the deploy it serves, written at the top of `/sw.js`. Any change
 * of the deploy (the shell, `remotes.json`, a remote's manifest) changes these bytes, which is how the browser
 * learns that a new worker, with caches of its own, is due.
 */
export interface WorkerDeploy {
  /** A hash of the deploy: the caches' names end with it. */
  version: string;
  /** Site paths fetched into the cache at install: the pages below, the offline page, the code they run. */
  precache: string[];
  /** Pages that open offline whatever their query: their script computes from the URL (the calculators). */
  offlinePages: string[];
  /** The Turkish page shown for a page that cannot be fetched and was never stored. */
  offlinePage: string;
  /** Path prefixes the worker never answers nor stores (redirects that count clicks, the admin and its API). */
  never: string[];
}

/** The message a page sends a waiting worker when the reader asks for the new version. */
export const SKIP_WAITING = 'safebet:skip-waiting';
