import type * as federationRuntime from '@module-federation/runtime';
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, serializePageData, type PageData, type RemoteEntry } from '../../lib/page-data.ts';

/** The federation runtime as load-remote.ts uses it, with `satisfy` the real one. */
const runtime = vi.hoisted(() => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
  getInstance: vi.fn(),
}));
vi.mock('@module-federation/runtime', async (original) => ({ ...(await original<typeof federationRuntime>()), ...runtime }));

/** What this site provides, as its build defines it. */
const provided = { react: '19.3.1', 'styled-components': '6.6.0', 'shared-data': '2.0.0', 'shared-data/react': '2.0.0' };
/** The same, as the build's shared set. */
const providedSet = Object.fromEntries(Object.entries(provided).map(([name, version]) => [name, { singleton: true, version, requiredVersion: `^${version}` }]));

const calculatorsEntry = (shared: Record<string, string>): RemoteEntry => ({ url: '/mfe/calculators/remoteEntry-BE3FW_gq.js', type: 'module', shared });

/** A server-rendered page's data naming `entries`. */
const pageData = (entries: PageData['entries']): PageData => ({
  content: {},
  siteOrigin: 'https://safebet.example',
  remotes: { content: '/mfe/content/mf-manifest.json', calculators: '/mfe/calculators/mf-manifest.json', admin: '/mfe/admin/mf-manifest.json' },
  entries,
});

describe('the remote a page names', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('__SHARED_SET__', providedSet);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is registered from the entry the server named, with no manifest, when its requirements are met', async () => {
    const { namedRemote } = await import('./load-remote.ts');
    const data = pageData({ calculators: calculatorsEntry({ react: '^19.3.1', 'shared-data': '^2.0.0', 'shared-data/react': '^2.0.0' }) });
    expect(namedRemote('calculators', data, provided, satisfy, 'https://safebet.example/bahis-hesaplayici')).toEqual({
      name: 'mfe_calculators',
      entry: 'https://safebet.example/mfe/calculators/remoteEntry-BE3FW_gq.js',
      type: 'module',
      entryGlobalName: 'mfe_calculators',
    });
    // An entry on another origin stays there.
    const cdn = pageData({ calculators: { url: 'https://cdn.example/calc/remoteEntry-BE3FW_gq.js', type: 'module', shared: {} } });
    expect(namedRemote('calculators', cdn, provided, satisfy, 'https://safebet.example/')?.entry).toBe('https://cdn.example/calc/remoteEntry-BE3FW_gq.js');
  });

  it('is refused before it is registered when it needs another major version of shared-data', async () => {
    const { namedRemote } = await import('./load-remote.ts');
    const data = pageData({ calculators: calculatorsEntry({ react: '^19.3.1', 'shared-data': '^3.0.0' }) });
    expect(() => namedRemote('calculators', data, provided, satisfy, 'https://safebet.example/')).toThrow(
      'the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused',
    );
  });

  it('is none when the page names no entry for it, or none the browser can import as a module', async () => {
    const { namedRemote } = await import('./load-remote.ts');
    expect(namedRemote('calculators', null, provided, satisfy, 'https://safebet.example/')).toBeNull();
    expect(namedRemote('calculators', pageData(undefined), provided, satisfy, 'https://safebet.example/')).toBeNull();
    expect(namedRemote('calculators', pageData({ content: { url: '/mfe/content/remoteEntry.js', type: 'module', shared: {} } }), provided, satisfy, 'https://safebet.example/')).toBeNull();
    const script = pageData({ calculators: { url: '/mfe/calculators/remoteEntry.js', type: 'var' as 'module', shared: {} } });
    expect(namedRemote('calculators', script, provided, satisfy, 'https://safebet.example/')).toBeNull();
  });
});

