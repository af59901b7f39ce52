import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, fieldA11y } from '../../components/cms-form.tsx';
import { ImageField } from './image-field.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import type { FieldOption, FieldSpec } from './field-specs.ts';

const Note = styled.small`
  display: block;
`;

const Changed = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

export interface EntryFieldProps {
  field: FieldSpec;
  id: string;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  error?: string;
  /** What another editor saved meanwhile, when it differs from the form's value (a 409). */
  theirs?: string;
  /** Worked out while typing, e.g. the slug that the title makes. */
  hint?: string;
  /** reference: the entries to choose from. */
  options?: readonly FieldOption[];
  /** markdown: warnings about the text, shown with its preview (a casino review checked against the terms). */
  check?: (markdown: string) => string[];
}

/** One field of an entry form: its visible label, the control its kind needs, hints, what changed meanwhile, its error. */
export function EntryField({ field, id, value, onChange, error, theirs, hint, options, check }: EntryFieldProps) {
  const helpId = field.help ? `${id}-help` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const theirsId = theirs !== undefined ? `${id}-theirs` : undefined;
  const notes = (
    <>
      {field.help && <Note id={helpId}>{field.help}</Note>}
      {hint && <Note id={hintId}>{hint}</Note>}
      {theirs !== undefined && <Changed id={theirsId}>Bu alan başka biri tarafından değiştirildi: &quot;{theirs}&quot;</Changed>}
    </>
  );
  const text = typeof value === 'string' ? value : '';

  if (field.kind === 'markdown') {
    const describedBy = [helpId, theirsId].filter(Boolean).join(' ') || undefined;
    return (
      <Field>
        <MarkdownEditor id={id} label={field.label} value={text} onChange={onChange} error={error} describedBy={describedBy} check={check} />
        {notes}
      </Field>
    );
  }
  if (field.kind === 'image') {
    return (
      <Field>
        <ImageField id={id} label={field.label} value={text} onChange={onChange} kind={field.image ?? 'body'} error={error} />
        {notes}
      </Field>
    );
  }

  const a11y = fieldA11y(`${id}-error`, error, helpId, hintId, theirsId);
  let control: ReactNode;
  switch (field.kind) {
    case 'checkbox':
      return (
        <Field>
          <CheckRow>
            <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...a11y} />
            <label htmlFor={id}>{field.label}</label>
          </CheckRow>
          {notes}
          <FieldError id={`${id}-error`} message={error} />
        </Field>
      );
    case 'textarea':
    case 'lines':
      control = <textarea id={id} rows={field.kind === 'lines' ? 4 : 3} value={text} onChange={(event) => onChange(event.target.value)} {...a11y} />;
      break;
    case 'select':
    case 'reference': {
      // A hidden choice (a reference game back in draft) is listed only while it is the value.
      const choices = (field.kind === 'reference' ? (options ?? []) : (field.options ?? [])).filter((choice) => !choice.hidden || choice.value === text);
      const known = text === '' || choices.some((choice) => choice.value === text);
      control = (
        <select id={id} value={text} onChange={(event) => onChange(event.target.value)} {...a11y}>
          {(field.kind === 'reference' || field.initial === '') && <option value="">{field.emptyLabel ?? 'Seçin'}</option>}
          {/* A value whose entry is not in the list (not loaded, deleted) stays selectable rather than silently lost. */}
          {!known && <option value={text}>{`#${text}`}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    default:
      control = (
        <input
          id={id}
          type={field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          readOnly={field.readOnly}
          spellCheck={field.kind === 'slug' || field.kind === 'number' ? false : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...a11y}
        />
      );
  }
  return (
    <Field>
      <label htmlFor={id}>{field.label}</label>
      {control}
      {notes}
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}
