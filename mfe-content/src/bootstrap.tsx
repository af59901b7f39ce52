import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routePatterns } from 'shared-data';
import { StandaloneFrame } from 'shared-data/react';
import * as pages from './expose/content-pages.ts';

// Standalone development mount: every content route, with the same theme as the composed site.
const container = document.getElementById('root');
if (!container) throw new Error('#root öğesi bulunamadı.');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneFrame>
      <Suspense fallback={<p>Yükleniyor…</p>}>
        <Routes>
          <Route path={routePatterns.home} element={<pages.HomePage />} />
          <Route path={routePatterns.games} element={<pages.GamesPage />} />
          <Route path={routePatterns.game} element={<pages.GamePage />} />
          <Route path={routePatterns.providers} element={<pages.ProvidersPage />} />
          <Route path={routePatterns.provider} element={<pages.ProviderPage />} />
          <Route path={routePatterns.blog} element={<pages.BlogPage />} />
          <Route path={routePatterns.blogPost} element={<pages.BlogPostPage />} />
          <Route path={routePatterns.tactics} element={<pages.TacticsPage />} />
          <Route path={routePatterns.tactic} element={<pages.TacticPage />} />
          <Route path={routePatterns.advertise} element={<pages.AdvertisePage />} />
          <Route path={routePatterns.responsibleGaming} element={<pages.ResponsibleGamingPage />} />
          <Route path={routePatterns.privacy} element={<pages.PrivacyPage />} />
          <Route path={routePatterns.terms} element={<pages.TermsPage />} />
        </Routes>
      </Suspense>
    </StandaloneFrame>
  </BrowserRouter>,
);
