/** Public reads of the games: the paged and filtered list, a game's page, and a provider's page of games. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { pageWithin, type GameDetail, type GameList, type Paged, type ProviderDetail } from '../../src/content-api.ts';
import { foldSearchText } from '../../src/search.ts';
import { PAGE_SIZE } from '../../src/paging.ts';
import type { Game } from '../../src/types.ts';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { findProviderSummary, summaryColumns } from './providers.ts';
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

export async function findProvider(db: Database, slug: string, page: number): Promise<ProviderDetail | null> {
  const [provider] = await db
    .select({ ...summaryColumns, description: t.providers.description })
    .from(t.providers)
    .where(and(eq(t.providers.slug, slug), isPublic(t.providers)));
  if (!provider) return null;
  const games = await pagedGames(db, and(isPublic(t.games), eq(t.providers.slug, slug)) as SQL, page);
  return { provider, games };
}
