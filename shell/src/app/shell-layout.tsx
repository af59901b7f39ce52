import { useCallback, useRef } from 'react';
import { Layout } from '../features/layout/layout.tsx';

/** The layout with the shell's own site-wide features plugged in. */
export function ShellLayout() {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const openSearch = useCallback(() => {
    // The search overlay arrives with its own issue; until then the button is present but inert.
  }, []);
  return <Layout onSearch={openSearch} searchButtonRef={searchButtonRef} />;
}
