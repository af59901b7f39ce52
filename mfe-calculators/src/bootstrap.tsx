import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneFrame } from 'shared-data/react';
import { CalculatorsPage } from './expose/calculator-pages.ts';

// Standalone development mount: the same theme as the composed site, without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneFrame>
      <CalculatorsPage />
    </StandaloneFrame>
  </BrowserRouter>,
);
