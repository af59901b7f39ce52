import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routePatterns } from 'shared-data';
import { StandaloneFrame } from 'shared-data/react';
import { CalculatorPage, CalculatorsPage } from './expose/calculator-pages.ts';

// Standalone development mount: the same theme as the composed site, without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneFrame>
      <Routes>
        <Route path={routePatterns.calculator} element={<CalculatorPage />} />
        <Route path="*" element={<CalculatorsPage />} />
      </Routes>
    </StandaloneFrame>
  </BrowserRouter>,
);
