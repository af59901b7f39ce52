import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths, routePatterns } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { AdminApp, LoginPage } from './expose/admin-pages.ts';

// Standalone development mount: the same theme and routes as in the shell. The dev server proxies /api to the
// admin API (`pnpm --filter mfe-admin serve`).
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <ThemeRoot>
    <BrowserRouter>
      <Routes>
        <Route path={routePatterns.adminLogin} element={<LoginPage />} />
        <Route path={routePatterns.admin} element={<AdminApp />} />
        <Route path="*" element={<Navigate to={paths.adminLogin} replace />} />
      </Routes>
    </BrowserRouter>
  </ThemeRoot>,
);
