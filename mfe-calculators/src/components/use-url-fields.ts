import { useRef, useState } from 'react';
import { useSearchParams } from 'shared-data/react';

interface FieldsState<K extends string> {
  values: Record<K, string>;
  /** The URL's fields as last seen, serialised. */
  seen: string;
  /** Our own writes whose URL has not arrived yet, oldest first, serialised. */
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
  let current = state;
  if (seen !== state.seen) {
    const ours = state.pending.indexOf(seen);
    current =
      ours >= 0
        ? { values: state.values, seen, pending: state.pending.slice(ours + 1) }
        : { values: fromUrl, seen, pending: [] };
    setState(current);
  }
  // Two writes before the next render (one handler setting two fields) must build on each other.
  const latest = useRef(current);
  latest.current = current;

  const set = (changes: Partial<Record<K, string>>) => {
    const base = latest.current;
    const values = { ...base.values, ...changes };
    const next: FieldsState<K> = { ...base, values, pending: [...base.pending, serialise(values)] };
    latest.current = next;
    setState(next);
    setParams(
      (url) => {
        const next = new URLSearchParams(url);
        for (const key of keys) {
          if (values[key] === defaults[key]) next.delete(key);
          else next.set(key, values[key]);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [current.values, set] as const;
}
