import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace: each package is a project with its own environment. A package's browser code
// (src) runs in jsdom; its server code (server) runs in a node project of its own.
const browserLike = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.ts'],
  },
});

// The store's tests, the admin API's and the shell's server tests open databases: one PostgreSQL server and one set of
// template databases for the run (the setup is shared between the projects that name it).
const withStores = (root: string) => ({ globalSetup: [`${root}store/testing/global-setup.ts`], testTimeout: 20_000 });

const serverOf = (name: string, extra = {}) => ({
  extends: true as const,
  test: { name: `${name}-server`, root: `./${name}`, environment: 'node', include: ['server/**/*.test.ts'], ...extra },
});

export default defineConfig({
  test: {
    // A bound for a hung test, not a speed target: on a shared 2-core CI machine a first render or an in-memory
    // database's start has taken over Vitest's 5 s default (a render of a built page, PGlite opening in 16 s).
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on CI's two, one worker ran every file in turn (932 s,
    // of which much is waiting on PGlite, timers and a test's own server). Two share the cores and the waits.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared-data',
          root: './shared-data',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'store/**/*.test.ts', 'server/**/*.test.ts'],
          ...withStores('./'),
        },
      },
      browserLike('shell'),
      serverOf('shell', withStores('../shared-data/')),
      browserLike('mfe-content'),
      browserLike('mfe-calculators'),
      browserLike('mfe-admin'),
      serverOf('mfe-admin', withStores('../shared-data/')),
    ],
  },
});
