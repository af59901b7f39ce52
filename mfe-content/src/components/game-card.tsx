import { formatRtp, paths, type Game } from 'shared-data';
import styled from 'styled-components';
import { Image, type ImageLoad } from './image.tsx';
import { Card, CardLink, Muted } from './layout.tsx';
import { VolatilityBadge } from './volatility-badge.tsx';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The provider, and the year the game came out (what the list filters and sorts by). */
const Byline = styled(Muted)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Cover = styled.div`
  margin: -${({ theme }) => theme.space.md} -${({ theme }) => theme.space.md} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
`;

interface GameCardProps {
  game: Game;
  /** The provider's name; the list's answer knows it, a game alone carries only the provider's slug. */
  providerName: string | undefined;
  index: number;
  /** When its cover loads: the list decides, by where the card stands (`cardImageLoad`). */
  imageLoad?: ImageLoad;
  /** The card's title level: 2 straight under the page's h1 (the games list), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** Laid out only as it comes near the screen, holding this height until then: a long list decides (`cardLayout`). */
  laidOutLater?: string;
}

export function GameCard({ game, providerName, index, imageLoad = 'later', headingLevel = 3, laidOutLater }: GameCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card $index={index} $laidOutLater={laidOutLater}>
      <Cover>
        <Image src={game.coverUrl} alt="" kind="cover" load={imageLoad} />
      </Cover>
      <Title>
        <CardLink to={paths.game(game.provider, game.slug)}>{game.name}</CardLink>
      </Title>
      <Byline>
        <span>{providerName ?? game.provider}</span>
        <span>{game.year}</span>
      </Byline>
      <Meta>
        <span>RTP: {formatRtp(game.rtp)}</span>
        <VolatilityBadge volatility={game.volatility} />
      </Meta>
    </Card>
  );
}
