import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute, routeOf } from 'shared-data';
import { BrowserNavigation, StandaloneFrame, useLocation } from 'shared-data/react';
import * as pages from './expose/content-pages.ts';

/** Picks the page from the site's route table, as the shell's router would; nothing for a path another app serves. */
function CurrentPage() {
  const match = matchRoute(useLocation().pathname);
  const page = match ? routeOf(match.route).page : null;
  if (page?.remote !== 'content') return null;
  const Page = pages[page.page];
  return <Page />;
}

// Standalone development mount: every content route, with the same theme as the composed site.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserNavigation>
    <StandaloneFrame>
      <Suspense fallback={<p>Yükleniyor…</p>}>
        <CurrentPage />
      </Suspense>
    </StandaloneFrame>
  </BrowserNavigation>,
);
