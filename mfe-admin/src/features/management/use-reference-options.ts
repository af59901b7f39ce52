import { useEffect, useState } from 'react';
import { compareTurkish } from 'shared-data';
import type { EntrySummary } from '../../../server/contract.ts';
import { cmsApi } from '../../lib/cms-api.ts';
import type { FieldOption, FieldSpec } from './field-specs.ts';

export type ReferenceOptions = { status: 'loading' | 'failed' } | { status: 'ready'; options: FieldOption[] };

/**
 * The choices of a reference field, by name: every entry of its collection (a game's provider, a popup's casino), or
 * for a `publishedOnly` field the published ones named with their detail ('Sweet Bonanza (Pragmatic Play)'), the
 * others kept hidden so a value that went back to draft still reads as a name rather than a number.
 */
export function referenceOptions(field: Pick<FieldSpec, 'publishedOnly'>, entries: readonly EntrySummary[]): FieldOption[] {
  return entries
    .map((entry): FieldOption => {
      if (!field.publishedOnly) return { value: String(entry.id), label: entry.title };
      const label = entry.detail ? `${entry.title} (${entry.detail})` : entry.title;
      return entry.status === 'published' ? { value: String(entry.id), label } : { value: String(entry.id), label: `${label}: yayında değil`, hidden: true };
    })
    .sort((a, b) => compareTurkish(a.label, b.label));
}

/** The choices of the form's reference field, loaded from the collection's list; none without such a field. */
export function useReferenceOptions(field: FieldSpec | undefined): ReferenceOptions {
  const [state, setState] = useState<ReferenceOptions>({ status: 'loading' });
  const collection = field?.references;
  const publishedOnly = field?.publishedOnly === true;
  useEffect(() => {
    if (!collection) return;
    let current = true;
    cmsApi.list(collection).then(
      (entries) => {
        if (current) setState({ status: 'ready', options: referenceOptions({ publishedOnly }, entries) });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [collection, publishedOnly]);
  return state;
}
