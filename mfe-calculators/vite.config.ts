import { remoteConfig } from 'shared-data/build';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) =>
  remoteConfig({
    remote: 'calculators',
    command,
    exposes: { './CalculatorPages': './src/expose/calculator-pages.ts' },
  }),
);
