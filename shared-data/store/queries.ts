/**
 * Public reads: only rows that are published and whose publish time has passed. Paging, filters and order are done
 * in SQL; every value reaches the database as a parameter. Rows are shaped into the types the pages already use.
 */
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  pageWithin,
  type BlogPostDetail,
  type ContentCounts,
  type GameList,
  type GameDetail,
  type Paged,
  type ProviderDetail,
  type ProviderListItem,
  type SiteSettings,
  type TacticDetail,
} from '../src/content-api.ts';
import { formatNumber, formatTurkishDate } from '../src/format.ts';
import { PAGE_SIZE } from '../src/paging.ts';
import { paths } from '../src/paths.ts';
import type { SlugCollection } from '../src/routes.ts';
import type { SitemapSource } from '../src/sitemap-entries.ts';
import { SEARCH_GROUP_LIMIT, SEARCH_MIN_LENGTH, foldSearchText, type SearchGroup, type SearchHit, type SearchResults } from '../src/search.ts';
import { compareTurkish } from '../src/text.ts';
import type { BlogPost, Casino, Game, ProviderSummary, StaticPage, Tactic, TacticCategory } from '../src/types.ts';
import { queryRows, type Database } from './database.ts';
import * as t from './schema.ts';

type ContentTable =
  | typeof t.games
  | typeof t.providers
  | typeof t.blogPosts
  | typeof t.tactics
  | typeof t.casinos
  | typeof t.popupEntries
  | typeof t.pages;

/** Published or scheduled, and its publish time has come: a scheduled entry goes public by itself at its time. */
export function isPublic(table: ContentTable): SQL {
  return and(inArray(table.status, ['published', 'scheduled']), lte(table.publishAt, sql`now()`)) as SQL;
}

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

// ---- games -------------------------------------------------------------------------------------------------

export const gameColumns = {
  id: t.games.id,
  slug: t.games.slug,
  name: t.games.name,
  provider: t.providers.slug,
  type: t.games.type,
  rtp: t.games.rtp,
  volatility: t.games.volatility,
  features: t.games.features,
  theme: t.games.theme,
  year: t.games.year,
  maxWin: t.games.maxWin,
  coverUrl: t.games.coverUrl,
  hasReview: sql<boolean>`jsonb_array_length(${t.games.headings}) > 0`,
};

type GameRow = Omit<Game, 'maxWin'> & { maxWin: string | null };

export function toGame({ maxWin, ...row }: GameRow): Game {
  return maxWin ? { ...row, maxWin } : row;
}

/** Games joined with their (public) provider: a game of an unpublished provider is not shown either. */
function gamesQuery(db: Database) {
  return db
    .select(gameColumns)
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)));
}

/** `%needle%` for LIKE, with LIKE's own wildcards in the needle taken literally. */
function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Public games (of a public provider) matching `where`. */
async function countGames(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(where);
  return row?.total ?? 0;
}

async function pagedGames(db: Database, where: SQL, page: number): Promise<Paged<Game>> {
  const total = await countGames(db, where);
  const served = pageWithin(page, total);
  const rows = await gamesQuery(db)
    .where(where)
    .orderBy(asc(t.games.id))
    .limit(PAGE_SIZE)
    .offset((served.page - 1) * PAGE_SIZE);
  return { items: rows.map(toGame), total, pageSize: PAGE_SIZE, ...served };
}

export interface GameListQuery {
  page: number;
  search: string;
  /** A provider slug; an unknown one lists every provider, as the dropdown shows. */
  provider: string;
}

export async function listGames(db: Database, query: GameListQuery): Promise<GameList> {
  const conditions: SQL[] = [isPublic(t.games)];
  const needle = foldSearchText(query.search);
  if (needle) conditions.push(sql`${t.games.nameFolded} LIKE ${containsPattern(needle)}`);
  const provider = query.provider ? await findProviderSummary(db, query.provider) : null;
  if (provider) conditions.push(eq(t.providers.slug, provider.id));
  const paged = await pagedGames(db, and(...conditions) as SQL, query.page);
  const catalogTotal = conditions.length === 1 ? paged.total : await countGames(db, isPublic(t.games));
  return { ...paged, provider: provider?.id ?? null, catalogTotal };
}

export async function findGame(db: Database, slug: string): Promise<GameDetail | null> {
  const [row] = await db
    .select({ ...gameColumns, bodyHtml: t.games.bodyHtml, headings: t.games.headings, words: t.games.words })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(eq(t.games.slug, slug), isPublic(t.games)));
  if (!row) return null;
  const { bodyHtml, headings, words, ...gameRow } = row;
  const others = await gamesQuery(db)
    .where(and(isPublic(t.games), eq(t.providers.slug, row.provider), sql`${t.games.slug} <> ${slug}`))
    .orderBy(asc(t.games.id))
    .limit(4);
  return {
    game: { ...toGame(gameRow), body: { html: bodyHtml, headings, words } },
    provider: await findProviderSummary(db, row.provider),
    others: others.map(toGame),
  };
}

