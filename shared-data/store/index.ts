/**
 * `shared-data/store`: the content database (Node only; the root entry of shared-data never imports it).
 * Schema and migrations, the two drivers, seeding, public reads, search, backup and restore.
 */
export { openStore, queryRows, storeLocationFromEnv, describePostgresUrl, type Database, type Store, type StoreLocation } from './database.ts';
export { prepareStore, applyMigrations, refreshPlannerStatistics, type PrepareReport } from './migrate.ts';
export { seedIfEmpty, reseed } from './seed.ts';
export * from './queries.ts';
export * as schema from './schema.ts';
/** The SQL tag of the store's ORM, for callers that write a raw statement (tests, the bench). */
export { sql } from 'drizzle-orm';
export { exportContent, importContent, BackupError, type ContentBackup } from './backup.ts';
export * from './admin-queries.ts';
