/**
 * Loads each remote's server build from where the remote is deployed (the manifest URL of `remotes.json`): a path
 * this server serves from the remote's folder, or an absolute URL on another origin. The build's shared imports
 * (React, styled-components, the router, `shared-data`) are linked to the host's own copies, so the process holds
 * one of each. A rebuilt remote is picked up within `checkEveryMs`; if its new build fails to load, the last good
 * one keeps rendering and the log says so. A build whose manifest requires a shared singleton in a version this host
 * does not provide (e.g. built against shared-data 2.0 while the site runs 1.0) is refused before it is loaded, as the
 * federation runtime refuses it in the browser.
 */
import { init, parse } from 'es-module-lexer';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteBasePaths, sharedSingletons, type RemoteKey } from 'shared-data';
import { packageOf, providedVersions } from 'shared-data/shared-versions';
import type { RemoteEntry } from '../../src/lib/page-data.ts';
import { browserEntryOf, incompatibleShares, preloadsOf, type Manifest } from './remote-manifest.ts';

export type PageModules = Record<string, Record<string, unknown>>;

export interface RemoteModulesOptions {
  /** Where each remote's manifest is, as in `remotes.json` (site paths or absolute URLs). */
  manifestUrls: () => Record<RemoteKey, string>;
  /** The folders this server publishes each remote's build from (under `remoteBasePaths`). */
  remoteDirs: Record<RemoteKey, string>;
  /** The shell's server build, whose `shared-data` entries the remotes link to. */
  shellServerDir: string;
  checkEveryMs?: number;
  log?: (message: string) => void;
}

interface Loaded {
  /** The server entry's name in the manifest, e.g. 'server/remote-entry-BH6PnKwq.js': the deployed version. */
  version: string;
  modules: PageModules;
  /** For each exposed module, the browser's scripts it needs at once: the remote's entry and the module's own. */
  preloads: Record<string, string[]>;
  /** The browser's entry of the same build, for the page to name. */
  entry: RemoteEntry | null;
}

/** A remote refused for its shared versions: its message is the one line the log gets. */
class IncompatibleRemote extends Error {}

/** The refusal, e.g. 'SafeBet: the calculators remote needs shared-data ^2.0.0; this site provides 1.0.0: refused'. */
function refusal(remote: RemoteKey, found: ReturnType<typeof incompatibleShares>): IncompatibleRemote {
  // A package's subpaths (shared-data/react) share its version: one mention says it for all.
  const byPackage = new Map(found.map(({ name, required, provided }) => [[packageOf(name), required, provided].join(' '), { name: packageOf(name), required, provided }]));
  const conflicts = [...byPackage.values()];
  const needs = conflicts.map(({ name, required }) => `${name} ${required}`).join(', ');
  const provides = conflicts.length === 1 ? conflicts[0]?.provided : conflicts.map(({ name, provided }) => `${name} ${provided}`).join(', ');
  return new IncompatibleRemote(`SafeBet: the ${remote} remote needs ${needs}; this site provides ${provides}: refused`);
}

interface RemoteState {
  checkedAt: number;
  checking: Promise<void> | null;
  loaded: Loaded | null;
  /** The browser's entry of the manifest read last, when no build renders: a refused one is refused by the page too. */
  latestEntry: RemoteEntry | null;
  error: Error | null;
  /** The manifest URL of the last check: a remote moved since is checked at once, not at the next interval. */
  checkedUrl: string | null;
}

/** The host's module for a bare import of a server build, or null when the host does not provide it. */
function hostModules(shellServerDir: string): (specifier: string) => string | null {
  // Bundled into the shell's server build: the one copy of each in the process.
  const bundled: Record<string, string> = {
    'shared-data': 'shared-data.js',
    'shared-data/react': 'shared-data-react.js',
    'shared-data/image-sizes': 'shared-data-image-sizes.js',
    'styled-components': 'styled-components.js',
  };
  return (specifier) => {
    const file = bundled[specifier];
    if (file) return pathToFileURL(join(shellServerDir, file)).href;
    if (specifier.startsWith('shared-data')) return null;
    const shared = sharedSingletons.some((name) => specifier === name || specifier.startsWith(`${name}/`));
    return shared ? import.meta.resolve(specifier) : null;
  };
}

