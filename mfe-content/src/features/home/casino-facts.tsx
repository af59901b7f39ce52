import { Link } from 'shared-data/react';
import { formatInteger, formatNumber, paths, type Casino } from 'shared-data';
import { wageringQueryFromCasino } from 'shared-data/betting';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  div { padding: ${({ theme }) => theme.space.xs}; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.surfaceRaised}; text-align: center; }
  dt { font-size: 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; }
`;

const WageringLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

/**
 * The key bonus terms next to the headline offer: wagering, free spins and cash value; with the casino's typed
 * terms, a link to the wagering calculator filled in with them.
 */
export function CasinoFacts({ casino }: { casino: Casino }) {
  const { wagering, freeSpins, cashValue, currency } = casino.bonusDetails;
  return (
    <>
      <Facts>
        <div>
          <dt>Çevrim</dt>
          <dd>{wagering}</dd>
        </div>
        <div>
          <dt>Bedava Dönüş</dt>
          <dd>{formatInteger(freeSpins)}</dd>
        </div>
        <div>
          <dt>Nakit Değer</dt>
          <dd>{cashValue > 0 ? `${formatNumber(cashValue, 0)} ${currency}` : 'Yok'}</dd>
        </div>
      </Facts>
      {casino.terms && (
        <WageringLink to={`${paths.calculator('bonus-cevrim')}?${wageringQueryFromCasino(casino.terms).toString()}`}>
          Çevrimi Hesapla
        </WageringLink>
      )}
    </>
  );
}

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

export function Rating({ value }: { value: number }) {
  return (
    // An image of a rating to assistive technology: its label is read, the star and figure are not read twice.
    <Stars role="img" aria-label={`Puan: 5 üzerinden ${formatNumber(value, 1)}`}>
      <span aria-hidden="true">★ </span>
      {formatNumber(value, 1)}
    </Stars>
  );
}

export const TermsLine = styled.p`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