// ---- providers ---------------------------------------------------------------------------------------------

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

export async function findProvider(db: Database, slug: string, page: number): Promise<ProviderDetail | null> {
  const [provider] = await db
    .select({ ...summaryColumns, description: t.providers.description })
    .from(t.providers)
    .where(and(eq(t.providers.slug, slug), isPublic(t.providers)));
  if (!provider) return null;
  const games = await pagedGames(db, and(isPublic(t.games), eq(t.providers.slug, slug)) as SQL, page);
  return { provider, games };
}

// ---- blog and tactics --------------------------------------------------------------------------------------

export const blogColumns = {
  id: t.blogPosts.id,
  slug: t.blogPosts.slug,
  title: t.blogPosts.title,
  excerpt: t.blogPosts.excerpt,
  coverUrl: t.blogPosts.coverUrl,
  author: t.blogPosts.author,
  isoDate: t.blogPosts.postedOn,
};

export const toBlogPost = (row: Omit<BlogPost, 'date'>): BlogPost => ({ ...row, date: formatTurkishDate(row.isoDate) });

async function pagedRows<R>(
  db: Database,
  table: typeof t.blogPosts | typeof t.tactics,
  page: number,
  fetch: (offset: number) => Promise<R[]>,
): Promise<Paged<R>> {
  const [totalRow] = await db.select({ total: count() }).from(table).where(isPublic(table));
  const total = totalRow?.total ?? 0;
  const served = pageWithin(page, total);
  return { items: await fetch((served.page - 1) * PAGE_SIZE), total, pageSize: PAGE_SIZE, ...served };
}

/** Blog posts, newest first. */
export async function listBlogPosts(db: Database, page: number): Promise<Paged<BlogPost>> {
  return pagedRows(db, t.blogPosts, page, async (offset) => {
    const rows = await db
      .select(blogColumns)
      .from(t.blogPosts)
      .where(isPublic(t.blogPosts))
      .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id))
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map(toBlogPost);
  });
}

export async function findBlogPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({ ...blogColumns, html: t.blogPosts.bodyHtml, headings: t.blogPosts.headings, words: t.blogPosts.words })
    .from(t.blogPosts)
    .where(and(eq(t.blogPosts.slug, slug), isPublic(t.blogPosts)));
  if (!row) return null;
  const { html, headings, words, ...post } = row;
  // Newer posts sort first: the one just newer, then the two just older.
  const newer = await db
    .select(blogColumns)
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`(${t.blogPosts.postedOn}, ${t.blogPosts.id}) > (${post.isoDate}::date, ${post.id})`))
    .orderBy(asc(t.blogPosts.postedOn), asc(t.blogPosts.id))
    .limit(1);
  const older = await db
    .select(blogColumns)
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`(${t.blogPosts.postedOn}, ${t.blogPosts.id}) < (${post.isoDate}::date, ${post.id})`))
    .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id))
    .limit(2);
  return { ...toBlogPost(post), body: { html, headings, words }, related: [...newer, ...older].map(toBlogPost) };
}

const tacticColumns = {
  id: sql<string>`${t.tactics.id}::text`,
  slug: t.tactics.slug,
  title: t.tactics.title,
  category: sql<TacticCategory>`${t.tactics.category}`,
  excerpt: t.tactics.excerpt,
};

export async function listTactics(db: Database, page: number): Promise<Paged<Tactic>> {
  return pagedRows(db, t.tactics, page, (offset) =>
    db.select(tacticColumns).from(t.tactics).where(isPublic(t.tactics)).orderBy(asc(t.tactics.id)).limit(PAGE_SIZE).offset(offset),
  );
}

export async function findTactic(db: Database, slug: string): Promise<TacticDetail | null> {
  const [row] = await db
    .select({ ...tacticColumns, html: t.tactics.bodyHtml, headings: t.tactics.headings, words: t.tactics.words })
    .from(t.tactics)
    .where(and(eq(t.tactics.slug, slug), isPublic(t.tactics)));
  if (!row) return null;
  const { html, headings, words, ...tactic } = row;
  const related = await db
    .select(tacticColumns)
    .from(t.tactics)
    .where(and(isPublic(t.tactics), eq(t.tactics.category, tactic.category), sql`${t.tactics.slug} <> ${slug}`))
    .orderBy(asc(t.tactics.id))
    .limit(3);
  return { ...tactic, body: { html, headings, words }, related };
}

