import { memo, useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref, type ToggleEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, siteConfig } from 'shared-data';
import styled, { css } from 'styled-components';
import { accentPillStyles, outlinePillStyles } from '../../components/pill-styles.ts';
import { useRunning } from '../../lib/use-running.ts';
import { mainNav } from './nav-items.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: none;
  margin-right: auto;
`;

/**
 * An open popover of the header (the menu on a phone, the early search form): a full-width panel under the header,
 * over its bottom border. Popovers open in the top layer, outside the header's box, so it is placed on the viewport;
 * these declarations also undo the browser's own centred, bordered popover box.
 */
const underHeader = css`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 auto;
  width: auto;
  height: auto;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** A popover, so that 'Menü' opens it before (and without) JavaScript; on a wide screen it is always shown inline. */
const Nav = styled.nav`
  &:popover-open {
    ${underHeader}
  }
  @media (min-width: calc(${({ theme }) => theme.breakpoints.lg} + 0.01rem)) {
    &:not(:popover-open) {
      display: block;
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      padding: 0;
      border: 0;
      overflow: visible;
      background: none;
      color: inherit;
    }
  }
`;

const SearchPanel = styled.div`
  ${underHeader}
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: column;
  }
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &.active { color: ${({ theme }) => theme.colors.accent}; }
`;

const IconButton = styled.button`
  ${outlinePillStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

const MenuToggle = styled(IconButton)`
  @media (min-width: calc(${({ theme }) => theme.breakpoints.lg} + 0.01rem)) {
    display: none;
  }
`;

const ChannelLink = styled.a`
  ${accentPillStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
`;

/** On a phone the channel link shows its icon only; the label stays as its accessible name. */
const ChannelLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Closes `popover` (a no-op when it is closed); jsdom, where the unit tests run, has no Popover API. */
function hidePopover(popover: HTMLElement | null) {
  if (popover && 'hidePopover' in popover) popover.hidePopover();
}

/**
 * Follows a popover's open state, which lives in the DOM: React hears of it through onToggle, and once when the
 * popover is attached, since the reader may have opened it before hydration, when no toggle event reached React.
 */
function usePopover(onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLElement | null>(null);
  const attach = useCallback(
    (popover: HTMLElement | null) => {
      ref.current = popover;
      if (popover?.matches(':popover-open')) onOpenChange(true);
    },
    [onOpenChange],
  );
  const onToggle = useCallback((event: ToggleEvent) => onOpenChange(event.newState === 'open'), [onOpenChange]);
  const hide = useCallback(() => hidePopover(ref.current), []);
  return { attach, onToggle, hide };
}

const ignore = () => {};

/**
 * The menu's links, apart from the header's state: opening or closing the menu renames its toggle, and re-rendering
 * every NavLink with it (each resolves its address again) took 30 ms of that tap's paint at 4x CPU throttling. They
 * still follow the location through the router's context.
 */
const MainNavList = memo(function MainNavList() {
  return (
    <NavList>
      {mainNav.map((item) => (
        <li key={item.to}>
          <NavItem to={item.to} end={item.to === paths.home}>
            {item.label}
          </NavItem>
        </li>
      ))}
    </NavList>
  );
});

/** The header's search button: it opens `formId` (a popover) until the app runs, then calls `onSearch`. */
function SearchButton({ onSearch, buttonRef, formId }: { onSearch?: () => void; buttonRef?: Ref<HTMLButtonElement>; formId: string }) {
  const opens = useRunning() ? onSearch : undefined;
  return (
    <IconButton
      type="button"
      ref={buttonRef}
      aria-label="Ara"
      title="Ara (/ veya Ctrl+K)"
      popoverTarget={opens ? undefined : formId}
      aria-haspopup={opens ? 'dialog' : undefined}
      onClick={opens}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </svg>
    </IconButton>
  );
}

interface HeaderProps {
  /**
   * Opens the search overlay once the app runs. Until then (while the page hydrates, or without JavaScript), or when
   * not given, the search button opens `searchForm` in a popover instead.
   */
  onSearch?: () => void;
  searchButtonRef?: Ref<HTMLButtonElement>;
  /** A search that works without JavaScript: a GET form, shown under the header. */
  searchForm: ReactNode;
  /** Told when `searchForm` opens or closes (it may be open already when the app takes the page over). */
  onSearchFormOpenChange?: (open: boolean) => void;
}

export function Header({ onSearch, searchButtonRef, searchForm, onSearchFormOpenChange = ignore }: HeaderProps) {
  const { key } = useLocation();
  const navId = useId();
  const searchId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { attach: attachMenu, onToggle: onMenuToggle, hide: hideMenu } = usePopover(setMenuOpen);
  const { attach: attachSearch, onToggle: onSearchToggle, hide: hideSearch } = usePopover(onSearchFormOpenChange);

  // Any navigation closes the header's popovers; the first location is the one the page was loaded at.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    hideMenu();
    hideSearch();
  }, [key, hideMenu, hideSearch]);

  return (
    <Bar>
      <Inner>
        <Brand to={paths.home} aria-label={`${siteConfig.name} ana sayfa`}>
          {siteConfig.name}
        </Brand>
        <Nav
          id={navId}
          ref={attachMenu}
          popover="auto"
          aria-label="Ana menü"
          onToggle={onMenuToggle}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) hideMenu();
          }}
        >
          <MainNavList />
        </Nav>
        <SearchButton onSearch={onSearch} buttonRef={searchButtonRef} formId={searchId} />
        <ChannelLink href={siteConfig.channelUrl} target="_blank" rel="noopener noreferrer">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <path d="M21.5 3.2 2.9 10.4c-1.3.5-1.3 1.2-.2 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.5c.3-1.3-.5-1.9-1.4-1.5ZM9.8 14.6l-.4 4 1.5-3.5 7.4-6.8-8.5 6.3Z" />
          </svg>
          <ChannelLabel>{siteConfig.channelLabel}</ChannelLabel>
        </ChannelLink>
        {/* The browser exposes a popover invoker's expanded state itself, before hydration too. */}
        <MenuToggle type="button" popoverTarget={navId} aria-controls={navId}>
          {menuOpen ? 'Menüyü Kapat' : 'Menü'}
        </MenuToggle>
      </Inner>
      <SearchPanel id={searchId} ref={attachSearch} popover="auto" onToggle={onSearchToggle} onSubmit={hideSearch}>
        {searchForm}
      </SearchPanel>
    </Bar>
  );
}
