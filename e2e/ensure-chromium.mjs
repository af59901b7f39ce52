// Playwright cannot download its own browsers here: the e2e suite and the bench use Debian's chromium, installed
// when it is missing. `--suite` also asks for Debian's chromium-headless-shell, the suite's lighter browser
// (chromium.ts): without it the suite runs on the full browser, only slower, so failing to install it is not an error.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const suite = process.argv.includes('--suite');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get install of `packages`, from the package lists as they are and, failing that, from fresh ones. */
function aptInstall(packages) {
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;
  try {
    execSync(install, { stdio: 'inherit' });
  } catch {
    execSync(`apt-get update -qq && ${install}`, { stdio: 'inherit' });
  }
}

const missing = [];
if (!existsSync(wanted)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${wanted} does not exist.`);
    process.exit(1);
  }
  if (!isRoot) {
    console.error('Chromium is missing: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  missing.push('chromium');
}
const wantsShell = suite && !process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && isRoot;
if (wantsShell) missing.push('chromium-headless-shell');
if (missing.length === 0) process.exit(0);

console.log(`Installing Debian ${missing.join(' and ')} for the end-to-end tests…`);
try {
  aptInstall(missing);
} catch (error) {
  if (missing.includes('chromium')) throw error;
  console.log('chromium-headless-shell could not be installed: the suite runs on the full chromium.');
}
