import { lazy } from 'react';
import type { SatisfiesPages } from 'shared-data/react';
import type * as self from './content-pages.ts';

// The thin adapter the shell loads: one lazily loaded component per page, so a page downloads only its own code.
export const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
export const GamesPage = lazy(() => import('../features/games/games-page.tsx').then((m) => ({ default: m.GamesPage })));
export const GamePage = lazy(() => import('../features/games/game-page.tsx').then((m) => ({ default: m.GamePage })));
export const ProvidersPage = lazy(() =>
  import('../features/providers/providers-page.tsx').then((m) => ({ default: m.ProvidersPage })),
);
export const ProviderPage = lazy(() =>
  import('../features/providers/provider-page.tsx').then((m) => ({ default: m.ProviderPage })),
);
export const BlogPage = lazy(() => import('../features/blog/blog-page.tsx').then((m) => ({ default: m.BlogPage })));
export const BlogPostPage = lazy(() =>
  import('../features/blog/blog-post-page.tsx').then((m) => ({ default: m.BlogPostPage })),
);
export const TacticsPage = lazy(() =>
  import('../features/tactics/tactics-page.tsx').then((m) => ({ default: m.TacticsPage })),
);
export const TacticPage = lazy(() => import('../features/tactics/tactic-page.tsx').then((m) => ({ default: m.TacticPage })));
export const CasinoPage = lazy(() => import('../features/casinos/casino-page.tsx').then((m) => ({ default: m.CasinoPage })));
export const ComparisonPage = lazy(() =>
  import('../features/casinos/comparison-page.tsx').then((m) => ({ default: m.ComparisonPage })),
);
export const AdvertisePage = lazy(() =>
  import('../features/info/advertise-page.tsx').then((m) => ({ default: m.AdvertisePage })),
);
export const ResponsibleGamingPage = lazy(() =>
  import('../features/info/responsible-gaming-page.tsx').then((m) => ({ default: m.ResponsibleGamingPage })),
);
export const SelfTestPage = lazy(() =>
  import('../features/responsible-gaming/self-test-page.tsx').then((m) => ({ default: m.SelfTestPage })),
);
export const SpendingPlannerPage = lazy(() =>
  import('../features/responsible-gaming/spending-planner-page.tsx').then((m) => ({ default: m.SpendingPlannerPage })),
);
export const BonusValueMethodPage = lazy(() =>
  import('../features/bonus-value/bonus-value-method-page.tsx').then((m) => ({ default: m.BonusValueMethodPage })),
);
export const PrivacyPage = lazy(() => import('../features/info/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => import('../features/info/terms-page.tsx').then((m) => ({ default: m.TermsPage })));

/** Fails the typecheck when this module lacks a page the route table names in it (shared-data's `exposedPages`). */
export type Contract = SatisfiesPages<typeof self, 'content', 'ContentPages'>;