const isBare = (specifier: string) => !/^(\.{0,2}\/|node:|file:|data:)/.test(specifier);

/** Rewrites the bare imports of a server build to the host's modules; any other bare import is an error. */
export async function linkToHost(code: string, resolve: (specifier: string) => string | null): Promise<string> {
  await init;
  const [imports] = parse(code);
  let linked = code;
  for (const item of [...imports].reverse()) {
    const specifier = item.n;
    if (specifier === undefined || !isBare(specifier) || specifier.startsWith('node:')) continue;
    const url = resolve(specifier);
    if (url === null) throw new Error(`imports '${specifier}', which this host does not provide`);
    // Static imports give the specifier's bounds; a dynamic import's include its quotes.
    const dynamic = item.d > -1;
    linked = `${linked.slice(0, item.s)}${dynamic ? JSON.stringify(url) : url}${linked.slice(item.e)}`;
  }
  return linked;
}

export interface RemoteModules {
  /** The exposed module of a remote's server build. */
  load(remote: RemoteKey, module: string): Promise<Record<string, unknown>>;
  /** The deployed version of every remote, for cache keys. */
  versions(): Promise<string>;
  /** The browser scripts of an exposed module the server rendered, for `modulepreload` (none when unknown). */
  preloads(remote: RemoteKey, module: string): string[];
  /**
   * Each remote's browser entry, for the page to name: the one of the build the server renders with, so the browser
   * hydrates the same version; without one, the entry of the manifest read last. A remote whose manifest was never
   * read, or names no ES module entry, is left out (the browser asks its manifest).
   */
  entries(): Partial<Record<RemoteKey, RemoteEntry>>;
}

/** The linked builds this process has evaluated (or failed to), by remote and content: once each, as Node's module map does a file. */
const evaluated = new Map<string, Promise<PageModules>>();

/**
 * Evaluates a linked server build, once per process for the same code. Node imports ES modules from files only, so
 * the code is written to a folder of its own under the system's temporary folder and imported from there; the folder
 * is removed as soon as the import has settled, since an evaluated module no longer needs its file. A server loads
 * each remote at its start and at every deploy: kept, these files (2 to 4 MB a process) piled up in the temporary
 * folder with every restart.
 */
function importLinked(remote: RemoteKey, linked: string): Promise<PageModules> {
  const name = `${remote}-${createHash('sha256').update(linked).digest('hex').slice(0, 16)}`;
  let modules = evaluated.get(name);
  if (!modules) {
    const dir = mkdtempSync(join(tmpdir(), 'safebet-ssr-'));
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, linked);
    // A build that failed keeps its failure, as a file Node failed to import does: the same code is not tried again.
    modules = (import(pathToFileURL(file).href) as Promise<PageModules>).finally(() => rmSync(dir, { recursive: true, force: true }));
    evaluated.set(name, modules);
  }
  return modules;
}

