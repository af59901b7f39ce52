import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';

/** Shows the current path, so tests can check where a link or a navigation led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `ui` with the theme inside a memory router at `path`; every other path renders the location probe. */
export function renderWithRouter(ui: ReactElement, { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {}) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <TestRoutes routes={[{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }]} />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** Renders `ui` with the theme only (kept on rerender). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ThemeRoot });
}
