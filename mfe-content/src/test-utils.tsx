import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';

/** Shows the current URL so tests can assert on navigation and query state. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at a URL inside the theme and a router, the way the shell mounts it. */
export function renderAt(url: string, pattern: string, page: ReactElement) {
  return render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