describe('loadRemoteModule', () => {
  const origin = window.location.origin;
  const manifestRegistration = [[{ name: 'mfe_calculators', entry: `${origin}/mfe/calculators/mf-manifest.json` }], { force: true }];
  const pages = { HubPage: () => null };
  let fetchSpy: ReturnType<typeof vi.spyOn>;

  /** This document as the server rendered it, with `data`; or none, as the admin's. */
  function renderedWith(data: PageData | null) {
    document.getElementById(PAGE_DATA_ID)?.remove();
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = serializePageData(data);
    document.body.append(script);
  }

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('__SHARED_SET__', providedSet);
    for (const mock of Object.values(runtime)) mock.mockReset();
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ calculators: '/mfe/calculators/mf-manifest.json' }));
  });

  afterEach(() => {
    renderedWith(null);
    fetchSpy.mockRestore();
    vi.unstubAllGlobals();
  });

  it('loads the entry the page names without asking for a manifest or remotes.json', async () => {
    renderedWith(pageData({ calculators: calculatorsEntry({ 'shared-data': '^2.0.0' }) }));
    runtime.loadRemote.mockResolvedValue(pages);
    const { loadRemoteModule } = await import('./load-remote.ts');
    expect(await loadRemoteModule('calculators', 'CalculatorPages')).toBe(pages);
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'mfe_calculators', entry: `${origin}/mfe/calculators/remoteEntry-BE3FW_gq.js`, type: 'module', entryGlobalName: 'mfe_calculators' }]],
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_calculators/CalculatorPages');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the manifest when what the page names fails to load, and a retry asks it again', async () => {
    renderedWith(pageData({ calculators: calculatorsEntry({ 'shared-data': '^2.0.0' }) }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(pages);
    const { loadRemoteModule } = await import('./load-remote.ts');
    expect(await loadRemoteModule('calculators', 'CalculatorPages')).toBe(pages);
    expect(runtime.registerRemotes.mock.calls.slice(1)).toEqual([manifestRegistration]);

    await loadRemoteModule('calculators', 'CalculatorPages', { fresh: true });
    expect(runtime.registerRemotes.mock.calls.slice(2)).toEqual([manifestRegistration]);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses a remote the page says needs another major version of shared-data, before registering it', async () => {
    renderedWith(pageData({ calculators: calculatorsEntry({ 'shared-data': '^3.0.0' }) }));
    const { loadRemoteModule } = await import('./load-remote.ts');
    await expect(loadRemoteModule('calculators', 'CalculatorPages')).rejects.toThrow('the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('asks the manifest on a page the server did not render', async () => {
    renderedWith(null);
    runtime.loadRemote.mockResolvedValue(pages);
    const { loadRemoteModule } = await import('./load-remote.ts');
    await loadRemoteModule('calculators', 'CalculatorPages');
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(runtime.registerRemotes.mock.calls).toEqual([[[{ name: 'mfe_calculators', entry: `${origin}/mfe/calculators/mf-manifest.json` }], { force: false }]]);
  });

  it("refuses a remote whose manifest, or whose own entry once it runs, requires what this site does not provide", async () => {
    renderedWith(null);
    runtime.loadRemote.mockResolvedValue(pages);
    const { loadRemoteModule } = await import('./load-remote.ts');
    await loadRemoteModule('calculators', 'CalculatorPages');
    const [[[plugin]]] = runtime.registerPlugins.mock.calls as [[[Required<ModuleFederationRuntimePlugin>]]];
    const refused = 'the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused';

    const snapshot = { moduleInfo: { name: 'mfe_calculators' }, manifestJson: { shared: [{ name: 'react', requiredVersion: '^19.3.1' }, { name: 'shared-data', requiredVersion: '^3.0.0' }] } };
    expect(() => plugin.loadRemoteSnapshot(snapshot as never)).toThrow(refused);
    expect(plugin.loadRemoteSnapshot({ ...snapshot, manifestJson: { shared: [{ name: 'shared-data', requiredVersion: '^2.0.0' }] } } as never)).toBeTruthy();

    // The entry's own federation instance, as the entry registered it once it ran.
    runtime.getInstance.mockImplementation((find: (instance: { name: string }) => boolean) => {
      const instance = { name: 'mfe_calculators', options: { shared: { react: [{ shareConfig: { requiredVersion: '^19.3.1' } }], 'shared-data': [{ shareConfig: { requiredVersion: '^3.0.0' } }] } } };
      return find(instance) ? instance : null;
    });
    expect(() => plugin.initContainer({ remoteInfo: { name: 'mfe_calculators' } } as never)).toThrow(refused);
    expect(plugin.initContainer({ remoteInfo: { name: 'mfe_content' } } as never)).toBeTruthy();
  });
});

describe('entryAddress', () => {
  it('keeps the entry on a first load, and gives a retry an address of its own', async () => {
    const { entryAddress } = await import('./load-remote.ts');
    const base = 'https://site.example/bahis-hesaplayici';
    expect(entryAddress('/mfe/calculators/remoteEntry-BSqhu1lk.js', undefined, base)).toBe('/mfe/calculators/remoteEntry-BSqhu1lk.js');
    expect(entryAddress('/mfe/calculators/remoteEntry-BSqhu1lk.js', 1, base)).toBe('https://site.example/mfe/calculators/remoteEntry-BSqhu1lk.js?yeniden=1');
    expect(entryAddress('https://cdn.example/calc/remoteEntry-x.js?v=2', 3, base)).toBe('https://cdn.example/calc/remoteEntry-x.js?v=2&yeniden=3');
  });
});