// ---- static pages ------------------------------------------------------------------------------------------

export async function findPage(db: Database, slug: string): Promise<StaticPage | null> {
  const [row] = await db
    .select()
    .from(t.pages)
    .where(and(eq(t.pages.slug, slug), isPublic(t.pages)));
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    intro: row.intro,
    body: { html: row.bodyHtml, headings: row.headings, words: row.words },
  };
}

// ---- casinos and settings ----------------------------------------------------------------------------------

type CasinoRow = typeof t.casinos.$inferSelect;

/** The reader-facing wagering label: '30x', '2,5x', or 'Yok' when there is none. */
export function wageringLabel(multiple: number | null): string {
  if (multiple === null || multiple === 0) return 'Yok';
  return `${Number.isInteger(multiple) ? String(multiple) : formatNumber(multiple, 2).replace(/0+$/, '').replace(/,$/, '')}x`;
}

export function toCasino(row: CasinoRow): Casino {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    rating: row.rating,
    welcomeBonus: row.welcomeBonus,
    ...(row.investmentBonus ? { investmentBonus: row.investmentBonus } : {}),
    badges: row.badges,
    pros: row.pros,
    bonusDetails: {
      cashValue: row.bonusAmount,
      currency: row.currency,
      freeSpins: row.freeSpins,
      wagering: wageringLabel(row.wageringMultiple),
      description: row.bonusDescription,
    },
    terms: {
      bonusAmount: row.bonusAmount,
      bonusPercent: row.bonusPercent,
      wageringMultiple: row.wageringMultiple,
      wageringBase: row.wageringBase,
      minDeposit: row.minDeposit,
      maxBet: row.maxBet,
      maxCashout: row.maxCashout,
      daysToComplete: row.daysToComplete,
    },
  };
}

/** The home page's ranking: public casinos in the ranking, by rank. */
export async function listCasinos(db: Database): Promise<Casino[]> {
  const rows = await db
    .select()
    .from(t.casinos)
    .where(and(isPublic(t.casinos), eq(t.casinos.inRanking, true)))
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
  return rows.map(toCasino);
}

/** The popup sequence's list, in popup order. */
export async function listBonusEntries(db: Database): Promise<Casino[]> {
  const rows = await db
    .select({ casino: t.casinos })
    .from(t.popupEntries)
    .innerJoin(t.casinos, and(eq(t.popupEntries.casinoId, t.casinos.id), isPublic(t.casinos)))
    .where(isPublic(t.popupEntries))
    .orderBy(asc(t.popupEntries.position), asc(t.popupEntries.id));
  return rows.map((r) => toCasino(r.casino));
}

