import { createContext, type ComponentType } from 'react';
import { defaultRemoteUrls, remoteNames, type RemoteKey } from 'shared-data';
import { readPageData } from '../../app/page-data.ts';

type RemoteUrls = Record<RemoteKey, string>;

let remoteUrlsPromise: Promise<RemoteUrls> | null = null;
const registered = new Set<RemoteKey>();

/** The remote manifests' URLs, read once at run time from the shell's `remotes.json`. */
function remoteUrls(): Promise<RemoteUrls> {
  // A page the server rendered names them already.
  const given = readPageData(document)?.remotes;
  if (given) remoteUrlsPromise ??= Promise.resolve({ ...defaultRemoteUrls, ...given });
  remoteUrlsPromise ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      return { ...defaultRemoteUrls, ...((await response.json()) as Partial<RemoteUrls>) };
    })
    .catch((error: unknown) => {
      remoteUrlsPromise = null;
      throw error;
    });
  return remoteUrlsPromise;
}

/**
 * Loads an exposed module of a remote. Failures reject (the caller's error boundary shows them) and leave nothing
 * cached, so a retry starts afresh.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, exposed: string): Promise<T> {
  const [urls, runtime] = await Promise.all([remoteUrls(), import('@module-federation/runtime')]);
  const name = remoteNames[remote];
  if (!registered.has(remote)) {
    runtime.registerRemotes([{ name, entry: new URL(urls[remote], window.location.href).href }]);
    registered.add(remote);
  }
  const module = await runtime.loadRemote<T>(`${name}/${exposed}`);
  if (!module) throw new Error(`${name}/${exposed} could not be loaded`);
  return module;
}

export type PageModule = Record<string, ComponentType>;

/** Loads the exposed `module` of a remote; `attempt` counts the reader's retries, so a retry loads anew. */
export type RemoteModuleLoader = (remote: RemoteKey, module: string, attempt: number) => Promise<PageModule>;

const modulePromises = new Map<string, Promise<PageModule>>();

/**
 * The browser's loader: one promise per remote module and attempt, kept outside render so Suspense can wait on it.
 * A retry asks for a new attempt: a failed promise is never reused.
 */
export const browserRemoteModule: RemoteModuleLoader = (remote, module, attempt) => {
  const key = `${remote}/${module}#${attempt}`;
  let promise = modulePromises.get(key);
  if (!promise) {
    promise = loadRemoteModule<PageModule>(remote, module);
    modulePromises.set(key, promise);
  }
  return promise;
};

/** How remote pages are loaded: in the browser through the federation runtime, on the server from their server build. */
export const RemoteModuleContext = createContext<RemoteModuleLoader>(browserRemoteModule);
