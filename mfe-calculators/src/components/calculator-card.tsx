import { primaryActionStyles } from 'shared-data/react';
import styled from 'styled-components';

export const CalculatorCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SecondaryButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled { border-color: ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;

/** The polite live region that announces each new result to screen readers. */
export const ResultBox = styled.div<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'positive' ? theme.colors.success : $tone === 'negative' ? theme.colors.dangerBorder : theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  p { margin: ${({ theme }) => theme.space.xs} 0; }
  strong.headline {
    display: block;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme, $tone }) =>
      $tone === 'positive' ? theme.colors.success : $tone === 'negative' ? theme.colors.danger : theme.colors.text};
  }
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; margin: ${({ theme }) => theme.space.sm} 0 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/** The formula in words with a worked example, folded under 'Formül ve örnek'. */
export const FormulaDetails = styled.details`
  max-width: 48rem;
  summary { cursor: pointer; font-weight: 600; }
  p, ul, ol { margin: ${({ theme }) => theme.space.sm} 0; }
`;

/** A short note in the result: what a rule says when there is nothing to bet or nothing to convert. */
export const ResultNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PrimaryButton = styled.button`
  ${primaryActionStyles}
`;

/** Text for screen readers only: a label a table's column heading already shows to the eye. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
