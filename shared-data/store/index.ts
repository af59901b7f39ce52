/**
 * `@shared-data/store`: the content database as the public site reads it (Node only; the core package does not list
 * it, so it cannot import it): the connection, the migrations with the seed they run, and the public reads. Writes,
 * accounts, sessions and the affiliate records are `@shared-data/store/cms`, which only the admin's server and the
 * affiliate module import.
 */
export { DEFAULT_QUERY_TIMEOUT_MS, describePostgresUrl, openStore, storeAnswers, type Database, type Store, type StoreLocation } from './database.ts';
export { runAlone, runDaily, scheduleDaily, type Alone, type DailyJob, type Due, type JobLog } from './job-lock.ts';
export { prepareStore } from './migrate.ts';
export { findBlogPost, findPage, findTactic, listBlogPosts, listTactics } from './reads/articles.ts';
export { compareCasinos, findCasino, listBonusEntries, listCasinos, listCasinosByValue, listPublicCasinos, usdTryRate } from './reads/casinos.ts';
export { offerDataSource, type OfferDataSource } from './reads/offer-data.ts';
export { findGame, findProvider, gameFacets, gameFeatureExists, listGames } from './reads/games.ts';
export { listGameProviders, listProviders } from './reads/providers.ts';
export { searchStore } from './reads/search.ts';
export { contentCounts, contentVersion, countryRules, siteSettings, upcomingPublishTimes } from './reads/site.ts';
export { publicSlugExists, sitemapData } from './reads/sitemap.ts';
export { isPublic } from './reads/visibility.ts';
export { mediaPathPrefix, parseMediaFileName, readImageVariant } from './media.ts';
