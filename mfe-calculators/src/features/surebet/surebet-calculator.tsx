import { useState } from 'react';
import {
  calculateSurebet,
  formatMoney,
  formatNumber,
  formatPercent,
  SUREBET_DEFAULT_STAKE,
  SUREBET_MAX_OUTCOMES,
  SUREBET_MIN_OUTCOMES,
} from 'shared-data';
import { ButtonRow, CalculatorCard, FieldGrid, ResultBox, SecondaryButton } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { readNumber } from '../calculators/input-hints.ts';

const positiveOdds = (v: number) => (v > 0 ? null : "Oran 0'dan büyük olmalı; bu sonuç hesaba katılmaz.");
const positiveStake = (v: number) => (v > 0 ? null : "Toplam yatırım 0'dan büyük olmalı.");

export function SurebetCalculator() {
  const [odds, setOdds] = useState<string[]>(['', '']);
  const [stake, setStake] = useState(String(SUREBET_DEFAULT_STAKE));

  const parsedOdds = odds.map((raw) => readNumber(raw, positiveOdds));
  const parsedStake = readNumber(stake, positiveStake);
  const result = calculateSurebet(
    parsedOdds.map((o) => o.value),
    parsedStake.value,
  );

  const setOddsAt = (index: number, value: string) => setOdds((current) => current.map((o, i) => (i === index ? value : o)));

  return (
    <CalculatorCard aria-labelledby="surebet-title">
      <h2 id="surebet-title">Surebet (Arbitraj) Hesaplayıcı</h2>
      <p>
        Farklı sitelerdeki en yüksek oranları girin; toplam yatırımın her sonuca nasıl bölüneceğini ve garanti kârı
        hesaplayalım.
      </p>
      <FieldGrid>
        {odds.map((value, index) => (
          <NumberField
            key={index}
            label={`${index + 1}. Sonuç Oranı`}
            value={value}
            placeholder="ör. 2,10"
            error={parsedOdds[index]?.error}
            onChange={(v) => setOddsAt(index, v)}
          />
        ))}
        <NumberField label="Toplam Yatırım (TL)" value={stake} error={parsedStake.error} onChange={setStake} />
      </FieldGrid>
      <ButtonRow>
        <SecondaryButton
          type="button"
          disabled={odds.length >= SUREBET_MAX_OUTCOMES}
          onClick={() => setOdds((current) => [...current, ''])}
        >
          Sonuç Ekle
        </SecondaryButton>
        <SecondaryButton
          type="button"
          disabled={odds.length <= SUREBET_MIN_OUTCOMES}
          onClick={() => setOdds((current) => current.slice(0, -1))}
        >
          Sonuç Çıkar
        </SecondaryButton>
      </ButtonRow>
      <ResultBox
        aria-live="polite"
        data-testid="surebet-result"
        $tone={result.kind === 'arbitrage' ? 'positive' : result.kind === 'none' ? 'negative' : 'neutral'}
      >
        {result.kind === 'incomplete' && (
          <p>Sonuç için en az iki oranı (0&apos;dan büyük) ve 0&apos;dan büyük bir toplam yatırımı girin.</p>
        )}
        {result.kind === 'none' && (
          <>
            <strong className="headline">Arbitraj Fırsatı Yok</strong>
            <dl>
              <dt>Toplam olasılık</dt>
              <dd>{formatPercent(result.impliedTotal)}</dd>
              <dt>Bahisçi marjı</dt>
              <dd>{formatPercent(result.margin)}</dd>
            </dl>
          </>
        )}
        {result.kind === 'arbitrage' && (
          <>
            <strong className="headline">
              Arbitraj Fırsatı Var! Kâr: {formatNumber(result.profit)} TL ({formatPercent(result.profitPercent)})
            </strong>
            <dl>
              {result.stakes.map((s, i) =>
                s === null ? null : (
                  <FragmentRow key={i} label={`${i + 1}. sonuca yatırım`} value={formatMoney(s)} />
                ),
              )}
              <dt>Garanti dönüş</dt>
              <dd>{formatMoney(result.guaranteedReturn)}</dd>
              <dt>Toplam olasılık</dt>
              <dd>{formatPercent(result.impliedTotal)}</dd>
              <dt>Bahisçi marjı</dt>
              <dd>{formatPercent(result.margin)}</dd>
            </dl>
          </>
        )}
      </ResultBox>
    </CalculatorCard>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
