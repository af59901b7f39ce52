import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { RequireSession } from '../features/auth/require-session.tsx';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { BlogAdminPage } from '../features/management/blog-page.tsx';
import { CasinosAdminPage } from '../features/management/casinos-page.tsx';
import { GamesAdminPage } from '../features/management/games-page.tsx';
import { ProvidersAdminPage } from '../features/management/providers-page.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';

/** The shell mounts this at /admin/*, so the routes below are relative to /admin. */
const below = (path: string) => path.slice(paths.admin.length + 1);

/** /admin/* (SPEC §2): the guard, then the admin shell around the overview and the management screens. */
export function AdminApp() {
  return (
    <RequireSession>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path={below(paths.adminCasinos)} element={<CasinosAdminPage />} />
          <Route path={below(paths.adminGames)} element={<GamesAdminPage />} />
          <Route path={below(paths.adminProviders)} element={<ProvidersAdminPage />} />
          <Route path={below(paths.adminBlog)} element={<BlogAdminPage />} />
          <Route path="*" element={<Navigate to={paths.admin} replace />} />
        </Route>
      </Routes>
    </RequireSession>
  );
}
