import type { ComponentType } from 'react';
import { defaultRemoteUrls, remoteNames, type RemoteKey } from 'shared-data';

type RemoteUrls = Record<RemoteKey, string>;

let remoteUrlsPromise: Promise<RemoteUrls> | null = null;
const registered = new Set<RemoteKey>();

/** The remote manifests' URLs, read once at run time from the shell's `remotes.json`. */
function remoteUrls(): Promise<RemoteUrls> {
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
