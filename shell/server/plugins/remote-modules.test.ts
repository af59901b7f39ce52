import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { defaultRemoteUrls, sharedSingletons } from 'shared-data';
import { sharedVersions } from 'shared-data/shared-versions';
import { describe, expect, it, vi } from 'vitest';
import { browserEntryOf, incompatibleShares, preloadsOf, remoteBase, type Manifest } from './remote-manifest.ts';
import { linkToHost, remoteModules } from './remote-modules.ts';
import { testFolder } from '../test-folders.ts';

describe('linkToHost', () => {
  const resolve = (specifier: string) => (['react', 'styled-components', 'shared-data/react'].includes(specifier) ? `file:///host/${specifier}.js` : null);

  it("rewrites the shared bare imports, static and dynamic, to the host's modules and leaves relative ones", async () => {
    const code = [
      'import { useState } from "react";',
      "import styled from 'styled-components';",
      'import { PageMeta } from "shared-data/react";',
      'import { helper } from "./helper.js";',
      'const late = await import("react");',
    ].join('\n');
    expect(await linkToHost(code, resolve)).toBe(
      [
        'import { useState } from "file:///host/react.js";',
        "import styled from 'file:///host/styled-components.js';",
        'import { PageMeta } from "file:///host/shared-data/react.js";',
        'import { helper } from "./helper.js";',
        'const late = await import("file:///host/react.js");',
      ].join('\n'),
    );
  });

  it('refuses a build that needs a package the host does not provide', async () => {
    await expect(linkToHost('import pad from "left-pad";', resolve)).rejects.toThrow("imports 'left-pad', which this host does not provide");
  });
});

/** The range a remote built against shared-data `version` requires of each shared singleton, as its manifest lists them. */
function sharedList(sharedDataRange: string) {
  const versions = sharedVersions();
  return sharedSingletons.map((name) => ({
    id: `mfe_calculators:${name}`,
    name,
    version: versions[name].version,
    singleton: true,
    requiredVersion: name.startsWith('shared-data') ? sharedDataRange : versions[name].requiredVersion,
  }));
}

/**
 * A deployed remote folder whose manifest names `entry` as its server build (and lists `shared`, and names
 * `browserEntry` as the browser's entry, if given).
 */
function deploy(dir: string, entry: string, code: string, shared?: ReturnType<typeof sharedList>, browserEntry?: string) {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', entry), code);
  const metaData = {
    ssrRemoteEntry: { name: `server/${entry}`, path: '', type: 'module' },
    ...(browserEntry ? { remoteEntry: { name: browserEntry, path: '', type: 'module' }, publicPath: 'auto' } : {}),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData, ...(shared ? { shared } : {}) }));
}

/**
 * The shell's server over a fresh set of remote folders, with its log. `urls` are where the remotes are: change its
 * entries to move one.
 */
function setUp({ checkEveryMs = 50 } = {}) {
  const root = testFolder('safebet-remotes-');
  const remoteDirs = { content: join(root, 'content'), calculators: join(root, 'calculators'), admin: join(root, 'admin') };
  const logged: string[] = [];
  const urls = { ...defaultRemoteUrls };
  const remotes = remoteModules({
    manifestUrls: () => urls,
    remoteDirs,
    shellServerDir: join(root, 'shell-server'),
    checkEveryMs,
    log: (message) => logged.push(message),
  });
  return { root, remoteDirs, logged, remotes, urls };
}

