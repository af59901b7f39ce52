import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneFrame } from 'shared-data/react';
import { HomePage } from './expose/content-pages.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneFrame>
      <HomePage />
    </StandaloneFrame>
  </BrowserRouter>,
);
