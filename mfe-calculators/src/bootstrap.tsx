import { createRoot } from 'react-dom/client';
import { matchRoute } from 'shared-data';
import { BrowserNavigation, StandaloneFrame, useLocation } from 'shared-data/react';
import { CalculatorPage, CalculatorsPage } from './expose/calculator-pages.ts';

/** A calculator's own path shows its page; any other path shows the hub, as on the development page before. */
function CurrentPage() {
  return matchRoute(useLocation().pathname)?.route === 'calculator' ? <CalculatorPage /> : <CalculatorsPage />;
}

// Standalone development mount: the same theme as the composed site, without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserNavigation>
    <StandaloneFrame>
      <CurrentPage />
    </StandaloneFrame>
  </BrowserNavigation>,
);
