/**
 * `@shared-data/store/cms`: the CMS's side of the content database (Node only). Entry writes with version checks,
 * dependency checks and the audit log, settings and the country rules, uploads, accounts and admin sessions, the
 * admin's reads (drafts included), the affiliate records (clicks, conversions, link checks and their statistics),
 * the field vitals' counts, and the daily backup with its restore check. Only the admin's server (mfe-admin/server),
 * the shell's affiliate module and vitals beacon route, tests and the bench import it; lint refuses it elsewhere.
 */
export {
  AccountError,
  changeOwnPassword,
  createAccount,
  createFirstAdmin,
  deleteAccount,
  destroySessionRow,
  destroyOtherUserSessions,
  destroyUserSession,
  destroyUserSessions,
  findAccount,
  getSessionRow,
  hasAccounts,
  keepSessionRow,
  listUserSessions,
  listAccounts,
  purgeExpiredSessionRows,
  saveSessionRow,
  updateAccount,
  updateSessionRow,
  type Account,
  type AccountChange,
  type AccountErrorCode,
  type AccountRole,
  type NewAccount,
  type SessionChanges,
  type SessionData,
  type SessionRow,
} from './accounts.ts';
export { adminContentSource } from './admin-reads.ts';
export {
  AUDIT_EXPORT_MAX_ROWS,
  exportAudit,
  listAudit,
  recordSignIn,
  runWithAuditContext,
  type AuditAction,
  type AuditContext,
  type AuditFilter,
  type AuditQuery,
} from './audit.ts';
export { previewCasinoOffer, type OfferPreview } from './casino-figures.ts';
export { clickStats } from './click-stats.ts';
export {
  affiliateTarget,
  clickCount,
  dailyClicks,
  purgeClicks,
  refusedClicksByCountry,
  writeClicks,
  type AffiliateTarget,
  type ClickRecord,
  type DailyClicks,
} from './clicks.ts';
export {
  conversionEvents,
  postbackCasino,
  recordConversion,
  type ConversionEvent,
  type ConversionInput,
  type ConversionOutcome,
  type PostbackCasino,
} from './conversions.ts';
export { changedCountryRules, getCountryRules, saveCountryRules, type CountryRulesRefusal } from './country-rules.ts';
export { createEntry, getEntry, listEntries, saveEntry } from './entries.ts';
export {
  ImageError,
  imageConversions,
  imageKinds,
  maxUploadBytes,
  storeUpload,
  type ConversionHooks,
  type ImageErrorCode,
  type ImageKind,
  type StoredImage,
  type UploadInput,
} from './images.ts';
export {
  lastLinkCheckAt,
  linkCheckTargets,
  linkHealth,
  saveLinkCheck,
  type LinkCheck,
  type LinkCheckStatus,
  type LinkCheckTarget,
  type LinkHealthEntry,
} from './link-checks.ts';
export { checkInternalLinks, renderBody } from './links.ts';
export { deleteEntry, duplicateEntry, reorder } from './manage.ts';
export { getSettings, saveSettings } from './settings.ts';
export { scratchDatabases } from './restore-check.ts';
export { BACKUP_JOB, describeBackupProblem, dueDailyAt, makeBackup, readBackupStatus, type BackupProblem, type BackupStatus } from './scheduled-backup.ts';
export { addPasskey, deletePasskey, findPasskey, listPasskeys, usePasskey, type StoredPasskey } from './passkeys.ts';
export {
  claimTotpStep,
  enableTwoFactor,
  getTwoFactor,
  getTwoFactorPolicy,
  resetTwoFactor,
  setTwoFactorPolicy,
  spendBackupCode,
  twoFactorUsernames,
  type StoredTwoFactor,
} from './two-factor.ts';
export { addPairFailure, addWindowFailure, deleteCounter, hitWindow, purgeCounters, readCounters, type CounterRow } from './shared-limits.ts';
export type { CmsRefusal, CmsWriteResult } from './types.ts';
export { MAX_INTERACTION_TARGETS, purgeVitals, recordVitals, VITALS_KEEP_DAYS, type RecordedVitals, type VitalsRecord } from './vitals.ts';
export { vitalsReport } from './vitals-report.ts';
