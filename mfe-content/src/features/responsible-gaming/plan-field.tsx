import { useId } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';
import { FieldError } from './tool-styles.ts';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: 600; }
`;

const Input = styled.input`
  ${textFieldStyles}
  font-size: 1.05rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface PlanFieldProps {
  /** The field's key in the query. */
  name: string;
  label: string;
  hint: string;
  placeholder: string;
  /** What the address holds for it. */
  value: string;
  /** Why the value cannot be used, in Turkish. */
  error: string | null;
}

/**
 * A labelled text input of the planner's GET form, for numbers typed the Turkish way ('30.000', '2,5') or the English
 * way. Uncontrolled: the page gives it a key of its value in the address, so it starts again when the address changes
 * (back, forward, a saved plan) and keeps the reader's typing otherwise.
 */
export function PlanField({ name, label, hint, placeholder, value, error }: PlanFieldProps) {
  const id = useId();
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        defaultValue={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrap>
  );
}
