/** Renders a calculator page the way the shell does, for the page tests (imported by `*.test.tsx` only). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryNavigation, ThemeRoot, useLocation } from 'shared-data/react';

/**
 * Holds the current URL for `currentQuery`. Hidden, with no role: it must not add text or a status to what the
 * tests look for on the page.
 */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span hidden data-testid="location">
      {`${pathname}${search}`}
    </span>
  );
}

/** Mounts `Page` at `url` (query included) and answers a user to drive it. */
export function renderPage(Page: ComponentType, url: string) {
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={url}>
        <Page />
        <LocationProbe />
      </MemoryNavigation>
    </ThemeRoot>,
  );
  return userEvent.setup();
}

/** The query of the page's URL now: what a shared link would carry. */
export const currentQuery = () =>
  new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost').searchParams;
