import { remoteConfig } from 'shared-data/build';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) =>
  remoteConfig({
    remote: 'admin',
    command,
    exposes: { './AdminPages': './src/expose/admin-pages.ts' },
  }),
);
