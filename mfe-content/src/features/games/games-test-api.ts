/** The content API as the games page meets it, for its component tests: a small catalogue and the filters' choices. */
import { contentApi, gamesApiUrl, type Game, type GameFacets, type GameList } from 'shared-data';
import { game, paged, provider } from '../../test-fixtures.ts';
import { mockContentApi } from '../../test-utils.tsx';

export const catalogue: Game[] = [
  ...Array.from({ length: 16 }, (_, i) => game(i + 1, `Slot ${i + 1}`)),
  game(17, 'Sweet Bonanza'),
  game(18, 'Big Bass Bonanza'),
  game(19, 'Teen Patti', 'ezugi', { type: 'live', rtp: 96.63 }),
];

export function listOf(items: Game[], extra: Partial<GameList> = {}): GameList {
  return { ...paged(items.slice(0, 16), { total: items.length, pageCount: Math.ceil(items.length / 16) || 1 }), provider: null, catalogTotal: catalogue.length, ...extra };
}

export const facets: GameFacets = {
  total: catalogue.length,
  features: [
    { name: 'Bedava Dönüş', games: 12 },
    { name: 'Megaways', games: 2 },
  ],
  years: [2024, 2021, 2019],
};

/** What every games page reads besides its list: the providers and the filters' choices. */
export const filterChoices = {
  [contentApi.gameProviders]: [provider('ezugi', 'Ezugi'), provider('pragmatic-play', 'Pragmatic Play')],
  [contentApi.gameFacets]: facets,
};

/** The API as the page meets it: the games list answers what its query asks for. */
export function mockGamesApi(more: Record<string, unknown> = {}) {
  return mockContentApi({
    ...filterChoices,
    ...more,
    [gamesApiUrl({})]: listOf(catalogue),
    [gamesApiUrl({ page: 2 })]: listOf(catalogue.slice(16), { page: 2, pageCount: 2, total: catalogue.length }),
    [gamesApiUrl({ page: 99 })]: listOf(catalogue.slice(16), { page: 2, pageCount: 2, total: catalogue.length }),
    [gamesApiUrl({ provider: 'ezugi' })]: listOf([catalogue[18]!], { provider: 'ezugi' }),
    [gamesApiUrl({ provider: 'yok-boyle' })]: listOf(catalogue),
    // Typed letter by letter: every prefix is asked for.
    ...Object.fromEntries(
      ['B', 'BO', 'BON', 'BONA', 'BONAN', 'BONANZ', 'BONANZA'].map((text) => [
        gamesApiUrl({ search: text }),
        listOf(text === 'BONANZA' ? catalogue.slice(16, 18) : catalogue),
      ]),
    ),
    [gamesApiUrl({ search: 'zzzz' })]: listOf([]),
  });
}
