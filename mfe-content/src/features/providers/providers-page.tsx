import { breadcrumbLd, contentApi, paths, type ProviderListItem } from 'shared-data';
import { PageMeta, useContent } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { cardImageLoad, Image } from '../../components/image.tsx';
import { Card, CardLink, cardLayout, firstScreenCards, Muted, PageHeading, Tag, WideGrid } from '../../components/layout.tsx';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  > div:first-child { flex: 0 0 4rem; }
`;

const Clamp = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ProvidersList() {
  // Sorted by the Turkish collator on the server.
  const sortedProviders = useContent<ProviderListItem[]>(contentApi.providers);
  return (
    <>
      <PageMeta
        title="Oyun Sağlayıcıları"
        description="Slot, canlı casino, crash, mini oyun ve balık avı oyunlarının sağlayıcıları: stüdyoların tarzı, öne çıkan oyunları ve mekanikleri."
        jsonLd={(origin) => breadcrumbLd([{ name: 'Sağlayıcılar', path: paths.providers }], origin)}
      />
      <PageHeading>
        <h1>Sağlayıcılar</h1>
        <p>{sortedProviders.length} oyun sağlayıcısını tarzları ve öne çıkan oyunlarıyla tanıyın.</p>
      </PageHeading>
      <WideGrid>
        {sortedProviders.map((provider, i) => {
          const count = provider.gameCount;
          return (
            <Card key={provider.id} $index={Math.min(i, 12)} $laidOutLater={cardLayout(i, 'wideGrid')}>
              <Head>
                <div>
                  <Image src={provider.logoUrl} alt="" kind="logo" load={cardImageLoad(i, firstScreenCards.wideGrid)} />
                </div>
                <div>
                  <h2>
                    <CardLink to={paths.provider(provider.id)}>{provider.name}</CardLink>
                  </h2>
                  <Muted>{count > 0 ? `${count} oyun incelemesi` : 'İnceleme yakında'}</Muted>
                </div>
              </Head>
              <Clamp>{provider.description}</Clamp>
              <div>
                {provider.kinds.map((kind) => (
                  <Tag key={kind}>{kind}</Tag>
                ))}
              </div>
            </Card>
          );
        })}
      </WideGrid>
    </>
  );
}

export const ProvidersPage = withContentBoundary(ProvidersList);
