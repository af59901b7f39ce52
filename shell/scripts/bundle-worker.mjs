#!/usr/bin/env node
/**
 * The service worker as one classic script, `dist/server/service-worker.js`: in the server's folder, never served as
 * a file, since the server writes the deploy it serves above it at `/sw.js` (server/routes/service-worker.ts).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const outfile = fileURLToPath(new URL('../dist/server/service-worker.js', import.meta.url));
const result = await build({
  entryPoints: [fileURLToPath(new URL('../src/service-worker/worker.ts', import.meta.url))],
  outfile,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`bundle-worker: dist/server/service-worker.js (${(bytes / 1024).toFixed(1)} KB)`);
