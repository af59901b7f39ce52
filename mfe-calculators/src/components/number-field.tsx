import { useId } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  ${textFieldStyles}
  font-size: 1.05rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface NumberFieldProps {
  label: string;
  /** Its key in the query, when the field belongs to a GET form that works without scripts. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** A short Turkish hint shown under the field when the input cannot be used. */
  error?: string | null;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  suffix?: React.ReactNode;
}

/** A labelled text input for numbers typed the Turkish way ('2,10') or the English way ('2.10'). */
export function NumberField({ label, name, value, onChange, error, inputMode = 'decimal', placeholder, suffix }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {suffix}
      {error && <Hint id={hintId}>{error}</Hint>}
    </Wrap>
  );
}
