import { Suspense, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { legacyHashToPath, queryKeys } from 'shared-data';
import styled from 'styled-components';
import { BreakNotice } from './break-notice.tsx';
import { FallingIcons } from './falling-icons.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -10rem;
  z-index: 50;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`;

const Main = styled.main`
  position: relative;
  z-index: 1;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  &:focus { outline: none; }
`;

/** Redirects legacy hash links ('#/blog/...') found in old article bodies to their path form. */
function useLegacyHashRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = legacyHashToPath(location.hash);
    if (target) void navigate(target, { replace: true });
  }, [location.hash, navigate]);
}

/**
 * Moves to the top of the page on navigation and on a change of list page, as a reader expects from a new page;
 * typing in a list's filter (which also changes the query) leaves the page where it is.
 */
function useScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  const listPage = new URLSearchParams(search).get(queryKeys.page);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [pathname, listPage]);
}

export interface LayoutSlots {
  /** Opens the search overlay once the app runs; until then, or when not given, the search button shows `searchForm`. */
  onSearch?: () => void;
  searchButtonRef?: Ref<HTMLButtonElement>;
  /** The search that works before (and without) JavaScript. */
  searchForm: ReactNode;
  onSearchFormOpenChange?: (open: boolean) => void;
  overlays?: ReactNode;
}

/**
 * The shared layout around every public page. Each region is a Suspense boundary of its own: hydration
 * (in a transition) takes them one by one in short tasks, and the one a reader touches first is hydrated first.
 */
export function Layout({ overlays, ...headerSlots }: LayoutSlots) {
  useLegacyHashRedirect();
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink href="#main">İçeriğe geç</SkipLink>
      <Suspense fallback={null}>
        <FallingIcons />
      </Suspense>
      <Suspense fallback={null}>
        <Header {...headerSlots} />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        <BreakNotice />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {overlays}
    </>
  );
}
