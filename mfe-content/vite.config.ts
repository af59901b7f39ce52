import { remoteConfig } from 'shared-data/build';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) =>
  remoteConfig({
    remote: 'content',
    command,
    exposes: { './ContentPages': './src/expose/content-pages.ts' },
  }),
);
