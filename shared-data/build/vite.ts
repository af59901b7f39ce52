/** Build-time helpers shared by the four Vite configs (Node only, never shipped to the browser). */
import { federation } from '@module-federation/vite';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { minifySync, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { packageDir, publicDir } from './paths.ts';
import { precompressedAssets } from './precompress.ts';
import { webAppFiles } from './web-app.ts';
import { sharedVersions } from 'shared-data/shared-versions';
import {
  type ExposedModule,
  federationShared,
  remoteBasePaths,
  type RemoteKey,
  remoteNames,
  sharedSingletons,
  SSR_FOLDER,
} from 'shared-data';
import { processEnv, readBuildConfig } from '@shared-data/server';

/** The build's environment (the development servers' proxies), read by the one config schema. */
export const buildSettings = readBuildConfig(processEnv());

export { federationShared, remoteBasePaths, remoteNames };

const devPorts: Record<RemoteKey, number> = { content: 5174, calculators: 5175, admin: 5176 };

/**
 * How every container's federation runtime picks a shared module: the one already loaded (the shell's) first. With
 * the default, 'version-first', the runtime loads each registered remote's entry when sharing starts, to compare
 * versions; with 'loaded-first' a remote's entry loads only when one of its modules is asked for. The runtime takes
 * it only at init (registerRemotes and loadRemote have no such option), so it is set here for the plugin's init.
 */
const shareStrategy = 'loaded-first';

/**
 * Stable styled-components class names: each styled component gets an id from its package, file and position, so
 * the server's HTML and the browser's hydration name the same classes whatever order the chunks load in. The
 * namespace keeps two apps' ids apart.
 */
function styledComponentIds(namespace: string): PluginOption {
  return babel({
    include: /\.tsx?$/,
    sourceMap: false,
    plugins: [['babel-plugin-styled-components', { namespace, ssr: true, displayName: false, fileName: false, pure: true }]],
  });
}

/**
 * Whether an import stays outside a server build: the shared singletons (with the subpaths of the libraries among
 * them), which the host's server provides once for every app, as the page does, and `shared-data/image-sizes`.
 * `shared-data`'s other subpaths (the betting rules) are pure functions each app bundles, as in the browser.
 */
const isServerShared = (id: string) =>
  id === 'shared-data/image-sizes' ||
  sharedSingletons.some((name) => id === name || (!name.startsWith('shared-data') && id.startsWith(`${name}/`)));

const SERVER_EXPOSES = '\0safebet-server-exposes';

/** What every server build shares: Node ES modules in `dist/server`, readable (not minified). */
function serverBuild(rollupOptions: NonNullable<UserConfig['build']>['rollupOptions']): UserConfig['build'] {
  return { ssr: true, outDir: `dist/${SSR_FOLDER}`, emptyOutDir: true, target: 'node20', sourcemap: false, minify: false, rollupOptions };
}

/**
 * The server build of a remote: one ES module (`server/remote-entry-<hash>.js`) exporting each exposed module by
 * name, with the shared libraries left as bare imports for the host to provide. The manifest names it as
 * `metaData.ssrRemoteEntry`, so a host finds it wherever the remote is deployed.
 */
function remoteServerConfig(remote: RemoteKey, exposes: Record<string, string>, root: string): UserConfig {
  const exposesModule: Plugin = {
    name: 'safebet-server-exposes',
    resolveId: (id) => (id === SERVER_EXPOSES ? id : null),
    load(id) {
      if (id !== SERVER_EXPOSES) return null;
      return Object.entries(exposes)
        .map(([name, file]) => `export * as ${name.replace(/^\.\//, '')} from ${JSON.stringify(resolve(root, file))};`)
        .join('\n');
    },
  };
  let outDir = '';
  const manifestEntry: Plugin = {
    name: 'safebet-server-manifest',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const manifestFile = resolve(outDir, '..', 'mf-manifest.json');
      if (!entry || !existsSync(manifestFile)) throw new Error(`${remote}: build the browser bundle before the server bundle`);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
      manifest.metaData.ssrRemoteEntry = { name: `${SSR_FOLDER}/${entry.fileName}`, path: '', type: 'module' };
      writeFileSync(manifestFile, JSON.stringify(manifest));
    },
  };
  return {
    plugins: [react(), styledComponentIds(remote), exposesModule, manifestEntry],
    ssr: { noExternal: true, target: 'node' },
    build: serverBuild({
      input: SERVER_EXPOSES,
      external: isServerShared,
      output: { format: 'es', entryFileNames: 'remote-entry-[hash].js', codeSplitting: false },
    }),
  };
}

