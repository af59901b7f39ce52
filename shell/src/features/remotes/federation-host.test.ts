// @vitest-environment node
import { createInstance, getInstance } from '@module-federation/runtime';
import * as react from 'react';
import * as reactDomClient from 'react-dom/client';
import type { SharedConfig } from 'shared-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The shared set as the build writes it for this site (hand-written: shared-data 2.0.0, React 19.3.1). */
const sharedSet: SharedConfig = {
  react: { singleton: true, version: '19.3.1', requiredVersion: '^19.3.1', strictVersion: false },
  'react-dom': { singleton: true, version: '19.3.1', requiredVersion: '^19.3.1', strictVersion: false },
  'styled-components': { singleton: true, version: '6.6.0', requiredVersion: '^6.6.0', strictVersion: false },
  'shared-data': { singleton: true, version: '2.0.0', requiredVersion: '^2.0.0', strictVersion: true },
  'shared-data/react': { singleton: true, version: '2.0.0', requiredVersion: '^2.0.0', strictVersion: true },
};

/** A remote's own federation instance as its entry sets it up: it provides nothing and takes the page's modules. */
function remoteInstance(name: string) {
  const remote = createInstance({ name, remotes: [], shareStrategy: 'loaded-first' });
  const host = getInstance();
  if (!host) throw new Error('the shell set up no federation host');
  remote.initShareScopeMap('default', host.shareScopeMap.default ?? {});
  return remote;
}

async function shared(remote: ReturnType<typeof remoteInstance>, key: string, requiredVersion: string) {
  const factory = await remote.loadShare<Record<string, unknown>>(key, { customShareInfo: { shareConfig: { singleton: true, requiredVersion } } });
  const module = factory ? factory() : undefined;
  if (!module) throw new Error(`${key} was not shared`);
  return module;
}

describe('the federation host', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('__SHARED_SET__', sharedSet);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("publishes the runtime the remotes are built to read, and the shell's own modules as the page's shared set", async () => {
    await import('./federation-host.ts');
    expect(typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe('function');

    const remote = remoteInstance('mfe_calculators');
    // The same React the shell hydrated with: hooks and contexts work across the remote's components.
    expect((await shared(remote, 'react', '^19.3.1')).useState).toBe(react.useState);
    expect((await shared(remote, 'react-dom/client', '^19.3.1')).hydrateRoot).toBe(reactDomClient.hydrateRoot);
    // The same shared-data: one content cache and one set of contexts for the page.
    const sharedData = await import('shared-data');
    expect((await shared(remote, 'shared-data', '^2.0.0')).paths).toBe(sharedData.paths);
  });

  it('names each shared module with the version this site provides and the range it requires', async () => {
    const { providedShares } = await import('./federation-host.ts');
    const shares = providedShares(sharedSet) as Record<string, { version: string; shareConfig: { requiredVersion: string; strictVersion: boolean; singleton: boolean } }>;
    expect(Object.keys(shares).sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'shared-data', 'shared-data/react', 'styled-components']);
    expect(shares['react/jsx-runtime']).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1', strictVersion: false } });
    expect(shares['shared-data']).toMatchObject({ version: '2.0.0', shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true } });
  });
});
