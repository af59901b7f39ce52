/**
 * `shared-data/store`: the content database (Node only; the root entry of shared-data never imports it).
 * Schema and migrations, the two drivers, seeding, public reads, search, backup and restore.
 */
export { openStore, queryRows, storeLocationFromEnv, describePostgresUrl, type Database, type Store, type StoreLocation } from './database.ts';
export { prepareStore, applyMigrations, refreshPlannerStatistics, type PrepareReport } from './migrate.ts';
export { seedIfEmpty, reseed } from './seed.ts';
export { contentCounts, contentVersion, siteSettings, upcomingPublishTimes } from './reads/site.ts';
export { findGame, findProvider, gameColumns, listGames, toGame, type GameListQuery } from './reads/games.ts';
export { byTurkishName, findProviderSummary, listGameProviders, listProviders, summaryColumns } from './reads/providers.ts';
export { blogColumns, findBlogPost, findPage, findTactic, listBlogPosts, listTactics, toBlogPost } from './reads/articles.ts';
export { listBonusEntries, listCasinos, toCasino, wageringLabel } from './reads/casinos.ts';
export { searchStore } from './reads/search.ts';
export { publicSlugExists, sitemapData, type SitemapData } from './reads/sitemap.ts';
export { isPublic } from './reads/visibility.ts';
export { mediaPathPrefix, parseMediaFileName, readImageVariant } from './media.ts';
export * as schema from './schema.ts';
/** The SQL tag of the store's ORM, for callers that write a raw statement (tests, the bench). */
export { sql } from 'drizzle-orm';
export { exportContent, importContent, BackupError, type ContentBackup } from './cms/backup.ts';
export * from './cms/admin-reads.ts';
export * from './cms/images.ts';
export * from './cms/accounts.ts';
export { listEntries, getEntry, createEntry, saveEntry } from './cms/entries.ts';
export { duplicateEntry, deleteEntry, reorder } from './cms/manage.ts';
export { renderBody, checkInternalLinks } from './cms/links.ts';
export { listAudit, type AuditQuery } from './cms/audit.ts';
export { getSettings, saveSettings } from './cms/settings.ts';
export type { AuditEntry, AuditPage, CmsRefusal, CmsWriteResult, EntryDocument, EntrySummary, FormValues, SettingsDocument } from './cms/types.ts';
export { affiliateTarget, writeClicks, purgeClicks, clickCount, dailyClicks, type AffiliateTarget, type ClickRecord, type DailyClicks } from './cms/clicks.ts';
export * from './cms/conversions.ts';
export * from './cms/link-checks.ts';
export * from './cms/click-stats.ts';
