import { games } from '../../../generated/catalog/games.ts';
import { foldForSearch } from '../../text.ts';
import type { Game } from '../../types.ts';

const gamesBySlug = new Map(games.map((g) => [g.slug, g]));

/** Only the slug finds a game (SPEC §2); the provider part of its URL is not checked. */
export const findGame = (slug: string): Game | undefined => gamesBySlug.get(slug);

export function gamesOfProvider(providerId: string): Game[] {
  return games.filter((g) => g.provider === providerId);
}

/** Up to `limit` other games of the same provider, for the game page. */
export function otherGamesOfProvider(game: Game, limit = 4): Game[] {
  return games.filter((g) => g.provider === game.provider && g.slug !== game.slug).slice(0, limit);
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
