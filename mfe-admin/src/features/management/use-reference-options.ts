import { useEffect, useState } from 'react';
import { compareTurkish } from 'shared-data';
import type { CmsCollection } from 'shared-data/cms';
import { cmsApi } from '../../lib/cms-api.ts';
import type { FieldOption } from './collections.ts';

export type ReferenceOptions = { status: 'loading' | 'failed' } | { status: 'ready'; options: FieldOption[] };

/** The entries a reference field chooses from (a game's provider, a popup's casino), by name. */
export function useReferenceOptions(collection: CmsCollection | undefined): ReferenceOptions {
  const [state, setState] = useState<ReferenceOptions>({ status: 'loading' });
  useEffect(() => {
    if (!collection) return;
    let current = true;
    cmsApi.list(collection).then(
      (entries) => {
        if (!current) return;
        const options = entries.map((entry) => ({ value: String(entry.id), label: entry.title })).sort((a, b) => compareTurkish(a.label, b.label));
        setState({ status: 'ready', options });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [collection]);
  return state;
}
