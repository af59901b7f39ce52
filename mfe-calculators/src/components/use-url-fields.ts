import { useSearchParams } from 'react-router-dom';

/**
 * A calculator's inputs kept in the page's URL query, so a result can be shared as a link and reopens the same.
 * `defaults` names every field (its key in the query) and its starting text; a field equal to its default is left
 * out of the URL. Writes replace the history entry: typing does not fill the back button.
 */
export function useUrlFields<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<K, string>;
  const set = (changes: Partial<Record<K, string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as Array<[K, string]>) {
          if (value === defaults[key]) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [values, set] as const;
}
