import { use } from 'react';
import {
  breadcrumbLd,
  contentApi,
  formatInteger,
  formatPercent,
  formatRtp,
  paths,
  videoGameLd,
  type Casino,
  type Game,
  type GameDetail,
  type RtpRank,
} from 'shared-data';
import { Link, PageMeta, useContentReader, useOptionalContent, useParams } from 'shared-data/react';
import styled from 'styled-components';
import { ArticleBody } from '../../components/article-body.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { AffiliateLink, BackLink, CardGrid, Section } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { OffersShown } from '../../components/offers.tsx';
import { GameCard } from '../../components/game-card.tsx';
import { VolatilityBadge } from '../../components/volatility-badge.tsx';

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  /* The play box beside the game; none for a reader on a break, and the game takes the width. */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    &:has(> aside) { grid-template-columns: 2fr 1fr; }
  }
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xxl}; line-height: 1.2; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
`;

const PlayBox = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.lg}; }
  ol { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; margin: 0; padding: 0; list-style: none; }
  li { display: grid; grid-template-columns: 3rem 1fr auto; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A second description of the RTP, across the list's two columns. */
const RankNote = styled.dd`
  && {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 400;
  }
`;

/** Where the game's RTP stands in the catalogue: its rank (shared by equal RTPs) and the share of games below it. */
function rtpRankText({ rank, total, lower }: RtpRank): string {
  const level = total - lower - rank;
  return [
    `RTP sıralaması: ${formatInteger(total)} oyun içinde ${formatInteger(rank)}.`,
    level > 0 ? `Aynı RTP'ye sahip ${formatInteger(level)} oyun daha var.` : '',
    `Daha düşük RTP'li oyunların oranı: ${formatPercent((lower / total) * 100, 0)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function gameDescription(game: Game): string {
  return `${game.name} incelemesi: RTP ${formatRtp(game.rtp)}, ${game.volatility.toLocaleLowerCase('tr-TR')} volatilite, bonus özellikleri (${game.features.slice(0, 3).join(', ')}) ve oyuna özel taktikler. ${game.name} oynanacak siteler.`;
}

/** The play box shows the first casinos of the home ranking. */
const PLAY_BOX_CASINOS = 3;

function GameContent() {
  const { slug = '' } = useParams();
  // Both requests start before either is waited for.
  const reader = useContentReader();
  const casinosAnswer = reader.read<Casino[]>(contentApi.casinos);
  const detail = useOptionalContent<GameDetail>(contentApi.game(slug));
  if (!detail) {
    return (
      <NotFoundState
        title="Oyun Bulunamadı"
        description="Aradığınız oyun bulunamadı. Tüm oyunlar listesinden başka bir oyun seçebilirsiniz."
        message="Oyun bulunamadı."
        backTo={paths.games}
        backLabel="Tüm Oyunlara Geri Dön"
      />
    );
  }
  const { game, provider, others, rtpRank } = detail;
  const casinos = use(casinosAnswer).slice(0, PLAY_BOX_CASINOS);
  return (
    <>
      <PageMeta
        title={`${game.name} İncelemesi ve Oynanacak Siteler`}
        description={gameDescription(game)}
        image={game.coverUrl}
        type="article"
        jsonLd={(origin) => [
          videoGameLd(game, provider ?? undefined, origin),
          breadcrumbLd([
            { name: 'Oyunlar', path: paths.games },
            { name: game.name, path: paths.game(game.provider, game.slug) },
          ], origin),
        ]}
      />
      <BackLink to={paths.games}>← Tüm Oyunlara Geri Dön</BackLink>
      <Top>
        <Panel>
          <Image src={game.coverUrl} alt={`${game.name} kapak görseli`} kind="cover" load="main" />
          <div>
            <h1>{game.name}</h1>
            <dl>
              <dt>Sağlayıcı</dt>
              <dd>
                <Link to={paths.provider(game.provider)}>{provider?.name ?? game.provider}</Link>
              </dd>
              <dt>RTP</dt>
              <dd>{formatRtp(game.rtp)}</dd>
              <RankNote>{rtpRankText(rtpRank)}</RankNote>
              <dt>Volatilite</dt>
              <dd>
                <VolatilityBadge volatility={game.volatility} />
              </dd>
              <dt>Tema</dt>
              <dd>{game.theme}</dd>
              <dt>Çıkış Yılı</dt>
              <dd>{game.year}</dd>
              {game.maxWin && (
                <>
                  <dt>Maksimum Kazanç</dt>
                  <dd>{game.maxWin}</dd>
                </>
              )}
            </dl>
            <h2>Özellikler</h2>
            <ul>
              {game.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        </Panel>
        <OffersShown>
          <PlayBox aria-labelledby="play-title">
            <h2 id="play-title">Bu Oyunu Oyna</h2>
            <ol>
              {casinos.map((casino) => (
                <li key={casino.id}>
                  <Image src={casino.logoUrl} alt={`${casino.name} logosu`} kind="logo" />
                  <div>
                    <strong>
                      <Link to={paths.casino(casino.slug)}>{casino.name}</Link>
                    </strong>
                    <small>{casino.welcomeBonus}</small>
                  </div>
                  <AffiliateLink casinoSlug={casino.slug} placement="oyun-sayfasi">
                    Oyna
                  </AffiliateLink>
                </li>
              ))}
            </ol>
            <small>18+ | Şartlar geçerlidir. Sorumlu oynayın.</small>
          </PlayBox>
        </OffersShown>
      </Top>
      <Section aria-label={`${game.name} incelemesi`}>
        <ArticleBody body={game.body} />
      </Section>
      {others.length > 0 && (
        <Section aria-labelledby="more-games">
          <h2 id="more-games">Bu Sağlayıcının Diğer Oyunları</h2>
          <CardGrid>
            {others.map((g, i) => (
              <GameCard key={g.id} game={g} providerName={provider?.name} index={i} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}

export const GamePage = withContentBoundary(GameContent);
