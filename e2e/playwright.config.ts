import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, suiteChromiumPath } from './chromium.ts';
import { BASE_URL } from './server.ts';

/** The journeys that start servers of their own beside the suite's (`startOwnServer` in server.ts). */
const OWN_SERVERS = /(admin-two-factor|affiliate|cms|first-admin|vitals)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test is traced and fixed, not run again.
  retries: 0,
  // Bounds for a hung test, not speed targets (the bench measures speed). A shared 2-core CI machine has been seen
  // to take four times as long per page as a quiet one (25 min for the suite instead of 6), with two browsers and
  // the server on its two cores: a journey of thirty clicks there needs more than 30 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'tr-TR',
    trace: 'off',
    // The site's service worker answers from its caches once installed: every journey but the offline one sees
    // the server's own answers (tests/offline.spec.ts allows it for itself).
    serviceWorkers: 'block',
    // The suite runs on CPUs without a GPU, where the decorative falling icons cost a software composite of the
    // whole screen on every frame of every test (a quarter of the suite's time on two cores). Readers who ask for
    // reduced motion see them stand still too; tests/layout.spec.ts checks that they fall for everyone else.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: suiteChromiumPath(), args: chromiumArgs },
  },
  projects: [
    // The journeys that start a server of their own (the CMS's and the affiliate journeys change content that most
    // pages show; the others need a server set up otherwise than the suite's) run beside the rest of the main suite.
    // Listed first, they are scheduled first: a server's start (10 to 15 s on two busy cores) and its stop then fall
    // among the other journeys instead of holding back the end of the main suite, which the deploy waits for.
    { name: 'own-servers', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: OWN_SERVERS },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/(deploy|cross-origin|two-processes)\.spec\.ts$/, OWN_SERVERS] },
    // A deploy, or a remote moved to another origin, changes what every page of a remote shows: each runs alone,
    // after the rest.
    { name: 'deploy', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /deploy\.spec\.ts$/, dependencies: ['own-servers', 'chromium'] },
    { name: 'cross-origin', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /cross-origin\.spec\.ts$/, dependencies: ['deploy'] },
    // Two server processes of their own on a PostgreSQL cluster of their own, behind a balancer:
    // requests only, no browser; last, so that its processes never compete with the rest for the CPU. Alone:
    // `npx playwright test --project two-processes --no-deps`.
    { name: 'two-processes', testMatch: /two-processes\.spec\.ts$/, dependencies: ['cross-origin'] },
  ],
});
