/**
 * For server tests: the built shell and remotes (`npm run build`) served over an embedded database with the demo
 * content, as `npm start` serves them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openStore, prepareStore } from 'shared-data/store';
import { buildServer, type ServerOptions } from './app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const builtShellDir = `${root}shell/dist`;
export const builtRemoteDirs = { content: `${root}mfe-content/dist`, calculators: `${root}mfe-calculators/dist`, admin: `${root}mfe-admin/dist` };

/** The built site's server over a fresh in-memory database; `options` adds to the server's own. Close both after. */
export async function startBuiltSite(options: Partial<Omit<ServerOptions, 'shellDir' | 'remoteDirs' | 'store'>> = {}) {
  if (!existsSync(`${builtShellDir}/server/entry-server.js`)) throw new Error('Build the site first: npx -y pnpm@10.34.8 run build');
  const store = await openStore({ kind: 'memory' });
  await prepareStore(store);
  const app = await buildServer({ shellDir: builtShellDir, remoteDirs: builtRemoteDirs, store, ...options });
  return { app, store };
}