interface RemoteConfigOptions<R extends RemoteKey> {
  remote: R;
  command: 'build' | 'serve';
  /** `vite build --ssr`: the server build of the remote. */
  isSsrBuild?: boolean;
  /** The file of each module the route table says the remote exposes, e.g. { ContentPages: './src/expose/content-pages.ts' }. */
  exposes: Record<ExposedModule<R>, string>;
  plugins?: PluginOption[];
}

/** The Vite config of a remote: an ESM federation container with a manifest, served under its own path. */
export function remoteConfig<R extends RemoteKey>({ remote, command, isSsrBuild = false, exposes: files, plugins = [] }: RemoteConfigOptions<R>): UserConfig {
  // The federation plugin names an exposed module as a path: './ContentPages'.
  const exposes = Object.fromEntries(Object.entries<string>(files).map(([name, file]) => [`./${name}`, file]));
  if (isSsrBuild) return remoteServerConfig(remote, exposes, process.cwd());
  return {
    base: command === 'build' ? remoteBasePaths[remote] : '/',
    plugins: [
      react(),
      styledComponentIds(remote),
      federation({
        name: remoteNames[remote],
        // Hashed like every chunk: a deploy adds files beside the old ones and switches the manifest last.
        filename: 'remoteEntry-[hash].js',
        manifest: true,
        dts: false,
        exposes,
        shared: federationShared({ consumeOnly: command === 'build', versions: sharedVersions() }),
        shareStrategy,
        // In production the shell publishes the one federation runtime on the page; a remote running on its own
        // for development keeps its bundled copy.
        experiments: { externalRuntime: command === 'build' },
      }),
      precompressedAssets(),
      ...plugins,
    ],
    server: { port: devPorts[remote], strictPort: true, host: '127.0.0.1' },
    preview: { port: devPorts[remote], strictPort: true, host: '127.0.0.1' },
    build: browserBuild,
  };
}

/**
 * The app starts once the page has loaded: the built page names its entry on the boot watch's script
 * (`data-app-entry`) instead of loading it and its preloads at once, and `public/boot-watch.js` imports it on the
 * `load` event. The server's HTML is the page (its links, forms and popovers work without scripts), so its styles
 * and largest image get the whole connection first, and no script competes with them.
 *
 * The boot watch is written into the page rather than linked: a script the page fetches is a request before its
 * largest paint, which Lighthouse's simulation counts against it (measured: the same HTML without scripts but for a
 * linked boot watch that does nothing paints its LCP 0.2 s later, as late as the page). The server allows this one
 * inline script by its hash in the page's CSP (shell/server/security-headers.ts).
 */
