/** Test helper of the CMS screens: a page hosted as the shell hosts it, with the current query readable. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryNavigation, ThemeRoot, useLocation } from 'shared-data/react';

function LocationProbe() {
  const { search } = useLocation();
  return (
    <div role="region" aria-label="location probe">
      {search}
    </div>
  );
}

/** Renders `ui` with the theme and the navigation context at `path`; `search()` reads the current query. */
export function renderCms(ui: ReactNode, path = '/admin') {
  const user = userEvent.setup();
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={path}>
        {ui}
        <LocationProbe />
      </MemoryNavigation>
    </ThemeRoot>,
  );
  return { user, search: () => screen.getByRole('region', { name: 'location probe' }).textContent ?? '' };
}
