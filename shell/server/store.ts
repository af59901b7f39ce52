/**
 * Opens the content store for the server: PostgreSQL when `DATABASE_URL` is set, else embedded PGlite in
 * `DATA_DIR`; migrates and seeds it. A database that cannot be reached ends the process with one clear line.
 */
import { routeOf, type RouteMatch } from 'shared-data';
import {
  describePostgresUrl,
  openStore,
  prepareStore,
  publicSlugExists,
  storeLocationFromEnv,
  type Store,
} from 'shared-data/store';

export async function openContentStore(env: NodeJS.ProcessEnv, defaultDataDir: string): Promise<Store> {
  const location = storeLocationFromEnv(env, defaultDataDir);
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
    console.log(`SafeBet: content database ready on ${store.driver} at ${store.where}${report.seeded ? ', seeded with the demo content' : ''} (${report.milliseconds} ms)`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`SafeBet: migrating the content database at ${where} failed: ${reason}`);
    await store.close().catch(() => undefined);
    process.exit(1);
  }
  return store;
}

/**
 * Whether a matched route names something that exists: its parameters pass the route's own check (a calculator we
 * have), and the entry it names is public in the store.
 */
export async function publicPathExists(store: Store, { route, params }: RouteMatch): Promise<boolean> {
  const { known, entry } = routeOf(route);
  if (known && !known(params)) return false;
  return entry ? publicSlugExists(store.db, entry.collection, params[entry.param] ?? '') : true;
}
