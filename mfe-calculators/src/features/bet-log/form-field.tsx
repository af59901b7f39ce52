import { useId, type ReactNode } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';

const Wrap = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  label { font-weight: 600; }
  input, select, textarea { ${textFieldStyles} font-size: 1.05rem; }
  textarea { min-height: 4.5rem; resize: vertical; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a field's control needs to be tied to its label, its note and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A short note under the field (the format it takes), read with it. */
  note?: string;
  /** The Turkish reason the field was refused, shown under it. */
  error?: string | null;
  /** Spans the whole row of the grid (a long text). */
  wide?: boolean;
  /** The native control, given its id and ARIA attributes. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled native control of the bet log's forms with its note and its error under it, tied by aria-describedby,
 * whatever the control is (date, text, number text, select, textarea).
 */
export function FormField({ label, note, error, wide = false, children }: FormFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const describedBy = [note ? noteId : null, error ? hintId : null].filter(Boolean).join(' ');
  return (
    <Wrap $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {note && <Note id={noteId}>{note}</Note>}
      {error && <Hint id={hintId}>{error}</Hint>}
    </Wrap>
  );
}
