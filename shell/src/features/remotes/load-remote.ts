import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createContext, type ComponentType } from 'react';
import { defaultRemoteUrls, remoteNames, type RemoteKey } from 'shared-data';
import { readPageData } from '../../app/page-data.ts';

type RemoteUrls = Record<RemoteKey, string>;

/** The versions of the shared singletons this page provides (from package.json, at build time). */
declare const __SHARED_VERSIONS__: Record<string, string> | undefined;
const providedVersions: Record<string, string> = typeof __SHARED_VERSIONS__ === 'object' ? __SHARED_VERSIONS__ : {};

interface ManifestShare {
  name?: string;
  requiredVersion?: unknown;
}

const remoteKeyOf = (federationName: string) => (Object.keys(remoteNames) as RemoteKey[]).find((key) => remoteNames[key] === federationName) ?? federationName;

/**
 * The remotes' contract, as a federation runtime plugin: every shared singleton a remote was built against must be
 * satisfied by the version this page provides (a remote built against shared-data 2.x is refused on a 1.x site).
 * It reads the manifest the runtime has just fetched, before the remote's entry loads, so an incompatible remote
 * shows the Turkish failure block instead of a TypeError.
 */
function sharedContract(satisfy: (version: string, range: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'safebet-shared-contract',
    loadRemoteSnapshot(args) {
      const shared = ((args.manifestJson as { shared?: ManifestShare[] } | undefined)?.shared ?? []);
      for (const { name, requiredVersion } of shared) {
        const provided = name ? providedVersions[name] : undefined;
        if (provided && typeof requiredVersion === 'string' && !satisfy(provided, requiredVersion)) {
          throw new Error(`the ${remoteKeyOf(args.moduleInfo.name)} remote needs ${name} ${requiredVersion}; this site provides ${provided}: refused`);
        }
      }
      return args;
    },
  };
}

let remoteUrlsPromise: Promise<RemoteUrls> | null = null;
const registered = new Set<RemoteKey>();
let contractRegistered = false;

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
 * Loads an exposed module of a remote. Failures reject (the caller's error boundary shows them). `fresh` first
 * drops what the federation runtime kept of the remote (its manifest, its entry and their failed loads), so a retry
 * really asks the server again.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, exposed: string, { fresh = false } = {}): Promise<T> {
  const [urls, runtime] = await Promise.all([remoteUrls(), import('@module-federation/runtime')]);
  const name = remoteNames[remote];
  const entry = new URL(urls[remote], window.location.href).href;
  if (!contractRegistered) {
    runtime.registerPlugins([sharedContract(runtime.satisfy)]);
    contractRegistered = true;
  }
  if (!registered.has(remote) || fresh) {
    runtime.registerRemotes([{ name, entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
  const module = await runtime.loadRemote<T>(`${name}/${exposed}`);
  if (!module) throw new Error(`${name}/${exposed} could not be loaded`);
  return module;
}

export type PageModule = Record<string, ComponentType>;

/**
 * Loads the exposed `module` of a remote. `attempt` names the reader's attempt (the page and the count of retries):
 * a failure is answered again while the attempt is the same, and a new attempt loads anew.
 */
export type RemoteModuleLoader = (remote: RemoteKey, module: string, attempt: string) => Promise<PageModule>;

interface ModuleLoad {
  promise: Promise<PageModule>;
  attempt: string;
  failed: boolean;
}

const moduleLoads = new Map<string, ModuleLoad>();

/**
 * The browser's loader: one promise per remote module, kept outside render so Suspense can wait on it. A loaded
 * module serves every later page; a failed one is kept only for its own attempt (React renders a failed page again
 * and must meet the same failure, not start a load each time), and the next attempt (another page, or "Tekrar
 * Dene") loads afresh.
 */
export const browserRemoteModule: RemoteModuleLoader = (remote, module, attempt) => {
  const key = `${remote}/${module}`;
  const known = moduleLoads.get(key);
  if (known && (!known.failed || known.attempt === attempt)) return known.promise;
  const load: ModuleLoad = { attempt, failed: false, promise: loadRemoteModule<PageModule>(remote, module, { fresh: known !== undefined }) };
  load.promise.catch(() => {
    load.failed = true;
  });
  moduleLoads.set(key, load);
  return load.promise;
};

/** How remote pages are loaded: in the browser through the federation runtime, on the server from their server build. */
export const RemoteModuleContext = createContext<RemoteModuleLoader>(browserRemoteModule);
