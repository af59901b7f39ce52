import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { federationShared, sharedSingletons } from './federation.ts';
import { sharedVersions } from './shared-versions.ts';

const require = createRequire(import.meta.url);
const installed = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
const ownVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Whether `version` satisfies a caret range `^M.m.p` with M > 0: the same major, and no lower. */
function satisfiesCaret(version: string, range: string): boolean {
  const parse = (text: string) => text.split('.').map(Number);
  const match = /^\^(\d+\.\d+\.\d+)$/.exec(range);
  if (!match?.[1]) return false;
  const [want, have] = [parse(match[1]), parse(version)];
  if (want[0] === 0 || have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i += 1) if ((have[i] ?? 0) !== (want[i] ?? 0)) return (have[i] ?? 0) > (want[i] ?? 0);
  return true;
}

describe('sharedVersions', () => {
  const versions = sharedVersions();

  it('gives every shared singleton a version and a range', () => {
    expect(Object.keys(versions).sort()).toEqual([...sharedSingletons].sort());
  });

  it.each(['react', 'react-dom', 'styled-components'] as const)('requires a range the installed %s satisfies', (name) => {
    expect(versions[name].version).toBe(installed(name));
    expect(satisfiesCaret(installed(name), versions[name].requiredVersion)).toBe(true);
  });

  it.each(['shared-data', 'shared-data/react'] as const)("requires '^' + shared-data's package.json version for %s", (name) => {
    expect(versions[name]).toEqual({ version: ownVersion, requiredVersion: `^${ownVersion}` });
    const nextMajor = `${Number(ownVersion.split('.')[0]) + 1}.0.0`;
    expect(satisfiesCaret(nextMajor, versions[name].requiredVersion)).toBe(false);
  });
});

describe('federationShared', () => {
  it('declares the versions, strict for shared-data only, and singletons throughout', () => {
    const versions = sharedVersions();
    const shared = federationShared({ consumeOnly: true, versions });
    for (const name of sharedSingletons) {
      expect(shared[name]).toEqual({
        singleton: true,
        version: versions[name].version,
        requiredVersion: versions[name].requiredVersion,
        strictVersion: name.startsWith('shared-data'),
        import: false,
      });
    }
  });
});
