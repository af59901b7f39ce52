import { formatInteger, formatMoney } from 'shared-data';
import type { Coupon, CouponError, CouponQueryError } from 'shared-data/betting';
import styled from 'styled-components';
import { ResultBox, ResultNote } from '../../components/calculator-card.tsx';
import { couponMessage, mbsBreakMessage, sizeName } from './coupon-messages.ts';

const Sizes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  .break { font-weight: 400; color: ${({ theme }) => theme.colors.danger}; }
`;

interface CouponResultProps {
  /** Null until every selection's odds and the column price are typed. */
  result: Coupon | CouponError | CouponQueryError | null;
}

function CouponFigures({ coupon }: { coupon: Coupon }) {
  const broken = coupon.mbsBreaks.length > 0;
  return (
    <>
      <dl>
        <dt>Kolon sayısı</dt>
        <dd>
          <Sizes>
            {coupon.columnsBySize.map(({ size, columns }) => {
              const rule = coupon.mbsBreaks.find((b) => b.size === size);
              return (
                <li key={size}>
                  {sizeName(size)}
                  {coupon.plain ? ' kombine' : ''}: {formatInteger(columns)}
                  {rule && <span className="break"> – {mbsBreakMessage(rule, coupon.plain)}</span>}
                </li>
              );
            })}
            <li>Toplam: {formatInteger(coupon.columns)}</li>
          </Sizes>
        </dd>
        <dt>Kupon bedeli</dt>
        <dd>{formatMoney(coupon.stake)}</dd>
        {coupon.maxPayout !== null && (
          <>
            <dt>En yüksek kazanç</dt>
            <dd>{formatMoney(coupon.maxPayout)}</dd>
          </>
        )}
        {coupon.minPayout !== null && (
          <>
            <dt>En düşük kazanç</dt>
            <dd>{formatMoney(coupon.minPayout)}</dd>
          </>
        )}
        {coupon.payout !== null && (
          <>
            <dt>Kazanç</dt>
            <dd>{formatMoney(coupon.payout)}</dd>
          </>
        )}
        {coupon.net !== null && (
          <>
            <dt>Net</dt>
            <dd>{formatMoney(coupon.net)}</dd>
          </>
        )}
      </dl>
      {broken && (
        <ResultNote>
          MBS kuralı bozulduğu için bu kupon böyle oynanamaz ve kazanç hesaplanmadı: sistemi büyütün ya da MBS&apos;si
          yüksek seçimi çıkarın.
        </ResultNote>
      )}
      {!broken && coupon.payout === null && <ResultNote>Kazanç ve net, her seçimin sonucu işaretlenince gösterilir.</ResultNote>}
    </>
  );
}

/** The coupon's figures in a polite live region, or what is still missing or refused. */
export function CouponResult({ result }: CouponResultProps) {
  const net = result?.kind === 'coupon' ? result.net : null;
  const tone = net === null || net === 0 ? 'neutral' : net > 0 ? 'positive' : 'negative';
  return (
    <ResultBox aria-live="polite" data-testid="coupon-result" $tone={tone}>
      {result === null && <p>Sonuç için her seçimin oranını ve kolon tutarını girin.</p>}
      {result?.kind === 'invalid' && <p>Hesaplanamadı: {couponMessage(result)}</p>}
      {result?.kind === 'coupon' && <CouponFigures coupon={result} />}
    </ResultBox>
  );
}
