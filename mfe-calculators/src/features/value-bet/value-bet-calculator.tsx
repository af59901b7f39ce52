import { useState } from 'react';
import { calculateValueBet, formatNumber, formatPercent, formatSignedPercent } from 'shared-data';
import { CalculatorCard, FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { readNumber } from '../calculators/input-hints.ts';

const oddsRule = (v: number) => (v > 1 ? null : "Oran 1'den büyük olmalı (ör. 2,50).");
const probabilityRule = (v: number) =>
  v > 0 && v <= 100 ? null : "Olasılık 0'dan büyük ve en fazla 100 olmalı (yüzde olarak).";

export function ValueBetCalculator() {
  const [odds, setOdds] = useState('');
  const [probability, setProbability] = useState('');
  const parsedOdds = readNumber(odds, oddsRule);
  const parsedProbability = readNumber(probability, probabilityRule);
  const result = calculateValueBet(parsedOdds.value, parsedProbability.value);

  return (
    <CalculatorCard aria-labelledby="value-title">
      <h2 id="value-title">Değerli Bahis (Value Bet) Hesaplayıcı</h2>
      <p>Oranı ve kendi tahmin ettiğiniz kazanma olasılığını girin; bahsin beklenen değerini (EV) gösterelim.</p>
      <FieldGrid>
        <NumberField label="Oran (Ondalık)" value={odds} placeholder="ör. 2,50" error={parsedOdds.error} onChange={setOdds} />
        <NumberField
          label="Tahmini Kazanma Olasılığı (%)"
          value={probability}
          placeholder="ör. 50"
          error={parsedProbability.error}
          onChange={setProbability}
        />
      </FieldGrid>
      <ResultBox
        aria-live="polite"
        data-testid="value-result"
        $tone={result.kind === 'value' ? 'positive' : result.kind === 'noValue' ? 'negative' : 'neutral'}
      >
        {result.kind === 'incomplete' ? (
          <p>Sonuç için 1&apos;den büyük bir oran ve 0 ile 100 arasında bir olasılık girin.</p>
        ) : (
          <>
            <strong className="headline">
              {result.kind === 'value' ? 'Değerli Bahis! (+EV)' : 'Değerli Bahis Değil (-EV)'}
            </strong>
            <dl>
              <dt>Beklenen değer (EV)</dt>
              <dd>{formatSignedPercent(result.evPercent)}</dd>
              <dt>Oranın ima ettiği olasılık</dt>
              <dd>{formatPercent(result.impliedProbability)}</dd>
              <dt>Tahmininize göre adil oran</dt>
              <dd>{formatNumber(result.fairOdds)}</dd>
            </dl>
          </>
        )}
      </ResultBox>
    </CalculatorCard>
  );
}
