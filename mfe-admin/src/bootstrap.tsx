import { createRoot } from 'react-dom/client';
import { matchRoute, paths } from 'shared-data';
import { BrowserNavigation, Navigate, ThemeRoot, useLocation } from 'shared-data/react';
import { AdminApp, LoginPage } from './expose/admin-pages.ts';

/** The two pages the shell mounts, picked from the address as the shell's router would; anything else goes to login. */
function StandalonePages() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  if (route === 'adminLogin') return <LoginPage />;
  if (route === 'admin') return <AdminApp />;
  return <Navigate to={paths.adminLogin} replace />;
}

// Standalone development mount: the same theme and pages as in the shell, with navigation over the browser's history
// instead of the shell's router. The dev server proxies /api to the admin API (`pnpm --filter mfe-admin serve`).
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <ThemeRoot>
    <BrowserNavigation>
      <StandalonePages />
    </BrowserNavigation>
  </ThemeRoot>,
);
