/**
 * Debian's Chromium, started the way this machine needs it (no sandbox as root, no background traffic): one list for
 * the e2e suite and the bench. Playwright cannot download a browser of its own here.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
