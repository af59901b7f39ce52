/**
 * The figures of a casino's offer as its CMS form shows them: the stored value of the saved offer (the one
 * the pages show, casino-values.ts), and the value of a form not yet saved, parsed with the casino schema and
 * computed the same way without storing anything, so the operator sees what a change does before publishing it.
 */
import { eq } from 'drizzle-orm';
import { type FieldErrors, parseCmsValues } from 'shared-data/cms';
import type { CasinoOfferValue } from 'shared-data/bonus-value';
import { offerValues, previewOfferValue } from '../casino-values.ts';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { referenceGameProblem } from './checks.ts';

/** The figures of a casino's saved offer as the pages show them (casino-values.ts), or null without the casino. */
export async function storedOfferValue(db: Database, casinoId: number): Promise<CasinoOfferValue | null> {
  const [row] = await db.select().from(t.casinos).where(eq(t.casinos.id, casinoId));
  return row ? ((await offerValues(db, [row])).get(casinoId) ?? null) : null;
}

export type OfferPreview = { ok: true; value: CasinoOfferValue } | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors };

/**
 * The figures of a casino form's values as they would be once saved; refused as the save would refuse them: per field
 * by the schema, and a reference game that is missing or not public on its field.
 */
export async function previewCasinoOffer(db: Database, input: unknown): Promise<OfferPreview> {
  const parsed = parseCmsValues('casinos', input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const { referenceGameId, freeSpinGameId } = parsed.values;
  const problem = referenceGameId === null ? null : await referenceGameProblem(db, referenceGameId);
  if (problem) return { ok: false, reason: 'invalid', fieldErrors: { referenceGameId: problem } };
  return { ok: true, value: await previewOfferValue(db, parsed.values, referenceGameId, freeSpinGameId) };
}
