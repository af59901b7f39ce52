/**
 * Public reads of the games: the paged list with its filters and orders, what the filters offer, a game's page with
 * its RTP rank, and a provider's page of games.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  compareTurkish,
  foldSearchText,
  type Game,
  type GameDetail,
  type GameFacets,
  type GameFilters,
  type GameList,
  type GameSort,
  PAGE_SIZE,
  type Paged,
  pageWithin,
  type ProviderDetail,
  rtpRange,
  type RtpRank,
} from 'shared-data';
import { queryRows, type Database } from '../database.ts';
import * as t from '../schema.ts';
import { findProviderSummary, summaryColumns } from './providers.ts';
import { turkishSortKey } from './turkish-order.ts';
import { containsPattern, isPublic } from './visibility.ts';

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

/** Public games (of a public provider) matching `where`. */
export async function countGames(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(where);
  return row?.total ?? 0;
}

/** Each order of the list, ties in catalogue order. */
const orders: Record<GameSort | 'catalogue', () => SQL[]> = {
  catalogue: () => [asc(t.games.id)],
  ad: () => [asc(turkishSortKey(t.games.name)), asc(t.games.id)],
  rtp: () => [desc(t.games.rtp), asc(t.games.id)],
  yil: () => [desc(t.games.year), asc(t.games.id)],
};

async function pagedGames(db: Database, where: SQL, page: number, sort: GameSort | null = null): Promise<Paged<Game>> {
  const total = await countGames(db, where);
  const served = pageWithin(page, total);
  const rows = await gamesQuery(db)
    .where(where)
    .orderBy(...orders[sort ?? 'catalogue']())
    .limit(PAGE_SIZE)
    .offset((served.page - 1) * PAGE_SIZE);
  return { items: rows.map(toGame), total, pageSize: PAGE_SIZE, ...served };
}

export interface GameListQuery extends Partial<GameFilters> {
  page: number;
  search: string;
  /** A provider slug; an unknown one lists every provider, as the dropdown shows. */
  provider: string;
}

/** Games that have `feature` among theirs: jsonb containment, the feature a parameter. */
const hasFeature = (feature: string) => sql`${t.games.features} @> ${JSON.stringify([feature])}::jsonb`;

/** The filters' conditions, each value a parameter. */
function filterConditions(filters: Partial<GameFilters>): SQL[] {
  const conditions: SQL[] = [];
  const [rtpMin, rtpMax] = rtpRange({ rtpMin: filters.rtpMin ?? null, rtpMax: filters.rtpMax ?? null });
  if (rtpMin !== null) conditions.push(gte(t.games.rtp, rtpMin));
  if (rtpMax !== null) conditions.push(lte(t.games.rtp, rtpMax));
  if (filters.volatility) conditions.push(eq(t.games.volatility, filters.volatility));
  if (filters.feature) conditions.push(hasFeature(filters.feature));
  if (filters.year) conditions.push(eq(t.games.year, filters.year));
  return conditions;
}

/** One page of the public games matching the search text, the provider and the filters, in the order asked for. */
export async function listGames(db: Database, query: GameListQuery): Promise<GameList> {
  const conditions: SQL[] = [isPublic(t.games)];
  const needle = foldSearchText(query.search);
  if (needle) conditions.push(sql`${t.games.nameFolded} LIKE ${containsPattern(needle)}`);
  const provider = query.provider ? await findProviderSummary(db, query.provider) : null;
  if (provider) conditions.push(eq(t.providers.slug, provider.id));
  conditions.push(...filterConditions(query));
  const where = and(...conditions) as SQL;
  const paged = await pagedGames(db, where, query.page, query.sort ?? null);
  const catalogTotal = conditions.length === 1 ? paged.total : await countGames(db, isPublic(t.games));
  return { ...paged, provider: provider?.id ?? null, catalogTotal };
}

/** Whether some public game has `feature` (the list's filter by a feature no game has is refused, not an empty list). */
export async function gameFeatureExists(db: Database, feature: string): Promise<boolean> {
  return (await countGames(db, and(isPublic(t.games), hasFeature(feature)) as SQL)) > 0;
}

/** The features and years of the public games, for the list's filters. */
export async function gameFacets(db: Database): Promise<GameFacets> {
  const features = await queryRows<{ name: string; games: number }>(
    db,
    sql`SELECT feature AS name, count(*)::int AS games
        FROM ${t.games}
        INNER JOIN ${t.providers} ON ${and(eq(t.games.providerId, t.providers.id), isPublic(t.providers))}
        CROSS JOIN LATERAL jsonb_array_elements_text(${t.games.features}) AS feature
        WHERE ${isPublic(t.games)}
        GROUP BY feature`,
  );
  const years = await db
    .selectDistinct({ year: t.games.year })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(isPublic(t.games))
    .orderBy(desc(t.games.year));
  return {
    total: await countGames(db, isPublic(t.games)),
    features: features.sort((a, b) => compareTurkish(a.name, b.name)),
    years: years.map((row) => row.year),
  };
}

/** Where `rtp` stands among the public games' RTPs, counted in SQL. */
async function rtpRankOf(db: Database, rtp: number): Promise<RtpRank> {
  const [row] = await db
    .select({
      rank: sql<number>`(count(*) FILTER (WHERE ${t.games.rtp} > ${rtp}) + 1)::int`,
      total: sql<number>`count(*)::int`,
      lower: sql<number>`(count(*) FILTER (WHERE ${t.games.rtp} < ${rtp}))::int`,
    })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(isPublic(t.games));
  return row ?? { rank: 1, total: 1, lower: 0 };
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
    rtpRank: await rtpRankOf(db, row.rtp),
  };
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
