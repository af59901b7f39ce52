import { use, useId } from 'react';
import {
  breadcrumbLd,
  contentApi,
  gamesApiUrl,
  pagedTitle,
  paths,
  queryKeys,
  SEARCH_MAX_LENGTH,
  type GameList,
  type ProviderSummary,
} from 'shared-data';
import { PageMeta, useContent, useContentReader, useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { cardImageLoad } from '../../components/image.tsx';
import { CardGrid, cardLayout, firstScreenCards, Muted, PageHeading, PrimaryButton } from '../../components/layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRequestedPage } from '../../hooks/use-requested-page.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { GameCard } from './game-card.tsx';

const Filters = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr auto;
    align-items: end;
  }
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const ALL = 'all';

function GamesList() {
  const [params, setParams] = useSearchParams();
  const page = useRequestedPage();
  const search = params.get(queryKeys.search) ?? '';
  const url = gamesApiUrl({ page, search, provider: params.get(queryKeys.provider) ?? '' });
  // Both requests start before either is waited for.
  const reader = useContentReader();
  const providersAnswer = reader.read<ProviderSummary[]>(contentApi.gameProviders);
  const list = useContent<GameList>(url);
  const providers = use(providersAnswer);
  // The filter the answer applied: a provider the dropdown does not offer (an old or mistyped link) means all.
  const [searchDraft, setSearchDraft] = useUrlDraft(search);
  const [providerDraft, setProviderDraft] = useUrlDraft(list.provider ?? ALL);
  const providerNames = new Map(providers.map((p) => [p.id, p.name]));
  const searchId = useId();
  const providerId = useId();

  // Any filter change starts again from page 1 (the page parameter is dropped).
  const setFilter = (key: string, value: string, empty: string) => {
    const next = new URLSearchParams(params);
    if (value === empty) next.delete(key);
    else next.set(key, value);
    next.delete(queryKeys.page);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageMeta
        title={pagedTitle('Oyunlar: Slot ve Canlı Casino İncelemeleri', list.page)}
        description="Slot ve canlı casino oyunlarının RTP, volatilite ve bonus özellikleri; sağlayıcıya göre filtreleyin, incelemeleri okuyun."
        jsonLd={breadcrumbLd([{ name: 'Oyunlar', path: paths.games }])}
      />
      <PageHeading>
        <h1>Oyunlar</h1>
        <p>{list.catalogTotal} slot ve canlı casino oyununu RTP, volatilite ve özellikleriyle inceleyin.</p>
      </PageHeading>
      {/* A GET form: before (or without) JavaScript, Enter or the button asks the server for the filtered list. */}
      <Filters role="search" method="get" action={paths.games} onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={searchId}>Oyun ara</label>
          <input
            id={searchId}
            name={queryKeys.search}
            type="search"
            placeholder="Oyun adı yazın…"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchDraft}
            onChange={(e) => {
              setSearchDraft(e.target.value);
              setFilter(queryKeys.search, e.target.value, '');
            }}
          />
        </div>
        <div>
          <label htmlFor={providerId}>Sağlayıcı</label>
          <select
            id={providerId}
            name={queryKeys.provider}
            value={providerDraft}
            onChange={(e) => {
              setProviderDraft(e.target.value);
              setFilter(queryKeys.provider, e.target.value, ALL);
            }}
          >
            <option value={ALL}>Tüm Sağlayıcılar</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <PrimaryButton type="submit">Filtrele</PrimaryButton>
      </Filters>
      <Muted role="status" aria-live="polite">
        {list.total > 0 ? `${list.total} oyun bulundu` : ''}
      </Muted>
      {list.total === 0 ? (
        <p>Arama kriterlerine uygun oyun bulunamadı.</p>
      ) : (
        <CardGrid>
          {list.items.map((game, i) => (
            <GameCard key={game.id} game={game} providerName={providerNames.get(game.provider)} index={i} imageLoad={cardImageLoad(i, firstScreenCards.cardGrid)} headingLevel={2} laidOutLater={cardLayout(i, 'cardGrid')} />
          ))}
        </CardGrid>
      )}
      <Pagination page={list.page} total={list.pageCount} />
    </>
  );
}

export const GamesPage = withContentBoundary(GamesList);
