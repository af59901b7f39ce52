/** Public reads of the providers: their summaries, the providers page and the games list's dropdown. */
import { and, eq, sql } from 'drizzle-orm';
import { compareTurkish, type ProviderListItem, type ProviderSummary } from 'shared-data';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { isPublic } from './visibility.ts';

export const summaryColumns = { id: t.providers.slug, name: t.providers.name, logoUrl: t.providers.logoUrl, kinds: t.providers.kinds };

export const byTurkishName = <T extends { name: string }>(list: T[]): T[] => list.sort((a, b) => compareTurkish(a.name, b.name));

export async function findProviderSummary(db: Database, slug: string): Promise<ProviderSummary | null> {
  const [row] = await db.select(summaryColumns).from(t.providers).where(and(eq(t.providers.slug, slug), isPublic(t.providers)));
  return row ?? null;
}

/** Every public provider with its description and its number of public games, by Turkish name order. */
export async function listProviders(db: Database): Promise<ProviderListItem[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      description: t.providers.description,
      gameCount: sql<number>`(SELECT count(*)::int FROM games g WHERE g.provider_id = providers.id AND g.status <> 'draft' AND g.publish_at <= now())`,
    })
    .from(t.providers)
    .where(isPublic(t.providers));
  return byTurkishName(rows);
}

/** Providers that have at least one public game (the games list's dropdown), by Turkish name order. */
export async function listGameProviders(db: Database): Promise<ProviderSummary[]> {
  const rows = await db
    .selectDistinct(summaryColumns)
    .from(t.providers)
    .innerJoin(t.games, and(eq(t.games.providerId, t.providers.id), isPublic(t.games)))
    .where(isPublic(t.providers));
  return byTurkishName(rows);
}
