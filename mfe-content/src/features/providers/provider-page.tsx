import { breadcrumbLd, contentApi, pagedTitle, paths, withPage, type ProviderDetail } from 'shared-data';
import { PageMeta, useOptionalContent, useParams } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { BackLink, CardGrid, cardLayout, Section, Tag } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRequestedPage } from '../../hooks/use-requested-page.ts';
import { GameCard } from '../../components/game-card.tsx';

const Intro = styled.header`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { max-width: 46rem; }
`;

function ProviderGames({ provider, games }: ProviderDetail) {
  if (games.items.length === 0) return <p>Bu sağlayıcıya ait oyun bulunamadı.</p>;
  return (
    <>
      <CardGrid>
        {games.items.map((game, i) => (
          <GameCard key={game.id} game={game} providerName={provider.name} index={i} laidOutLater={cardLayout(i, 'cardGrid')} />
        ))}
      </CardGrid>
      <Pagination page={games.page} total={games.pageCount} />
    </>
  );
}

function ProviderContent() {
  const { provider: providerId = '' } = useParams();
  const page = useRequestedPage();
  const detail = useOptionalContent<ProviderDetail>(withPage(contentApi.provider(providerId), page));
  if (!detail) {
    return (
      <NotFoundState
        title="Sağlayıcı Bulunamadı"
        description="Aradığınız oyun sağlayıcısı bulunamadı."
        message="Sağlayıcı bulunamadı."
        backTo={paths.providers}
        backLabel="Tüm Sağlayıcılara Geri Dön"
      />
    );
  }
  const { provider } = detail;
  return (
    <>
      <PageMeta
        title={pagedTitle(`${provider.name} Oyunları ve İncelemesi`, detail.games.page)}
        description={`${provider.name}: ${provider.description.slice(0, 140).replace(/\s+\S*$/, '')}…`}
        image={provider.logoUrl}
        jsonLd={(origin) => breadcrumbLd([
          { name: 'Sağlayıcılar', path: paths.providers },
          { name: provider.name, path: paths.provider(provider.id) },
        ], origin)}
      />
      <BackLink to={paths.providers}>← Tüm Sağlayıcılar</BackLink>
      <Intro>
        <Image src={provider.logoUrl} alt={`${provider.name} logosu`} kind="logo" load="main" />
        <div>
          <h1>{provider.name}</h1>
          <p>{provider.description}</p>
          <div>
            {provider.kinds.map((kind) => (
              <Tag key={kind}>{kind}</Tag>
            ))}
          </div>
        </div>
      </Intro>
      <Section aria-labelledby="provider-games">
        <h2 id="provider-games">{provider.name} Oyunları</h2>
        <ProviderGames {...detail} />
      </Section>
    </>
  );
}

export const ProviderPage = withContentBoundary(ProviderContent);
