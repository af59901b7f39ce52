/**
 * A casino offer's stored value, as the pages show it: a short summary on cards and the comparison, and
 * every figure on the review page. Nothing is computed here: the figures come from the server (the content API), which
 * computed them when the offer or its game was written. Every figure links to the method page.
 */
import { formatInteger, formatRtp, paths, type Casino } from 'shared-data';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import { chance, money, noValueReason, signedMoney } from '../lib/value-wording.ts';

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  div { display: contents; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
`;

export const MethodLink = () => <Link to={paths.bonusValueMethod}>Nasıl hesaplıyoruz?</Link>;

/** The card's line: expected net value and the chance of finishing the wagering, or why there is none. */
export function ValueSummary({ casino }: { casino: Casino }) {
  const { value } = casino;
  if (value?.kind !== 'value') {
    return (
      <Summary>
        {noValueReason(value)} <MethodLink />
      </Summary>
    );
  }
  const currency = casino.bonusDetails.currency;
  return (
    <Summary>
      Beklenen net değer: <strong>{signedMoney(value.value.expectedNetValue, currency)}</strong> · Çevrimi bitirme olasılığı:{' '}
      <strong>{chance(value.value.finishProbability)}</strong> · <MethodLink />
    </Summary>
  );
}

/** Every figure of the offer's value, with the standard play behind it. */
export function ValueFigures({ casino }: { casino: Casino }) {
  const { value } = casino;
  if (value?.kind !== 'value') {
    return (
      <p>
        {noValueReason(value)} <MethodLink />
      </p>
    );
  }
  const currency = casino.bonusDetails.currency;
  const { play, game } = value;
  const figures = value.value;
  const rows: Array<[string, string]> = [
    ['Yatırım', money(play.deposit, currency)],
    ['Bonus', money(figures.bonus, currency)],
    ['Bahis (her dönüş)', money(play.bet, currency)],
    ['Çevrim tutarı', money(figures.closedForm.turnover, currency)],
    ['Beklenen kayıp (kapalı form)', money(figures.closedForm.expectedLoss, currency)],
    ['Bonus değeri (kapalı form)', signedMoney(figures.closedForm.expectedValue, currency)],
    ['Çevrimi bitirme olasılığı', chance(figures.finishProbability)],
    ['Beklenen çekim', money(figures.expectedCashout, currency)],
    ['Beklenen net değer (simülasyon)', signedMoney(figures.expectedNetValue, currency)],
    ['Net sonuç, 10. yüzdelik (kötü senaryo)', signedMoney(figures.netValue.p10, currency)],
    ['Net sonuç, 50. yüzdelik (ortanca)', signedMoney(figures.netValue.p50, currency)],
    ['Net sonuç, 90. yüzdelik (iyi senaryo)', signedMoney(figures.netValue.p90, currency)],
  ];
  return (
    <>
      <p>
        Referans oyun: <Link to={paths.game(game.provider, game.slug)}>{game.name}</Link> (RTP {formatRtp(game.rtp)},{' '}
        {game.volatility.toLocaleLowerCase('tr-TR')} volatilite). Teklif bu oyunda {formatInteger(figures.runs)} kez oynandı;
        net değer, çekilen tutardan yatırılan tutar düşülerek bulunur. <MethodLink />
      </p>
      <Figures>
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </Figures>
    </>
  );
}