/** A static server of `dir` under /mfe/calculators/, as a CDN would serve a moved remote; `up: false` answers 503. */
async function cdnOf(dir: string): Promise<{ origin: string; state: { up: boolean }; close: () => Promise<void> }> {
  const state = { up: true };
  const server: Server = createServer((request, response) => {
    const file = join(dir, new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/mfe\/calculators\//, ''));
    if (!state.up) return void response.writeHead(503).end();
    if (!existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, state, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** shared-data's version, as this site provides it, and the range of the next major version. */
const provided = sharedVersions()['shared-data'].version;
const nextMajor = `^${Number(provided.split('.')[0]) + 1}.0.0`;
const refusedLine = `SafeBet: the calculators remote needs shared-data ${nextMajor}; this site provides ${provided}: refused`;

/** A server build that says when it is loaded. */
const marked = (key: string, page: string) => `globalThis[${JSON.stringify(key)}] = true;\nexport const CalculatorPages = { HubPage: ${JSON.stringify(page)} };`;
const wasLoaded = (key: string) => (globalThis as Record<string, unknown>)[key] === true;

describe('remoteModules', () => {
  it('picks up a redeployed server build without a restart, and keeps the last good one when a new one fails', async () => {
    const { remoteDirs, logged, remotes } = setUp();
    deploy(remoteDirs.content, 'remote-entry-v1.js', 'export const ContentPages = { HomePage: "first build" };');
    expect(await remotes.load('content', 'ContentPages')).toEqual({ HomePage: 'first build' });
    const firstVersions = await remotes.versions();

    deploy(remoteDirs.content, 'remote-entry-v2.js', 'export const ContentPages = { HomePage: "second build" };');
    await expect.poll(async () => (await remotes.load('content', 'ContentPages')).HomePage, { timeout: 5000, interval: 60 }).toBe('second build');
    expect(await remotes.versions()).not.toBe(firstVersions);

    deploy(remoteDirs.content, 'remote-entry-v3.js', 'export const ContentPages = {;');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await remotes.load('content', 'ContentPages')).HomePage).toBe('second build');
    expect(logged.filter((line) => line.includes('the last good build server/remote-entry-v2.js keeps rendering')).length).toBeGreaterThan(0);

    // A remote that never had a server build fails its pages, not the process.
    await expect(remotes.load('calculators', 'CalculatorPages')).rejects.toThrow();
  });

  it('leaves nothing of its own in the temporary folder once a build is loaded, or has failed to load', async () => {
    const temporary = testFolder('safebet-remotes-');
    // Node's tmpdir() reads TMPDIR at each call.
    vi.stubEnv('TMPDIR', temporary);
    try {
      const { root, remoteDirs, remotes } = setUp();
      deploy(remoteDirs.content, 'remote-entry-v1.js', 'export const ContentPages = { HomePage: "kept in memory" };');
      deploy(remoteDirs.calculators, 'remote-entry-v1.js', 'export const CalculatorPages = {;');
      expect(await remotes.load('content', 'ContentPages')).toEqual({ HomePage: 'kept in memory' });
      await expect(remotes.load('calculators', 'CalculatorPages')).rejects.toThrow();
      // The remotes' own folders, and nothing beside them.
      expect(readdirSync(temporary)).toEqual([basename(root)]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the shared versions a remote requires', () => {
  const host = { react: '19.3.1', 'shared-data': '1.0.0', 'shared-data/react': '1.0.0' };

  it.each([
    ['a range the host satisfies', '^1.0.0', []],
    ['no range (false)', false, []],
    ['any version', '*', []],
    ['another major', '^2.0.0', [{ name: 'shared-data', required: '^2.0.0', provided: '1.0.0' }]],
  ] as const)('accepts or refuses %s', (_case, requiredVersion, expected) => {
    expect(incompatibleShares({ shared: [{ name: 'shared-data', singleton: true, requiredVersion }] }, host)).toEqual(expected);
  });

  it('checks only singletons the host provides', () => {
    const shared = [
      { name: 'shared-data', singleton: false, requiredVersion: '^2.0.0' },
      { name: 'left-pad', singleton: true, requiredVersion: '^9.0.0' },
    ];
    expect(incompatibleShares({ shared }, host)).toEqual([]);
  });
});

describe('a remote moved to another origin', () => {
  const code = marked('__safebetMovedBuild', 'moved build');

  it("names the new origin's entry on the first page after the move, not at the next interval", async () => {
    const { remoteDirs, remotes, urls } = setUp({ checkEveryMs: 60_000 });
    deploy(remoteDirs.calculators, 'remote-entry-moved.js', code, sharedList(`^${provided}`), 'remoteEntry-a.js');
    await remotes.load('calculators', 'CalculatorPages');
    const before = await remotes.versions();
    expect(remotes.entries().calculators?.url).toBe('/mfe/calculators/remoteEntry-a.js');

    // The same build, copied to the CDN; the site is pointed at it.
    const cdn = await cdnOf(remoteDirs.calculators);
    try {
      urls.calculators = `${cdn.origin}/mfe/calculators/mf-manifest.json`;
      const after = await remotes.versions();
      expect(remotes.entries().calculators?.url).toBe(`${cdn.origin}/mfe/calculators/remoteEntry-a.js`);
      expect(after).not.toBe(before);
      expect(await remotes.load('calculators', 'CalculatorPages')).toEqual({ HubPage: 'moved build' });
    } finally {
      await cdn.close();
    }
  });

  it('renders its pages anew once the new origin answers, when it did not at the move', async () => {
    const { remoteDirs, remotes, urls } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-moved.js', code, sharedList(`^${provided}`), 'remoteEntry-a.js');
    await remotes.load('calculators', 'CalculatorPages');
    const cdn = await cdnOf(remoteDirs.calculators);
    try {
      cdn.state.up = false;
      urls.calculators = `${cdn.origin}/mfe/calculators/mf-manifest.json`;
      // Down: the last good build renders, and pages go on naming the entry it came with.
      const whileDown = await remotes.versions();
      expect(remotes.entries().calculators?.url).toBe('/mfe/calculators/remoteEntry-a.js');

      cdn.state.up = true;
      await expect.poll(() => remotes.versions().then(() => remotes.entries().calculators?.url), { timeout: 3000, interval: 60 }).toBe(
        `${cdn.origin}/mfe/calculators/remoteEntry-a.js`,
      );
      // The same build at the same URL, but pages cached while it was down name the old entry: they are not reused.
      expect(await remotes.versions()).not.toBe(whileDown);
    } finally {
      await cdn.close();
    }
  });
});

describe('remoteModules and the shared versions', () => {
  it(`refuses a remote that needs shared-data ${nextMajor}, in one line, without loading its modules`, async () => {
    const { remoteDirs, logged, remotes } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-next.js', marked('__safebetRefusedBuild', 'next major'), sharedList(nextMajor));
    await expect(remotes.load('calculators', 'CalculatorPages')).rejects.toThrow(refusedLine);
    expect(wasLoaded('__safebetRefusedBuild')).toBe(false);
    expect(logged).toEqual([refusedLine]);

    // Checked again later, the same refusal is not logged again.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(remotes.load('calculators', 'CalculatorPages')).rejects.toThrow(refusedLine);
    expect(logged).toEqual([refusedLine]);
  });

  it(`loads a remote that needs shared-data ^${provided}`, async () => {
    const { remoteDirs, logged, remotes } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-same.js', marked('__safebetSameMajorBuild', 'same major'), sharedList(`^${provided}`));
    expect(await remotes.load('calculators', 'CalculatorPages')).toEqual({ HubPage: 'same major' });
    expect(wasLoaded('__safebetSameMajorBuild')).toBe(true);
    expect(logged).toEqual([]);
  });

  it('keeps the last good build rendering when a new build is refused', async () => {
    const { remoteDirs, logged, remotes } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-good.js', marked('__safebetGoodBuild', 'good build'), sharedList(`^${provided}`));
    expect(await remotes.load('calculators', 'CalculatorPages')).toEqual({ HubPage: 'good build' });
    const goodVersions = await remotes.versions();
    // versions() checks every remote: only the calculators' lines matter here.
    const calculatorsLog = () => logged.filter((line) => line.includes('calculators'));

    deploy(remoteDirs.calculators, 'remote-entry-refused.js', marked('__safebetRefusedNewBuild', 'refused build'), sharedList(nextMajor));
    // Pages go on rendering with the good build while the server checks the new one (a check runs on a request).
    await expect
      .poll(async () => ((await remotes.load('calculators', 'CalculatorPages')).HubPage === 'good build' ? calculatorsLog() : []), { timeout: 3000, interval: 60 })
      .toEqual([`${refusedLine}; the last good build server/remote-entry-good.js keeps rendering`]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await remotes.load('calculators', 'CalculatorPages')).toEqual({ HubPage: 'good build' });
    expect(calculatorsLog()).toHaveLength(1);
    expect(await remotes.versions()).toBe(goodVersions);
    expect(wasLoaded('__safebetRefusedNewBuild')).toBe(false);
  });
});

/** A manifest as a remote's build writes it: its browser entry, the public path it was built for and its shares. */
function manifestOf(publicPath: string, extra: Partial<Manifest> = {}): Manifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry-BE3FW_gq.js', path: '', type: 'module' }, publicPath },
    exposes: [{ name: 'CalculatorPages', assets: { js: { sync: ['assets/runtime-CvVOTrXm.js', 'assets/calculator-pages-D9LwqtnZ.js'] } } }],
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'shared-data', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      { name: 'styled-components', version: '6.6.0', singleton: true, requiredVersion: false },
    ],
    ...extra,
  };
}

describe("the browser's entry of a remote, from its manifest", () => {
  it.each([
    ['on this site, public path auto', '/mfe/calculators/mf-manifest.json', 'auto', '/mfe/calculators/'],
    ['on this site, built for its folder', '/mfe/calculators/mf-manifest.json', '/mfe/calculators/', '/mfe/calculators/'],
    ['on another origin, public path auto', 'https://cdn.example/calc/v2/mf-manifest.json', 'auto', 'https://cdn.example/calc/v2/'],
    ['on another origin, built for it', 'https://cdn.example/calc/mf-manifest.json', 'https://static.example/calculators/', 'https://static.example/calculators/'],
    ['on this site, built for another origin', '/mfe/calculators/mf-manifest.json', 'https://static.example/calculators/', 'https://static.example/calculators/'],
  ])('%s: files are under the base it names', (_case, manifestUrl, publicPath, base) => {
    expect(remoteBase(manifestOf(publicPath), manifestUrl)).toBe(base);
  });

  it.each([
    ['on this site, public path auto', '/mfe/calculators/mf-manifest.json', 'auto', '/mfe/calculators/remoteEntry-BE3FW_gq.js'],
    ['on this site, built for its folder', '/mfe/calculators/mf-manifest.json', '/mfe/calculators/', '/mfe/calculators/remoteEntry-BE3FW_gq.js'],
    ['on another origin, public path auto', 'https://cdn.example/calc/v2/mf-manifest.json', 'auto', 'https://cdn.example/calc/v2/remoteEntry-BE3FW_gq.js'],
    ['on another origin, built for it', 'https://cdn.example/calc/mf-manifest.json', 'https://static.example/calculators/', 'https://static.example/calculators/remoteEntry-BE3FW_gq.js'],
  ])('%s: the entry is at %s, an ES module, with the ranges the remote requires', (_case, manifestUrl, publicPath, url) => {
    expect(browserEntryOf(manifestOf(publicPath), manifestUrl)).toEqual({
      url,
      type: 'module',
      // A range of `false` asks for no version: nothing for the browser to check.
      shared: { react: '^19.3.1', 'shared-data': '^2.0.0' },
    });
  });

  it("joins the entry's folder as the federation runtime does", () => {
    const manifest = manifestOf('auto', { metaData: { remoteEntry: { name: 'remoteEntry-BE3FW_gq.js', path: './entries/', type: 'module' }, publicPath: 'auto' } });
    expect(browserEntryOf(manifest, '/mfe/calculators/mf-manifest.json')?.url).toBe('/mfe/calculators/entries/remoteEntry-BE3FW_gq.js');
  });

  it('names no entry the browser cannot import as a module, nor one the manifest does not name', () => {
    expect(browserEntryOf(manifestOf('auto', { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' }, publicPath: 'auto' } }), '/mfe/calculators/mf-manifest.json')).toBeNull();
    expect(browserEntryOf({ metaData: { publicPath: 'auto' } }, '/mfe/calculators/mf-manifest.json')).toBeNull();
  });

  it("preloads an exposed module's scripts from the same base, on the manifest's origin when it is another", () => {
    expect(preloadsOf(manifestOf('auto'), 'https://cdn.example/calc/v2/mf-manifest.json')).toEqual({
      CalculatorPages: [
        'https://cdn.example/calc/v2/remoteEntry-BE3FW_gq.js',
        'https://cdn.example/calc/v2/assets/runtime-CvVOTrXm.js',
        'https://cdn.example/calc/v2/assets/calculator-pages-D9LwqtnZ.js',
      ],
    });
  });
});

describe('remoteModules: the entries a page names', () => {
  const sharedDataRange = (entry: { shared: Record<string, string> } | undefined) => entry?.shared['shared-data'];

  it('names the browser entry of the build the server renders with, and keeps it while a new build is refused', async () => {
    const { remoteDirs, remotes } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-good.js', marked('__safebetNamedGoodBuild', 'good build'), sharedList(`^${provided}`), 'remoteEntry-good.js');
    await remotes.versions();
    expect(remotes.entries().calculators).toMatchObject({ url: '/mfe/calculators/remoteEntry-good.js', type: 'module' });
    expect(sharedDataRange(remotes.entries().calculators)).toBe(`^${provided}`);
    // Remotes with no browser entry in their manifest, or no manifest at all, are not named.
    expect(Object.keys(remotes.entries())).toEqual(['calculators']);

    deploy(remoteDirs.calculators, 'remote-entry-next.js', marked('__safebetNamedNextBuild', 'next build'), sharedList(nextMajor), 'remoteEntry-next.js');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await remotes.versions();
    // The server renders with the good build: the browser hydrates the same one.
    expect(remotes.entries().calculators?.url).toBe('/mfe/calculators/remoteEntry-good.js');
  });

  it('names a refused entry with its requirements when no build renders, so the browser refuses it too', async () => {
    const { remoteDirs, remotes } = setUp();
    deploy(remoteDirs.calculators, 'remote-entry-next.js', marked('__safebetNamedRefusedBuild', 'next build'), sharedList(nextMajor), 'remoteEntry-next.js');
    await expect(remotes.load('calculators', 'CalculatorPages')).rejects.toThrow(refusedLine);
    expect(remotes.entries().calculators?.url).toBe('/mfe/calculators/remoteEntry-next.js');
    expect(sharedDataRange(remotes.entries().calculators)).toBe(nextMajor);
  });
});
