/**
 * `shared-data/cms`: the CMS's rules shared by the admin's forms and the admin API: a zod schema per collection with
 * Turkish messages, slugs from Turkish titles, numbers typed either way, and Istanbul times. Only the admin remote and
 * the server import it, so zod never reaches a public page.
 */
export {
  blogSchema,
  casinoSchema,
  cmsCollections,
  cmsSchemas,
  collectionRole,
  fieldErrorsOf,
  gameSchema,
  isCmsCollection,
  pageSchema,
  parseCmsValues,
  popupSchema,
  providerSchema,
  settingsSchema,
  tacticSchema,
  type CmsCollection,
  type CmsValues,
  type FieldErrors,
  type SettingsValues,
} from './schemas.ts';
export { parseCmsNumber, slugFrom, statusLabels, SLUG_MAX, UPLOAD_MAX_BYTES } from './fields.ts';
export { SITE_TIME_ZONE, formatIstanbulDateTime, istanbulDate, istanbulLocalToIso, isoToIstanbulLocal } from './istanbul-time.ts';
export type { AuditEntry, AuditPage, EntryDocument, EntrySummary, FormValues, SettingsDocument } from './types.ts';
export {
  addDays,
  clickStatsHeaders,
  conversionPercent,
  dayCount,
  daysInRange,
  DEFAULT_STATS_DAYS,
  isCalendarDay,
  lastIstanbulDays,
  MAX_STATS_DAYS,
  statsRangeOf,
  type ClickStats,
  type ClickStatsDay,
  type ClickStatsPage,
  type ClickStatsRange,
  type ClickStatsRow,
} from './click-stats.ts';