export function remoteModules(options: RemoteModulesOptions): RemoteModules {
  const checkEveryMs = options.checkEveryMs ?? 2000;
  const log = options.log ?? ((message: string) => console.warn(message));
  const resolveHost = hostModules(options.shellServerDir);
  // What this site provides: shared-data's version and the installed React, react-dom and styled-components.
  const provided = providedVersions();
  const states = new Map<RemoteKey, RemoteState>();

  /** The manifest and a reader of files beside it, from this server's folder or over HTTP. */
  async function readDeployment(remote: RemoteKey, url: string): Promise<{ manifest: Manifest; read: (name: string) => Promise<string> }> {
    const base = remoteBasePaths[remote];
    if (url.startsWith(base)) {
      const dir = options.remoteDirs[remote];
      const file = join(dir, url.slice(base.length));
      return { manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest, read: async (name) => readFileSync(join(dir, name), 'utf8') };
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const text = await response.text();
    const read = async (name: string) => {
      const entry = await fetch(new URL(name, url), { signal: AbortSignal.timeout(10_000) });
      if (!entry.ok) throw new Error(`${entry.url}: ${entry.status}`);
      return entry.text();
    };
    return { manifest: JSON.parse(text) as Manifest, read };
  }

  async function check(remote: RemoteKey, state: RemoteState) {
    try {
      const manifestUrl = options.manifestUrls()[remote];
      state.checkedUrl = manifestUrl;
      const { manifest, read } = await readDeployment(remote, manifestUrl);
      state.latestEntry = browserEntryOf(manifest, manifestUrl);
      const entry = manifest.metaData?.ssrRemoteEntry;
      if (!entry?.name) throw new Error('its manifest names no server build (metaData.ssrRemoteEntry)');
      const version = `${entry.path ?? ''}${entry.name}`;
      if (state.loaded?.version === version) {
        // The same build, perhaps moved to another origin: the browser's files are where this manifest says.
        state.loaded.preloads = preloadsOf(manifest, manifestUrl);
        state.loaded.entry = state.latestEntry;
        state.error = null;
        return;
      }
      const conflicts = incompatibleShares(manifest, provided);
      if (conflicts.length > 0) throw refusal(remote, conflicts);
      const modules = await importLinked(remote, await linkToHost(await read(version), resolveHost));
      if (state.loaded) log(`SafeBet: the ${remote} remote's server build ${version} replaces ${state.loaded.version}`);
      state.loaded = { version, modules, preloads: preloadsOf(manifest, manifestUrl), entry: state.latestEntry };
      state.error = null;
    } catch (error) {
      const keeps = state.loaded ? `; the last good build ${state.loaded.version} keeps rendering` : '';
      if (error instanceof IncompatibleRemote) {
        // Said once: the same refusal met again at the next checks is not repeated.
        if (state.error?.message !== error.message) log(`${error.message}${keeps}`);
        state.error = error;
        return;
      }
      state.error = error instanceof Error ? error : new Error(String(error));
      log(`SafeBet: the ${remote} remote's server build could not be loaded (${state.error.message})${keeps}`);
    }
  }

  /** The browser entry a page names for a remote: the rendering build's, or without one the manifest's read last. */
  const entryOf = (state: RemoteState): RemoteEntry | null => (state.loaded ? state.loaded.entry : state.latestEntry);

  async function current(remote: RemoteKey): Promise<RemoteState> {
    let state = states.get(remote);
    if (!state) {
      state = { checkedAt: 0, checking: null, loaded: null, latestEntry: null, error: null, checkedUrl: null };
      states.set(remote, state);
    }
    if (Date.now() - state.checkedAt >= checkEveryMs || state.checkedUrl !== options.manifestUrls()[remote]) {
      const s = state;
      s.checking ??= check(remote, s).finally(() => {
        s.checkedAt = Date.now();
        s.checking = null;
      });
    }
    if (state.checking) await state.checking;
    return state;
  }

  return {
    async load(remote, module) {
      const state = await current(remote);
      if (!state.loaded) throw state.error ?? new Error(`the ${remote} remote's server build is not loaded`);
      const exposed = state.loaded.modules[module];
      if (!exposed) throw new Error(`the ${remote} remote's server build exposes no ${module}`);
      return exposed;
    },
    preloads(remote, module) {
      return states.get(remote)?.loaded?.preloads[module] ?? [];
    },
    entries() {
      const named: Partial<Record<RemoteKey, RemoteEntry>> = {};
      for (const [remote, state] of states) {
        const entry = entryOf(state);
        if (entry) named[remote] = entry;
      }
      return named;
    },
    async versions() {
      const keys = Object.keys(remoteBasePaths) as RemoteKey[];
      // Where each remote is, which build renders and which entry the browser is sent to: a page names the last two,
      // so a remote that moves renders its pages anew, also when the move's first check failed and a later one
      // found the same build at the new place.
      const urls = options.manifestUrls();
      const loaded = await Promise.all(
        keys.map(async (key) => {
          const state = await current(key);
          return `${urls[key]}=${state.loaded?.version ?? '-'}@${entryOf(state)?.url ?? '-'}`;
        }),
      );
      return loaded.join(',');
    },
  };
}
