/** Renders a calculator page the way the router does, for the page tests (imported by `*.test.tsx` only). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';

let router: ReturnType<typeof createMemoryRouter> | null = null;

/** Mounts `Page` at `url` (query included) and answers a user to drive it. */
export function renderPage(Page: ComponentType, url: string) {
  router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(
    <ThemeRoot withGlobalStyle={false}>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
  return userEvent.setup();
}

/** The query of the page's URL now: what a shared link would carry. */
export const currentQuery = () => new URLSearchParams(router?.state.location.search ?? '');
