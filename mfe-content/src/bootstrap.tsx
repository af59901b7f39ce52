import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute, type RouteMatch } from 'shared-data';
import { BrowserNavigation, StandaloneFrame, useLocation } from 'shared-data/react';
import * as pages from './expose/content-pages.ts';

/** The page of each content route; the other routes belong to the shell or other remotes. */
const pageOfRoute: Partial<Record<RouteMatch['route'], ComponentType>> = {
  home: pages.HomePage,
  games: pages.GamesPage,
  game: pages.GamePage,
  providers: pages.ProvidersPage,
  provider: pages.ProviderPage,
  blog: pages.BlogPage,
  blogPost: pages.BlogPostPage,
  tactics: pages.TacticsPage,
  tactic: pages.TacticPage,
  advertise: pages.AdvertisePage,
  responsibleGaming: pages.ResponsibleGamingPage,
  privacy: pages.PrivacyPage,
  terms: pages.TermsPage,
};

/** Picks the page from the site's route table, as the shell's router would; nothing for a path it does not serve. */
function CurrentPage() {
  const route = matchRoute(useLocation().pathname)?.route;
  const Page = route ? pageOfRoute[route] : undefined;
  return Page ? <Page /> : null;
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
