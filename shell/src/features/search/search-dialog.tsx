import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchGroupKey, type SearchResults } from 'shared-data';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/dialog.tsx';
import { RetryButton } from '../../components/retry-button.tsx';
import { useSearchResults, type SearchState } from './use-search-results.ts';

const groupTitles: Record<SearchGroupKey, string> = {
  games: 'Oyunlar',
  providers: 'Sağlayıcılar',
  blogPosts: 'Blog Yazıları',
  tactics: 'Taktikler',
};

const Field = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  padding-bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Input = styled.input`
  width: 100%;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus { border-color: ${({ theme }) => theme.colors.focus}; }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Groups = styled.div`
  margin: 0;
`;

const Group = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  ul { margin: 0; padding: 0; list-style: none; }
`;

const GroupTitle = styled.h3`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const ResultLink = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover, &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const OptionTitle = styled.span`
  font-weight: 600;
`;

const OptionDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (hover: none) {
    display: none;
  }
`;

interface SearchDialogProps {
  onClose: () => void;
  /** The header's search button, which gets focus back when the overlay closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const firstHref = (results: SearchResults) => results.groups[0]?.hits[0]?.href;

function statusText(search: SearchState): string {
  switch (search.status) {
    case 'tooShort':
      return `Aramak için en az ${SEARCH_MIN_LENGTH} karakter yazın.`;
    case 'failed':
      return search.message;
    case 'loading':
      return 'Yükleniyor…';
    case 'done':
      return search.results.total === 0 ? 'Sonuç bulunamadı.' : `${search.results.total} sonuç bulundu.`;
  }
}

/**
 * The global search overlay: the hits as links grouped by kind. The arrow keys move the focus from the
 * field through the links and back (wrapping); Enter follows the focused link, or the first one from the field.
 */
export function SearchDialog({ onClose, returnFocusRef }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  /** The query for which Enter was pressed before its results arrived: they open once they do. */
  const enterPendingFor = useRef<string | null>(null);
  const resultsId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useSearchResults(query);

  const results = search.status === 'done' || search.status === 'loading' ? search.results : null;
  const total = results?.total ?? 0;

  const open = (href: string) => {
    onClose();
    void navigate(href);
  };
  const openWhenAnswered = useEffectEvent(open);

  useEffect(() => {
    if (search.status !== 'done' || enterPendingFor.current !== query) return;
    enterPendingFor.current = null;
    const href = firstHref(search.results);
    if (href) openWhenAnswered(href);
  }, [search, query]);

  const links = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  /** Moves the focus `step` places along field, results..., field. */
  const moveFocus = (step: 1 | -1) => {
    const stops: HTMLElement[] = [...(inputRef.current ? [inputRef.current] : []), ...links()];
    if (stops.length < 2) return;
    const current = stops.indexOf(document.activeElement as HTMLElement);
    stops[(current + step + stops.length) % stops.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      if (search.status === 'loading') {
        // Typed faster than the server answered: the first result of this query opens when it arrives.
        event.preventDefault();
        enterPendingFor.current = query;
        return;
      }
      const href = search.status === 'done' ? firstHref(search.results) : undefined;
      if (!href) return;
      event.preventDefault();
      open(href);
    }
  };

  const failed = search.status === 'failed';
  return (
    <Dialog title="Sitede Ara" onClose={onClose} initialFocusRef={inputRef} returnFocusRef={returnFocusRef} placement="top" size="md">
      <div onKeyDown={onKeyDown}>
        <Field>
          <label htmlFor={inputId} className="visually-hidden">
            Aranacak kelime
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            enterKeyHint="search"
            aria-controls={resultsId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="Oyun, sağlayıcı, blog veya taktik ara..."
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <Status role="status" className={total > 0 ? 'visually-hidden' : undefined}>
          {statusText(search)}
        </Status>
        {failed && search.retryable && (
          <RetryButton type="button" onClick={search.retry}>
            Tekrar Dene
          </RetryButton>
        )}
        <Groups ref={resultsRef} id={resultsId} hidden={total === 0}>
          {total > 0 &&
            results?.groups.map((group) => {
              const titleId = `${resultsId}-${group.key}`;
              return (
                <Group key={group.key} role="group" aria-labelledby={titleId}>
                  <GroupTitle id={titleId}>{groupTitles[group.key]}</GroupTitle>
                  <ul>
                    {group.hits.map((hit) => (
                      <li key={hit.id}>
                        <ResultLink to={hit.href} onClick={onClose}>
                          <OptionTitle>{hit.title}</OptionTitle>
                          {hit.detail && <OptionDetail>{hit.detail}</OptionDetail>}
                        </ResultLink>
                      </li>
                    ))}
                  </ul>
                </Group>
              );
            })}
        </Groups>
        {total > 0 && <Hint aria-hidden="true">↑ ↓ ile seçin, Enter ile açın, Esc ile kapatın.</Hint>}
      </div>
    </Dialog>
  );
}
