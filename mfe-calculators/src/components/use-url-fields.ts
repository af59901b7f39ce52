import { useState } from 'react';
import { useSearchParams } from 'shared-data/react';

interface FieldsState<K extends string> {
  values: Record<K, string>;
  /** The URL's fields our copy builds on (as a write of ours last saw them), serialised. */
  seen: string;
  /** Our own writes since, oldest first, serialised: the URLs they lead to. */
  pending: string[];
}

/**
 * A calculator's inputs kept in the page's URL query, so a result can be shared as a link and reopens the same.
 * `defaults` names every field (its key in the query) and its starting text; a field equal to its default is left
 * out of the URL. Writes replace the history entry: typing does not fill the back button.
 *
 * The fields show their own copy at once: the host's router moves the URL in a transition, which lags behind fast
 * typing on a slow phone, and a field bound to the URL alone would drop the characters typed meanwhile ('5/2' came out
 * as '52'). The copy follows the URL only when it moves by something else than our writes (back, forward, a link).
 */
export function useUrlFields<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const fromUrl = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<K, string>;
  const serialise = (values: Record<K, string>) => JSON.stringify(keys.map((key) => values[key]));
  const seen = serialise(fromUrl);

  const [state, setState] = useState<FieldsState<K>>({ values: fromUrl, seen, pending: [] });
  // Ours while the URL is where our copy began or on its way through our writes; the URL's once it moved otherwise.
  // Derived, never set during a render: a render in a transition (the URL arriving) is thrown away when the reader
  // types meanwhile, and a state set in it outlived it: the fields went back to an older URL's values ('1,80' typed
  // key by key came out as '80').
  const ours = (base: FieldsState<K>) => seen === base.seen || base.pending.includes(seen);
  const values = ours(state) ? state.values : fromUrl;

  // Handlers run with the last committed render's URL (`seen`), the one the reader sees; each write builds on the
  // state React hands it, and drops our writes the URL has reached.
  const set = (changes: Partial<Record<K, string>>) => {
    setState((base) => {
      const reached = base.pending.indexOf(seen);
      const from: FieldsState<K> = !ours(base)
        ? { values: fromUrl, seen, pending: [] }
        : reached >= 0
          ? { values: base.values, seen, pending: base.pending.slice(reached + 1) }
          : base;
      const next = { ...from.values, ...changes };
      return { values: next, seen: from.seen, pending: [...from.pending, serialise(next)] };
    });
    // Only the fields written: the query builds on the one last asked for, with the writes before this one.
    setParams(
      (url) => {
        const query = new URLSearchParams(url);
        for (const key of keys) {
          const value = changes[key];
          if (value === undefined) continue;
          if (value === defaults[key]) query.delete(key);
          else query.set(key, value);
        }
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [values, set] as const;
}
