import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routeNames, routeOf, type RouteName } from 'shared-data';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouterNavigation } from './router-navigation.tsx';
import { ShellLayout } from './shell-layout.tsx';

/** The remotes have no router of their own: they navigate through the context this gives them. */
const navigable = (element: ReactNode) => <RouterNavigation>{element}</RouterNavigation>;

const routeObject = (name: RouteName, wrap: (element: ReactNode) => ReactNode = (element) => element): RouteObject => ({
  path: routeOf(name).pattern,
  element: wrap(<RemotePage route={name} />),
});

/** The route table of shared-data as the router's routes: the layout's pages, then those that stand alone (the admin). */
export const routes: RouteObject[] = [
  {
    element: navigable(<ShellLayout />),
    children: [...routeNames.filter((name) => routeOf(name).layout).map((name) => routeObject(name)), { path: '*', element: <NotFoundPage /> }],
  },
  ...routeNames.filter((name) => !routeOf(name).layout).map((name) => routeObject(name, navigable)),
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
