import { useParams } from 'react-router-dom';
import { breadcrumbLd, pagedTitle, paths, type Game } from 'shared-data';
import { findProvider, gamesOfProvider } from 'shared-data/content';
import { PageMeta } from 'shared-data/react';
import styled from 'styled-components';
import { Image } from '../../components/image.tsx';
import { BackLink, CardGrid, Section, Tag } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { usePaged } from '../../hooks/use-paged.ts';
import { GameCard } from '../games/game-card.tsx';

const Intro = styled.header`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { max-width: 46rem; }
`;

function ProviderGames({ page, total, items }: ReturnType<typeof usePaged<Game>>) {
  if (items.length === 0) return <p>Bu sağlayıcıya ait oyun bulunamadı.</p>;
  return (
    <>
      <CardGrid>
        {items.map((game, i) => (
          <GameCard key={game.id} game={game} index={i} />
        ))}
      </CardGrid>
      <Pagination page={page} total={total} />
    </>
  );
}

export function ProviderPage() {
  const { provider: providerId = '' } = useParams();
  const provider = findProvider(providerId);
  const paged = usePaged(gamesOfProvider(providerId));
  if (!provider) {
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
  return (
    <>
      <PageMeta
        title={pagedTitle(`${provider.name} Oyunları ve İncelemesi`, paged.page)}
        description={`${provider.name}: ${provider.description.slice(0, 140).replace(/\s+\S*$/, '')}…`}
        image={provider.logoUrl}
        jsonLd={breadcrumbLd([
          { name: 'Sağlayıcılar', path: paths.providers },
          { name: provider.name, path: paths.provider(provider.id) },
        ])}
      />
      <BackLink to={paths.providers}>← Tüm Sağlayıcılar</BackLink>
      <Intro>
        <Image src={provider.logoUrl} alt={`${provider.name} logosu`} kind="logo" eager />
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
        <ProviderGames {...paged} />
      </Section>
    </>
  );
}
