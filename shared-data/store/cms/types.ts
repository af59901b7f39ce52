/** What the CMS's store writes answer: the entry, or why the write did not happen. */
import {
  type CmsInUse,
  type CmsLinkWarning,
  type CmsRefused,
  type EntryDocument,
  type FieldErrors,
} from 'shared-data/cms';

export type { AuditEntry, AuditPage, EntryDocument, EntrySummary, FormValues, SettingsDocument } from 'shared-data/cms';

/**
 * Why a CMS write did not happen. `invalid` carries an error per field; `conflict` the entry as it is now and the
 * fields that differ from what was sent; `in_use` what depends on the entry, `refused` why the write makes no sense.
 * Codes all (shared-data/cms codes.ts): the admin words them in Turkish.
 */
export type CmsRefusal<Current = EntryDocument> =
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; reason: 'conflict'; current: Current; changedFields: string[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'in_use'; error: CmsInUse }
  | { ok: false; reason: 'refused'; error: CmsRefused };

export type CmsWriteResult = { ok: true; entry: EntryDocument; warnings: CmsLinkWarning[] } | CmsRefusal;
