/**
 * The open data's source (`/veri/bonuslar.json` and `.csv`): every public offer with its terms and stored value, and
 * the content version the list was read under with the time it was written, so a file built from it names its
 * version and stays the same until the next write.
 */
import type { Casino } from 'shared-data';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { listPublicCasinos } from './casinos.ts';

export interface OfferDataSource {
  /** The content version: every write to the content bumps it. */
  contentVersion: number;
  /** When that version was written. */
  changedAt: Date;
  /** Every public casino in the editors' order (`listPublicCasinos`). */
  casinos: Casino[];
}

export async function offerDataSource(db: Database): Promise<OfferDataSource> {
  const [meta] = await db.select({ version: t.contentMeta.version, changedAt: t.contentMeta.changedAt }).from(t.contentMeta).where(eq(t.contentMeta.id, 1));
  return { contentVersion: meta?.version ?? 0, changedAt: new Date(meta?.changedAt ?? 0), casinos: await listPublicCasinos(db) };
}