export async function siteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select().from(t.settings).where(inArray(t.settings.key, ['contact', 'helpLines']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return { contact: value('contact') as SiteSettings['contact'], helpLines: (value('helpLines') ?? []) as SiteSettings['helpLines'] };
}

// ---- search ------------------------------------------------------------------------------------------------

/**
 * The rank of `searchContent`: 0 when the name starts with the needle, 1 when a word of it does, 2 when the needle
 * is elsewhere inside a word; always judged at the first occurrence.
 */
function searchRank(folded: AnyPgColumn, needle: string): SQL<number> {
  return sql<number>`CASE WHEN strpos(${folded}, ${needle}) = 1 THEN 0
    WHEN substr(${folded}, strpos(${folded}, ${needle}) - 1, 1) ~ '[a-z0-9]' THEN 2 ELSE 1 END`;
}

interface Candidate {
  id: string;
  title: string;
  href: string;
  detail?: string;
  rank: number;
}

function topHits(candidates: Candidate[]): SearchHit[] {
  return candidates.slice(0, SEARCH_GROUP_LIMIT).map(({ rank: _rank, ...hit }) => hit);
}

/**
 * The global search on the server, with the rules of `searchContent`: from 2 folded characters, up to 5 hits per
 * group, best rank first and catalogue order within a rank (games, posts and tactics by id; providers by name).
 */
export async function searchStore(db: Database, query: string): Promise<SearchResults | null> {
  const needle = foldSearchText(query);
  if (needle.length < SEARCH_MIN_LENGTH) return null;
  const pattern = containsPattern(needle);

  const gameRows = await db
    .select({ slug: t.games.slug, name: t.games.name, provider: t.providers.slug, providerName: t.providers.name, rank: searchRank(t.games.nameFolded, needle) })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(isPublic(t.games), sql`${t.games.nameFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.games.nameFolded, needle), asc(t.games.id))
    .limit(SEARCH_GROUP_LIMIT);

  // Providers are few and ordered by the Turkish collator, which the database may not have: rank them here.
  const providerRows = await db
    .select({ slug: t.providers.slug, name: t.providers.name, rank: searchRank(t.providers.nameFolded, needle) })
    .from(t.providers)
    .where(and(isPublic(t.providers), sql`${t.providers.nameFolded} LIKE ${pattern}`));
  providerRows.sort((a, b) => a.rank - b.rank || compareTurkish(a.name, b.name));

  const postRows = await db
    .select({ slug: t.blogPosts.slug, title: t.blogPosts.title, rank: searchRank(t.blogPosts.titleFolded, needle) })
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`${t.blogPosts.titleFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.blogPosts.titleFolded, needle), asc(t.blogPosts.id))
    .limit(SEARCH_GROUP_LIMIT);

  const tacticRows = await db
    .select({ slug: t.tactics.slug, title: t.tactics.title, rank: searchRank(t.tactics.titleFolded, needle) })
    .from(t.tactics)
    .where(and(isPublic(t.tactics), sql`${t.tactics.titleFolded} LIKE ${pattern}`))
    .orderBy(searchRank(t.tactics.titleFolded, needle), asc(t.tactics.id))
    .limit(SEARCH_GROUP_LIMIT);

  const groups: SearchGroup[] = [
    {
      key: 'games' as const,
      hits: topHits(gameRows.map((g) => ({ id: g.slug, title: g.name, href: paths.game(g.provider, g.slug), detail: g.providerName, rank: g.rank }))),
    },
    { key: 'providers' as const, hits: topHits(providerRows.map((p) => ({ id: p.slug, title: p.name, href: paths.provider(p.slug), rank: p.rank }))) },
    { key: 'blogPosts' as const, hits: topHits(postRows.map((p) => ({ id: p.slug, title: p.title, href: paths.blogPost(p.slug), rank: p.rank }))) },
    { key: 'tactics' as const, hits: topHits(tacticRows.map((p) => ({ id: p.slug, title: p.title, href: paths.tactic(p.slug), rank: p.rank }))) },
  ].filter((group) => group.hits.length > 0);
  return { query: needle, groups, total: groups.reduce((sum, g) => sum + g.hits.length, 0) };
}

// ---- existence ---------------------------------------------------------------------------------------------

/** The table of each collection a route's slug may name (the route table's `entry`). */
const slugTables = { games: t.games, providers: t.providers, blogPosts: t.blogPosts, tactics: t.tactics } as const satisfies Record<SlugCollection, unknown>;

/** Whether a public entry has this slug (unknown slugs answer 404 before any page is rendered). */
export async function publicSlugExists(db: Database, collection: SlugCollection, slug: string): Promise<boolean> {
  const table = slugTables[collection];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), isPublic(table)))
    .limit(1);
  return row !== undefined;
}

// ---- sitemap -----------------------------------------------------------------------------------------------

/** What the sitemap reads of the store (the route table's sitemap entries take it). */
export type SitemapData = SitemapSource;

/**
 * When an entry's page last changed for a reader: its last write, or the moment it went public when that came later
 * (a scheduled entry changes the site at its time, not when it was saved).
 */
function lastChanged(table: typeof t.games | typeof t.providers | typeof t.blogPosts | typeof t.tactics | typeof t.pages) {
  return sql<Date>`greatest(${table.updatedAt}, ${table.publishAt})`.mapWith((value: Date | string) => new Date(value));
}

/** Every public entry that has a page of its own, with what the sitemap needs of it. */
export async function sitemapData(db: Database): Promise<SitemapData> {
  const games = await db
    .select({ slug: t.games.slug, provider: t.providers.slug, lastChanged: lastChanged(t.games) })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(isPublic(t.games))
    .orderBy(asc(t.games.id));
  const providers = (await listProviders(db)).map((p) => ({ slug: p.id, gameCount: p.gameCount }));
  const changed = new Map(
    (await db.select({ slug: t.providers.slug, lastChanged: lastChanged(t.providers) }).from(t.providers)).map((p) => [p.slug, p.lastChanged]),
  );
  const blogPosts = await db
    .select({ slug: t.blogPosts.slug, lastChanged: lastChanged(t.blogPosts) })
    .from(t.blogPosts)
    .where(isPublic(t.blogPosts))
    .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id));
  const tactics = await db
    .select({ slug: t.tactics.slug, lastChanged: lastChanged(t.tactics) })
    .from(t.tactics)
    .where(isPublic(t.tactics))
    .orderBy(asc(t.tactics.id));
  const pages = await db.select({ slug: t.pages.slug, lastChanged: lastChanged(t.pages) }).from(t.pages).where(isPublic(t.pages));
  return {
    games,
    providers: providers.map((p) => ({ ...p, lastChanged: changed.get(p.slug) ?? new Date() })),
    blogPosts,
    tactics,
    pages,
  };
}
