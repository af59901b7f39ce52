/** Pieces every CMS form and screen shares: a labelled field's look, its error line and the failed-load notice. */
import type { InputHTMLAttributes } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';
import { AlertBox } from './alert-box.tsx';
import { SecondaryButton } from './buttons.tsx';

/** A label above its control, with an optional hint and error line below. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: 600; }
  input:not([type='file']), select, textarea { ${textFieldStyles} }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/**
 * The message under an invalid field; its id goes into the field's aria-describedby. `alert` announces it at once,
 * for a failure that follows an action (an upload) rather than a check of the whole form.
 */
export function FieldError({ id, message, alert }: { id: string; message: string | null | undefined; alert?: boolean }) {
  return message ? (
    <ErrorLine id={id} role={alert ? 'alert' : undefined}>
      {message}
    </ErrorLine>
  ) : null;
}

/** aria-invalid and aria-describedby of a control: the error line when there is one, then any hint. */
export function fieldA11y(errorId: string, error: string | undefined, ...hints: Array<string | undefined>) {
  const ids = [error ? errorId : undefined, ...hints].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** A line under the field that helps fill it in ('En az 12 karakter'). */
  hint?: string;
}

/** A labelled text input with its hint and error line, wired up for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} {...fieldA11y(`${id}-error`, error, hintId)} />
      {hint && <small id={hintId}>{hint}</small>}
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}

/** A screen whose data could not be loaded: what went wrong, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div>
      <AlertBox role="alert">{message}</AlertBox>
      <p>
        <SecondaryButton type="button" onClick={onRetry}>
          Tekrar Dene
        </SecondaryButton>
      </p>
    </div>
  );
}

/** A polite live region for 'Kaydedildi.' and the like; it stays in the page so the change is announced. */
/** A CMS form of fieldsets: an entry's (`$wide`, for its many fields) or the settings'. */
export const CmsForm = styled.form<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ $wide }) => ($wide ? '56rem' : '40rem')};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: ${({ theme, $wide }) => ($wide ? theme.space.lg : theme.space.md)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  legend { padding: 0 ${({ theme, $wide }) => ($wide ? theme.space.sm : theme.space.xs)}; font-weight: 700; }
`;

export const StatusLine = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
