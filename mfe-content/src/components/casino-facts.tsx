import { Link } from 'shared-data/react';
import { formatInteger, formatNumber, paths, type Casino } from 'shared-data';
import { wageringQueryFromCasino } from 'shared-data/betting';
import { daysText, minDepositText } from '../lib/bonus-terms.ts';
import { money } from '../lib/value-wording.ts';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
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
 * The terms a visitor weighs beside the headline offer: wagering, minimum deposit, maximum bet while
 * wagering, and the days to complete it. Without typed terms (the built-in list), free spins and cash value instead.
 */
function factsOf(casino: Casino): Array<[label: string, value: string]> {
  const { wagering, freeSpins, cashValue, currency } = casino.bonusDetails;
  const terms = casino.terms;
  if (!terms) {
    return [
      ['Çevrim', wagering],
      ['Bedava Dönüş', formatInteger(freeSpins)],
      ['Nakit Değer', cashValue > 0 ? money(cashValue, currency) : 'Yok'],
    ];
  }
  return [
    ['Çevrim', wagering],
    ['En Az Yatırım', minDepositText(terms.minDeposit, currency)],
    ['En Yüksek Bahis', terms.maxBet === null ? 'Sınır yok' : money(terms.maxBet, currency)],
    ['Süre', daysText(terms.daysToComplete)],
  ];
}

export function CasinoFacts({ casino }: { casino: Casino }) {
  return (
    <>
      <Facts>
        {factsOf(casino).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
