#!/usr/bin/env node
/**
 * The workspace's pnpm, in the version package.json pins ("packageManager"), run through npx: the one place that
 * version is read. `node scripts/pnpm.mjs run lint` (or `npm run pnpm -- run lint`) is `pnpm run lint`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager = '' } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
if (!/^pnpm@\d+\.\d+\.\d+$/.test(packageManager)) {
  console.error(`SafeBet: package.json "packageManager" must pin pnpm (pnpm@x.y.z), not ${JSON.stringify(packageManager)}`);
  process.exit(1);
}
const run = spawnSync('npx', ['-y', packageManager, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
