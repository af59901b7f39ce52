import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute, routeOf } from 'shared-data';
import { BrowserNavigation, StandaloneFrame, useLocation } from 'shared-data/react';
import * as pages from './expose/calculator-pages.ts';

/** The page the site's route table names for the path; any other path shows the hub, as on the development page. */
function CurrentPage() {
  const match = matchRoute(useLocation().pathname);
  const page = match ? routeOf(match.route).page : null;
  const Page = page?.remote === 'calculators' ? pages[page.page] : pages.CalculatorsPage;
  return <Page />;
}

// Standalone development mount: the same theme as the composed site, without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserNavigation>
    <StandaloneFrame>
      {/* The pages are chunks of their own. */}
      <Suspense fallback={<p>Yükleniyor…</p>}>
        <CurrentPage />
      </Suspense>
    </StandaloneFrame>
  </BrowserNavigation>,
);
