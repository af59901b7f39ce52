import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles, publish } from './deploy-remote.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding these files, each containing its own name (or the given text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'safebet-deploy-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The build of version `v`: an entry, a chunk and a server build named by the version, and the manifest naming them. */
const version = (v: number) =>
  folder({
    [`remoteEntry-v${v}.js`]: `entry ${v}`,
    [`assets/page-v${v}.js`]: `page ${v}`,
    [`server/remote-entry-v${v}.js`]: `server ${v}`,
    'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: `remoteEntry-v${v}.js` } } }),
  });

describe('publishing a remote build', () => {
  it('adds the new files beside the live ones and switches the manifest', () => {
    const dist = version(1);
    publish(version(2), dist);
    expect(JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'))).toEqual({ metaData: { remoteEntry: { name: 'remoteEntry-v2.js' } } });
    expect(listFiles(dist).sort()).toEqual(
      ['assets/page-v1.js', 'assets/page-v2.js', 'mf-manifest.json', 'remoteEntry-v1.js', 'remoteEntry-v2.js', 'server/remote-entry-v1.js', 'server/remote-entry-v2.js'].sort(),
    );
  });

  it('keeps the files of the two previous deploys and removes older ones', () => {
    const dist = version(1);
    publish(version(2), dist);
    publish(version(3), dist);
    expect(listFiles(dist)).toContain('assets/page-v1.js');
    const { removed } = publish(version(4), dist);
    // Live: 4; kept for open tabs: 3 and 2; version 1 is gone.
    expect(removed.sort()).toEqual(['assets/page-v1.js', 'remoteEntry-v1.js', 'server/remote-entry-v1.js']);
    expect(listFiles(dist).filter((file) => file.startsWith('assets/')).sort()).toEqual(['assets/page-v2.js', 'assets/page-v3.js', 'assets/page-v4.js']);
  });

  it('refuses a build without its manifest and leaves the live version as it is', () => {
    const dist = version(1);
    const broken = folder({ 'assets/page-v2.js': 'page 2' });
    expect(() => publish(broken, dist)).toThrow(/mf-manifest\.json/);
    expect(listFiles(dist)).not.toContain('assets/page-v2.js');
    expect(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')).toContain('remoteEntry-v1.js');
  });
});
