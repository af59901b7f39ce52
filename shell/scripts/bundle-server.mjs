#!/usr/bin/env node
/**
 * The production server as one plain JavaScript file: `dist-node/start.mjs`, which `serve.sh`
 * runs with Node alone. Running `server/start.ts` through tsx costs the idle server a second V8 isolate (Node runs
 * module hooks on a thread of their own) and the transpiler's caches, about 40 MB of the 250 MB budget.
 *
 * - The workspace's own code (the shell's server, shared-data and its Node packages, the admin's server) is bundled. Every dependency from
 *   node_modules stays an import, by a path relative to the bundle, so Node loads the very file it loaded before
 *   (one React, one pg) and a moved checkout still works.
 * - `import.meta.url` in a bundled file is replaced by that file's own address: the migrations, the content folder,
 *   the PGlite worker and the built site are found where they are in the checkout, as under tsx.
 * - The build fails if a dependency was bundled after all: two copies of a library with state would be a bug that
 *   no type check sees.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const shellDir = fileURLToPath(new URL('../', import.meta.url));
const outfile = fileURLToPath(new URL('../dist-node/start.mjs', import.meta.url));
const outDir = dirname(outfile);
const workspacePackage = /^(@?shared-data|mfe-[a-z]+)(\/|$)/;
const inNodeModules = /(^|[\\/])node_modules[\\/]/;

/** @type {import('esbuild').Plugin} */
const keepPlaces = {
  name: 'safebet-keep-places',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || workspacePackage.test(args.path)) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await bundle.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      // A Node built-in named without `node:` resolves to itself.
      if (found.external || !found.path.includes(sep)) return { path: args.path, external: true };
      const path = relative(outDir, found.path).split(sep).join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
    bundle.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (inNodeModules.test(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

const result = await build({
  entryPoints: [fileURLToPath(new URL('../server/start.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  plugins: [keepPlaces],
  metafile: true,
  logLevel: 'warning',
  banner: { js: '// Built by shell/scripts/bundle-server.mjs from server/start.ts: do not edit.' },
});

const bundledDependencies = Object.keys(result.metafile.inputs).filter((input) => inNodeModules.test(input));
if (bundledDependencies.length > 0) {
  console.error(`bundle-server: dependencies must stay imports, but these were bundled:\n  ${bundledDependencies.join('\n  ')}`);
  process.exit(1);
}
const bytes = result.metafile.outputs[relative(process.cwd(), outfile).split(sep).join('/')]?.bytes;
console.log(`bundle-server: ${relative(shellDir, outfile)}${bytes ? ` (${(bytes / 1024).toFixed(0)} KB)` : ''}`);
