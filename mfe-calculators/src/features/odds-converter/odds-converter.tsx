import { useState } from 'react';
import {
  formatAmerican,
  formatDecimalOdds,
  formatFraction,
  formatPercent,
  fromDecimal,
  parseAmerican,
  parseFractional,
  parseNumberInput,
  type OddsFormats,
} from 'shared-data';
import styled from 'styled-components';
import { CalculatorCard, FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { NOT_A_NUMBER } from '../calculators/input-hints.ts';

type Field = 'decimal' | 'fractional' | 'american';

const hints: Record<Field, string> = {
  decimal: "Ondalık oran 1,00'den büyük olmalı; 1,00 hiçbir kazanç getirmez (ör. 1,80).",
  fractional: 'Kesirli oran a/b biçiminde iki pozitif tam sayı olmalı, payda 0 olamaz (ör. 4/5).',
  american: 'Amerikan oran sıfırdan farklı bir tam sayı olmalı (ör. +150 ya da -125).',
};

const EvensTag = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

function toDecimal(field: Field, raw: string): { decimal: number | null; error: string | null } {
  if (raw.trim() === '') return { decimal: null, error: null };
  if (field === 'decimal') {
    const value = parseNumberInput(raw);
    if (value === null) return { decimal: null, error: NOT_A_NUMBER };
    return value > 1 ? { decimal: value, error: null } : { decimal: null, error: hints.decimal };
  }
  const decimal = field === 'fractional' ? parseFractional(raw) : parseAmerican(raw);
  return decimal !== null && decimal > 1 ? { decimal, error: null } : { decimal: null, error: hints[field] };
}

const initial = fromDecimal(2) as OddsFormats;

/** Decimal, fractional and American odds kept in step: editing one rewrites the other two. */
export function OddsConverter() {
  const [values, setValues] = useState<Record<Field, string>>({ decimal: '2.00', fractional: '1/1', american: '+100' });
  const [errors, setErrors] = useState<Record<Field, string | null>>({ decimal: null, fractional: null, american: null });
  const [current, setCurrent] = useState<OddsFormats | null>(initial);

  const edit = (field: Field, raw: string) => {
    const { decimal, error } = toDecimal(field, raw);
    const formats = fromDecimal(decimal);
    setErrors({ decimal: null, fractional: null, american: null, [field]: error });
    if (!formats) {
      setValues((v) => ({ ...v, [field]: raw }));
      setCurrent(null);
      return;
    }
    setCurrent(formats);
    setValues({
      decimal: field === 'decimal' ? raw : formatDecimalOdds(formats.decimal),
      fractional: field === 'fractional' ? raw : formatFraction(formats.fractional),
      american: field === 'american' ? raw : formatAmerican(formats.american),
    });
  };

  return (
    <CalculatorCard aria-labelledby="odds-title">
      <h2 id="odds-title">Oran Dönüştürücü</h2>
      <p>Bir biçimdeki oranı yazın; diğer iki biçim ve oranın ima ettiği olasılık anında güncellensin.</p>
      <FieldGrid>
        <NumberField label="Ondalık Oran" value={values.decimal} error={errors.decimal} onChange={(v) => edit('decimal', v)} />
        <NumberField
          label="Kesirli Oran"
          inputMode="text"
          value={values.fractional}
          error={errors.fractional}
          onChange={(v) => edit('fractional', v)}
          suffix={current?.evens ? <EvensTag>Evens (eşit oran)</EvensTag> : null}
        />
        <NumberField
          label="Amerikan Oran"
          inputMode="text"
          value={values.american}
          error={errors.american}
          onChange={(v) => edit('american', v)}
        />
      </FieldGrid>
      <ResultBox aria-live="polite" data-testid="odds-result" $tone="neutral">
        {current ? (
          <p>
            İma edilen olasılık: <strong>{formatPercent(current.impliedProbability)}</strong>
          </p>
        ) : (
          <p>Dönüştürmek için geçerli bir oran girin.</p>
        )}
      </ResultBox>
    </CalculatorCard>
  );
}
