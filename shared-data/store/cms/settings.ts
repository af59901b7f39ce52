/**
 * The site settings the CMS edits: contact channels ('contact'), help lines ('helpLines') and the dollar's rate in
 * lira ('exchange', `{ usdTry }`, read by the value ranking), three rows edited as one form. Its version is the
 * highest of the rows' versions, and a save sets every row to the next one, so a save from an older form is seen as
 * stale whichever row changed since.
 */
import { inArray, sql } from 'drizzle-orm';
import { fieldErrorsOf, settingsSchema, type SettingsValues } from 'shared-data/cms';
import type { Database } from '../database.ts';
import { writeAudit } from './audit.ts';
import type { CmsRefusal, SettingsDocument } from './types.ts';
import * as t from '../schema.ts';

const KEYS = ['contact', 'helpLines', 'exchange'] as const;
const SETTINGS_LABEL = 'Site Ayarları';

const emptyContact = { channelUrl: '', channelLabel: '', contactUrl: '', email: '' };

/** The stored rate, or null when there is none (a database from before the rate) or it is not a usable number. */
function storedRate(exchange: unknown): number | null {
  const rate = (exchange as { usdTry?: unknown } | undefined)?.usdTry;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

async function readSettings(db: Database, lock: boolean): Promise<SettingsDocument> {
  const query = db.select().from(t.settings).where(inArray(t.settings.key, [...KEYS]));
  const rows = lock ? await query.for('update') : await query;
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const contact = (value('contact') ?? {}) as Partial<SettingsDocument['values']['contact']>;
  return {
    version: Math.max(0, ...rows.map((row) => row.version)),
    values: {
      contact: { ...emptyContact, ...contact },
      helpLines: ((value('helpLines') ?? []) as SettingsDocument['values']['helpLines']).map(({ name, phone }) => ({ name, phone })),
      exchange: { usdTry: storedRate(value('exchange')) },
    },
  };
}

export function getSettings(db: Database): Promise<SettingsDocument> {
  return readSettings(db, false);
}

/** The fields that differ, named as the form's errors name them ('contact.email', 'helpLines', 'exchange.usdTry'). */
function changedSettings(a: SettingsDocument['values'], b: SettingsDocument['values']): string[] {
  const contact = (Object.keys(emptyContact) as Array<keyof typeof emptyContact>).filter((key) => a.contact[key] !== b.contact[key]);
  const lines = JSON.stringify(a.helpLines) === JSON.stringify(b.helpLines) ? [] : ['helpLines'];
  const rate = a.exchange.usdTry === b.exchange.usdTry ? [] : ['exchange.usdTry'];
  return [...contact.map((key) => `contact.${key}`), ...lines, ...rate];
}

/** Saves the settings form edited at `version`; both rows move to the next version together. */
export async function saveSettings(
  db: Database,
  version: number,
  input: unknown,
  actor: string,
): Promise<{ ok: true; settings: SettingsDocument } | CmsRefusal<SettingsDocument>> {
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const values: SettingsValues = parsed.data;
  return db.transaction(async (tx) => {
    // Both rows locked: of two saves from the same version, the second sees the first's version and is refused.
    const before = await readSettings(tx, true);
    if (before.version !== version) {
      return { ok: false as const, reason: 'conflict' as const, current: before, changedFields: changedSettings(before.values, values) };
    }
    const next = version + 1;
    for (const key of KEYS) {
      await tx
        .insert(t.settings)
        .values({ key, value: values[key], version: next })
        .onConflictDoUpdate({ target: t.settings.key, set: { value: values[key], version: next, updatedAt: sql`now()` } });
    }
    const fields = changedSettings(before.values, values);
    await writeAudit(tx, { actor, action: 'update', collection: 'settings', entryId: null, entryLabel: SETTINGS_LABEL, fields });
    return { ok: true as const, settings: { version: next, values } };
  });
}
