/**
 * For server tests: the built shell and remotes (`npm run build`) served over an embedded database with the demo
 * content, as `npm start` serves them; and a bare server with the config and the store's decorators, for a plugin
 * tested alone.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configPlugin, readConfig } from '@shared-data/server';
import type { Store } from '@shared-data/store';
import { pgliteDriver } from '@shared-data/store/testing';
import { buildServer, type ServerOptions } from './app.ts';
import { storePlugin, type StorePluginOptions } from './plugins/store.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const builtShellDir = `${root}shell/dist`;
export const builtRemoteDirs = { content: `${root}mfe-content/dist`, calculators: `${root}mfe-calculators/dist`, admin: `${root}mfe-admin/dist` };

/**
 * The built site's server over a fresh in-memory database; `options` adds to the server's own. Close both after.
 * It logs nothing unless `options.logger` says so: the sitemap's render alone would write 3,300 request lines into
 * the run's output.
 */
export async function startBuiltSite(options: Partial<Omit<ServerOptions, 'shellDir' | 'remoteDirs' | 'store'>> = {}) {
  if (!existsSync(`${builtShellDir}/server/entry-server.js`)) throw new Error('Build the site first: npm run pnpm -- run build');
  const store = await pgliteDriver.open('seeded');
  const app = await buildServer({ shellDir: builtShellDir, remoteDirs: builtRemoteDirs, store, logger: false, ...options });
  return { app, store };
}

/**
 * A server with only `app.config` (an empty environment's) and the store's decorators, reading the content state
 * afresh on every request; register the plugin under test on it.
 */
export async function storeServer(store: Store, options: { logger?: FastifyServerOptions['logger'] } & Pick<StorePluginOptions, 'contentState'> = {}) {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(configPlugin, { config: readConfig({}) });
  await app.register(storePlugin, { store, tracking: { maxAgeMs: 0, listen: false }, contentState: options.contentState });
  return app;
}
