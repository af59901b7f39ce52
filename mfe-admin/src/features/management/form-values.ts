/** The pure part of the entry forms: starting values, values as a form holds them, and what the operator is told. */
import { isoToIstanbulLocal } from 'shared-data/cms';
import type { FormValues } from '../../../server/contract.ts';
import { fieldsOf, type CollectionSpec } from './collections.ts';
import type { FieldOption, FieldSpec } from './field-specs.ts';

const emptyValue = (field: FieldSpec): string | boolean => field.initial ?? (field.kind === 'checkbox' ? false : '');

/** A new entry's form: every field at its starting value (a draft, published nowhere). */
export function initialValues(spec: CollectionSpec): FormValues {
  return Object.fromEntries(fieldsOf(spec).map((field) => [field.name, emptyValue(field)]));
}

const istanbulLocal = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** One value as its field edits it: lists one per line, numbers with a decimal comma, times in Istanbul. */
function formValue(field: FieldSpec, raw: unknown): string | boolean {
  if (raw === null || raw === undefined) return emptyValue(field);
  if (field.kind === 'checkbox') return raw === true || raw === 'true';
  if (Array.isArray(raw)) return raw.map(String).join('\n');
  if (typeof raw === 'number') return field.kind === 'number' ? String(raw).replace('.', ',') : String(raw);
  const text = String(raw);
  // The form edits Istanbul wall-clock time; a UTC instant sent instead is converted rather than shown raw.
  if (field.kind === 'datetime' && text !== '' && !istanbulLocal.test(text)) return isoToIstanbulLocal(text);
  return text;
}

/** An entry's values as the server sent them, made into exactly the form's fields. */
export function formValuesOf(spec: CollectionSpec, values: Readonly<Record<string, unknown>>): FormValues {
  return Object.fromEntries(fieldsOf(spec).map((field) => [field.name, formValue(field, values[field.name])]));
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** A value as the operator reads it in a message: a choice by its label, a checkbox as Evet/Hayır. */
export function displayValue(field: FieldSpec, value: unknown, options: readonly FieldOption[] = field.options ?? []): string {
  const text = formValue(field, value);
  if (typeof text === 'boolean') return text ? 'Evet' : 'Hayır';
  if (text === '') return '(boş)';
  return options.find((option) => option.value === text)?.label ?? text;
}

/** The first field, in the form's order, that has a message: the one that gets focus after a failed save. */
export function firstInvalidField(spec: CollectionSpec, errors: Readonly<Record<string, string>>): string | null {
  return fieldsOf(spec).find((field) => errors[field.name] !== undefined)?.name ?? null;
}

