import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routePatterns, type RemoteKey } from 'shared-data';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouterNavigation } from './router-navigation.tsx';
import { ShellLayout } from './shell-layout.tsx';

const remoteModules: Record<RemoteKey, string> = {
  content: 'ContentPages',
  calculators: 'CalculatorPages',
  admin: 'AdminPages',
};

function remote(remoteKey: RemoteKey, page: string) {
  return <RemotePage remote={remoteKey} module={remoteModules[remoteKey]} page={page} />;
}

/** The remotes have no router of their own: they navigate through the context this gives them. */
const navigable = (element: ReactNode) => <RouterNavigation>{element}</RouterNavigation>;

export const routes: RouteObject[] = [
  {
    element: navigable(<ShellLayout />),
    children: [
      { path: routePatterns.home, element: remote('content', 'HomePage') },
      { path: routePatterns.tactics, element: remote('content', 'TacticsPage') },
      { path: routePatterns.tactic, element: remote('content', 'TacticPage') },
      { path: routePatterns.calculators, element: remote('calculators', 'CalculatorsPage') },
      { path: routePatterns.calculator, element: remote('calculators', 'CalculatorPage') },
      { path: routePatterns.blog, element: remote('content', 'BlogPage') },
      { path: routePatterns.blogPost, element: remote('content', 'BlogPostPage') },
      { path: routePatterns.games, element: remote('content', 'GamesPage') },
      { path: routePatterns.game, element: remote('content', 'GamePage') },
      { path: routePatterns.providers, element: remote('content', 'ProvidersPage') },
      { path: routePatterns.provider, element: remote('content', 'ProviderPage') },
      { path: routePatterns.advertise, element: remote('content', 'AdvertisePage') },
      { path: routePatterns.responsibleGaming, element: remote('content', 'ResponsibleGamingPage') },
      { path: routePatterns.privacy, element: remote('content', 'PrivacyPage') },
      { path: routePatterns.terms, element: remote('content', 'TermsPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The admin area lives outside the shared layout.
  { path: routePatterns.adminLogin, element: navigable(remote('admin', 'LoginPage')) },
  { path: routePatterns.admin, element: navigable(remote('admin', 'AdminApp')) },
];

/**
 * The site's routes at the router's location, in any router (the browser's, the server's static one, a test's memory
 * one). A route that fails to render shows the error page, until the path changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
