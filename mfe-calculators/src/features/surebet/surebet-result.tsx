import { Fragment, useState } from 'react';
import { formatMoney, formatNumber, formatPercent } from 'shared-data';
import { type ArbitrageResult } from 'shared-data/betting';
import { ResultBox, ResultNote, SecondaryButton } from '../../components/calculator-card.tsx';
import { buildArbitrageSummary } from './arbitrage-summary.ts';

interface SurebetResultProps {
  result: ArbitrageResult | null;
  /** Outcome numbers (from 0) of the rule's outcomes, in order: an outcome left empty is skipped. */
  included: readonly number[];
  /** The typed total when splitting a total; null with a fixed stake (then the stakes' sum is the base). */
  typedTotal: number | null;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The live result: the headline, then every outcome's stake, return and profit after rounding. */
/** The market's total implied probability and margin, shown with and without an arbitrage. */
function MarketFigures({ bookSum, marginPercent }: { bookSum: number; marginPercent: number }) {
  return (
    <>
      <dt>Toplam olasılık</dt>
      <dd>{formatPercent(bookSum * 100)}</dd>
      <dt>Bahisçi marjı</dt>
      <dd>{formatPercent(marginPercent)}</dd>
    </>
  );
}

export function SurebetResult({ result, included, typedTotal }: SurebetResultProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const tone = result?.kind === 'arbitrage' ? 'positive' : result?.kind === 'noArbitrage' ? 'negative' : 'neutral';
  const name = (k: number) => `${(included[k] ?? k) + 1}`;

  const copySummary = async () => {
    if (!result || result.kind === 'invalid') return;
    const text = buildArbitrageSummary(result, included.map((i) => `${i + 1}. sonuç`));
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <ResultBox aria-live="polite" data-testid="surebet-result" $tone={tone}>
        {result === null && (
          <p>Sonuç için en az iki oranı (0&apos;dan büyük) ve 0&apos;dan büyük bir toplam yatırımı girin.</p>
        )}
        {/* The rule's reason stands under the field it names; here only the pointer to it. */}
        {result?.kind === 'invalid' && <ResultNote>Hesap için altında açıklama olan alanı düzeltin.</ResultNote>}
        {result?.kind === 'noArbitrage' && (
          <>
            <strong className="headline">Arbitraj Fırsatı Yok</strong>
            <dl>
              <MarketFigures bookSum={result.bookSum} marginPercent={result.marginPercent} />
            </dl>
          </>
        )}
        {result?.kind === 'arbitrage' && (
          <>
            <strong className="headline">
              {/* The profit of an exact split, (1/S − 1) of the stake; rounding's effect is listed below. */}
              Arbitraj Fırsatı Var! Kâr:{' '}
              {formatNumber(((typedTotal ?? result.totalStake) * result.theoreticalProfitPercent) / 100)} TL (
              {formatPercent(result.theoreticalProfitPercent)})
            </strong>
            <dl>
              {result.stakes.map((stake, k) => (
                <Fragment key={k}>
                  <dt>{name(k)}. sonuca yatırım</dt>
                  <dd>{formatMoney(stake)}</dd>
                  <dt>{name(k)}. sonuç kazanırsa dönüş / kâr</dt>
                  <dd>
                    {formatMoney(result.returns[k] ?? 0)} / {formatMoney(result.profits[k] ?? 0)}
                  </dd>
                </Fragment>
              ))}
              <dt>Toplam yatırım</dt>
              <dd>{formatMoney(result.totalStake)}</dd>
              <dt>Garanti dönüş</dt>
              <dd>{formatMoney(result.guaranteedReturn)}</dd>
              <dt>Garanti kâr (yuvarlanmış yatırımlarla)</dt>
              <dd>
                {formatMoney(result.guaranteedProfit)} ({formatPercent(result.guaranteedProfitPercent)})
              </dd>
              <MarketFigures bookSum={result.bookSum} marginPercent={result.marginPercent} />
            </dl>
          </>
        )}
      </ResultBox>
      {(result?.kind === 'arbitrage' || result?.kind === 'noArbitrage') && (
        <div>
          <SecondaryButton type="button" onClick={() => void copySummary()}>
            Sonucu Kopyala
          </SecondaryButton>
        </div>
      )}
      <p role="status">
        {copy === 'copied' && 'Kopyalandı'}
        {copy === 'failed' && 'Kopyalanamadı: tarayıcı panoya erişime izin vermiyor. Sonucu seçip elle kopyalayın.'}
      </p>
    </>
  );
}
