/**
 * The versions of the shared singletons, read from package.json files (Node only: the Vite configs at build time and
 * the shell's server; `src/federation.ts`, which the browser imports too, only takes them as a parameter).
 *
 * React, react-dom and styled-components: the versions installed, resolved from shared-data's folder as the builds
 * resolve them (one version each, pinned in the pnpm catalog). `shared-data` and `shared-data/react`: shared-data's
 * own version. Each is required as a caret range, so a remote built against another major version is refused.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedSingletons, type SharedVersions } from './federation.ts';

const packageDir = fileURLToPath(new URL('../', import.meta.url));

function readPackage(file: string): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
  if (typeof name !== 'string' || typeof version !== 'string') throw new Error(`${file} names no package name and version`);
  return { name, version };
}

/** The package a shared module belongs to: 'shared-data/react' -> 'shared-data', '@scope/pkg/sub' -> '@scope/pkg'. */
export const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Each shared singleton's version and required range, as `federationShared` and the shell's server take them. */
export function sharedVersions(dir: string = packageDir): SharedVersions {
  const own = readPackage(join(dir, 'package.json'));
  const require = createRequire(join(dir, 'package.json'));
  const versionOf = (pkg: string) => (pkg === own.name ? own.version : readPackage(require.resolve(`${pkg}/package.json`)).version);
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const version = versionOf(packageOf(name));
      return [name, { version, requiredVersion: `^${version}` }];
    }),
  ) as SharedVersions;
}

/** The version of each shared singleton this site provides, e.g. { 'shared-data': '1.0.0', react: '19.3.1', … }. */
export function providedVersions(dir: string = packageDir): Record<string, string> {
  return Object.fromEntries(Object.entries(sharedVersions(dir)).map(([name, { version }]) => [name, version]));
}
