// Playwright cannot download its own browsers here: the e2e suite and the bench use Debian's chromium, installed
// when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${wanted} does not exist.`);
  process.exit(1);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error('Chromium is missing: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
