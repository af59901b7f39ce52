import { useState, type ReactNode } from 'react';
import { paths, siteConfig } from 'shared-data';
import { Link, useLocation, useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { useLeaveGuard } from '../../components/unsaved-changes.tsx';
import { logout } from '../../lib/api.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useSession } from '../../lib/session-context.ts';
import { navItemsFor } from './nav-items.ts';

const Frame = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-columns: 1fr;
  grid-template-rows: auto auto 1fr;
  grid-template-areas: 'header' 'sidebar' 'main';
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 15rem 1fr;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'header header' 'sidebar main';
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -10rem;
  z-index: 50;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`;

const Header = styled.header`
  grid-area: header;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  text-decoration: none;
`;

const Account = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Sidebar = styled.div`
  grid-area: sidebar;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) { flex-direction: column; }
  }
`;

const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.text}; }
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.onAccent}; }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  &:focus { outline: none; }
`;

/** Whether a sidebar entry is the current page: the overview only at its own path, the others also below theirs. */
function isActiveEntry(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return current === to || (!end && current.startsWith(`${to}/`));
}

/** A sidebar entry that tells assistive technology (and the styles) which page is open. */
function MenuItem({ to, end, children }: { to: string; end: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <MenuLink to={to} aria-current={isActiveEntry(pathname, to, end) ? 'page' : undefined}>
      {children}
    </MenuLink>
  );
}

/** The admin shell: its own header, the sidebar navigation with logout, and the page given as children. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { session } = useSession();
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);
  const [leaving, setLeaving] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const { confirmLeave } = useLeaveGuard();

  const signOut = async () => {
    setLeaving(true);
    setLogoutFailed(false);
    try {
      await logout();
      setAuthenticated(false);
      navigate(paths.adminLogin, { replace: true });
    } catch {
      // The session may still be open on the server, so the operator is not told otherwise.
      setLogoutFailed(true);
      setLeaving(false);
    }
  };

  return (
    <Frame>
      <SkipLink href="#admin-main">İçeriğe geç</SkipLink>
      <Header>
        <Brand to={paths.admin}>{siteConfig.adminBrand}</Brand>
        <Account>
          Oturum: <strong>{session.username}</strong> · <Link to={paths.home}>Siteyi görüntüle</Link>
        </Account>
      </Header>
      <Sidebar>
        <nav aria-label="Yönetim menüsü">
          <ul>
            {navItemsFor(session.role).map((item) => (
              <li key={item.to}>
                <MenuItem to={item.to} end={item.end}>
                  {item.label}
                </MenuItem>
              </li>
            ))}
          </ul>
        </nav>
        <SecondaryButton type="button" onClick={() => confirmLeave(() => void signOut())} disabled={leaving}>
          Çıkış Yap
        </SecondaryButton>
        {logoutFailed && <AlertBox role="alert">Çıkış yapılamadı. Lütfen tekrar deneyin.</AlertBox>}
      </Sidebar>
      <Main id="admin-main" tabIndex={-1}>
        {children}
      </Main>
    </Frame>
  );
}
