/**
 * Deploys one remote alone, while the site runs: `npm run deploy -- calculators` (or content, admin).
 *
 * 1. Builds the remote (browser and server builds) into a staging folder beside its `dist`, so nothing live changes
 *    while it builds.
 * 2. Copies the new files into `dist`. Every file a page loads is named by its content hash (chunks, the entry, the
 *    server build), so the new files land beside the old ones and nothing a reader or the server uses is replaced.
 * 3. Switches the manifest (`mf-manifest.json`) last, by an atomic rename: a request sees the old version or the new
 *    one, never half of each. The shell's server picks the new server build up within its check interval (2 s), and
 *    the next page load in a browser reads the new manifest.
 * 4. Keeps the files of the two previous deploys (open tabs still load the chunks of the version they started with)
 *    and removes older ones. `dist/.deploys.json` records which files each deploy wrote.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames, SSR_FOLDER, type RemoteKey } from 'shared-data';

const MANIFEST = 'mf-manifest.json';
const RECORD = '.deploys.json';
/** Deploys whose files stay: the live one and the two before it. */
export const KEPT_DEPLOYS = 3;

interface DeployRecord {
  at: string;
  files: string[];
}

/** Every file under `dir`, as paths relative to it, dot files left out. */
export function listFiles(dir: string, under = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, under) : [relative(under, path)];
  });
}

function readRecords(dist: string): DeployRecord[] {
  try {
    return JSON.parse(readFileSync(join(dist, RECORD), 'utf8')) as DeployRecord[];
  } catch {
    // First deploy over a plain build: that build counts as the deploy before this one.
    return [{ at: 'build', files: listFiles(dist) }];
  }
}

/**
 * Makes `manifest` the live manifest of `dist` by an atomic rename: a request sees the old one or the new one, never
 * half of each. A deploy switches to its own; the deploy journey switches back to the one before (e2e/tests).
 */
export function switchManifest(dist: string, manifest: string) {
  const pending = join(dist, `.${MANIFEST}.${process.pid}`);
  writeFileSync(pending, manifest);
  renameSync(pending, join(dist, MANIFEST));
}

/**
 * Moves a built `stage` into the live `dist`: new files first, the manifest last (atomically), then the files of
 * deploys older than the kept ones go. Returns the files removed.
 */
export function publish(stage: string, dist: string, now = new Date()): { written: number; removed: string[] } {
  if (!existsSync(join(stage, MANIFEST))) throw new Error(`${stage}: no ${MANIFEST}; the build did not finish`);
  const previous = readRecords(dist);
  const files = listFiles(stage);
  let written = 0;
  for (const file of files) {
    if (file === MANIFEST) continue;
    const target = join(dist, file);
    mkdirSync(dirname(target), { recursive: true });
    // A hashed name already there holds the same bytes; other names (the remote's own index.html) are replaced.
    copyFileSync(join(stage, file), target);
    written += 1;
  }
  switchManifest(dist, readFileSync(join(stage, MANIFEST), 'utf8'));

  const records = [...previous, { at: now.toISOString(), files }].slice(-KEPT_DEPLOYS);
  const kept = new Set(records.flatMap((record) => record.files));
  const removed = listFiles(dist).filter((file) => !kept.has(file));
  for (const file of removed) rmSync(join(dist, file), { force: true });
  writeFileSync(join(dist, RECORD), JSON.stringify(records, null, 1));
  return { written, removed };
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * Builds a remote's browser and server builds into `outDir`. `base` is the public URL its files are served from when
 * that is not this site's `/mfe/<name>/` (an absolute URL: another origin, a CDN).
 */
export function buildRemote(remote: RemoteKey, root: string, outDir: string, { base }: { base?: string } = {}) {
  const packageDir = join(root, `mfe-${remote}`);
  const vitePackage = createRequire(join(packageDir, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), 'bin', 'vite.js');
  const baseArgs = base ? ['--base', base] : [];
  run(process.execPath, [vite, 'build', '--configLoader', 'runner', ...baseArgs, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], packageDir);
  run(process.execPath, [vite, 'build', '--ssr', '--configLoader', 'runner', '--outDir', join(outDir, SSR_FOLDER), '--logLevel', 'warn'], packageDir);
}

/** Builds the remote into a staging folder and publishes it; the live `dist` is untouched until the build is done. */
export function deployRemote(remote: RemoteKey, root: string, { base }: { base?: string } = {}): { ms: number; written: number; removed: string[] } {
  const started = Date.now();
  const packageDir = join(root, `mfe-${remote}`);
  const dist = join(packageDir, 'dist');
  const stage = join(packageDir, '.deploy', String(started));
  try {
    buildRemote(remote, root, stage, { base });
    mkdirSync(dist, { recursive: true });
    const { written, removed } = publish(stage, dist);
    return { ms: Date.now() - started, written, removed };
  } finally {
    rmSync(join(packageDir, '.deploy'), { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [remoteArg, option, base] = process.argv.slice(2);
  const remote = remoteArg as RemoteKey | undefined;
  const baseOk = option === undefined || (option === '--base' && base !== undefined && /^https?:\/\/\S+\/$/.test(base));
  if (!remote || !(remote in remoteNames) || !baseOk) {
    console.error(`Kullanım: npm run deploy -- <${Object.keys(remoteNames).join('|')}> [--base https://cdn.example/mfe/<ad>/]`);
    process.exit(2);
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  try {
    const { ms, written, removed } = deployRemote(remote, root, { base });
    console.log(`SafeBet: the ${remote} remote is deployed in ${(ms / 1000).toFixed(1)} s (${written} files written, ${removed.length} old files removed)`);
  } catch (error) {
    console.error(`SafeBet: the ${remote} remote was not deployed: ${error instanceof Error ? error.message : String(error)}. The live version is unchanged.`);
    process.exit(1);
  }
}