function bootAfterLoad(): Plugin {
  let publicDir = '';
  return {
    name: 'safebet-boot-after-load',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite has written the entry and its preloads into the page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const entries = [...page.source.matchAll(/<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/g)];
        const entry = entries[0];
        if (entries.length !== 1 || !entry) throw new Error(`shell/index.html: expected one module entry script, found ${entries.length}`);
        const chunkOf = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk : null;
        };
        const entryFile = entry[1];
        const entryChunk = entryFile ? chunkOf(entryFile.replace(/^\//, '')) : null;
        if (!entryFile || !entryChunk) throw new Error(`shell: the entry ${entryFile} is not in the bundle`);
        // Every chunk the entry runs, fetched at once as the boot starts.
        const boot = new Set<string>();
        const visit = (file: string) => {
          if (boot.has(file)) return;
          boot.add(file);
          chunkOf(file)?.imports.forEach(visit);
        };
        entryChunk.imports.forEach(visit);
        const preload = [...boot].map((file) => `/${file}`).join(' ');
        // The stages the boot watch runs before the entry, a task each: the libraries, then shared-data.
        const stages = BOOT_STAGES.map((name) => {
          const file = entryChunk.imports.find((imported) => chunkOf(imported)?.name === name);
          if (!file) throw new Error(`shell: the entry does not import the ${name} chunk it boots in a stage of its own`);
          return `/${file}`;
        });
        const popupsChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === POPUPS_ENTRY);
        if (!popupsChunk) throw new Error(`shell: no ${POPUPS_ENTRY} entry in the bundle`);
        const popups = `/${popupsChunk.fileName}`;
        // Its comments and names are for this repository's readers: the page carries the code alone, minified. Every
        // page carries it in the bytes read before anything is painted (about 0.5 KB less compressed than as written).
        const minified = minifySync('boot-watch.js', readFileSync(join(publicDir, 'boot-watch.js'), 'utf8'), {
          compress: true,
          // Its own names stay (a failure in the field names them; a test reads `import(entry)`): 0.1 KB more.
          mangle: { toplevel: false },
          module: true,
        });
        if (minified.errors.length > 0) throw new Error(`public/boot-watch.js does not minify: ${minified.errors.map((e) => e.message).join('; ')}`);
        const watch = minified.code.trim();
        if (watch.includes('</script')) throw new Error('public/boot-watch.js cannot be written into the page: it holds </script');
        const linked = /<script type="module" src="\/boot-watch\.js"[^>]*><\/script>/;
        if (!linked.test(page.source)) throw new Error('shell/index.html: no boot watch script to write into the page');
        page.source = page.source
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
          .replace(
            linked,
            () =>
              `<script type="module" data-app-entry="${entryFile}" data-app-stages="${stages.join(' ')}" data-app-chunks="${preload}" data-app-popups="${popups}">${watch}</script>`,
          );
      },
    },
  };
}

/** A chunk the bundler makes of every module `test` matches (with what they alone import). */
interface ChunkGroup {
  name: string;
  test: RegExp;
}

/** A browser build for modern browsers, without source maps, its chunks grouped by `groups`. */
const browserBuildWith = (groups: ChunkGroup[]): UserConfig['build'] => ({
  target: 'es2022',
  sourcemap: false,
  rollupOptions: { output: { codeSplitting: { groups } } },
});

/**
 * A remote's browser build: the federation runtime and the bundler's small helpers in one chunk, instead of a
 * handful of sub-kilobyte files that each cost a request on a slow connection.
 */
const browserBuild = browserBuildWith([
  { name: 'runtime', test: /[\\/]node_modules[\\/]@module-federation[\\/]|^\0rolldown|vite[\\/]preload-helper|^\0vite[\\/]/ },
  // The remote's own components and hooks, which most of its pages share: one request instead of one each.
  { name: 'common', test: /[\\/]mfe-[a-z]+[\\/]src[\\/](?:components|hooks)[\\/]/ },
]);

/**
 * The chunks the boot watch (shell/public/boot-watch.js) runs a task each, in this order, before the entry, which
 * holds the app and hydrates. Evaluated as one module graph, they were one long task (35-47 ms on this machine,
 * traced), which Lighthouse's phone pays four times over.
 */
const BOOT_STAGES = ['react', 'shared-data'] as const;

