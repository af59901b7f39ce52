import { volatilityColors } from 'shared-data';
import styled from 'styled-components';

const Badge = styled.span<{ $bg: string; $fg: string }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

/** Volatility as a colour-coded badge: Düşük green, Orta yellow, Yüksek red, Çok Yüksek purple, else grey. */
export function VolatilityBadge({ volatility }: { volatility: string }) {
  const { background, text } = volatilityColors(volatility);
  return (
    <Badge $bg={background} $fg={text} data-volatility={volatility}>
      {volatility}
    </Badge>
  );
}
