import { blogPosts, games, providers, tactics } from '../../generated/catalog.ts';
import { foldForSearch, compareTurkish } from '../text.ts';
import type { BlogPost, Game, Provider, Tactic } from '../types.ts';

const gamesBySlug = new Map(games.map((g) => [g.slug, g]));
const providersById = new Map(providers.map((p) => [p.id, p]));
const postsBySlug = new Map(blogPosts.map((p) => [p.slug, p]));
const tacticsBySlug = new Map(tactics.map((t) => [t.slug, t]));

/** Only the slug finds a game (SPEC §2); the provider part of its URL is not checked. */
export const findGame = (slug: string): Game | undefined => gamesBySlug.get(slug);
export const findProvider = (id: string): Provider | undefined => providersById.get(id);
export const findBlogPost = (slug: string): BlogPost | undefined => postsBySlug.get(slug);
export const findTactic = (slug: string): Tactic | undefined => tacticsBySlug.get(slug);

export function gamesOfProvider(providerId: string): Game[] {
  return games.filter((g) => g.provider === providerId);
}

/** Up to `limit` other games of the same provider, for the game page. */
export function otherGamesOfProvider(game: Game, limit = 4): Game[] {
  return games.filter((g) => g.provider === game.provider && g.slug !== game.slug).slice(0, limit);
}

/** Providers sorted by name with the Turkish collator. */
export function providersByName(): Provider[] {
  return [...providers].sort((a, b) => compareTurkish(a.name, b.name));
}

/** Blog posts, newest first. */
export function blogPostsNewestFirst(): BlogPost[] {
  return [...blogPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate) || b.id - a.id);
}

export interface GameFilter {
  search: string;
  /** Provider id, or '' / 'all' for every provider. */
  provider: string;
}

/** Games list filter: Turkish-aware name search plus provider. */
export function filterGames(filter: GameFilter, list: readonly Game[] = games): Game[] {
  const needle = foldForSearch(filter.search);
  const provider = filter.provider === 'all' ? '' : filter.provider;
  return list.filter(
    (g) => (!provider || g.provider === provider) && (!needle || foldForSearch(g.name).includes(needle)),
  );
}

/** Whether a public path names something that exists (unknown slugs are 404s). */
export function contentPathExists(route: string, params: Record<string, string>): boolean {
  switch (route) {
    case 'tactic':
      return tacticsBySlug.has(params.slug ?? '');
    case 'blogPost':
      return postsBySlug.has(params.slug ?? '');
    case 'game':
      return gamesBySlug.has(params.slug ?? '');
    case 'provider':
      return providersById.has(params.provider ?? '');
    default:
      return true;
  }
}
