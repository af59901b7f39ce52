import { formatRtp, paths, type Game } from 'shared-data';
import styled from 'styled-components';
import { Image } from '../../components/image.tsx';
import { Card, CardLink, Muted } from '../../components/layout.tsx';
import { VolatilityBadge } from './volatility-badge.tsx';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
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
  eager?: boolean;
}

export function GameCard({ game, providerName, index, eager = false }: GameCardProps) {
  return (
    <Card $index={index}>
      <Cover>
        <Image src={game.coverUrl} alt="" kind="cover" eager={eager} />
      </Cover>
      <h3>
        <CardLink to={paths.game(game.provider, game.slug)}>{game.name}</CardLink>
      </h3>
      <Muted>{providerName ?? game.provider}</Muted>
      <Meta>
        <span>RTP: {formatRtp(game.rtp)}</span>
        <VolatilityBadge volatility={game.volatility} />
      </Meta>
    </Card>
  );
}
