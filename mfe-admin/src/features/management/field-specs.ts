/**
 * The shape of an admin form's fields (the management forms of collections.ts) and the fields several collections
 * share. Field names are the `shared-data/cms` schema's keys.
 */
import type { CmsCollection } from 'shared-data/cms';

export type FieldKind =
  | 'text' | 'slug' | 'textarea' | 'number' | 'select' | 'lines' | 'markdown' | 'image' | 'date' | 'datetime' | 'checkbox' | 'reference';

export interface FieldOption {
  value: string;
  label: string;
  /** Not offered: listed only while it is the field's value (a reference game that went back to draft). */
  hidden?: boolean;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  help?: string;
  /** select: the choices; an empty `initial` adds a 'Seçin' choice first. */
  options?: readonly FieldOption[];
  /** reference: the collection whose entries are the choices. */
  references?: CmsCollection;
  /** reference: offer only published entries, each named with its list detail ('Sweet Bonanza (Pragmatic Play)'). */
  publishedOnly?: boolean;
  /** select, reference: the empty choice's words when choosing none is allowed ('Seçilmedi'); 'Seçin' by default. */
  emptyLabel?: string;
  image?: 'cover' | 'logo' | 'body';
  initial?: string | boolean;
  readOnly?: boolean;
}

export interface FieldSection {
  legend: string;
  fields: readonly FieldSpec[];
  /** What the form works out from the section as it is typed: the rating's weighted mean, the offer's value figures. */
  summary?: 'ratingMean' | 'offerValue';
}

export const choices = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

export const slug: FieldSpec = {
  name: 'slug',
  label: 'Kısa ad',
  kind: 'slug',
  help: 'Adres satırında görünür. Boş bırakırsanız başlıktan oluşturulur.',
};

export const amount = (name: string, label: string, help?: string): FieldSpec => ({ name, label, kind: 'number', ...(help ? { help } : {}) });
