import type * as FederationRuntime from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createContext, type ComponentType } from 'react';
import { defaultRemoteUrls, remoteNames, type RemoteKey, type Satisfy } from 'shared-data';
import { readPageData, type PageData } from '../../lib/page-data.ts';
import { contractRefusal } from './shared-contract.ts';
import { providedVersions } from './shared-set.ts';

type RemoteUrls = Record<RemoteKey, string>;
type Runtime = typeof FederationRuntime;


interface ManifestShare {
  name?: string;
  requiredVersion?: unknown;
}

/** The shared modules a federation instance was set up with: each module's providers or requirements. */
type InstanceShared = Record<string, Array<{ shareConfig?: { requiredVersion?: unknown } }> | undefined>;

/** The ranges a remote's own federation instance requires of the shared modules, as its entry registered them. */
export function instanceRequirements(shared: InstanceShared | undefined): Array<readonly [string, unknown]> {
  return Object.entries(shared ?? {}).flatMap(([name, versions]) => (versions ?? []).map(({ shareConfig }) => [name, shareConfig?.requiredVersion] as const));
}

/**
 * The remotes' contract, as a federation runtime plugin, wherever the runtime meets a remote:
 * - loaded through its manifest, on the manifest the runtime has just fetched, before the remote's entry loads;
 * - once its entry has set the remote up (loaded through its manifest or through the entry the page names), on
 *   what its own code requires, before any of its exposed modules loads: what was served may not be what the page
 *   or the manifest said, and the runtime itself only logs a singleton in another major version.
 * An incompatible remote shows the Turkish failure block instead of a TypeError.
 */
function sharedContract(runtime: Pick<Runtime, 'satisfy' | 'getInstance'>): ModuleFederationRuntimePlugin {
  return {
    name: 'safebet-shared-contract',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShare[] } | undefined)?.shared ?? [];
      const refusal = contractRefusal(args.moduleInfo.name, shared.map(({ name, requiredVersion }) => [name, requiredVersion] as const), providedVersions, runtime.satisfy);
      if (refusal) throw refusal;
      return args;
    },
    initContainer(args) {
      const remote = runtime.getInstance((instance) => instance.name === args.remoteInfo.name);
      const refusal = contractRefusal(args.remoteInfo.name, instanceRequirements(remote?.options.shared), providedVersions, runtime.satisfy);
      if (refusal) throw refusal;
      return args;
    },
  };
}

/**
 * Attempts after a failure, per remote name. The browser keeps a failed module import for the page's life (Chromium
 * 150 answers a second `import()` of the same address with the first failure, fetching nothing), so a remote whose
 * entry failed once is loaded again at an address of its own: the entry's, with the attempt in its query.
 */
const retries = new Map<string, number>();

/** The query key of a retried entry's address; the server serves a file whatever its query. */
export const RETRY_QUERY_KEY = 'yeniden';

/** The address a remote's entry is imported from: its own, or on a retry, its own with the attempt in the query. */
export function entryAddress(entry: string, attempt: number | undefined, base: string): string {
  if (!attempt) return entry;
  const url = new URL(entry, base);
  url.searchParams.set(RETRY_QUERY_KEY, String(attempt));
  return url.href;
}

function freshEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'safebet-fresh-entries',
    async loadEntry({ remoteInfo }) {
      const attempt = retries.get(remoteInfo.name);
      if (!attempt || (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm')) return undefined;
      return (await import(/* @vite-ignore */ entryAddress(remoteInfo.entry, attempt, window.location.href))) as never;
    },
  };
}

/** The next load of `remote` imports its entry afresh. */
function retryEntry(remote: RemoteKey) {
  const name = remoteNames[remote];
  retries.set(name, (retries.get(name) ?? 0) + 1);
}

/** A remote as the federation runtime registers it from the entry a page names: no manifest to fetch. */
export interface NamedRemote {
  name: string;
  entry: string;
  type: 'module';
  entryGlobalName: string;
}

/**
 * The entry the server named for `remote` in the page's data, as the runtime registers it (its URL resolved against
 * `base`, the page's address), or null when the page names none. The remote's requirements of the shared modules
 * are checked first against what this page `provided`: a remote that needs another major version of shared-data is
 * refused (thrown) before any of its code is fetched or run, as its manifest would have it refused.
 */
export function namedRemote(remote: RemoteKey, data: PageData | null, provided: Record<string, string>, satisfy: Satisfy, base: string): NamedRemote | null {
  const named = data?.entries?.[remote];
  if (!named || typeof named.url !== 'string' || named.type !== 'module') return null;
  const refusal = contractRefusal(remote, Object.entries(named.shared ?? {}), provided, satisfy);
  if (refusal) throw refusal;
  const name = remoteNames[remote];
  return { name, entry: new URL(named.url, base).href, type: 'module', entryGlobalName: name };
}

let remoteUrlsPromise: Promise<RemoteUrls> | null = null;
/** How each remote is registered with the runtime: by the entry the page names, or by its manifest. */
const registeredBy = new Map<RemoteKey, 'entry' | 'manifest'>();
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

/** Registers `remote` by its manifest, replacing (and dropping all the runtime kept of) an earlier registration. */
async function registerByManifest(runtime: Runtime, remote: RemoteKey, manifests: Promise<RemoteUrls>) {
  const urls = await manifests;
  runtime.registerRemotes([{ name: remoteNames[remote], entry: new URL(urls[remote], window.location.href).href }], { force: registeredBy.has(remote) });
  registeredBy.set(remote, 'manifest');
}

async function exposedModule<T>(runtime: Runtime, remote: RemoteKey, exposed: string): Promise<T> {
  const name = remoteNames[remote];
  const module = await runtime.loadRemote<T>(`${name}/${exposed}`);
  if (!module) throw new Error(`${name}/${exposed} could not be loaded`);
  return module;
}

/**
 * Loads an exposed module of a remote. Failures reject (the caller's error boundary shows them).
 *
 * A page the server rendered names each remote's entry: the first load imports it at once, with no manifest to
 * fetch first, once the remote's requirements of the shared modules are met. If that fails (a deploy may have
 * replaced what the page names), the remote's manifest is asked. Without a named entry, the manifest is asked as
 * well. `fresh` (a retry) first drops what the federation runtime kept of the remote (its manifest, its entry and
 * their failed loads), and asks the manifest again: the server's answer now, not the page's.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, exposed: string, { fresh = false } = {}): Promise<T> {
  // Where the manifests are, asked meanwhile (a page the server rendered says it; none other has a named entry).
  const manifests = remoteUrls();
  manifests.catch(() => undefined);
  // The federation runtime and the page's shared set, set up on the first remote the page needs.
  const { runtime } = await import('./federation-host.ts');
  if (!contractRegistered) {
    runtime.registerPlugins([sharedContract(runtime), freshEntries()]);
    contractRegistered = true;
  }
  if (!fresh && !registeredBy.has(remote)) {
    const named = namedRemote(remote, readPageData(document), providedVersions, runtime.satisfy, window.location.href);
    if (named) {
      runtime.registerRemotes([named]);
      registeredBy.set(remote, 'entry');
      try {
        return await exposedModule<T>(runtime, remote, exposed);
      } catch {
        // What the page named is gone or broken: the manifest says what is deployed now (maybe the same entry).
        retryEntry(remote);
        await registerByManifest(runtime, remote, manifests);
        return exposedModule<T>(runtime, remote, exposed);
      }
    }
  }
  if (fresh) retryEntry(remote);
  if (fresh || !registeredBy.has(remote)) await registerByManifest(runtime, remote, manifests);
  return exposedModule<T>(runtime, remote, exposed);
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
