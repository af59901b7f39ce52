import { useId, useState } from 'react';
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
 * way. It shows what the reader types, and takes the address's value again whenever that changes (back, forward, a
 * saved plan; after a submission it is what was typed), without losing the focus.
 */
export function PlanField({ name, label, hint, placeholder, value, error }: PlanFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState({ text: value, seen: value });
  let text = draft.text;
  if (value !== draft.seen) {
    text = value;
    setDraft({ text, seen: value });
  }
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
        value={text}
        onChange={(event) => setDraft({ text: event.target.value, seen: value })}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrap>
  );
}
