import { useEffect, useState } from 'react';
import { createSearchIndex, type SearchIndex } from 'shared-data';

let pending: Promise<SearchIndex> | null = null;

/**
 * The search index, built from the light catalogue the first time the overlay opens. The catalogue is a separate
 * chunk, so the shell's first load does not carry it. A failed load is forgotten, so a retry fetches again.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  pending ??= import('shared-data/content')
    .then((content) => createSearchIndex(content))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export type LoadSearchIndex = () => Promise<SearchIndex>;

interface IndexState {
  index: SearchIndex | null;
  failed: boolean;
}

/** Loads the index on mount; `retry` starts again after a failure. */
export function useSearchIndex(load: LoadSearchIndex = loadSearchIndex) {
  const [state, setState] = useState<IndexState>({ index: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (index) => current && setState({ index, failed: false }),
      (error: unknown) => {
        console.error('Arama dizini yüklenemedi:', error);
        if (current) setState({ index: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = () => {
    setState({ index: null, failed: false });
    setAttempt((n) => n + 1);
  };
  return { ...state, retry };
}
