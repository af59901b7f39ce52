import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { breadcrumbLd, compareTurkish, pagedTitle, paths, queryKeys } from 'shared-data';
import { filterGames, games, providerSummaries } from 'shared-data/content';
import { PageMeta } from 'shared-data/react';
import styled from 'styled-components';
import { CardGrid, Muted, PageHeading } from '../../components/layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { usePaged } from '../../hooks/use-paged.ts';
import { GameCard } from './game-card.tsx';

const Filters = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr;
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

/** Providers that have games, for the dropdown. */
const gameProviders = providerSummaries
  .filter((p) => games.some((g) => g.provider === p.id))
  .sort((a, b) => compareTurkish(a.name, b.name));

export function GamesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get(queryKeys.search) ?? '';
  // A provider the dropdown does not offer (an old or mistyped link) means all providers, as the dropdown shows.
  const requested = params.get(queryKeys.provider);
  const provider = gameProviders.some((p) => p.id === requested) ? (requested ?? ALL) : ALL;
  const searchId = useId();
  const providerId = useId();

  const filtered = useMemo(() => filterGames({ search, provider }), [search, provider]);
  const { page, total, items } = usePaged(filtered);

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
        title={pagedTitle('Oyunlar: Slot ve Canlı Casino İncelemeleri', page)}
        description="Slot ve canlı casino oyunlarının RTP, volatilite ve bonus özellikleri; sağlayıcıya göre filtreleyin, incelemeleri okuyun."
        jsonLd={breadcrumbLd([{ name: 'Oyunlar', path: paths.games }])}
      />
      <PageHeading>
        <h1>Oyunlar</h1>
        <p>{games.length} slot ve canlı casino oyununu RTP, volatilite ve özellikleriyle inceleyin.</p>
      </PageHeading>
      <Filters role="search" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={searchId}>Oyun ara</label>
          <input
            id={searchId}
            type="search"
            placeholder="Oyun adı yazın…"
            value={search}
            onChange={(e) => setFilter(queryKeys.search, e.target.value, '')}
          />
        </div>
        <div>
          <label htmlFor={providerId}>Sağlayıcı</label>
          <select id={providerId} value={provider} onChange={(e) => setFilter(queryKeys.provider, e.target.value, ALL)}>
            <option value={ALL}>Tüm Sağlayıcılar</option>
            {gameProviders.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </Filters>
      <Muted role="status" aria-live="polite">
        {filtered.length > 0 ? `${filtered.length} oyun bulundu` : ''}
      </Muted>
      {filtered.length === 0 ? (
        <p>Arama kriterlerine uygun oyun bulunamadı.</p>
      ) : (
        <CardGrid>
          {items.map((game, i) => (
            <GameCard key={game.id} game={game} index={i} eager={i < 4} />
          ))}
        </CardGrid>
      )}
      <Pagination page={page} total={total} />
    </>
  );
}
