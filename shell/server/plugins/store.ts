/**
 * The content store as decorators: `app.store` and `app.contentState()` (the content state every cache follows);
 * `publicPathExists` tells whether a matched public path names content that exists. `openContentStore` opens it at start:
 * PostgreSQL when `DATABASE_URL` is set, else embedded PGlite in `DATA_DIR`, migrated and seeded; a database that
 * cannot be reached ends the process with one clear line.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { routeOf, slugPattern, type RouteMatch } from 'shared-data';
import { storeLocation, type ServerConfig } from '@shared-data/server';
import { describePostgresUrl, openStore, prepareStore, publicSlugExists, type Store } from '@shared-data/store';
import { contentStateTracker } from './content-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    /** The content version and the scheduled publishes passed since: a write or a publish changes it. */
    contentState(): Promise<string>;
  }
}

export interface StorePluginOptions {
  store: Store;
  /** How the content state is followed (tests read it afresh each time and without LISTEN). */
  tracking?: { maxAgeMs?: number; listen?: boolean };
  /** Replaces the tracked content state (tests of an outage). */
  contentState?: () => Promise<string>;
}

/**
 * Whether a matched route names something that exists: its parameters pass the route's own check (a calculator we
 * have), and the entry it names is public in the store.
 */
export async function publicPathExists(store: Store, { route, params }: RouteMatch): Promise<boolean> {
  const { known, entry } = routeOf(route);
  if (known && !known(params)) return false;
  if (!entry) return true;
  const slug = params[entry.param] ?? '';
  // A slug's shape is checked before the store is asked: any other text names nothing.
  return slugPattern.test(slug) && publicSlugExists(store.db, entry.collection, slug);
}

const decorateStore: FastifyPluginAsync<StorePluginOptions> = async (app, options) => {
  const { store } = options;
  const tracker = await contentStateTracker(store, options.tracking);
  app.addHook('onClose', async () => tracker.close());
  app.decorate('store', store);
  app.decorate('contentState', options.contentState ?? (() => tracker.state()));
};

export const storePlugin = fp(decorateStore, { name: 'store' });

export async function openContentStore(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'queryTimeoutMs' | 'embeddedQueryTimeoutMs'>): Promise<Store> {
  const location = storeLocation(config);
  const where = location.kind === 'postgres' ? `DATABASE_URL (${describePostgresUrl(location.url)})` : `DATA_DIR (${location.kind === 'pglite' ? location.dataDir : 'memory'})`;
  let store: Store;
  try {
    store = await openStore(location);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`SafeBet: cannot open the content database at ${where}: ${reason}. Check ${location.kind === 'postgres' ? 'that the server is running and DATABASE_URL is right' : 'that DATA_DIR is writable and not used by another process'}.`);
    process.exit(1);
  }
  try {
    const report = await prepareStore(store);
    console.log(`SafeBet: content database ready on ${store.driver} at ${store.where}${report.seeded ? ', seeded with the demo content' : ''}${report.refreshedValues > 0 && !report.seeded ? `, ${report.refreshedValues} stale offer values stored again` : ''} (${report.milliseconds} ms)`);
    if (report.seeded && location.kind === 'pglite') {
      // Seeding grew PGlite's WebAssembly memory, which never shrinks: opened again on its folder, the worker starts
      // from the size a restart has (measured: about 17 MB less for as long as the server runs).
      await store.close();
      store = await openStore(location);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`SafeBet: migrating the content database at ${where} failed: ${reason}`);
    await store.close().catch(() => undefined);
    process.exit(1);
  }
  return store;
}
