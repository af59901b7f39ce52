import { hostConfig } from '@shared-data/build';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => hostConfig({ isSsrBuild }));
