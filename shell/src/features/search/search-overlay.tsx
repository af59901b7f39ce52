import { useEffect, type RefObject } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useSearchStore } from './search-store.ts';

const loadSearchDialog = () => import('./search-dialog.tsx');

/**
 * The search overlay's place in the layout. Its code is a separate chunk, fetched once the page is idle so that
 * keys typed right after '/' are not lost; the results come from the server's search API, query by query.
 */
export function SearchOverlay({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const isOpen = useSearchStore((s) => s.isOpen);
  const close = useSearchStore((s) => s.close);
  const dialog = useLazyModule(loadSearchDialog, isOpen, (error) => {
    console.error('Arama açılamadı:', error);
    close();
  });
  useEffect(
    () =>
      whenIdle(() => {
        void loadSearchDialog().catch(() => undefined);
      }),
    [],
  );
  if (!isOpen || !dialog) return null;
  return <dialog.SearchDialog onClose={close} returnFocusRef={returnFocusRef} />;
}
