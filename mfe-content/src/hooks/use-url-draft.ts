import { useState } from 'react';

/**
 * A field's own copy of a value kept in the URL. The router changes the URL in a transition that waits for the
 * list's answer; a field bound to the URL alone would drop what the reader types meanwhile. The copy changes at
 * once, and follows the URL when it changes from elsewhere (back, forward, a link).
 */
export function useUrlDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
