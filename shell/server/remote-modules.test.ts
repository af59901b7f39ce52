// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRemoteUrls } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { linkToHost, remoteModules } from './remote-modules.ts';

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

/** A deployed remote folder whose manifest names `entry` as its server build. */
function deploy(dir: string, entry: string, code: string) {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', entry), code);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { ssrRemoteEntry: { name: `server/${entry}`, path: '', type: 'module' } } }));
}

describe('remoteModules', () => {
  it('picks up a redeployed server build without a restart, and keeps the last good one when a new one fails', async () => {
    const root = mkdtempSync(join(tmpdir(), 'safebet-remotes-'));
    const remoteDirs = { content: join(root, 'content'), calculators: join(root, 'calculators'), admin: join(root, 'admin') };
    const logged: string[] = [];
    const remotes = remoteModules({
      manifestUrls: () => defaultRemoteUrls,
      remoteDirs,
      shellServerDir: join(root, 'shell-server'),
      checkEveryMs: 50,
      log: (message) => logged.push(message),
    });
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
});
