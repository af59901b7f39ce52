/**
 * `shared-data/cms`: the CMS's rules shared by the admin's forms and the admin API: a zod schema per collection whose
 * refusals are codes (the admin words them in Turkish), slugs from Turkish titles, numbers typed either way, Istanbul
 * times, and the codes the store answers with. Only the admin remote and the server import it, so zod never reaches
 * a public page.
 */
export {
  cmsCollections,
  cmsSchemas,
  collectionRole,
  isCmsCollection,
  parseCmsValues,
  settingsSchema,
  type CmsCollection,
  type CmsValues,
  type SettingsValues,
} from './schemas.ts';
export {
  fieldErrorsOf,
  type CmsFieldError,
  type CmsFieldLabel,
  type CmsInUse,
  type CmsLinkWarning,
  type CmsRefused,
  type CmsRuleError,
  type CmsWriteError,
  type FieldErrors,
  type ImageErrorCode,
} from './codes.ts';
export { parseCmsNumber, slugFrom, SLUG_MAX, UPLOAD_MAX_BYTES } from './fields.ts';
export {
  COUNTRY_CODES,
  COUNTRY_RULES_KEY,
  countryRuleErrorsOf,
  countryRulesOf,
  countryRulesSchema,
  DEFAULT_COUNTRY_RULES,
  isCountryCode,
  MAX_COUNTRY_RULES,
  parseCountryRules,
  type CountryCode,
  type CountryRuleEntry,
  type CountryRuleError,
  type CountryRuleErrors,
  type CountryRules,
  type CountryRulesDocument,
} from './country-rules.ts';
export { SITE_TIME_ZONE, formatIstanbulDateTime, istanbulDate, istanbulLocalToIso, isoToIstanbulLocal } from './istanbul-time.ts';
export type { AuditEntry, AuditPage, EntryDocument, EntrySummary, FormValues, SettingsDocument } from './types.ts';
export {
  DEFAULT_STATS_DAYS,
  MAX_STATS_DAYS,
  addDays,
  conversionPercent,
  dayCount,
  daysInRange,
  isCalendarDay,
  lastIstanbulDays,
  statsRangeOf,
  type ClickStats,
  type ClickStatsDay,
  type ClickStatsPage,
  type ClickStatsRange,
  type ClickStatsRow,
  type RefusedClicks,
} from './click-stats.ts';
export { vitalsBeaconSchema } from './vitals-beacon.ts';
