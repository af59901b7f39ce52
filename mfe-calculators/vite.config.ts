import { remoteConfig } from '@shared-data/build';
import { defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) =>
  remoteConfig({
    remote: 'calculators',
    command,
    isSsrBuild,
    exposes: { CalculatorPages: './src/expose/calculator-pages.ts' },
  }),
);
