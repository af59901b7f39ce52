import type { ReactNode } from 'react';
import { formatFraction, formatPercent } from 'shared-data';
import { type OddsFormat } from 'shared-data/betting';
import styled from 'styled-components';
import { CalculatorCard, FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { OddsConverterFormula } from './odds-converter-formula.tsx';
import { useOddsConverter } from './use-odds-converter.ts';

const labels: Record<OddsFormat, string> = {
  decimal: 'Ondalık Oran',
  fractional: 'Kesirli Oran',
  american: 'Amerikan Oran',
  hongKong: 'Hong Kong Oranı',
  malay: 'Malay Oranı',
  indonesian: 'Endonezya Oranı',
  probability: 'İma Edilen Olasılık (%)',
};

const textFormats: ReadonlySet<OddsFormat> = new Set(['fractional', 'american', 'malay', 'indonesian']);

const Beside = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EvensTag = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
`;

/** Seven odds formats kept in step: editing any field rewrites the other six. */
export function OddsConverter() {
  const converter = useOddsConverter();
  const { odds } = converter;

  const field = (format: OddsFormat, suffix?: ReactNode) => (
    <NumberField
      key={format}
      label={labels[format]}
      inputMode={textFormats.has(format) ? 'text' : 'decimal'}
      value={converter.text(format)}
      error={converter.error(format)}
      onChange={(v) => converter.edit(format, v)}
      suffix={suffix}
    />
  );

  return (
    <CalculatorCard id="oran-donusturucu" aria-labelledby="odds-title">
      <h2 id="odds-title">Oran Dönüştürücü</h2>
      <p>Bir biçimdeki oranı yazın; diğer biçimler ve oranın ima ettiği olasılık anında güncellensin.</p>
      <FieldGrid>
        {field('decimal')}
        {field(
          'fractional',
          odds && (
            <Beside>
              <span>Bahisçilerdeki en yakın kesir: {formatFraction(odds.standardFraction)}</span>
              {odds.evens && <EvensTag>Evens (eşit oran)</EvensTag>}
            </Beside>
          ),
        )}
        {field('american')}
        {field('hongKong')}
        {field('malay')}
        {field('indonesian')}
        {field('probability')}
      </FieldGrid>
      <ResultBox aria-live="polite" data-testid="odds-result" $tone="neutral">
        {odds ? (
          <p>
            İma edilen olasılık: <strong>{formatPercent(odds.impliedProbabilityPercent)}</strong>
          </p>
        ) : (
          <p>Dönüştürmek için geçerli bir oran girin.</p>
        )}
      </ResultBox>
      <OddsConverterFormula />
    </CalculatorCard>
  );
}
