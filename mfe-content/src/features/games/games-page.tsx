import { use, useId } from 'react';
import {
  ALL_PROVIDERS,
  breadcrumbLd,
  contentApi,
  gameFilterKeys,
  gamesApiUrl,
  pagedTitle,
  paths,
  queryKeys,
  readGameFilters,
  type GameFacets,
  type GameFilterIssue,
  type GameList,
  type ProviderSummary,
} from 'shared-data';
import { Island, Link, PageMeta, useContent, useContentReader, useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { cardImageLoad } from '../../components/image.tsx';
import { CardGrid, cardLayout, firstScreenCards, Muted, PageHeading } from '../../components/layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRequestedPage } from '../../hooks/use-requested-page.ts';
import { filterIssueMessage } from './filter-messages.ts';
import { GameCard } from '../../components/game-card.tsx';
import { GameFiltersForm } from './game-filters-form.tsx';

const Problem = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  p, ul { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

function GamesList() {
  const [params, setParams] = useSearchParams();
  const page = useRequestedPage();
  const search = params.get(queryKeys.search) ?? '';
  const requestedProvider = params.get(queryKeys.provider) ?? '';
  const state = readGameFilters(params);
  // Every request starts before any is waited for (the list's only when its filters can be read at all).
  const reader = useContentReader();
  const providersAnswer = reader.read<ProviderSummary[]>(contentApi.gameProviders);
  const listAnswer =
    state.issues.length === 0 ? reader.read<GameList>(gamesApiUrl({ page, search, provider: requestedProvider, ...state.text })) : null;
  // A list the page ends up not showing (a feature no game has) fails unseen: that is no error of the page.
  listAnswer?.catch(() => undefined);
  const facets = useContent<GameFacets>(contentApi.gameFacets);
  const providers = use(providersAnswer);
  // A provider the dropdown does not offer (an old or mistyped link) means all, as the list's answer applies it.
  const provider = providers.some((p) => p.id === requestedProvider) ? requestedProvider : ALL_PROVIDERS;
  const { feature } = state.filters;
  const knownFeature = feature !== null && facets.features.some((f) => f.name === feature);
  const issues: GameFilterIssue[] =
    feature === null || knownFeature
      ? state.issues
      : [...state.issues, { key: 'feature' as const, raw: feature, error: { code: 'unknownFeature' as const } }].sort(
          (a, b) => gameFilterKeys.indexOf(a.key) - gameFilterKeys.indexOf(b.key),
        );
  const list = listAnswer && issues.length === 0 ? use(listAnswer) : null;
  const providerNames = new Map(providers.map((p) => [p.id, p.name]));
  const issueId = useId();
  const describedBy = Object.fromEntries(issues.map((issue) => [issue.key, `${issueId}-${issue.key}`]));

  return (
    <>
      <PageMeta
        title={pagedTitle('Oyunlar: Slot ve Canlı Casino İncelemeleri', list?.page ?? 1)}
        description="Slot ve canlı casino oyunlarının RTP, volatilite ve bonus özellikleri; sağlayıcıya, RTP'ye, volatiliteye, özelliğe ve yıla göre filtreleyin, incelemeleri okuyun."
        jsonLd={(origin) => breadcrumbLd([{ name: 'Oyunlar', path: paths.games }], origin)}
      />
      <PageHeading>
        <h1>Oyunlar</h1>
        <p>{facets.total} slot ve canlı casino oyununu RTP, volatilite ve özellikleriyle inceleyin.</p>
      </PageHeading>
      {/* Native controls in a GET form: it works as it is until the reader uses it, and then the page's code loads. */}
      <Island name="game-filters" when="interaction">
        <GameFiltersForm
          providers={providers}
          facets={facets}
          search={search}
          provider={provider}
          state={state}
          feature={knownFeature ? (feature ?? '') : ''}
          describedBy={describedBy}
          // Typing replaces the address; a choice adds one, so back undoes it.
          onChange={(query, typing) => setParams(query, { replace: typing })}
        />
      </Island>
      {issues.length > 0 && (
        <Problem role="alert">
          <p>Bu filtrelerle oyun listesi gösterilemiyor:</p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.key} id={describedBy[issue.key]}>
                {filterIssueMessage(issue)}
              </li>
            ))}
          </ul>
          <Link to={paths.games}>Tüm oyunları göster</Link>
        </Problem>
      )}
      <Muted role="status" aria-live="polite">
        {list && list.total > 0 ? `${list.total} oyun bulundu` : ''}
      </Muted>
      {list?.total === 0 && <p>Arama kriterlerine uygun oyun bulunamadı.</p>}
      {list && list.total > 0 && (
        <CardGrid>
          {list.items.map((game, i) => (
            <GameCard key={game.id} game={game} providerName={providerNames.get(game.provider)} index={i} imageLoad={cardImageLoad(i, firstScreenCards.cardGrid)} headingLevel={2} laidOutLater={cardLayout(i, 'cardGrid')} />
          ))}
        </CardGrid>
      )}
      {list && <Pagination page={list.page} total={list.pageCount} />}
    </>
  );
}

export const GamesPage = withContentBoundary(GamesList);
