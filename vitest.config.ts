import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace: each package is a project with its own environment.
const browserLike = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared-data',
          root: './shared-data',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'store/**/*.test.ts', 'server/**/*.test.ts'],
          // One PostgreSQL server for the run, so the store's suite runs on PGlite and on PostgreSQL alike.
          globalSetup: ['./store/testing/global-setup.ts'],
          testTimeout: 20_000,
        },
      },
      browserLike('shell'),
      browserLike('mfe-content'),
      browserLike('mfe-calculators'),
      {
        ...browserLike('mfe-admin'),
        // The admin API's tests run on PGlite and on PostgreSQL too (issue 15).
        test: { ...browserLike('mfe-admin').test, globalSetup: ['../shared-data/store/testing/global-setup.ts'], testTimeout: 20_000 },
      },
    ],
  },
});
