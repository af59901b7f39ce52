import { buildSettings, remoteConfig } from '@shared-data/build';
import { defineConfig, type Plugin } from 'vite';

/** In standalone development the page and the admin API must share an origin (SameSite=Strict cookie). */
const apiProxy: Plugin = {
  name: 'safebet-admin-api-proxy',
  config: () => ({ server: { proxy: { '/api': buildSettings.ADMIN_API_URL ?? 'http://127.0.0.1:4174' } } }),
};

export default defineConfig(({ command, isSsrBuild }) =>
  remoteConfig({
    remote: 'admin',
    command,
    isSsrBuild,
    exposes: { AdminPages: './src/expose/admin-pages.ts' },
    plugins: [apiProxy],
  }),
);
