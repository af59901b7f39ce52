import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LoginPage } from './expose/admin-pages.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserRouter>
    <LoginPage />
  </BrowserRouter>,
);
