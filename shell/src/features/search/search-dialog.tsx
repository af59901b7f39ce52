import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { foldSearchText, SEARCH_MIN_LENGTH, searchContent, type SearchGroupKey, type SearchHit } from 'shared-data';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/dialog.tsx';
import { useSearchIndex, type LoadSearchIndex } from './search-index.ts';

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

const GroupList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const GroupTitle = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 3px 0 0 ${theme.colors.accent}` : 'none')};
  cursor: pointer;
  overflow-wrap: anywhere;
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

const RetryButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

interface FlatHit {
  group: SearchGroupKey;
  hit: SearchHit;
  optionId: string;
}

interface SearchDialogProps {
  onClose: () => void;
  /** The header's search button, which gets focus back when the overlay closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Where the index comes from; tests pass a small one. */
  loadIndex?: LoadSearchIndex;
}

/**
 * The global search overlay (SPEC §2): a combobox whose listbox groups the hits by kind. Focus stays in the field;
 * the arrow keys move the active result, Enter or a click opens it.
 */
export function SearchDialog({ onClose, returnFocusRef, loadIndex }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const { index, failed, retry } = useSearchIndex(loadIndex);

  const results = useMemo(() => (index ? searchContent(index, query) : null), [index, query]);
  const hits = useMemo<FlatHit[]>(
    () =>
      results?.groups.flatMap((g) =>
        g.hits.map((hit) => ({ group: g.key, hit, optionId: `${listboxId}-${g.key}-${hit.id}` })),
      ) ?? [],
    [results, listboxId],
  );
  const active = hits.length > 0 ? hits[Math.min(activeIndex, hits.length - 1)] : undefined;

  useEffect(() => {
    if (active) document.getElementById(active.optionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openHit = (hit: SearchHit) => {
    onClose();
    void navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const current = active ? hits.indexOf(active) : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openHit(active.hit);
    }
  };

  const tooShort = foldSearchText(query).length < SEARCH_MIN_LENGTH;
  let status: string;
  if (tooShort) status = `Aramak için en az ${SEARCH_MIN_LENGTH} karakter yazın.`;
  else if (failed) status = 'Arama şu anda yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.';
  else if (!results) status = 'Yükleniyor…';
  else if (results.total === 0) status = 'Sonuç bulunamadı.';
  else status = `${results.total} sonuç bulundu.`;

  return (
    <Dialog title="Sitede Ara" onClose={onClose} initialFocusRef={inputRef} returnFocusRef={returnFocusRef} placement="top" size="md">
      <Field>
        <label htmlFor={inputId} className="visually-hidden">
          Aranacak kelime
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={active?.optionId}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="Oyun, sağlayıcı, blog veya taktik ara..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Status role="status" className={hits.length > 0 ? 'visually-hidden' : undefined}>
        {status}
      </Status>
      {failed && !tooShort && (
        <RetryButton type="button" onClick={retry}>
          Tekrar Dene
        </RetryButton>
      )}
      <Groups role="listbox" id={listboxId} aria-label="Arama sonuçları" hidden={hits.length === 0}>
        {results?.groups.map((group) => {
          const titleId = `${listboxId}-${group.key}`;
          return (
              <GroupList key={group.key} role="group" aria-labelledby={titleId}>
                <GroupTitle role="presentation" id={titleId}>
                  {groupTitles[group.key]}
                </GroupTitle>
                {hits
                  .filter((item) => item.group === group.key)
                  .map((item) => (
                    <Option
                      key={item.optionId}
                      id={item.optionId}
                      role="option"
                      aria-selected={item === active}
                      $active={item === active}
                      onClick={() => openHit(item.hit)}
                      onMouseMove={() => {
                        if (item !== active) setActiveIndex(hits.indexOf(item));
                      }}
                    >
                      <OptionTitle>{item.hit.title}</OptionTitle>
                      {item.hit.detail && <OptionDetail>{item.hit.detail}</OptionDetail>}
                    </Option>
                  ))}
              </GroupList>
          );
        })}
      </Groups>
      {hits.length > 0 && <Hint aria-hidden="true">↑ ↓ ile seçin, Enter ile açın, Esc ile kapatın.</Hint>}
    </Dialog>
  );
}