/**
 * The shell's browser build: the libraries and shared-data in a chunk each (React's does not change with a deploy of
 * the shell's code), the app in its entry (src/bootstrap.tsx). The dialogs load as one chunk, when the first is due
 * (one dynamic import, `src/app/dialogs.ts`), and the federation runtime with `federation-host.ts`, with the first
 * remote.
 */
const hostChunks = browserBuildWith([
  // The libraries, with the bundler's preload helper.
  {
    name: BOOT_STAGES[0],
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|styled-components|@emotion|stylis|tslib)[\\/]|vite[\\/]preload-helper|^\0vite[\\/]/,
  },
  { name: BOOT_STAGES[1], test: /[\\/]shared-data[\\/]src[\\/]/ },
  // What the popups' script shares with the app (a modal dialog's behaviour): neither loads the other's code.
  { name: 'modal', test: /[\\/]shell[\\/]src[\\/]components[\\/]dialog[\\/]modal\.ts$/ },
]);

/**
 * The popups' script (src/features/popups/popups-entry.ts): an entry of its own beside the page's, which the boot
 * watch imports 2000 ms after the load, with or without the app (docs/decisions/0011).
 */
const POPUPS_ENTRY = 'popups';

const hostBuild: UserConfig['build'] = {
  ...hostChunks,
  rollupOptions: {
    ...hostChunks?.rollupOptions,
    input: { index: 'index.html', [POPUPS_ENTRY]: 'src/features/popups/popups-entry.ts' },
  },
};

/** Publishes the generated images at the site root: copied into the build, served by the dev server. */
function generatedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'safebet-generated-assets',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use('/images', (req, res, next) => {
        const file = normalize(join(publicDir, 'images', decodeURIComponent((req.url ?? '').split('?')[0] ?? '')));
        if (!file.startsWith(publicDir) || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/webp');
        res.end(readFileSync(file));
      });
    },
    writeBundle() {
      if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
    },
  };
}

/**
 * The server build of the shell (`vite build --ssr`): its render entry, plus `shared-data` and `shared-data/react`
 * as entries of their own, so the remotes' server builds link against this one copy of them.
 */
function hostServerConfig(entry: string): UserConfig {
  return {
    plugins: [react(), styledComponentIds('shell')],
    // styled-components publishes CommonJS to Node, whose default import is not the `styled` function: it is
    // bundled as an entry of its own, which the remotes' server builds link to as well.
    ssr: { target: 'node', noExternal: ['styled-components'] },
    build: serverBuild({
      input: {
        'entry-server': entry,
        'shared-data': join(packageDir, 'src/index.ts'),
        'shared-data-react': join(packageDir, 'src/react/index.ts'),
        'shared-data-image-sizes': join(packageDir, 'src/image-sizes.ts'),
        'styled-components': 'styled-components',
      },
      preserveEntrySignatures: 'strict',
      output: { format: 'es', entryFileNames: '[name].js' },
    }),
  };
}

/**
 * The Vite config of the shell. The shell is the federation host, but not through the federation plugin: its own code
 * imports React, styled-components and shared-data as ordinary modules, so a first load hydrates the layout without
 * the federation runtime. `src/features/remotes/federation-host.ts` sets the runtime up, with the shell's loaded
 * modules as the shared set, the first time a remote is needed.
 */
export function hostConfig({ plugins = [], isSsrBuild = false, serverEntry = 'src/entry-server.tsx' }: { plugins?: PluginOption[]; isSsrBuild?: boolean; serverEntry?: string } = {}): UserConfig {
  if (isSsrBuild) return hostServerConfig(serverEntry);
  return {
    define: {
      // The shared set the host registers (each singleton's version and the range it requires), against which the
      // shell checks each remote's requirements.
      __SHARED_SET__: JSON.stringify(federationShared({ versions: sharedVersions() })),
    },
    plugins: [react(), styledComponentIds('shell'), generatedAssets(), bootAfterLoad(), webAppFiles(), precompressedAssets(), ...plugins],
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
    build: hostBuild,
  };
}
