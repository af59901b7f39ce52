import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files run without isolation: a worker imports React, jsdom's helpers, the store and the rest once, not once per
 * file (the whole run took 217 s instead of 373 s on two cores). A file that replaces a module (`vi.mock`) needs a
 * module graph of its own, or a module another file imported first keeps the real one: those files are found here,
 * by their text, and run isolated in a twin project.
 */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

const here = fileURLToPath(new URL('.', import.meta.url));

/** The test files under `dir` (relative to `root`, node_modules left out), relative to `root`. */
function testFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(here, root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, path);
    return entry.isFile() && /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The test files a project's `include` reaches that mock a module, relative to its root (each glob's folder is read). */
function mockingFiles(root: string, include: string[]): string[] {
  const dirs = [...new Set(include.map((glob) => glob.split('/')[0] ?? ''))];
  return dirs.flatMap((dir) => testFiles(root, dir)).filter((file) => MOCKS_A_MODULE.test(readFileSync(join(here, root, file), 'utf8')));
}

interface ProjectTest {
  name: string;
  root: string;
  include: string[];
  [option: string]: unknown;
}

/** A project without isolation, and its twin with isolation for the files of it that mock a module (if any). */
function withIsolatedTwin(test: ProjectTest) {
  const mocking = mockingFiles(test.root, test.include);
  const shared = { extends: true as const, test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true as const, test: { ...test, name: `${test.name}-isolated`, include: mocking, isolate: true } }];
}

// One Vitest run for the workspace: each package is a project with its own environment. A package's browser code
// (src) runs in jsdom; its server code (server) runs in a node project of its own.
const browserLike = (name: string) =>
  withIsolatedTwin({ name, root: `./${name}`, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../vitest.setup.ts'] });

// The store's tests, the admin API's and the shell's server tests open databases: one PostgreSQL server and one set of
// template databases for the run (the setup is shared between the projects that name it).
const withStores = (root: string) => ({ globalSetup: [`${root}store/testing/global-setup.ts`], testTimeout: 20_000 });

const serverOf = (name: string, extra = {}) =>
  withIsolatedTwin({ name: `${name}-server`, root: `./${name}`, environment: 'node', include: ['server/**/*.test.ts'], ...extra });

export default defineConfig({
  test: {
    // A bound for a hung test, not a speed target: on a shared 2-core CI machine a first render or an in-memory
    // database's start has taken over Vitest's 5 s default (a render of a built page, PGlite opening in 16 s).
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on CI's two, one worker ran every file in turn (932 s,
    // of which much is waiting on PGlite, timers and a test's own server). Two share the cores and the waits.
    maxWorkers: 2,
    projects: [
      ...withIsolatedTwin({
        name: 'shared-data',
        root: './shared-data',
        environment: 'node',
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'store/**/*.test.ts', 'server/**/*.test.ts'],
        ...withStores('./'),
      }),
      ...browserLike('shell'),
      // The shell's server tests remove their temporary folders after each file (server/test-folders.ts).
      ...serverOf('shell', { ...withStores('../shared-data/'), setupFiles: ['./server/test-folders-setup.ts'] }),
      ...browserLike('mfe-content'),
      ...browserLike('mfe-calculators'),
      ...browserLike('mfe-admin'),
      ...serverOf('mfe-admin', withStores('../shared-data/')),
    ],
  },
});
