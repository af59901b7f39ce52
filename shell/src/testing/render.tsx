import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';

/** Shows the current path, so tests can check where a link or a navigation led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `ui` with the theme inside a memory router at `path`; every other path renders the location probe. */
export function renderWithRouter(ui: ReactElement, { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const result: RenderResult = render(
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
  return { ...result, router };
}

/** Renders `ui` with the theme only (kept on rerender). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ThemeRoot });
}
