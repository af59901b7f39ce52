import { paths } from 'shared-data';
import { Navigate, useLocation } from 'shared-data/react';
import { RequireSession } from '../features/auth/require-session.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { BlogAdminPage } from '../features/management/blog-page.tsx';
import { CasinosAdminPage } from '../features/management/casinos-page.tsx';
import { GamesAdminPage } from '../features/management/games-page.tsx';
import { ProvidersAdminPage } from '../features/management/providers-page.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';

/** '/admin/games/' is the same page as '/admin/games', as it was under the router. */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The page at a path below /admin. The remote bundles no router, so this switch is its whole route table; any other
 * path below /admin goes back to the overview, replacing the unknown entry in the history.
 */
function AdminPage({ pathname }: { pathname: string }) {
  switch (withoutTrailingSlash(pathname)) {
    case paths.admin:
      return <OverviewPage />;
    case paths.adminCasinos:
      return <CasinosAdminPage />;
    case paths.adminGames:
      return <GamesAdminPage />;
    case paths.adminProviders:
      return <ProvidersAdminPage />;
    case paths.adminBlog:
      return <BlogAdminPage />;
    default:
      return <Navigate to={paths.admin} replace />;
  }
}

/** /admin/* (SPEC §2): the guard, then the admin shell around the overview and the management screens. */
export function AdminApp() {
  const { pathname } = useLocation();
  return (
    <RequireSession>
      <AdminLayout>
        <AdminPage pathname={pathname} />
      </AdminLayout>
    </RequireSession>
  );
}
