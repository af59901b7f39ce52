/**
 * `@shared-data/store/testing`: for tests and the benches only; no runtime entry re-exports it. A throwaway PostgreSQL
 * server, the drivers every store suite runs on, the built-in content as the seed reads it (for the seed's figures),
 * and the ORM's pieces for a test that writes a raw statement or a row of its own.
 */
import * as schema from '../schema.ts';

export { sql } from 'drizzle-orm';
export { readBuiltInContent } from '../content-source.ts';
export { queryRows } from '../database.ts';
export { freePort, startPostgres, type PostgresServer } from './postgres-server.ts';
export { setImmutable, whyNotImmutable } from './immutable-files.ts';
export { pgliteDataDir, pgliteDriver, scratchFrom, testDrivers, type TestDriver } from './test-stores.ts';
export type { TemplateName } from './templates.ts';
export { schema };
