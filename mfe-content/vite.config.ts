import { contentApiBase } from 'shared-data';
import { buildSettings, remoteConfig } from '@shared-data/build';
import { defineConfig, type Plugin } from 'vite';

/** Running on its own, the remote reads the content API of the site's server (`npm start`, port 4173). */
const contentApiProxy: Plugin = {
  name: 'safebet-content-api-proxy',
  config: () => ({ server: { proxy: { [contentApiBase]: buildSettings.CONTENT_API_URL ?? 'http://127.0.0.1:4173' } } }),
};

export default defineConfig(({ command, isSsrBuild }) =>
  remoteConfig({
    remote: 'content',
    command,
    isSsrBuild,
    exposes: { ContentPages: './src/expose/content-pages.ts' },
    plugins: [contentApiProxy],
  }),
);
