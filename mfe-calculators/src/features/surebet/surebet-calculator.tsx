import { ButtonRow, CalculatorCard, FieldGrid, SecondaryButton } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { SurebetFormula } from './surebet-formula.tsx';
import { SurebetResult } from './surebet-result.tsx';
import { useSurebetForm } from './use-surebet-form.ts';

const roundingOptions = [
  { value: '0.01', label: '0,01 TL (kuruşa)' },
  { value: '1', label: '1 TL' },
  { value: '5', label: '5 TL' },
  { value: '10', label: '10 TL' },
] as const;

export function SurebetCalculator() {
  const form = useSurebetForm();
  const fixedOptions = [
    { value: '', label: 'Yok: toplam yatırımı böl' },
    ...Array.from({ length: form.count }, (_, i) => ({
      value: String(i + 1),
      label: `${i + 1}. sonuca sabit yatırım`,
    })),
  ];

  return (
    <CalculatorCard id="surebet" aria-labelledby="surebet-title">
      <h2 id="surebet-title">Surebet (Arbitraj) Hesaplayıcı</h2>
      <p>
        Farklı sitelerdeki en yüksek oranları girin; toplam yatırımın her sonuca nasıl bölüneceğini ve garanti kârı
        hesaplayalım.
      </p>
      <FieldGrid>
        {form.indices.map((i) => (
          <NumberField
            key={i}
            label={`${i + 1}. Sonuç Oranı`}
            value={form.oddsRaw[i] ?? ''}
            placeholder="ör. 2,10"
            error={form.oddsError(i)}
            onChange={(v) => form.setOdds(i, v)}
          />
        ))}
        {form.fixedIndex === null ? (
          <NumberField
            label="Toplam Yatırım (TL)"
            value={form.values.s_t ?? ''}
            error={form.amountError}
            onChange={(v) => form.set({ s_t: v })}
          />
        ) : (
          <NumberField
            label={`${form.fixedIndex + 1}. Sonuca Sabit Yatırım (TL)`}
            value={form.values.s_a ?? ''}
            placeholder="ör. 50"
            error={form.amountError}
            onChange={(v) => form.set({ s_a: v })}
          />
        )}
      </FieldGrid>
      <ButtonRow>
        <SecondaryButton type="button" disabled={!form.canAdd} onClick={form.add}>
          Sonuç Ekle
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!form.canRemove} onClick={form.remove}>
          Sonuç Çıkar
        </SecondaryButton>
      </ButtonRow>
      <FieldGrid>
        {form.indices.map((i) => (
          <NumberField
            key={i}
            label={`${i + 1}. Sonuç Komisyonu (%)`}
            value={form.commissionRaw[i] ?? '0'}
            error={form.commissionError(i)}
            onChange={(v) => form.setCommission(i, v)}
          />
        ))}
        <SelectField
          label="Yatırım Yuvarlama"
          options={roundingOptions}
          value={roundingOptions.find((o) => o.value === form.values.s_r)?.value ?? '0.01'}
          onChange={(v) => form.set({ s_r: v })}
        />
        <SelectField
          label="Sabit Yatırım"
          options={fixedOptions}
          value={form.fixedIndex === null ? '' : String(form.fixedIndex + 1)}
          onChange={(v) => form.set({ s_f: v })}
        />
      </FieldGrid>
      <SurebetResult result={form.result} included={form.included} typedTotal={form.typedTotal} />
      <SurebetFormula />
    </CalculatorCard>
  );
}
