/**
 * A casino offer's stored value, as the pages show it: a short summary on cards and the comparison, every figure on
 * the review page (the standard play, each part of the offer in play order, the total) and the bet-sensitivity table.
 * Nothing is computed here but the rounding: the figures come from the server (the content API), which computed them
 * when the offer or its game was written. Simulated figures carry their 95 % interval and are rounded to the precision
 * it supports. Every figure links to the method page.
 */
import type { ReactNode } from 'react';
import { formatInteger, formatRtp, paths, type Casino, type CasinoReferenceGame, type Currency } from 'shared-data';
import { MIN_STAKE_UNSTATED, OFFER_MODEL_VERSION, type PartValue, type SensitivityBet, type SensitivityRow } from 'shared-data/bonus-value';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import { chance, money, moneyInterval, noValueReason, percent, refusalReason, shareWithInterval, signedMoney } from '../lib/value-wording.ts';

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

const PartHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const SensitivityTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { padding-bottom: ${({ theme }) => theme.space.xs}; font-weight: 700; text-align: left; }
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  td { font-variant-numeric: tabular-nums; }
  .note { display: block; font-weight: 400; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

export const MethodLink = () => <Link to={paths.bonusValueMethod}>Nasıl hesaplıyoruz?</Link>;

/** A game's page link. */
const GameLink = ({ game }: { game: CasinoReferenceGame }) => <Link to={paths.game(game.provider, game.slug)}>{game.name}</Link>;

function FigureList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Figures>
      {rows.map(([label, text]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </Figures>
  );
}

/** The card's line: expected net value with its ± and the chance of withdrawing anything, or why there is none. */
export function ValueSummary({ casino }: { casino: Casino }) {
  const { value } = casino;
  const currency = casino.bonusDetails.currency;
  if (value?.kind !== 'value') {
    return (
      <Summary>
        {noValueReason(value, currency)} <MethodLink />
      </Summary>
    );
  }
  const figures = value.value;
  const net = moneyInterval(figures.expectedNetValue, figures.standardError, currency, true);
  // A share of thousands of runs is known to about half a point: whole percentages on the card.
  return (
    <Summary>
      Beklenen net değer: <strong>{net.estimate}</strong> ({net.plusMinus}) · Çekim yapabilme olasılığı:{' '}
      <strong>{percent(figures.withdrawProbability, 0)}</strong> · <MethodLink />
    </Summary>
  );
}

/** The parts' names, in the order the terms play them. */
export const partNames: Readonly<Record<PartValue['part'], string>> = {
  match: 'Nakit bonus',
  freeSpins: 'Bedava dönüşler',
};

/** Every figure of the offer's value: the standard play, each part in play order, the total and the runs behind them. */
export function ValueFigures({ casino }: { casino: Casino }) {
  const { value, terms } = casino;
  const currency = casino.bonusDetails.currency;
  if (value?.kind !== 'value') {
    return (
      <p>
        {noValueReason(value, currency)} <MethodLink />
      </p>
    );
  }
  const { play, game, freeSpinGame } = value;
  const figures = value.value;
  const hasMatch = figures.parts.some((part) => part.part === 'match');
  const hasSpins = figures.parts.some((part) => part.part === 'freeSpins');
  const playRows: Array<[string, ReactNode]> = [];
  if (hasMatch) playRows.push(['Yatırım', money(play.deposit, currency)], ['Bonus', money(figures.bonus, currency)]);
  if (hasSpins && terms?.freeSpinValue) {
    playRows.push(['Bedava dönüş', `${formatInteger(terms.freeSpins)} × ${money(terms.freeSpinValue, currency)}`]);
  }
  // Without a wagering the bet plays nothing: no row.
  if (value.sensitivity.length > 0) playRows.push(['Bahis (her dönüş)', money(play.bet, currency)]);
  const spinGame = freeSpinGame && freeSpinGame.slug !== game.slug ? freeSpinGame : null;

  const partRows = (part: PartValue): Array<[string, ReactNode]> => {
    const cashout = moneyInterval(part.expectedCashout, part.standardError, currency);
    const rows: Array<[string, ReactNode]> = [];
    if (part.part === 'freeSpins' && spinGame) rows.push([
        'Oynandığı oyun',
        <>
          <GameLink game={spinGame} /> (RTP {formatRtp(spinGame.rtp)})
        </>,
      ]);
    rows.push(['Beklenen ödeme', `${cashout.estimate} (%95 aralık: ${cashout.range})`]);
    const wagered = part.part === 'match' ? Boolean(terms?.wageringMultiple ?? figures.closedForm?.turnover) : Boolean(terms?.freeSpinWagering);
    // Without a wagering a finished run is one that won something: the withdrawal share says it. Free spins that win
    // nothing have nothing to wager and do not count as finished.
    if (wagered) rows.push(['Çevrimi bitirme olasılığı', chance(part.finishProbability)]);
    if (part.part === 'match' && figures.closedForm) {
      rows.push(
        ['Çevrim tutarı', money(figures.closedForm.turnover, currency)],
        ['Beklenen kayıp (kapalı form)', money(figures.closedForm.expectedLoss, currency)],
        ['Bonus değeri (kapalı form)', signedMoney(figures.closedForm.expectedValue, currency)],
      );
    } else {
      rows.push([part.part === 'match' ? 'Bonus değeri (kapalı form)' : 'Dönüşlerin değeri (kapalı form)', signedMoney(part.closedFormValue, currency)]);
    }
    return rows;
  };

  const cashout = moneyInterval(figures.expectedCashout, figures.standardError, currency);
  const net = moneyInterval(figures.expectedNetValue, figures.standardError, currency, true);
  const totalRows: Array<[string, ReactNode]> = [
    ['Beklenen çekim', `${cashout.estimate} (%95 aralık: ${cashout.range})`],
    ['Beklenen net değer', `${net.estimate} (%95 aralık: ${net.range})`],
    ['Çekim yapabilme olasılığı', shareWithInterval(figures.withdrawProbability, figures.runs)],
    ['Yatırdığından fazlasını çekme olasılığı', shareWithInterval(figures.profitProbability, figures.runs)],
    ['Çekim yapanların ortanca çekimi', figures.medianCashout === null ? '—' : money(figures.medianCashout, currency)],
  ];
  const numbered = figures.parts.length > 1;
  return (
    <>
      <p>
        Referans oyun: <GameLink game={game} /> (RTP {formatRtp(game.rtp)}, {game.volatility.toLocaleLowerCase('tr-TR')} volatilite).
{' '}
        Teklif bu oyunda {formatInteger(figures.runs)} kez oynandı (tohum {figures.seed}, yöntem sürümü {OFFER_MODEL_VERSION}); net değer,
        çekilen tutardan yatırılan tutar düşülerek bulunur. <MethodLink />
      </p>
      {figures.unvaluedFreeSpins && (
        <p>Şartlar bedava dönüşlerin dönüş başına değerini belirtmediği için bedava dönüşler değere katılmadı.</p>
      )}
      <PartHeading>Standart oyun</PartHeading>
      <FigureList rows={playRows} />
      {figures.parts.map((part, i) => (
        <section key={part.part}>
          <PartHeading>{numbered ? `${i + 1}. ${partNames[part.part]}` : partNames[part.part]}</PartHeading>
          <FigureList rows={partRows(part)} />
        </section>
      ))}
      <PartHeading>Toplam</PartHeading>
      <FigureList rows={totalRows} />
    </>
  );
}

const betNames: Readonly<Record<SensitivityBet, string>> = {
  minStake: 'En az bahis',
  standard: 'Standart bahis',
  maxBet: 'En yüksek bahis',
};

export interface BetSensitivityProps {
  rows: readonly SensitivityRow[];
  currency: Currency;
  /** Whether the terms state a minimum stake; when not, the first row says MIN_STAKE_UNSTATED was assumed. */
  minStakeStated: boolean;
}

/**
 * The offer at its minimum stake, standard bet and maximum bet, as a table with one sentence on what it means; a
 * sentence alone for an offer without wagering (no rows), where the bet changes nothing.
 */
export function BetSensitivity({ rows, currency, minStakeStated }: BetSensitivityProps) {
  if (rows.length === 0) return <p>Çevrim şartı olmadığından bahis büyüklüğü değeri değiştirmez.</p>;
  return (
    <>
      <Scroll>
        <SensitivityTable>
          <caption>Bahis büyüklüğüne göre değer</caption>
          <thead>
            <tr>
              <th scope="col">Bahis</th>
              <th scope="col">Beklenen net değer (%95 aralık)</th>
              <th scope="col">Çevrimi bitirme olasılığı</th>
              <th scope="col">Koşu sayısı</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const net = row.kind === 'value' ? moneyInterval(row.expectedNetValue, row.standardError, currency, true) : null;
              return (
                <tr key={row.at}>
                  <th scope="row">
                    {betNames[row.at]}: {money(row.bet, currency)}
                    {row.at === 'minStake' && !minStakeStated && (
                      <span className="note"> (şartlarda yok; {money(MIN_STAKE_UNSTATED, currency)} varsayıldı)</span>
                    )}
                  </th>
                  {row.kind === 'value' && net ? (
                    <>
                      <td>{`${net.estimate} (${net.range})`}</td>
                      <td>{chance(row.finishProbability)}</td>
                      <td>{formatInteger(row.runs)}</td>
                    </>
                  ) : (
                    <td colSpan={3}>{row.kind === 'refused' ? refusalReason(row.error, currency, 'bu bahisle') : ''}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </SensitivityTable>
      </Scroll>
      <p>
        Büyük bahis çevrimi daha az dönüşte bitirir ya da bakiyeyi daha çabuk eritir, küçük bahis kasa avantajını daha uzun
        süre işletir; bu yüzden değer oynama biçimine bağlıdır ve sitenin bütün tekliflere uyguladığı ortak ölçü, başlangıç
        bakiyesinin %1&apos;i olan standart bahistir.
      </p>
    </>
  );
}

/** The review page's bet-sensitivity table of a valued offer; nothing for an offer without figures. */
export function ValueSensitivity({ casino }: { casino: Casino }) {
  const { value, terms } = casino;
  if (value?.kind !== 'value') return null;
  return <BetSensitivity rows={value.sensitivity} currency={casino.bonusDetails.currency} minStakeStated={Boolean(terms?.minStake)} />;
}
