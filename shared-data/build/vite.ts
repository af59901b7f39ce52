/** Build-time helpers shared by the four Vite configs (Node only, never shipped to the browser). */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { publicDir } from './paths.ts';
import { federationShared, remoteBasePaths, remoteNames, type RemoteKey } from '../src/federation.ts';

export { federationShared, remoteBasePaths, remoteNames };

const devPorts: Record<RemoteKey, number> = { content: 5174, calculators: 5175, admin: 5176 };

/** The public origin for canonical URLs and structured data (shared-data's siteOrigin), fixed at build time. */
const define = { __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? '') };

interface RemoteConfigOptions {
  remote: RemoteKey;
  command: 'build' | 'serve';
  /** The thin adapters the shell loads, e.g. { './ContentPages': './src/expose/content-pages.ts' }. */
  exposes: Record<string, string>;
  plugins?: PluginOption[];
}

/** The Vite config of a remote: an ESM federation container with a manifest, served under its own path. */
export function remoteConfig({ remote, command, exposes, plugins = [] }: RemoteConfigOptions): UserConfig {
  return {
    base: command === 'build' ? remoteBasePaths[remote] : '/',
    define,
    plugins: [
      react(),
      federation({
        name: remoteNames[remote],
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes,
        shared: federationShared(),
        // In production the shell publishes the one federation runtime on the page; a remote running on its own
        // for development keeps its bundled copy.
        experiments: { externalRuntime: command === 'build' },
      }),
      ...plugins,
    ],
    server: { port: devPorts[remote], strictPort: true, host: '127.0.0.1' },
    preview: { port: devPorts[remote], strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false },
  };
}

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

/** The Vite config of the shell: the federation host with no build-time remotes (they are read at run time). */
export function hostConfig({ plugins = [] }: { plugins?: PluginOption[] } = {}): UserConfig {
  return {
    define,
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: {},
        dts: false,
        shared: federationShared(),
        // One copy of the federation runtime for the whole page: the remotes read it instead of bundling their own.
        experiments: { provideExternalRuntime: true },
      }),
      generatedAssets(),
      ...plugins,
    ],
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false },
  };
}
