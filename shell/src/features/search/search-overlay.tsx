import { useEffect, useId, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, queryKeys, SEARCH_MAX_LENGTH } from 'shared-data';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';
import { outlinePillStyles } from '../../components/pill-styles.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { whenReaderActs } from '../../lib/when-reader-acts.ts';
import { formNavigation } from '../../lib/internal-links.ts';
import type { SearchDialog } from './search-dialog.tsx';
import { useSearchStore } from './search-store.ts';

/**
 * The search overlay's place in the layout. Its code is loaded apart from the layout's (a chunk of its own); it is
 * asked for at the reader's first touch, key, focus or scroll at the latest, before they reach for the search. The
 * results come from the server's search API, query by query.
 */
export function SearchOverlay({
  returnFocusRef,
  loadDialog,
}: {
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Loads the dialog's code (a chunk of its own); a stable function. */
  loadDialog: () => Promise<{ SearchDialog: typeof SearchDialog }>;
}) {
  const isOpen = useSearchStore((s) => s.isOpen);
  const close = useSearchStore((s) => s.close);
  const dialog = useLazyModule(loadDialog, isOpen, (error) => {
    console.error('Arama açılamadı:', error);
    close();
  });
  useEffect(
    () =>
      whenReaderActs(() => {
        void loadDialog().catch(() => undefined);
      }),
    [loadDialog],
  );
  if (!isOpen || !dialog) return null;
  return <dialog.SearchDialog onClose={close} returnFocusRef={returnFocusRef} />;
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Field = styled.input`
  ${textFieldStyles}
  flex: 1;
  min-width: 0;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Submit = styled.button`
  ${outlinePillStyles}
  white-space: nowrap;
`;

/**
 * The search before the overlay can open (while the page hydrates, or without JavaScript): a GET form to the games
 * list, which filters by the query on the server. Once hydrated, a submit navigates on the client.
 */
export function SearchForm({ autoFocus }: { autoFocus: boolean }) {
  const navigate = useNavigate();
  const fieldId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const to = formNavigation(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter, window.location);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Form role="search" action={paths.games} method="get" onSubmit={submit}>
      <label htmlFor={fieldId} className="visually-hidden">
        Oyun, sağlayıcı, blog veya taktik ara
      </label>
      {/* The browser focuses an autofocus field when its popover opens; React would focus it at once on a client render. */}
      <Field
        id={fieldId}
        name={queryKeys.search}
        type="search"
        enterKeyHint="search"
        placeholder="Oyun, sağlayıcı, blog veya taktik ara..."
        maxLength={SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
      />
      {/* Not 'Ara': that is the name of the header's search button. */}
      <Submit type="submit">Aramayı Başlat</Submit>
    </Form>
  );
}
