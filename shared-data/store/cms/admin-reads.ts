/**
 * Reads for the admin: every entry whatever its status, with the status beside it. The admin API (mfe-admin/server)
 * serves them to signed-in operators only.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type BlogPost, type Casino, type Game, type Provider, type WithStatus } from 'shared-data';
import type { Database } from '../database.ts';
import { blogColumns, toBlogPost } from '../reads/articles.ts';
import { toCasino } from '../reads/casinos.ts';
import { gameColumns, toGame } from '../reads/games.ts';
import { byTurkishName, summaryColumns } from '../reads/providers.ts';
import { contentCounts } from '../reads/site.ts';
import * as t from '../schema.ts';


const statusColumns = <T extends typeof t.games | typeof t.providers | typeof t.blogPosts | typeof t.casinos>(table: T) => ({
  status: table.status,
  publishAt: sql<string>`to_char(${table.publishAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
});

export async function adminCasinos(db: Database): Promise<Array<WithStatus<Casino & { rank: number; inRanking: boolean }>>> {
  const rows = await db
    .select({ casino: t.casinos, ...statusColumns(t.casinos) })
    .from(t.casinos)
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
  return rows.map(({ casino, status, publishAt }) => ({ ...toCasino(casino), rank: casino.rank, inRanking: casino.inRanking, status, publishAt }));
}

export async function adminGames(db: Database): Promise<Array<WithStatus<Game & { providerName: string }>>> {
  const rows = await db
    .select({ ...gameColumns, providerName: t.providers.name, ...statusColumns(t.games) })
    .from(t.games)
    .innerJoin(t.providers, eq(t.games.providerId, t.providers.id))
    .orderBy(asc(t.games.id));
  return rows.map(({ status, publishAt, providerName, ...game }) => ({ ...toGame(game), providerName, status, publishAt }));
}

export async function adminProviders(db: Database): Promise<Array<WithStatus<Provider & { gameCount: number }>>> {
  const rows = await db
    .select({
      ...summaryColumns,
      description: t.providers.description,
      gameCount: sql<number>`(SELECT count(*)::int FROM games g WHERE g.provider_id = providers.id)`,
      ...statusColumns(t.providers),
    })
    .from(t.providers);
  return byTurkishName(rows);
}

export async function adminBlogPosts(db: Database): Promise<Array<WithStatus<BlogPost>>> {
  const rows = await db
    .select({ ...blogColumns, ...statusColumns(t.blogPosts) })
    .from(t.blogPosts)
    .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id));
  return rows.map(({ status, publishAt, ...post }) => ({ ...toBlogPost(post), status, publishAt }));
}

/** The admin API's reads, bound to a store (see AdminContentSource in mfe-admin/server/contract.ts). */
export function adminContentSource(store: { db: Database }) {
  return {
    overview: () => contentCounts(store.db),
    casinos: () => adminCasinos(store.db),
    games: () => adminGames(store.db),
    providers: () => adminProviders(store.db),
    blog: () => adminBlogPosts(store.db),
  };
}
