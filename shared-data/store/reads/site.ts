/** Reads about the site as a whole: the content version caches key on, the counts per collection, the settings. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ContentCounts, SiteSettings } from 'shared-data';
import { COUNTRY_RULES_KEY, countryRulesOf, type CountryRules } from 'shared-data/cms';
import { queryRows, type Database } from '../database.ts';
import * as t from '../schema.ts';
import { countGames } from './games.ts';
import { isPublic } from './visibility.ts';

export async function contentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: t.contentMeta.version }).from(t.contentMeta).where(eq(t.contentMeta.id, 1));
  return row?.version ?? 0;
}

/** Public entries per collection (games count only with a public provider, as everywhere). */
export async function contentCounts(db: Database): Promise<ContentCounts> {
  const total = async (query: Promise<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;
  return {
    casinos: await total(db.select({ total: count() }).from(t.casinos).where(and(isPublic(t.casinos), eq(t.casinos.inRanking, true)))),
    games: await countGames(db, isPublic(t.games)),
    providers: await total(db.select({ total: count() }).from(t.providers).where(isPublic(t.providers))),
    blogPosts: await total(db.select({ total: count() }).from(t.blogPosts).where(isPublic(t.blogPosts))),
    tactics: await total(db.select({ total: count() }).from(t.tactics).where(isPublic(t.tactics))),
  };
}

/**
 * The coming publish times (soonest first, at most `limit`): an entry whose time comes changes the public content
 * without a write, so caches keyed on the content version also count how many of these have passed.
 */
export async function upcomingPublishTimes(db: Database, limit = 100): Promise<number[]> {
  const tables = [t.games, t.providers, t.blogPosts, t.tactics, t.casinos, t.popupEntries, t.pages];
  const rows = await queryRows<{ at: Date | string }>(
    db,
    sql`SELECT at FROM (${sql.join(
      tables.map((table) => sql`SELECT ${table.publishAt} AS at FROM ${table} WHERE ${table.status} <> 'draft' AND ${table.publishAt} > now()`),
      sql` UNION ALL `,
    )}) upcoming ORDER BY at LIMIT ${limit}`,
  );
  return rows.map((row) => new Date(row.at).getTime());
}

/** A channel the operator has not set is empty text: the pages leave it out. */
const NO_CONTACT: SiteSettings['contact'] = { channelUrl: '', channelLabel: '', contactUrl: '', email: '' };

/** The settings as the pages read them: every field there, empty where the store has no row for it. */
export async function siteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select().from(t.settings).where(inArray(t.settings.key, ['contact', 'helpLines']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    contact: { ...NO_CONTACT, ...(value('contact') as Partial<SiteSettings['contact']> | undefined) },
    helpLines: (value('helpLines') ?? []) as SiteSettings['helpLines'],
  };
}

/** The operator's country rules for the offers, as the public server applies them: the default when none are stored. */
export async function countryRules(db: Database): Promise<CountryRules> {
  const [row] = await db.select().from(t.settings).where(eq(t.settings.key, COUNTRY_RULES_KEY)).limit(1);
  return countryRulesOf(row?.value);
}
