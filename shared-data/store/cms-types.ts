/** What the CMS's store writes answer: the entry, or why the write did not happen. */
import type { FieldErrors } from '../src/cms/codes.ts';
import type { EntryDocument } from '../src/cms/types.ts';

export type { AuditEntry, AuditPage, EntryDocument, EntrySummary, FormValues, SettingsDocument } from '../src/cms/types.ts';

/**
 * Why a CMS write did not happen. `invalid` carries an error per field (a code); `conflict` the entry as it is now and the
 * fields that differ from what was sent; `in_use` and `refused` a Turkish sentence for the operator.
 */
export type CmsRefusal<Current = EntryDocument> =
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; reason: 'conflict'; current: Current; changedFields: string[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'in_use'; message: string }
  | { ok: false; reason: 'refused'; message: string };

export type CmsWriteResult = { ok: true; entry: EntryDocument; warnings: string[] } | CmsRefusal;
