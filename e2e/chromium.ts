import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, started the way this machine needs it (no sandbox as root, no background traffic): one list for
 * the e2e suite and the bench. Playwright cannot download a browser of its own here.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The e2e suite's browser: Chromium's headless shell where it is installed, else `chromiumPath()`. The shell is the
 * same Blink without the full browser around it: on two cores the suite's browser process used half the CPU time and
 * the main project took 4.0 min instead of 5.0. The benches keep the full browser, which is what readers run.
 */
export function suiteChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
