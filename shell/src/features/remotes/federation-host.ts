/**
 * The page's federation host, set up the first time a remote is needed (a client navigation, or an interactive page
 * once the app has started), never on a static first load.
 *
 * The shell's own code imports React, styled-components and shared-data as ordinary modules: they are in its chunks
 * and the layout hydrates without the federation runtime. Only when a remote is loaded does
 * this module evaluate: it publishes the one runtime the remotes read (they are built with
 * `experiments.externalRuntime`), and registers the modules the shell has already loaded as the page's shared
 * singletons, so every remote renders with the shell's React and styled-components, and the same contexts.
 */
import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as sharedData from 'shared-data';
import * as sharedDataReact from 'shared-data/react';
import * as styledComponents from 'styled-components';
import type { SharedConfig } from 'shared-data';
import { sharedSet } from './shared-set.ts';

type SharedOptions = NonNullable<Parameters<typeof runtime.init>[0]['shared']>;

/** The loaded module behind each shared key, by the key a remote's build asks for. */
const loaded: Record<string, { parent: string; module: object }> = {
  react: { parent: 'react', module: react },
  'react/jsx-runtime': { parent: 'react', module: reactJsxRuntime },
  'react-dom': { parent: 'react-dom', module: reactDom },
  'react-dom/client': { parent: 'react-dom', module: reactDomClient },
  'styled-components': { parent: 'styled-components', module: styledComponents },
  'shared-data': { parent: 'shared-data', module: sharedData },
  'shared-data/react': { parent: 'shared-data/react', module: sharedDataReact },
};

/**
 * A module as a remote's shared import reads it: its named exports and its default, flagged as an ES module (what
 * the federation plugin's own host hands over, so the remotes' interop takes it the same way).
 */
function asShared(module: object): object {
  const copy: Record<string, unknown> = { ...module };
  Object.defineProperty(copy, '__esModule', { value: true, enumerable: false });
  return copy;
}

/** Each shared key the page provides, already loaded: version, singleton rule and the module itself. */
export function providedShares(set: SharedConfig): SharedOptions {
  return Object.fromEntries(
    Object.entries(loaded).flatMap(([key, { parent, module }]) => {
      const config = set[parent];
      if (!config?.version) return [];
      const { version, requiredVersion, strictVersion = false } = config;
      const lib = asShared(module);
      return [[key, { version, scope: ['default'], lib: () => lib, shareConfig: { singleton: true, requiredVersion, strictVersion } }]];
    }),
  );
}

/** Publishes the runtime for remotes built with `externalRuntime` (what the federation plugin's host plugin does). */
function publishRuntime() {
  const global = runtimeCore.Global as typeof runtimeCore.Global & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'shell', version: 'safebet' };
}

publishRuntime();
runtime.init({
  name: 'shell',
  remotes: [],
  shared: providedShares(sharedSet),
  // The shell's modules are loaded: each remote takes them, and a remote's entry loads only when it is asked for.
  shareStrategy: 'loaded-first',
});

export { runtime };
