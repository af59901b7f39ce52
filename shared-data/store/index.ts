/**
 * `shared-data/store`: the content database (Node only; the root entry of shared-data never imports it).
 * Schema and migrations, the two drivers, seeding, public reads, search, backup and restore.
 */
export { openStore, queryRows, describePostgresUrl, type Database, type Store, type StoreLocation } from './database.ts';
export { prepareStore, applyMigrations, refreshPlannerStatistics, type PrepareReport } from './migrate.ts';
export { seedIfEmpty, reseed } from './seed.ts';
export * from './queries.ts';
export * as schema from './schema.ts';
/** The SQL tag of the store's ORM, for callers that write a raw statement (tests, the bench). */
export { sql } from 'drizzle-orm';
export { exportContent, importContent, BackupError, type ContentBackup } from './backup.ts';
export * from './admin-queries.ts';
export * from './images.ts';
export * from './accounts.ts';
export { listEntries, getEntry, createEntry, saveEntry } from './cms.ts';
export { duplicateEntry, deleteEntry, reorder } from './cms-manage.ts';
export { renderBody, checkInternalLinks } from './cms-links.ts';
export { listAudit, type AuditQuery } from './cms-audit.ts';
export { getSettings, saveSettings } from './cms-settings.ts';
export type { AuditEntry, AuditPage, CmsRefusal, CmsWriteResult, EntryDocument, EntrySummary, FormValues, SettingsDocument } from './cms-types.ts';
export { affiliateTarget, writeClicks, purgeClicks, clickCount, dailyClicks, type AffiliateTarget, type ClickRecord, type DailyClicks } from './clicks.ts';
export * from './conversions.ts';
export * from './link-checks.ts';
export * from './click-stats.ts';
