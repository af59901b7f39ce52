import { formatMoney, formatNumber, formatPercent, formatSignedPercent, roundTo } from 'shared-data';
import { type ValueBetAssessment } from 'shared-data/betting';
import { CalculatorCard, FieldGrid, ResultBox, ResultNote } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { useValueBetForm, type EstimateMode } from './use-value-bet-form.ts';
import { ValueBetFormula } from './value-bet-formula.tsx';

const modeOptions: ReadonlyArray<{ value: EstimateMode; label: string }> = [
  { value: 'probability', label: 'Kazanma olasılığı (%)' },
  { value: 'odds', label: 'Adil oran' },
];

const signedMoney = (value: number) => `${value > 0 && formatNumber(value) !== '0,00' ? '+' : ''}${formatMoney(value)}`;

export function ValueBetCalculator() {
  const form = useValueBetForm();
  const { result } = form;

  return (
    <CalculatorCard id="deger-bahis" aria-labelledby="value-title">
      <h2 id="value-title">Değerli Bahis (Value Bet) Hesaplayıcı</h2>
      <p>Oranı ve kendi tahmin ettiğiniz kazanma olasılığını girin; bahsin beklenen değerini (EV) gösterelim.</p>
      <RadioGroup
        legend="Tahmininizi nasıl gireceksiniz?"
        options={modeOptions}
        value={form.mode}
        onChange={(mode) => form.set({ v_m: mode })}
      />
      <FieldGrid>
        <NumberField
          label="Oran (Ondalık)"
          value={form.values.v_o}
          placeholder="ör. 2,50"
          error={form.oddsError}
          onChange={(v) => form.set({ v_o: v })}
        />
        {form.mode === 'probability' ? (
          <NumberField
            label="Tahmini Kazanma Olasılığı (%)"
            value={form.values.v_p}
            placeholder="ör. 50"
            error={form.estimateError}
            onChange={(v) => form.set({ v_p: v })}
          />
        ) : (
          <NumberField
            label="Adil Oran (Ondalık)"
            value={form.values.v_f}
            placeholder="ör. 2,00"
            error={form.estimateError}
            onChange={(v) => form.set({ v_f: v })}
          />
        )}
        <NumberField
          label="Kasa (TL, isteğe bağlı)"
          value={form.values.v_b}
          placeholder="ör. 1000"
          error={form.bankrollError}
          onChange={(v) => form.set({ v_b: v })}
        />
      </FieldGrid>
      <ResultBox
        aria-live="polite"
        data-testid="value-result"
        $tone={result ? (isValueBet(result) ? 'positive' : 'negative') : 'neutral'}
      >
        {result ? (
          <Assessment result={result} hasBankroll={form.hasBankroll} />
        ) : (
          <p>
            {form.mode === 'odds'
              ? "Sonuç için 1'den büyük bir oran ve adil oranınızı girin."
              : "Sonuç için 1'den büyük bir oran ve 0 ile 100 arasında bir olasılık girin."}
          </p>
        )}
      </ResultBox>
      <ValueBetFormula />
    </CalculatorCard>
  );
}

/** The verdict follows the EV as shown, to 2 decimals: '+0,00%' is not called a value bet. */
const isValueBet = (result: ValueBetAssessment) => result.kind === 'bet' && roundTo(result.edgePercent, 2) > 0;

function Assessment({ result, hasBankroll }: { result: ValueBetAssessment; hasBankroll: boolean }) {
  const bet = isValueBet(result);
  const kelly: Array<[string, number | null, number]> = [
    ['Tam Kelly', result.fullKellyStake, 1],
    ['½ Kelly', result.halfKellyStake, 1 / 2],
    ['¼ Kelly', result.quarterKellyStake, 1 / 4],
  ];
  return (
    <>
      <strong className="headline">{bet ? 'Değerli Bahis! (+EV)' : 'Değerli Bahis Değil (-EV)'}</strong>
      <dl>
        <dt>Beklenen değer (EV)</dt>
        <dd>{formatSignedPercent(result.edgePercent)}</dd>
        <dt>1 TL yatırım başına beklenen kâr</dt>
        <dd>{signedMoney(result.evPerUnit)}</dd>
        <dt>Avantaj (edge)</dt>
        <dd>{formatSignedPercent(result.edgePercent)}</dd>
        <dt>Oranın ima ettiği olasılık</dt>
        <dd>{formatPercent(result.impliedProbabilityPercent)}</dd>
        <dt>Tahmininize göre olasılık</dt>
        <dd>{formatPercent(result.fairProbabilityPercent)}</dd>
        <dt>Tahmininize göre adil oran</dt>
        <dd>{formatNumber(result.fairOdds)}</dd>
        {bet &&
          kelly.map(([label, stake, share]) => (
            <KellyRow key={label} label={label} stake={hasBankroll ? stake : null} percent={result.kellyFraction * share * 100} />
          ))}
      </dl>
      {!bet && (
        <ResultNote>
          Kelly kriterine göre bu bahse yatırım yapılmamalı:{' '}
          {result.edgePercent < 0 ? 'beklenen değer negatif.' : 'beklenen değer sıfır, avantaj yok.'}
        </ResultNote>
      )}
    </>
  );
}

function KellyRow({ label, stake, percent }: { label: string; stake: number | null; percent: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {stake === null ? `kasanın ${formatPercent(percent)}` : `${formatMoney(stake)} (kasanın ${formatPercent(percent)})`}
      </dd>
    </>
  );
}
