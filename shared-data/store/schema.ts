/**
 * The content database's schema, as drizzle-kit generates the migrations from it (drizzle.config.ts) and as the ORM
 * types its queries: the content tables (schema/content.ts), and the CMS's tables with the affiliate records
 * (schema/cms.ts).
 */
export {
  blogPosts,
  bonusType,
  casinos,
  casinoValues,
  contentMeta,
  contentStatus,
  contentTables,
  currency,
  foldedColumn,
  games,
  gameType,
  pages,
  popupEntries,
  providers,
  settings,
  tactics,
  volatility,
  wageringBase,
} from './schema/content.ts';
export {
  accountRole,
  accounts,
  adminSessions,
  auditLog,
  backupCodes,
  clickDaily,
  clicks,
  conversionEvent,
  conversions,
  countryRule,
  deviceClass,
  images,
  imageVariants,
  jobRuns,
  linkChecks,
  linkCheckStatus,
  refusedClickDaily,
  throttleCounters,
  twoFactor,
  twoFactorPolicy,
  vitalsDaily,
  vitalsInteractions,
} from './schema/cms.ts';
