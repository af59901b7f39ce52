import { useState } from 'react';

interface Draft {
  text: string;
  /** The URL's value as last seen. */
  seen: string;
  /** Values we sent to the URL that have not arrived yet, oldest first. */
  pending: string[];
}

/**
 * A field's own copy of a value kept in the URL. The URL changes in a transition that waits for the list's answer;
 * a field bound to the URL alone would drop what the reader types meanwhile. The copy changes at once, and follows the
 * URL only when it changes from elsewhere (back, forward, a link), not when one of our own earlier values arrives late.
 * `expected` is the value the URL will give for `next` when the two differ ('96,' typed is '96' in the URL).
 */
export function useUrlDraft(value: string): [string, (next: string, expected?: string) => void] {
  const [draft, setDraft] = useState<Draft>({ text: value, seen: value, pending: [] });
  let current = draft;
  if (value !== draft.seen) {
    const ours = draft.pending.indexOf(value);
    current = ours >= 0 ? { ...draft, seen: value, pending: draft.pending.slice(ours + 1) } : { text: value, seen: value, pending: [] };
    setDraft(current);
  }
  // A value the URL already holds never arrives: waiting for it would mistake a later visit to it for ours.
  const set = (next: string, expected = next) =>
    setDraft((d) => ({ ...d, text: next, pending: expected === d.seen && d.pending.length === 0 ? d.pending : [...d.pending, expected] }));
  return [current.text, set];
}
